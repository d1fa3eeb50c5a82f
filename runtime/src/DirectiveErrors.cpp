//===- DirectiveErrors.cpp - Name the data of a failed directive ----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// A data clause of a directive that fails at run time on the GPU (data in a
// `present` clause or an `update` that is not on the device, a `copy` of a
// range that is only partly there) is caught by libomptarget: it prints the
// host address, the directive's file:line:col (accc compiles host code with
// line tables) and calls abort(). It does not name the variable, although
// clang passes every map entry's spelling ("a[0:n]") with the line tables.
// OpenACC 3.3 asks the error to name what failed (sec. 5.2.2 via issue 3 of
// accc); this file adds that line without costing a successful directive
// anything but two stores.
//
// Rules:
// 1. libacc defines libomptarget's entry points of the data directives and
//    compute constructs (__tgt_target_data_{begin,end,update}_mapper, their
//    _nowait forms, __tgt_target_kernel). Each records the call's location
//    and map entries in a thread-local slot, forwards to libomptarget's
//    definition (dlsym(RTLD_NEXT): libacc precedes libomptarget in accc's
//    link, as for __tgt_register_lib in GpuStartup.cpp) and clears the slot.
//    Asynchronous forms run in an OpenMP target task; the slot is that of
//    the thread that runs it. The begin entries then hand their host ranges
//    to noteDirectiveRanges, for acc_hostptr (DataMapping.cpp, rule 10).
//    The slot (currentDirectiveCall, with __tgt_target_kernel's host entry
//    and launch request) also gives the profiling events of libomptarget's
//    OMPT callbacks inside the call their variable and kernel names
//    (ProfilingOmpt.cpp, rules 4 and 8). Inside the scope of an `enter
//    data ... async(q)` directive, the synchronous begin entry maps through
//    beginDataAsync, which defers the copies to queue q (AsyncData.cpp).
//    The synchronous entries (the data entries without _nowait, a kernel
//    without NoWait) first wait for the CUDA stream of acc_async_sync
//    (CudaInterop.cpp, rule 5), except a data entry with only
//    use_device_ptr entries (`host_data`, around the CUDA calls).
// 2. libacc's SIGABRT handler, installed when the program registers its
//    first device image (GpuStartup.cpp), looks at the recorded call of the
//    aborting thread, if any, and prints one line per map entry that
//    explains the failure, after libomptarget's own messages:
//      libacc: error: FILE:LINE:COL: a[0:n]: data at [0x.., 0x..+8000) is
//      not present on nvidia device 0
//    An entry explains it when it has the present modifier and is not fully
//    present, or when it is only partly present (one end present, or the
//    two ends in different mappings). Private and by-value entries and
//    entries of zero bytes are never data on the device. Nothing is printed
//    for aborts outside these calls or when no entry explains the failure.
// 3. The handler then gives the signal to the disposition it replaced (the
//    default one ends the program as before, with the same status).
// 4. The spelling comes from clang's map names (";a[0:n];FILE;LINE;COL;;",
//    with any debug information); the location from the construct's ident_t
//    (";FILE;FUNCTION;LINE;COL;;"), printed as libomptarget prints it: the
//    file's base name. Without them the line says "data at ..." alone.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"
#include "OffloadEntry.h"

#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <dlfcn.h>
#include <omp.h>
#include <string>

using namespace accc::rt;

/// libomp's source location (kmp.h); psource is ";file;function;line;col;;".
struct ident_t {
  int32_t Reserved1;
  int32_t Flags;
  int32_t Reserved2;
  int32_t Reserved3;
  const char *PSource;
};

