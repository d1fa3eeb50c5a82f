//===- ProfilingOmpt.cpp - OpenACC events from libomptarget's OMPT --------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The OpenACC 3.3 profiling events (chapter 5) of what only libomptarget
// sees on a device: kernel launches, and the allocations, copies and
// mappings that OpenMP's data mapping does for the data clauses of compute
// and data constructs, the enter data / exit data / update directives and
// the data routines. libacc is an OMPT tool (OpenMP 5.1, sec. 4.2): it
// defines ompt_start_tool, and libomptarget hands the OMPT callbacks libacc
// registered with libomp the begin and end of each operation (the EMI
// callbacks, which need no extension of OMPT). docs/Profiling.md has the
// table of which callback gives which event.
//
// Rules:
// 1. When. libomp calls ompt_start_tool once, when it initializes.
//    libacc's tool starts only if that happens while libacc starts
//    libomptarget (OffloadStart: the program's constructors register its
//    device image through libacc's wrapper, GpuStartup.cpp, or libacc's
//    first entry calls __tgt_rtl_init, Device.cpp): libomptarget then
//    connects to libomp's OMPT after it set itself up. A libomp that
//    initializes on its own first (a program without device code whose
//    host code uses OpenMP before it enters libacc) gets no tool from
//    libacc: libomp's OMPT set-up asks libomptarget for the devices, which
//    crashes before libomptarget is set up (seen with libomp 19 and
//    libomptarget 22), and such a program has no device events anyway.
//    This may all happen before libacc's own constructors have run; the
//    decision below needs none of them.
//    Cost. Then too libacc returns null, so that OMPT stays off and costs
//    nothing, unless profiling can be wanted:
//    ACC_PROFLIB or ACCC_PROFILE is set and not empty, an
//    acc_register_library is defined in the process (the program, a linked
//    or preloaded library: dlsym, as ProfilingLoader.cpp, rule 1a), or an
//    object loaded at start other than libacc names acc_prof_register in
//    its dynamic symbols (a program that registers its callbacks itself).
//    A library dlopen'ed later that calls acc_prof_register gets none of
//    the events of this file. Otherwise libacc passes the call on to the
//    next ompt_start_tool (OMP_TOOL_LIBRARIES still works); OMPT allows one
//    tool, so an OMPT tool of the program's is not started when libacc is.
// 2. The tool's initialize registers every callback at once: libomptarget
//    asks libomp for them once, when it connects (ompt_get_callback), so
//    later registrations would not reach it. device_initialize and
//    device_finalize tell which OpenMP devices report to libacc
//    (omptDelivers); target_emi, target_data_op_emi and target_submit_emi
//    give the events; task_create carries the current construct to the
//    thread that runs an asynchronous target task (rule 5). libomptarget
//    connects by opening libomp.so under that name: where it cannot, no
//    callback comes, omptDelivers stays false and libacc's routines report
//    their create / delete themselves (DataMapping.cpp, rule 13). Every
//    callback returns at once while profiling is inactive, except the
//    bookkeeping of device allocations (rule 4) and of target regions
//    (rule 5).
// 3. Events per OMPT callback (on the thread that libomptarget calls it
//    from; device: the OpenMP device of the operation, acc_device_nvidia):
//      target_emi(ompt_target), begin    enter_data_start (implicit)
//      target_submit_emi, begin          enter_data_end (implicit),
//                                        enqueue_launch_start
//      target_submit_emi, end            enqueue_launch_end,
//                                        exit_data_start (implicit)
//      target_emi(ompt_target), end      exit_data_end (implicit)
//      data_op alloc, end                alloc; create if the host address
//                                        is that of a map entry of the call
//      data_op transfer_to_device        enqueue_upload_start / _end
//      data_op transfer_from_device      enqueue_download_start / _end
//                                        (nothing between two devices)
//      data_op delete, end               delete if the block was a
//                                        mapping's; free
//      data_op associate / disassociate  create / delete
//    So a compute construct gives compute_construct_start (its hook),
//    enter_data_start, its data clauses' alloc, create, upload,
//    enter_data_end, the launch pair, exit_data_start, download, delete,
//    free, exit_data_end, compute_construct_end (its hook). Data, enter
//    data, exit data and update constructs and libacc's data routines have
//    their pairs from their hooks or their routine; the OMPT regions of
//    their entry points (target_emi of kind enter_data, exit_data, update)
//    give only the data events inside. A compute construct that launches
//    nothing (libomptarget failed before) closes the enter pair and opens
//    and closes the exit pair at its end.
// 4. Data events carry bytes, host_ptr, device_ptr and var_name. var_name
//    is the spelling of the map entry (clang's map names, with debug line
//    tables: accc always compiles with them) of the entry-point call in
//    progress on the thread (DirectiveErrors.cpp) whose host range holds
//    the operation's host address; private and literal entries and
//    attachments are no data on the device. An allocation that is a map
//    entry's is a mapping (create, and delete when its block is freed);
//    other allocations (firstprivate buffers) are alloc / free only.
//    libacc remembers each device block from its allocation to its release
//    (bytes, host address, name, whether a mapping), also while profiling
//    is inactive, since the release may happen on another thread, outside
//    any call (the end of an asynchronous construct). alloc and free carry
//    the host address of a mapping, null otherwise.
// 5. Where an event comes from (parent_construct, src_file, lines, async):
//    a. inside a libacc routine (rule 6): the calling thread's current
//       construct and the routine's async argument;
//    b. inside an asynchronous target task (OpenACC async, `nowait` in the
//       translation), which a hidden helper thread runs later: the
//       construct that created the task. task_create, on the thread that
//       encounters the construct, stores its site, async argument and
//       resolved queue in the task's OMPT data (interned records, never
//       freed: one per site and async value), and every later callback of
//       the task reads them (the task_data of its target region, or
//       ompt_get_task_info for the operations after its region: the
//       release of its data once libomptarget finds its kernel done);
//    c. otherwise the calling thread's current construct, with its async
//       argument; no site and acc_construct_runtime_api outside any.
//    An OMPT target region fixes its origin at its begin (target_data of
//    the region holds it until its end).
// 6. libacc's routines mark the libomptarget calls they make (RoutineOps):
//    the mapping routines let their alloc, create, upload, download,
//    delete and free through with their async argument (and emit no create
//    or delete of their own when omptDelivers), while acc_malloc / acc_free
//    (alloc, free), acc_memcpy_* (their own upload / download pairs), the
//    copy that acc_copyin_async enqueues, acc_map_data / acc_unmap_data
//    (their own create / delete), acc_attach / acc_detach (no event fits
//    them) and the device initialization's probe mute theirs: nothing is
//    reported twice.
// 7. A start event's tool_info goes to its end event: an upload or
//    download pair keeps it in the operation's host_op_id (a record freed
//    at the end), a compute construct's inner pairs in the region's record.
//    An end event comes only if its start event came.
// 8. Launch events: kernel_name is the kernel's offload entry name
//    (GpuStartup.cpp, rule 6), from the host entry that __tgt_target_kernel
//    got; num_workers 1 (accc maps workers and vector lanes to a team's
//    threads). num_gangs and vector_length are the grid launched, blocks
//    and threads per block, where CUPTI reports the launch call
//    (ProfilingCupti.cpp: the start event then goes out from inside the
//    launch call); otherwise what the launch asks for: num_gangs the teams
//    (1 for a region without teams), vector_length the threads per team
//    (the thread_limit clause), and 0 for a value the construct leaves to
//    libomptarget (no num_teams / thread_limit), which chooses it inside
//    its plugin.
// 9. Callbacks of the events of this file run while libomptarget may hold
//    the locks of its mapping table: they must not call OpenACC data
//    routines (acc_copyin, acc_is_present, acc_deviceptr, ...), which would
//    wait for those locks.
//
//===----------------------------------------------------------------------===//

