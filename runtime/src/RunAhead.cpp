//===- RunAhead.cpp - Synchronous kernels the host need not wait for ------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// A synchronous compute construct is complete when the host passes it
// (OpenACC 3.3, sec. 2.5.1). What the host can observe of it is device
// memory, and it observes device memory only through the runtime (a copy,
// an update, a routine) or through CUDA work it issues itself. So a kernel
// whose effects stay in device memory need not hold the host: the host may
// go on at once, provided every such observation waits for the kernel
// first. That is what CUDA programs do (launch, launch, synchronize once);
// a synchronous round trip per construct is most of the cost of codes of
// many small kernels (docs/performance.md, "Many small kernels").
//
// accc builds libomptarget with a patch (scripts/offload-run-ahead.patch,
// built by scripts/build-device-runtime.sh): a launch whose KernelArgs
// have the RunAhead flag (bit 2 of Flags) goes to the device's legacy
// default stream and is not waited for; every other entry point of
// libomptarget (data, update, other launches, omp_target_* routines,
// interop, the program's end) first waits for all such launches of every
// device (the drain). Work on the legacy stream is ordered with every
// blocking stream of the context, so CUDA work the program puts on the
// legacy stream or on a stream it created with default flags (cuBLAS,
// cuFFT, cudaMemcpy, libacc's interop streams of CudaInterop.cpp) comes
// after the kernels too.
//
// Rules:
// 1. The translation marks a construct (lib/Transform/RunAhead.cpp):
//    synchronous, no reduction, no deviceptr, no_create or attach data
//    (data clauses that may copy are rule 2's to check at the launch). It
//    calls __accc_run_ahead(on) right before the target directive, `on`
//    being the construct's if condition: a thread-local mark that the
//    thread's next kernel launch consumes (__tgt_target_kernel,
//    DirectiveErrors.cpp).
//    The mark is set only where the launch follows (`on` true), so a host
//    fallback leaves none behind.
//    A present lookup of the construct that passes the host pointer (an
//    implicit firstprivate pointer to data that is not present,
//    PresentLookup.cpp) withholds the mark: the kernel may reach host
//    memory (HMM), which the host could read at once.
// 2. libacc sets the flag when the mark is set and: the launch is not
//    nowait; ACCC_RUN_AHEAD is not 0 (runtime off switch); libomptarget is
//    accc's build (it exports __tgt_accc_run_ahead_drain); no profiling
//    tool is registered (profiling events keep their timing); and every
//    map entry of the launch moves no data: by-value and private entries,
//    an entry with the present modifier, an allocation (device memory of
//    the kernel's own), a to/from entry whose range is all present
//    (libomptarget copies nothing for present data), or a zero-length
//    section of a pointer into present data (else the kernel gets the
//    host pointer). Member-of, pointer-and-object, always and delete
//    entries never run ahead.
// 3. libacc drains too where it hands the program something that may see
//    device memory or time it: acc_wait and acc_wait_all (their _device
//    forms), acc_get_cuda_stream and acc_set_cuda_stream, acc_shutdown
//    (and _device).
// 3a. The clocks a program reads to time its constructs wait first, so that
//    its timings still cover the kernels: omp_get_wtime and MPI_Wtime
//    wherever they are called; clock_gettime and gettimeofday where the
//    call comes from the program's executable or from libstdc++
//    (std::chrono's clocks). Calls from elsewhere (the CUDA driver, libomp,
//    LLVM) never wait: a wait inside the driver's own calls could deadlock.
//    libomptarget's drain also returns at once on a thread that is inside
//    a run-ahead queue (launching into it or waiting for it).
// 4. A kernel that fails is reported at the drain, with the location of
//    the last construct that ran ahead on that device.
//
// Tests: test/Execution/run-ahead.c (on the GPU through test/gpu/
// run-gpu-tests.sh), runtime/test/run-ahead/host-offload.c (the patched
// libomptarget's queue, drains and joins on its host plugin, in CI).
//
//===----------------------------------------------------------------------===//

#include "Internal.h"
#include "OffloadEntry.h"
#include "Profiling.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <dlfcn.h>
#include <link.h>
#include <sys/time.h>

using namespace accc::rt;

namespace {

/// Rule 1: the mark of the calling thread.
__thread bool Marked __attribute__((tls_model("initial-exec")));
/// Rule 2: a present lookup of the thread passed a host pointer since its
/// last mark.
__thread bool HostPointer __attribute__((tls_model("initial-exec")));


/// ACCC_RUN_AHEAD=0 (or off, no, false) turns run-ahead off (Env.cpp).
bool enabledByEnv() { return envConfig().RunAhead; }

/// Rule 2: whether the map entry [Begin, Begin + Size) of map type \p Type
/// of a launch on \p DeviceId moves no data.
bool movesNoData(int64_t DeviceId, void *Begin, int64_t Size, int64_t Type) {
  using namespace maptype;
  constexpr int64_t Known = To | From | Always | Delete | PtrAndObj |
                            TargetParam | ReturnParam | Private | Literal |
                            Implicit | Present | OmpxHold;
  if (Type & Literal)
    return true;
  // A member of a mapped struct, or an entry of a kind not known here
  // among the low 16 bits (clang's attach entries, ...): never.
  if ((Type & MemberOf) || (Type & ~Known & 0xffff))
    return false;
  if (Type & Private)
    return true;
  if (Type & (Always | Delete | PtrAndObj))
    return false;
  if (Type & Present)
    return true; // present by the modifier, or the launch fails
  if (!Begin)
    return Size == 0;
  int Dev = DeviceId < 0 ? ompDeviceOf(currentDevice())
                         : static_cast<int>(DeviceId);
  // A zero-length section passes the device address where the pointer
  // points into present data, else the host pointer itself.
  if (Size <= 0)
    return presenceOf(Begin, 0, Dev) != Presence::Absent;
  if (!(Type & (To | From)))
    return true; // alloc: device memory of the kernel's own
  return presenceOf(Begin, static_cast<size_t>(Size), Dev) == Presence::Full;
}

} // namespace

