//===- ProfilingEvents.cpp - What an OpenACC profiling callback receives --===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3, sec. 5.2: the three arguments of a callback, filled for one
// event, and the pairs of events around libacc's own operations. Which
// routine emits which event: docs/Profiling.md.
//
// Rules:
// 1. acc_prof_info (sec. 5.2.1): valid_bytes is the offset of the last
//    field that libacc fills plus its size (the spec's recursive
//    definition), here the whole OpenACC 3.3 structure; version is
//    _OPENACC of OpenACC 3.3 (ACCC_OPENACC_VERSION, 202211); device_type
//    and device_number name the device the event concerns (for a routine:
//    the calling thread's current device, or the device a _device routine
//    names; acc_device_host device 0 on the host); thread_id is threadId()
//    (rule 4); async is the async argument as the construct or routine got
//    it (acc_async_sync without one), async_queue what it resolves to
//    (Async.cpp: acc_async_noval and acc_async_default name the thread's
//    default-async-var); src_file, func_name and the four lines come from
//    the construct's site (ProfilingHooks.cpp), and are null / 0 ("not
//    known", sec. 5.2.1) for a routine the program calls outside any
//    construct. An empty string of a site is reported as null.
// 2. acc_event_info (sec. 5.2.2): data events (create, delete, alloc, free,
//    enqueue_upload_*, enqueue_download_*) fill data_event, launch events
//    launch_event, every other event other_event; valid_bytes of each as
//    in rule 1. parent_construct is the origin's (ProfilingHooks.cpp,
//    rule 3); tool_info is ProfilingRegistry.cpp's rule 7.
// 3. acc_api_info (sec. 5.2.3): device_api is acc_device_api_cuda for an
//    NVIDIA device (libomptarget's CUDA plugin) and acc_device_api_none for
//    the host; device_type as in acc_prof_info; vendor is accc's number
//    AcccVendor ("accc" in ASCII, 0x61636363); device_handle,
//    context_handle and async_handle are null: the CUDA objects belong to
//    libomptarget, which does not hand them out.
// 4. thread_id: 0 for the program's initial thread, then 1, 2, ... for the
//    other host threads in the order of their first event, for the life of
//    the process (OpenMP thread numbers are not unique across teams).
// 5. acc_ev_runtime_shutdown is emitted once, and afterwards no event is
//    emitted: its callbacks may release what the other callbacks use.
//    Its device is the current device of the exiting thread (the host if
//    libacc was never entered: starting libomptarget at exit is not worth
//    it).
//
//===----------------------------------------------------------------------===//

#include "Profiling.h"

#include <atomic>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef ACCC_OPENACC_VERSION
#error "ACCC_OPENACC_VERSION (the _OPENACC value) must be defined"
#endif

using namespace accc::rt;
using namespace accc::rt::prof;

namespace {

// Rules 1 - 3: the spec's valid_bytes of each structure.
constexpr int ProfInfoValidBytes =
    offsetof(acc_prof_info, func_end_line_no) + sizeof(int);
constexpr int DataEventValidBytes =
    offsetof(acc_data_event_info, device_ptr) + sizeof(void *);
constexpr int LaunchEventValidBytes =
    offsetof(acc_launch_event_info, vector_length) + sizeof(size_t);
constexpr int OtherEventValidBytes =
    offsetof(acc_other_event_info, tool_info) + sizeof(void *);
constexpr int ApiInfoValidBytes =
    offsetof(acc_api_info, async_handle) + sizeof(void *);

/// Rule 3: accc's vendor number, "accc" in ASCII.
constexpr int AcccVendor = 0x61636363;

std::atomic<int> NextThreadId{1};
/// Rule 4: threadId() + 1, 0 until the thread's first event.
thread_local int ThreadIdPlusOne = 0;

std::atomic<bool> RuntimeShutDown{false};

enum class InfoKind { Data, Launch, Other };

InfoKind infoKindOf(acc_event_t Type) {
  switch (Type) {
  case acc_ev_create:
  case acc_ev_delete:
  case acc_ev_alloc:
  case acc_ev_free:
  case acc_ev_enqueue_upload_start:
  case acc_ev_enqueue_upload_end:
  case acc_ev_enqueue_download_start:
  case acc_ev_enqueue_download_end:
    return InfoKind::Data;
  case acc_ev_enqueue_launch_start:
  case acc_ev_enqueue_launch_end:
    return InfoKind::Launch;
  default:
    return InfoKind::Other;
  }
}

/// Rule 1: an empty string of a site is "not known".
const char *knownOrNull(const char *S) { return S && *S ? S : nullptr; }

acc_device_t deviceTypeOf(DeviceRef D) {
  return D.Kind == DeviceKind::Host ? acc_device_host : acc_device_nvidia;
}

} // namespace