namespace {

/// libomptarget's KernelArgsTy (offload/include/Shared/APITypes.h, LLVM 22),
/// up to the fields read here.
struct KernelArgs {
  uint32_t Version;
  uint32_t NumArgs;
  void **ArgBasePtrs;
  void **ArgPtrs;
  int64_t *ArgSizes;
  int64_t *ArgTypes;
  void **ArgNames;
  void **ArgMappers;
  uint64_t Tripcount;
  uint64_t Flags; ///< bit 0: NoWait, the construct has a nowait clause
  /// The grid and block of each dimension (an ompx_bare kernel's y and z:
  /// lib/Transform/DirectKernels.cpp); 0 where the runtime chooses.
  uint32_t NumTeams[3];
  uint32_t ThreadLimit[3];
};

/// \p First (the launch's x) times the other dimensions of \p Dims, as
/// the profiling interface reports a launch's gangs and vector length
/// (KernelArgs of version 2 and later have them).
static int32_t allDimensions(int32_t First, const uint32_t Dims[3],
                             uint32_t Version) {
  int64_t N = First;
  if (Version < 2)
    return First;
  for (int D = 1; D < 3; ++D)
    if (Dims[D] > 1)
      N *= Dims[D];
  return N > INT32_MAX ? INT32_MAX : static_cast<int32_t>(N);
}

/// Flags bit 2: the launch may run ahead of the host (accc's libomptarget,
/// RunAhead.cpp).
constexpr uint64_t KernelRunAhead = 0x4;


/// Rule 1: the map entries of the call in progress.
using MapCall = DirectiveCall;

__thread const MapCall *Current __attribute__((tls_model("initial-exec")));

/// Sets the slot for the lifetime of one forwarded call.
class Recording {
public:
  explicit Recording(const MapCall &Call) : Previous(Current) {
    Current = &Call;
  }
  ~Recording() { Current = Previous; }

private:
  const MapCall *Previous;
};

/// libomptarget's definition of the entry point Name.
template <typename Fn> Fn next(const char *Name) {
  void *Sym = dlsym(RTLD_NEXT, Name);
  if (!Sym)
    fatal(MsgId::DataMapFailed,
          "%s: libomptarget's entry point is not loaded after libacc", Name);
  return reinterpret_cast<Fn>(Sym);
}

/// Field Index (0-based) of a ";a;b;c;;" string, or "".
std::string field(const char *S, int Index) {
  if (!S || *S != ';')
    return "";
  const char *Begin = S + 1;
  for (int I = 0; I < Index; ++I) {
    Begin = std::strchr(Begin, ';');
    if (!Begin)
      return "";
    ++Begin;
  }
  const char *End = std::strchr(Begin, ';');
  return End ? std::string(Begin, End) : std::string();
}

/// Rule 4: "FILE:LINE:COL: " of the construct, or "".
std::string where(const void *Ident) {
  auto *Loc = static_cast<const ident_t *>(Ident);
  if (!Loc)
    return "";
  std::string File = field(Loc->PSource, 0), Line = field(Loc->PSource, 2),
              Col = field(Loc->PSource, 3);
  if (File.empty() || Line.empty() || Line == "0")
    return "";
  File = File.substr(File.find_last_of('/') + 1);
  return File + ":" + Line + ":" + Col + ": ";
}

/// Rule 2: prints a line for each entry of Call that explains its failure.
void explain(const MapCall &Call) {
  int OmpDev = Call.DeviceId < 0 ? omp_get_default_device()
                                 : static_cast<int>(Call.DeviceId);
  if (OmpDev < 0 || OmpDev >= omp_get_num_devices())
    return;
  std::string Where = where(Call.Loc);
  std::string Device = deviceLabel({DeviceKind::Nvidia, OmpDev});
  for (int32_t I = 0; I < Call.ArgNum; ++I) {
    int64_t Type = Call.Types[I], Size = Call.Sizes[I];
    // Private and by-value entries are not data on the device.
    if ((Type & (maptype::Private | maptype::Literal)) || Size <= 0 ||
        !Call.Args[I])
      continue;
    Presence P = presenceOf(Call.Args[I], static_cast<size_t>(Size), OmpDev);
    bool Explains = P == Presence::Partial ||
                    (P == Presence::Absent && (Type & maptype::Present));
    if (!Explains)
      continue;
    std::string Name = mapEntryName(Call, I);
    if (!Name.empty())
      Name += ": ";
    report(MsgId::DirectiveDataAbsent,
           "%s%sdata at [%p, %p+%lld) is %s on %s", Where.c_str(),
           Name.c_str(), Call.Args[I], Call.Args[I],
           static_cast<long long>(Size),
           P == Presence::Partial ? "only partly present" : "not present",
           Device.c_str());
  }
}

struct sigaction Replaced;

/// Rules 2 and 3.
void onAbort(int Sig, siginfo_t *Info, void *Context) {
  if (const MapCall *Call = Current) {
    Current = nullptr; // a second abort inside explain() only ends
    explain(*Call);
  }
  sigaction(SIGABRT, &Replaced, nullptr);
  if (Replaced.sa_flags & SA_SIGINFO)
    Replaced.sa_sigaction(Sig, Info, Context);
  else if (Replaced.sa_handler != SIG_DFL && Replaced.sa_handler != SIG_IGN)
    Replaced.sa_handler(Sig);
  // Returning to abort(), which restores the default action and raises the
  // signal again.
}

} // namespace