extern "C" __attribute__((visibility("default"))) void
__accc_run_ahead(int on) noexcept {
  Marked = on != 0 && !HostPointer;
  HostPointer = false;
}

void accc::rt::runAheadHostPointer() { HostPointer = true; }

bool accc::rt::runAheadLaunch(int64_t DeviceId, uint32_t NumArgs,
                              void **ArgPtrs, const int64_t *ArgSizes,
                              const int64_t *ArgTypes, bool NoWait) {
  if (!Marked)
    return false;
  Marked = false;
  if (NoWait || !enabledByEnv() || !acccOffloadEntries().RunAheadDrain ||
      prof::active())
    return false;
  for (uint32_t I = 0; I < NumArgs; ++I)
    if (!movesNoData(DeviceId, ArgPtrs[I], ArgSizes[I], ArgTypes[I]))
      return false;
  return true;
}

const AcccOffloadEntries &accc::rt::acccOffloadEntries() {
  static const AcccOffloadEntries Entries = {
      reinterpret_cast<void (*)()>(
          dlsym(RTLD_DEFAULT, "__tgt_accc_run_ahead_drain")),
      reinterpret_cast<int (*)(const void *, int64_t, int, void **)>(
          dlsym(RTLD_DEFAULT, "__tgt_accc_presence")),
      reinterpret_cast<uint64_t (*)()>(
          dlsym(RTLD_DEFAULT, "__tgt_accc_map_generation"))};
  return Entries;
}

void accc::rt::drainRunAhead() {
  if (auto *Drain = acccOffloadEntries().RunAheadDrain)
    Drain();
}

//===----------------------------------------------------------------------===//
// Rule 3a: the clocks
//===----------------------------------------------------------------------===//

namespace {

/// The executable code of the program's executable and of libstdc++: the
/// callers whose clock reads wait. Set by libacc's constructor, before the
/// program starts threads; empty (no waits) before it.
struct CodeRange {
  uintptr_t Lo = 0, Hi = 0;
  bool holds(uintptr_t A) const { return A >= Lo && A < Hi; }
};
CodeRange ProgramCode, StdCxxCode;

int noteCodeRanges(dl_phdr_info *Info, size_t, void *Data) {
  int &Index = *static_cast<int *>(Data);
  const char *Name = Info->dlpi_name ? Info->dlpi_name : "";
  CodeRange *R = nullptr;
  if (Index++ == 0)
    R = &ProgramCode; // the executable comes first
  else if (std::strstr(Name, "/libstdc++.so"))
    R = &StdCxxCode;
  if (!R)
    return 0;
  for (int I = 0; I < Info->dlpi_phnum; ++I) {
    const ElfW(Phdr) &P = Info->dlpi_phdr[I];
    if (P.p_type != PT_LOAD || !(P.p_flags & PF_X))
      continue;
    uintptr_t Lo = Info->dlpi_addr + P.p_vaddr;
    if (!R->Hi || Lo < R->Lo)
      R->Lo = Lo;
    if (Lo + P.p_memsz > R->Hi)
      R->Hi = Lo + P.p_memsz;
  }
  return 0;
}

__attribute__((constructor)) void findCodeRanges() {
  int Index = 0;
  dl_iterate_phdr(noteCodeRanges, &Index);
}

bool programCaller(void *ReturnAddress) {
  auto A = reinterpret_cast<uintptr_t>(ReturnAddress);
  return ProgramCode.holds(A) || StdCxxCode.holds(A);
}

template <typename Fn> Fn nextDefinition(const char *Name) {
  return reinterpret_cast<Fn>(dlsym(RTLD_NEXT, Name));
}

} // namespace

#define ACCC_CLOCK extern "C" __attribute__((visibility("default")))

ACCC_CLOCK double omp_get_wtime(void) {
  static auto Next = nextDefinition<double (*)()>("omp_get_wtime");
  drainRunAhead();
  return Next ? Next() : 0.0;
}

ACCC_CLOCK double MPI_Wtime(void) {
  static auto Next = nextDefinition<double (*)()>("MPI_Wtime");
  drainRunAhead();
  return Next ? Next() : 0.0;
}

ACCC_CLOCK int clock_gettime(clockid_t Clock, struct timespec *T) noexcept {
  static auto Next =
      nextDefinition<int (*)(clockid_t, struct timespec *)>("clock_gettime");
  if (programCaller(__builtin_return_address(0)))
    drainRunAhead();
  return Next(Clock, T);
}

ACCC_CLOCK int gettimeofday(struct timeval *T, void *Zone) noexcept {
  static auto Next =
      nextDefinition<int (*)(struct timeval *, void *)>("gettimeofday");
  if (programCaller(__builtin_return_address(0)))
    drainRunAhead();
  return Next(T, Zone);
}