#include "OffloadEntry.h"
#include "Profiling.h"

#include <omp-tools.h>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <link.h>
#include <map>
#include <mutex>
#include <string>
#include <tuple>

// Rule 1: a weak reference, never called (as ProfilingLoader.cpp's).
#pragma weak acc_register_library

using namespace accc::rt;
using namespace accc::rt::prof;

//===----------------------------------------------------------------------===//
// Rule 6: the libomptarget calls of libacc's routines
//===----------------------------------------------------------------------===//

namespace {
__thread const RoutineOps *CurrentRoutine
    __attribute__((tls_model("initial-exec")));
} // namespace

accc::rt::prof::RoutineOps::RoutineOps(int Async, unsigned Muted)
    : Async(Async), Muted(Muted), Previous(CurrentRoutine) {
  CurrentRoutine = this;
}

accc::rt::prof::RoutineOps::~RoutineOps() { CurrentRoutine = Previous; }

namespace {

bool muted(unsigned Kind) {
  return CurrentRoutine && (CurrentRoutine->Muted & Kind);
}

//===----------------------------------------------------------------------===//
// Rule 1: whether OMPT is wanted
//===----------------------------------------------------------------------===//

const void *objectOf(const void *Addr) {
  Dl_info Info;
  if (!dladdr(Addr, &Info))
    return nullptr;
  return Info.dli_fbase;
}

const void *libaccBase() {
  return objectOf(reinterpret_cast<const void *>(&acc_prof_register));
}

bool envSet(const char *Name) {
  const char *V = std::getenv(Name);
  return V && *V;
}

/// Whether the dynamic string table of the object \p Info names Name.
bool namesSymbol(const dl_phdr_info *Info, const char *Name) {
  const ElfW(Dyn) *Dyn = nullptr;
  for (int I = 0; I < Info->dlpi_phnum; ++I)
    if (Info->dlpi_phdr[I].p_type == PT_DYNAMIC)
      Dyn = reinterpret_cast<const ElfW(Dyn) *>(Info->dlpi_addr +
                                                Info->dlpi_phdr[I].p_vaddr);
  if (!Dyn)
    return false;
  const char *Strtab = nullptr;
  size_t Strsz = 0;
  for (; Dyn->d_tag != DT_NULL; ++Dyn) {
    if (Dyn->d_tag == DT_STRTAB)
      // The dynamic loader relocates DT_STRTAB to an address; a few
      // objects keep the offset.
      Strtab = reinterpret_cast<const char *>(
          Dyn->d_un.d_ptr < Info->dlpi_addr ? Info->dlpi_addr + Dyn->d_un.d_ptr
                                            : Dyn->d_un.d_ptr);
    else if (Dyn->d_tag == DT_STRSZ)
      Strsz = Dyn->d_un.d_val;
  }
  if (!Strtab || !Strsz)
    return false;
  size_t Len = std::strlen(Name);
  // Each name is preceded and followed by a NUL (the table starts with one).
  for (const char *P = Strtab, *End = Strtab + Strsz;
       (P = static_cast<const char *>(memmem(P, End - P, Name, Len))); P += Len)
    if (P > Strtab && P[-1] == '\0' && P + Len < End && P[Len] == '\0')
      return true;
  return false;
}

/// Whether one of the loaded segments of the object \p Info holds \p Addr.
bool holds(const dl_phdr_info *Info, uintptr_t Addr) {
  for (int I = 0; I < Info->dlpi_phnum; ++I) {
    const ElfW(Phdr) &P = Info->dlpi_phdr[I];
    uintptr_t Begin = Info->dlpi_addr + P.p_vaddr;
    if (P.p_type == PT_LOAD && Addr >= Begin && Addr - Begin < P.p_memsz)
      return true;
  }
  return false;
}

/// Rule 1: an object other than libacc names acc_prof_register.
bool someObjectRegisters() {
  struct Search {
    uintptr_t Libacc;
    bool Found;
  } S{reinterpret_cast<uintptr_t>(&acc_prof_register), false};
  dl_iterate_phdr(
      [](dl_phdr_info *Info, size_t, void *Data) {
        auto *S = static_cast<Search *>(Data);
        if (holds(Info, S->Libacc)) // libacc itself
          return 0;
        if (namesSymbol(Info, "acc_prof_register")) {
          S->Found = true;
          return 1;
        }
        return 0;
      },
      &S);
  return S.Found;
}

/// Rule 1: how many OffloadStart objects live.
std::atomic<int> OffloadStarting{0};

bool decideWanted() {
  if (envSet("ACC_PROFLIB") || envSet("ACCC_PROFILE"))
    return true;
  void *Fn = dlsym(RTLD_DEFAULT, "acc_register_library");
  if (!Fn)
    Fn = reinterpret_cast<void *>(&acc_register_library);
  if (Fn && objectOf(Fn) != libaccBase())
    return true;
  return someObjectRegisters();
}

//===----------------------------------------------------------------------===//
// Rule 2: the OMPT connection
//===----------------------------------------------------------------------===//

/// OMPT's ompt_get_task_info, for the data of the calling thread's current
/// task.
ompt_get_task_info_t GetTaskInfo = nullptr;

/// The OMPT data of the calling thread's current task, or null (a thread
/// that is no OpenMP thread).
ompt_data_t *currentTaskData() {
  ompt_data_t *Data = nullptr;
  if (!GetTaskInfo ||
      GetTaskInfo(0, nullptr, &Data, nullptr, nullptr, nullptr) != 2)
    return nullptr;
  return Data;
}

/// Rule 2: the OpenMP devices whose device_initialize came (and no
/// device_finalize since).
constexpr int MaxDevices = 256;
std::atomic<bool> Delivering[MaxDevices];

/// Whether OpenMP device number \p Dev is a device that reports to libacc.
/// The host's number (omp_initial_device, or the number of devices) is
/// never one; asking libomptarget for it inside a callback could wait for a
/// lock that libomptarget holds.
bool isDevice(int Dev) {
  return Dev >= 0 && Dev < MaxDevices &&
         Delivering[Dev].load(std::memory_order_relaxed);
}

DeviceRef deviceOf(int OmpDev) { return {DeviceKind::Nvidia, OmpDev}; }

//===----------------------------------------------------------------------===//
// Rule 5: where an event comes from
//===----------------------------------------------------------------------===//

/// The origin, async argument and queue of the events of one operation or
/// region.
struct Context {
  Origin From;
  int Async = acc_async_sync;
  int Queue = EventArgs::QueueOfAsync;
};

/// Rule 5b: what task_create stores in a target task's OMPT data.
struct TaskOrigin {
  static constexpr uint64_t MagicValue = 0x6163636374736b31; // "accctsk1"
  uint64_t Magic = MagicValue;
  const __accc_prof_site *Site;
  int Async;
  int Queue;
};

/// Rule 5b: interned, never freed.
struct TaskOriginTable {
  std::mutex Mutex;
  std::map<std::tuple<const __accc_prof_site *, int, int>, TaskOrigin *> Map;
};

/// Never destroyed: OMPT callbacks may come at exit, after libacc's
/// destructors (libomptarget's own deinitialization).
TaskOriginTable &taskOrigins() {
  static TaskOriginTable *T = new TaskOriginTable;
  return *T;
}

TaskOrigin *internTaskOrigin(const __accc_prof_site *Site, int Async,
                             int Queue) {
  // Loops create many tasks of one construct: the last record is reused
  // without the lock.
  static thread_local TaskOrigin *Last = nullptr;
  if (Last && Last->Site == Site && Last->Async == Async &&
      Last->Queue == Queue)
    return Last;
  TaskOriginTable &Table = taskOrigins();
  std::lock_guard<std::mutex> Lock(Table.Mutex);
  TaskOrigin *&T = Table.Map[{Site, Async, Queue}];
  if (!T)
    T = new TaskOrigin{TaskOrigin::MagicValue, Site, Async, Queue};
  Last = T;
  return T;
}

const TaskOrigin *taskOriginOf(const ompt_data_t *TaskData) {
  if (!TaskData || !TaskData->ptr)
    return nullptr;
  auto *T = static_cast<const TaskOrigin *>(TaskData->ptr);
  return T->Magic == TaskOrigin::MagicValue ? T : nullptr;
}

/// Rule 5. \p TaskData: the current task's OMPT data, if known.
Context contextHere(const ompt_data_t *TaskData) {
  Context C;
  if (const RoutineOps *R = CurrentRoutine) { // rule 5a
    C.From = currentOrigin();
    C.Async = R->Async;
    return C;
  }
  if (!TaskData)
    TaskData = currentTaskData();
  if (const TaskOrigin *T = taskOriginOf(TaskData)) { // rule 5b
    C.From = {T->Site, constructOf(T->Site)};
    C.Async = T->Async;
    C.Queue = T->Queue;
    return C;
  }
  ConstructRef Ref; // rule 5c
  if (currentConstruct(Ref)) {
    C.From = {Ref.Site, constructOf(Ref.Site)};
    C.Async = Ref.Async;
  }
  return C;
}

EventArgs argsOf(const Context &C, int OmpDev) {
  EventArgs A;
  A.Device = deviceOf(OmpDev);
  A.Async = C.Async;
  A.AsyncQueue = C.Queue;
  return A;
}

//===----------------------------------------------------------------------===//
// Rule 4: device blocks and map entries
//===----------------------------------------------------------------------===//

/// The map entry of the current entry-point call whose host range holds
/// \p Host (the smallest), or -1.
int32_t entryOf(const DirectiveCall *Call, const void *Host) {
  if (!Call || !Host)
    return -1;
  constexpr int64_t NoData =
      maptype::Private | maptype::Literal | maptype::Attach;
  auto H = reinterpret_cast<uintptr_t>(Host);
  int32_t Best = -1;
  for (int32_t I = 0; I < Call->ArgNum; ++I) {
    if ((Call->Types[I] & NoData) || Call->Sizes[I] <= 0 || !Call->Args[I])
      continue;
    auto Begin = reinterpret_cast<uintptr_t>(Call->Args[I]);
    if (H < Begin || H - Begin >= static_cast<uint64_t>(Call->Sizes[I]))
      continue;
    if (Best < 0 || Call->Sizes[I] < Call->Sizes[Best])
      Best = I;
  }
  return Best;
}

std::string varNameOf(const void *Host) {
  const DirectiveCall *Call = currentDirectiveCall();
  int32_t I = entryOf(Call, Host);
  return I < 0 ? std::string() : mapEntryName(*Call, I);
}

const char *orNull(const std::string &S) {
  return S.empty() ? nullptr : S.c_str();
}

/// Rule 4: a device block from its allocation to its release.
struct Block {
  size_t Bytes;
  const void *Host;
  std::string Var;
  bool Mapping;
};

/// The blocks, keyed by (OpenMP device, device address).
struct BlockTable {
  std::mutex Mutex;
  std::map<std::pair<int, const void *>, Block> Map;
};

/// Never destroyed, as taskOrigins().
BlockTable &blocks() {
  static BlockTable *T = new BlockTable;
  return *T;
}

//===----------------------------------------------------------------------===//
// Rules 3 and 7: regions and pairs
//===----------------------------------------------------------------------===//

/// An OMPT target region in progress; target_data->ptr holds it.
struct Region {
  Context Ctx;
  int Device = 0;
  bool Compute = false;
  /// The compute construct's inner pairs (rule 3) and their tool_info.
  enum Phase { Entering, Launching, Exiting } At = Entering;
  bool EnterOpen = false, LaunchOpen = false, ExitOpen = false;
  ToolInfo EnterTools, LaunchTools, ExitTools;
  EventArgs Launch;
};

/// An upload or download pair in progress (rule 7); host_op_id holds it.
struct OpenTransfer {
  acc_event_t Start;
  Origin From;
  EventArgs Args;
  std::string Var;
  ToolInfo Tools;
};

void openPair(acc_event_t Start, const Context &C, const EventArgs &A,
              bool &Open, ToolInfo &Tools) {
  Tools = ToolInfo{};
  emit(Start, C.From, A, &Tools);
  Open = true;
}

void closePair(acc_event_t Start, const Context &C, const EventArgs &A,
               bool &Open, ToolInfo &Tools) {
  if (!Open)
    return;
  Open = false;
  emit(static_cast<acc_event_t>(Start + 1), C.From, A, &Tools);
}

EventArgs innerPairArgs(const Region &R) {
  EventArgs A = argsOf(R.Ctx, R.Device);
  A.Implicit = true;
  return A;
}

/// Rule 8: the launch arguments of the kernel call in progress.
EventArgs launchArgs(const Region &R, unsigned RequestedTeams) {
  EventArgs A = argsOf(R.Ctx, R.Device);
  A.NumGangs = RequestedTeams;
  A.NumWorkers = 1;
  if (const DirectiveCall *Call = currentDirectiveCall();
      Call && Call->KernelHostPtr) {
    A.KernelName = kernelName(Call->KernelHostPtr);
    A.NumGangs = Call->NumTeams < 0 ? 1 : static_cast<size_t>(Call->NumTeams);
    A.VectorLength =
        Call->ThreadLimit > 0 ? static_cast<size_t>(Call->ThreadLimit) : 0;
  }
  return A;
}

//===----------------------------------------------------------------------===//
// The OMPT callbacks
//===----------------------------------------------------------------------===//

void onDeviceInitialize(int DeviceNum, const char *, ompt_device_t *,
                        ompt_function_lookup_t, const char *) {
  if (DeviceNum >= 0 && DeviceNum < MaxDevices)
    Delivering[DeviceNum].store(true);
}

void onDeviceFinalize(int DeviceNum) {
  if (DeviceNum >= 0 && DeviceNum < MaxDevices)
    Delivering[DeviceNum].store(false);
}

/// Rule 5b.
void onTaskCreate(ompt_data_t *, const ompt_frame_t *, ompt_data_t *NewTask,
                  int Flags, int, const void *) {
  if (!(Flags & ompt_task_target) || !NewTask || !active())
    return;
  ConstructRef Ref;
  if (!currentConstruct(Ref))
    return;
  NewTask->ptr = internTaskOrigin(Ref.Site, Ref.Async, resolveAsync(Ref.Async));
}

/// Rule 3: target regions.
void onTarget(ompt_target_t Kind, ompt_scope_endpoint_t Endpoint, int DeviceNum,
              ompt_data_t *TaskData, ompt_data_t *, ompt_data_t *TargetData,
              const void *) {
  if (!TargetData)
    return;
  bool Compute = Kind == ompt_target || Kind == ompt_target_nowait;
  if (Endpoint == ompt_scope_begin) {
    auto *R = new Region;
    R->Ctx = contextHere(TaskData);
    R->Device = DeviceNum;
    R->Compute = Compute;
    TargetData->ptr = R;
    if (Compute && active())
      openPair(acc_ev_enter_data_start, R->Ctx, innerPairArgs(*R), R->EnterOpen,
               R->EnterTools);
    return;
  }
  auto *R = static_cast<Region *>(TargetData->ptr);
  if (!R)
    return;
  TargetData->ptr = nullptr;
  if (R->Compute && active()) {
    EventArgs A = innerPairArgs(*R);
    if (R->At == Region::Entering) { // nothing was launched
      closePair(acc_ev_enter_data_start, R->Ctx, A, R->EnterOpen,
                R->EnterTools);
      openPair(acc_ev_exit_data_start, R->Ctx, A, R->ExitOpen, R->ExitTools);
    }
    closePair(acc_ev_exit_data_start, R->Ctx, A, R->ExitOpen, R->ExitTools);
  }
  delete R;
}

/// Rule 8: the start of region \p Arg's launch pair, with the grid
/// launched where CUPTI gives it.
void openLaunch(void *Arg, const cupti::Geometry *G) {
  auto *R = static_cast<Region *>(Arg);
  if (G) {
    R->Launch.NumGangs = G->Blocks;
    R->Launch.VectorLength = G->Threads;
  }
  openPair(acc_ev_enqueue_launch_start, R->Ctx, R->Launch, R->LaunchOpen,
           R->LaunchTools);
}

/// Rule 3: kernel launches.
void onSubmit(ompt_scope_endpoint_t Endpoint, ompt_data_t *TargetData,
              ompt_id_t *, unsigned RequestedTeams) {
  auto *R = TargetData ? static_cast<Region *>(TargetData->ptr) : nullptr;
  if (!R || !R->Compute)
    return;
  if (Endpoint == ompt_scope_begin) {
    R->At = Region::Launching;
    if (!active())
      return;
    closePair(acc_ev_enter_data_start, R->Ctx, innerPairArgs(*R), R->EnterOpen,
              R->EnterTools);
    R->Launch = launchArgs(*R, RequestedTeams);
    if (cupti::watchLaunches())
      cupti::expectLaunch(openLaunch, R);
    else
      openLaunch(R, nullptr);
    return;
  }
  R->At = Region::Exiting;
  if (cupti::takeExpectedLaunch(R))
    openLaunch(R, nullptr);
  if (!active())
    return;
  closePair(acc_ev_enqueue_launch_start, R->Ctx, R->Launch, R->LaunchOpen,
            R->LaunchTools);
  openPair(acc_ev_exit_data_start, R->Ctx, innerPairArgs(*R), R->ExitOpen,
           R->ExitTools);
}

/// The context of a data operation: its region's, or rule 5's.
Context contextOf(const ompt_data_t *TargetData) {
  if (TargetData && TargetData->ptr && !CurrentRoutine)
    return static_cast<const Region *>(TargetData->ptr)->Ctx;
  return contextHere(nullptr);
}

void onAlloc(ompt_data_t *TargetData, void *Host, int Dev, void *DevPtr,
             size_t Bytes) {
  if (!DevPtr || !isDevice(Dev))
    return;
  std::string Var;
  bool Mapping = false;
  if (Host) {
    const DirectiveCall *Call = currentDirectiveCall();
    int32_t I = entryOf(Call, Host);
    Mapping = I >= 0;
    if (Mapping)
      Var = mapEntryName(*Call, I);
  }
  {
    BlockTable &Table = blocks();
    std::lock_guard<std::mutex> Lock(Table.Mutex);
    Table.Map[{Dev, DevPtr}] = {Bytes, Mapping ? Host : nullptr, Var, Mapping};
  }
  if (!active())
    return;
  Context C = contextOf(TargetData);
  EventArgs A = argsOf(C, Dev);
  A.Bytes = Bytes;
  A.HostPtr = Mapping ? Host : nullptr;
  A.DevicePtr = DevPtr;
  A.VarName = orNull(Var);
  if (!muted(RoutineOps::MuteAllocs))
    emit(acc_ev_alloc, C.From, A);
  if (Mapping && !muted(RoutineOps::MuteMappings))
    emit(acc_ev_create, C.From, A);
}

void onDelete(ompt_data_t *TargetData, int Dev, void *DevPtr) {
  if (!DevPtr || !isDevice(Dev))
    return;
  Block B{0, nullptr, {}, false};
  {
    BlockTable &Table = blocks();
    std::lock_guard<std::mutex> Lock(Table.Mutex);
    auto It = Table.Map.find({Dev, DevPtr});
    if (It != Table.Map.end()) {
      B = std::move(It->second);
      Table.Map.erase(It);
    }
  }
  if (!active())
    return;
  Context C = contextOf(TargetData);
  EventArgs A = argsOf(C, Dev);
  A.Bytes = B.Bytes;
  A.HostPtr = B.Host;
  A.DevicePtr = DevPtr;
  A.VarName = orNull(B.Var);
  if (B.Mapping && !muted(RoutineOps::MuteMappings))
    emit(acc_ev_delete, C.From, A);
  if (!muted(RoutineOps::MuteAllocs))
    emit(acc_ev_free, C.From, A);
}

/// Rule 3: create / delete of omp_target_(dis)associate_ptr.
void onAssociate(bool Associate, ompt_data_t *TargetData, void *Host, int Dev,
                 void *DevPtr, size_t Bytes) {
  if (!active() || !isDevice(Dev) || muted(RoutineOps::MuteMappings))
    return;
  Context C = contextOf(TargetData);
  EventArgs A = argsOf(C, Dev);
  A.Bytes = Bytes;
  A.HostPtr = Host;
  A.DevicePtr = DevPtr;
  emit(Associate ? acc_ev_create : acc_ev_delete, C.From, A);
}

void onDataOp(ompt_scope_endpoint_t Endpoint, ompt_data_t *,
              ompt_data_t *TargetData, ompt_id_t *HostOpId,
              ompt_target_data_op_t OpType, void *Src, int SrcDev, void *Dest,
              int DestDev, size_t Bytes, const void *) {
  // Rule 7: the end callback finds what its begin left, never a stale
  // value of another operation.
  OpenTransfer *Open = nullptr;
  if (HostOpId) {
    if (Endpoint == ompt_scope_begin)
      *HostOpId = 0;
    else
      Open = reinterpret_cast<OpenTransfer *>(*HostOpId);
  }
  if (Open) {
    *HostOpId = 0;
    emit(static_cast<acc_event_t>(Open->Start + 1), Open->From, Open->Args,
         &Open->Tools);
    delete Open;
    return;
  }
  switch (OpType) {
  case ompt_target_data_alloc:
  case ompt_target_data_alloc_async:
    if (Endpoint == ompt_scope_end)
      onAlloc(TargetData, Src, DestDev, Dest, Bytes);
    return;
  case ompt_target_data_delete:
  case ompt_target_data_delete_async:
    if (Endpoint == ompt_scope_end)
      onDelete(TargetData, SrcDev, Src);
    return;
  case ompt_target_data_associate:
  case ompt_target_data_disassociate:
    if (Endpoint == ompt_scope_end)
      onAssociate(OpType == ompt_target_data_associate, TargetData, Src,
                  DestDev, Dest, Bytes);
    return;
  case ompt_target_data_transfer_to_device:
  case ompt_target_data_transfer_to_device_async:
  case ompt_target_data_transfer_from_device:
  case ompt_target_data_transfer_from_device_async:
    break;
  default:
    return;
  }
  if (Endpoint != ompt_scope_begin || !HostOpId || !active() ||
      muted(RoutineOps::MuteTransfers))
    return;
  bool Upload = OpType == ompt_target_data_transfer_to_device ||
                OpType == ompt_target_data_transfer_to_device_async;
  void *Host = Upload ? Src : Dest;
  void *DevPtr = Upload ? Dest : Src;
  int Dev = Upload ? DestDev : SrcDev;
  if (!isDevice(Dev) || isDevice(Upload ? SrcDev : DestDev))
    return; // a copy between devices: no chapter 5 event fits
  Context C = contextOf(TargetData);
  auto *T = new OpenTransfer{Upload ? acc_ev_enqueue_upload_start
                                    : acc_ev_enqueue_download_start,
                             C.From,
                             argsOf(C, Dev),
                             varNameOf(Host),
                             {}};
  T->Args.Bytes = Bytes;
  T->Args.HostPtr = Host;
  T->Args.DevicePtr = DevPtr;
  T->Args.VarName = orNull(T->Var);
  *HostOpId = reinterpret_cast<ompt_id_t>(T);
  emit(T->Start, T->From, T->Args, &T->Tools);
}

/// Rule 2.
int initializeTool(ompt_function_lookup_t Lookup, int, ompt_data_t *) {
  auto SetCallback =
      reinterpret_cast<ompt_set_callback_t>(Lookup("ompt_set_callback"));
  GetTaskInfo =
      reinterpret_cast<ompt_get_task_info_t>(Lookup("ompt_get_task_info"));
  if (!SetCallback)
    return 0;
  auto Set = [&](ompt_callbacks_t Which, auto *Fn) {
    SetCallback(Which, reinterpret_cast<ompt_callback_t>(Fn));
  };
  Set(ompt_callback_device_initialize,
      static_cast<ompt_callback_device_initialize_t>(onDeviceInitialize));
  Set(ompt_callback_device_finalize,
      static_cast<ompt_callback_device_finalize_t>(onDeviceFinalize));
  Set(ompt_callback_task_create,
      static_cast<ompt_callback_task_create_t>(onTaskCreate));
  Set(ompt_callback_target_emi,
      static_cast<ompt_callback_target_emi_t>(onTarget));
  Set(ompt_callback_target_data_op_emi,
      static_cast<ompt_callback_target_data_op_emi_t>(onDataOp));
  Set(ompt_callback_target_submit_emi,
      static_cast<ompt_callback_target_submit_emi_t>(onSubmit));
  return 1;
}

void finalizeTool(ompt_data_t *) {}

} // namespace

accc::rt::prof::OffloadStart::OffloadStart() { OffloadStarting.fetch_add(1); }

accc::rt::prof::OffloadStart::~OffloadStart() { OffloadStarting.fetch_sub(1); }

bool accc::rt::prof::omptWanted() {
  static const bool Wanted = decideWanted();
  return Wanted;
}

bool accc::rt::prof::omptDelivers(int OmpDev) {
  return OmpDev >= 0 && OmpDev < MaxDevices &&
         Delivering[OmpDev].load(std::memory_order_relaxed);
}

/// Rule 1. libomp's own definition is weak and looks for the next one.
extern "C" __attribute__((visibility("default"))) ompt_start_tool_result_t *
ompt_start_tool(unsigned int OmpVersion, const char *RuntimeVersion) {
  if (OffloadStarting.load() > 0 && omptWanted()) {
    static ompt_start_tool_result_t Result = {initializeTool, finalizeTool,
                                              ompt_data_none};
    return &Result;
  }
  using StartTool = ompt_start_tool_result_t *(*)(unsigned int, const char *);
  auto Next = reinterpret_cast<StartTool>(dlsym(RTLD_NEXT, "ompt_start_tool"));
  return Next ? Next(OmpVersion, RuntimeVersion) : nullptr;
}