const DirectiveCall *accc::rt::currentDirectiveCall() { return Current; }

std::string accc::rt::mapEntryName(const DirectiveCall &Call, int32_t I) {
  return Call.Names ? field(static_cast<const char *>(Call.Names[I]), 0) : "";
}

void accc::rt::installDirectiveErrorHandler() {
  struct sigaction Action = {};
  Action.sa_sigaction = onAbort;
  Action.sa_flags = SA_SIGINFO | SA_RESETHAND;
  sigemptyset(&Action.sa_mask);
  sigaction(SIGABRT, &Action, &Replaced);
}

//===----------------------------------------------------------------------===//
// libomptarget's entry points (rule 1)
//===----------------------------------------------------------------------===//

#define ACCC_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

using DataEntry = void (*)(ident_t *, int64_t, int32_t, void **, void **,
                           int64_t *, int64_t *, void **, void **);
using DataNowaitEntry = void (*)(ident_t *, int64_t, int32_t, void **,
                                 void **, int64_t *, int64_t *, void **,
                                 void **, int32_t, void *, int32_t, void *);
using KernelEntry = int (*)(ident_t *, int64_t, int32_t, int32_t, void *,
                            KernelArgs *);

/// Whether a data entry point maps or copies anything: not only the
/// use_device_ptr entries of a `host_data` region, which must not wait for
/// the CUDA work the program puts in it (rule 1).
bool mapsData(int32_t ArgNum, const int64_t *Types) {
  for (int32_t I = 0; I < ArgNum; ++I)
    if (!(Types[I] & maptype::ReturnParam))
      return true;
  return false;
}

/// Which of an entry point's maps may write device copies of host ranges
/// (Attach.cpp, rule 9).
enum class Writes {
  All,       ///< data, enter data: any map (a new device copy)
  To,        ///< update, exit data: `to` maps
  AlwaysTo,  ///< a kernel: `always, to` maps (its new data ends with it)
};

/// Tells Attach.cpp (rule 9) of the host ranges an entry point may have
/// written the device copies of.
void noteCopiesTo(int32_t ArgNum, void **Args, const int64_t *Sizes,
                  const int64_t *Types, Writes W) {
  for (int32_t I = 0; I < ArgNum; ++I)
    if (W == Writes::All ||
        ((Types[I] & maptype::To) &&
         (W == Writes::To || (Types[I] & maptype::Always))))
      noteHostToDevice(Args[I], static_cast<size_t>(Sizes[I]));
}

} // namespace