int accc::rt::prof::threadId() {
  if (!ThreadIdPlusOne) {
    bool Initial = static_cast<pid_t>(syscall(SYS_gettid)) == getpid();
    ThreadIdPlusOne = (Initial ? 0 : NextThreadId.fetch_add(1)) + 1;
  }
  return ThreadIdPlusOne - 1;
}

DeviceRef accc::rt::prof::currentDeviceForEvent() {
  enterRuntime();
  return currentDevice();
}

void accc::rt::prof::emit(acc_event_t Type, const Origin &O, const EventArgs &A,
                          ToolInfo *Tools) {
  if (RuntimeShutDown.load(std::memory_order_relaxed))
    return; // rule 5

  acc_prof_info PI = {};
  PI.event_type = Type;
  PI.valid_bytes = ProfInfoValidBytes;
  PI.version = ACCC_OPENACC_VERSION;
  PI.device_type = deviceTypeOf(A.Device);
  PI.device_number = A.Device.Num;
  PI.thread_id = threadId();
  PI.async = A.Async;
  PI.async_queue = A.AsyncQueue != EventArgs::QueueOfAsync
                       ? A.AsyncQueue
                       : resolveAsync(A.Async);
  if (const __accc_prof_site *S = O.Site) {
    PI.src_file = knownOrNull(S->src_file);
    PI.func_name = knownOrNull(S->func_name);
    PI.line_no = S->line_no;
    PI.end_line_no = S->end_line_no;
    PI.func_line_no = S->func_line_no;
    PI.func_end_line_no = S->func_end_line_no;
  }

  acc_event_info EI = {};
  switch (infoKindOf(Type)) {
  case InfoKind::Data: {
    acc_data_event_info &D = EI.data_event;
    D.event_type = Type;
    D.valid_bytes = DataEventValidBytes;
    D.parent_construct = O.Parent;
    D.implicit = A.Implicit;
    D.var_name = A.VarName;
    D.bytes = A.Bytes;
    D.host_ptr = A.HostPtr;
    D.device_ptr = A.DevicePtr;
    break;
  }
  case InfoKind::Launch: {
    acc_launch_event_info &L = EI.launch_event;
    L.event_type = Type;
    L.valid_bytes = LaunchEventValidBytes;
    L.parent_construct = O.Parent;
    L.implicit = A.Implicit;
    L.kernel_name = A.KernelName;
    L.num_gangs = A.NumGangs;
    L.num_workers = A.NumWorkers;
    L.vector_length = A.VectorLength;
    break;
  }
  case InfoKind::Other: {
    acc_other_event_info &Other = EI.other_event;
    Other.event_type = Type;
    Other.valid_bytes = OtherEventValidBytes;
    Other.parent_construct = O.Parent;
    Other.implicit = A.Implicit;
    break;
  }
  }

  acc_api_info AI = {};
  AI.device_api = A.Device.Kind == DeviceKind::Nvidia ? acc_device_api_cuda
                                                      : acc_device_api_none;
  AI.valid_bytes = ApiInfoValidBytes;
  AI.device_type = PI.device_type;
  AI.vendor = AcccVendor;

  invokeCallbacks(PI, EI, AI, Tools);
}

void accc::rt::prof::Scope::openOnCurrentDevice(acc_event_t Start, int Async) {
  EventArgs A;
  A.Device = currentDeviceForEvent();
  A.Async = Async;
  openWith(Start, A);
}

void accc::rt::prof::Scope::openWith(acc_event_t Start, const EventArgs &A) {
  State.emplace(OpenPair{Start, currentOrigin(), A, ToolInfo{}});
  emit(Start, State->From, State->Args, &State->Tools);
  // The first data operation on a device initializes it (DeviceInit.cpp,
  // rule 5), inside the pair of the operation that needs it.
  if (Start == acc_ev_enter_data_start || Start == acc_ev_update_start)
    initDeviceImplicitly(A.Device);
}

void accc::rt::prof::Scope::close() {
  OpenPair &P = *State;
  emit(static_cast<acc_event_t>(P.Start + 1), P.From, P.Args, &P.Tools);
  State.reset();
}

void accc::rt::prof::emitData(acc_event_t Type, DeviceRef D, int Async,
                              size_t Bytes, const void *HostPtr,
                              const void *DevicePtr, bool Implicit) {
  EventArgs A = dataArgs(D, Async, Bytes, HostPtr, DevicePtr);
  A.Implicit = Implicit;
  emit(Type, currentOrigin(), A);
}

void accc::rt::prof::emitRuntimeShutdown() {
  static std::atomic<bool> Emitted{false};
  if (Emitted.exchange(true))
    return;
  if (active()) {
    EventArgs A;
    if (runtimeStarted())
      A.Device = currentDevice();
    emit(acc_ev_runtime_shutdown, Origin{}, A);
  }
  RuntimeShutDown.store(true);
  updateActive();
}

bool accc::rt::prof::shutDown() {
  return RuntimeShutDown.load(std::memory_order_relaxed);
}