// BEGIN: a `data` / `enter data` mapping, whose host ranges acc_hostptr
// must find (DataMapping.cpp, rule 10).
#define ACCC_DATA_ENTRY(NAME, BEGIN)                                           \
  ACCC_EXPORT void NAME(ident_t *Loc, int64_t DeviceId, int32_t ArgNum,        \
                        void **ArgsBase, void **Args, int64_t *ArgSizes,       \
                        int64_t *ArgTypes, void **ArgNames,                    \
                        void **ArgMappers) {                                   \
    static DataEntry Next = next<DataEntry>(#NAME);                            \
    MapCall Call{Loc,      DeviceId, ArgNum,  Args, ArgSizes,                  \
                 ArgTypes, ArgNames, nullptr, 0,    0};                        \
    Recording R(Call);                                                         \
    if (mapsData(ArgNum, ArgTypes))                                            \
      interop::beforeSyncEntry(DeviceId);                                      \
    if (BEGIN && inAsyncEnterData())                                           \
      beginDataAsync(                                                          \
          [&](int64_t *Types) {                                                \
            Next(Loc, DeviceId, ArgNum, ArgsBase, Args, ArgSizes, Types,       \
                 ArgNames, ArgMappers);                                        \
          },                                                                   \
          DeviceId, ArgNum, Args, ArgSizes, ArgTypes);                         \
    else                                                                       \
      Next(Loc, DeviceId, ArgNum, ArgsBase, Args, ArgSizes, ArgTypes,          \
           ArgNames, ArgMappers);                                              \
    noteCopiesTo(ArgNum, Args, ArgSizes, ArgTypes,                             \
                 BEGIN ? Writes::All : Writes::To);                            \
    if (BEGIN)                                                                 \
      noteDirectiveRanges(DeviceId, ArgNum, Args, ArgSizes, ArgTypes);         \
  }

#define ACCC_DATA_NOWAIT_ENTRY(NAME, BEGIN)                                    \
  ACCC_EXPORT void NAME(ident_t *Loc, int64_t DeviceId, int32_t ArgNum,        \
                        void **ArgsBase, void **Args, int64_t *ArgSizes,       \
                        int64_t *ArgTypes, void **ArgNames, void **ArgMappers, \
                        int32_t DepNum, void *DepList, int32_t NoAliasDepNum,  \
                        void *NoAliasDepList) {                                \
    static DataNowaitEntry Next = next<DataNowaitEntry>(#NAME);                \
    MapCall Call{Loc,      DeviceId, ArgNum,  Args, ArgSizes,                  \
                 ArgTypes, ArgNames, nullptr, 0,    0};                        \
    Recording R(Call);                                                         \
    Next(Loc, DeviceId, ArgNum, ArgsBase, Args, ArgSizes, ArgTypes, ArgNames,  \
         ArgMappers, DepNum, DepList, NoAliasDepNum, NoAliasDepList);          \
    noteCopiesTo(ArgNum, Args, ArgSizes, ArgTypes,                             \
                 BEGIN ? Writes::All : Writes::To);                            \
    if (BEGIN)                                                                 \
      noteDirectiveRanges(DeviceId, ArgNum, Args, ArgSizes, ArgTypes);         \
  }

ACCC_DATA_ENTRY(__tgt_target_data_begin_mapper, true)
ACCC_DATA_ENTRY(__tgt_target_data_end_mapper, false)
ACCC_DATA_ENTRY(__tgt_target_data_update_mapper, false)
ACCC_DATA_NOWAIT_ENTRY(__tgt_target_data_begin_nowait_mapper, true)
ACCC_DATA_NOWAIT_ENTRY(__tgt_target_data_end_nowait_mapper, false)
ACCC_DATA_NOWAIT_ENTRY(__tgt_target_data_update_nowait_mapper, false)

ACCC_EXPORT int __tgt_target_kernel(ident_t *Loc, int64_t DeviceId,
                                    int32_t NumTeams, int32_t ThreadLimit,
                                    void *HostPtr, KernelArgs *Args) {
  static KernelEntry Next = next<KernelEntry>("__tgt_target_kernel");
  MapCall Call{Loc,
               DeviceId,
               static_cast<int32_t>(Args->NumArgs),
               Args->ArgPtrs,
               Args->ArgSizes,
               Args->ArgTypes,
               Args->ArgNames,
               HostPtr,
               allDimensions(NumTeams, Args->NumTeams, Args->Version),
               allDimensions(ThreadLimit, Args->ThreadLimit, Args->Version)};
  Recording R(Call);
  bool NoWait = Args->Flags & 1; // read as libomptarget reads it
  if (!NoWait)
    interop::beforeSyncEntry(DeviceId);
  if (runAheadLaunch(DeviceId, Args->NumArgs, Args->ArgPtrs, Args->ArgSizes,
                     Args->ArgTypes, NoWait))
    Args->Flags |= KernelRunAhead;
  // The launch's maps as the program passed them: libomptarget may change
  // *Args (its count of arguments).
  int32_t ArgNum = static_cast<int32_t>(Args->NumArgs);
  void **ArgPtrs = Args->ArgPtrs;
  int64_t *ArgSizes = Args->ArgSizes, *ArgTypes = Args->ArgTypes;
  int Result = Next(Loc, DeviceId, NumTeams, ThreadLimit, HostPtr, Args);
  noteCopiesTo(ArgNum, ArgPtrs, ArgSizes, ArgTypes, Writes::AlwaysTo);
  return Result;
}
