//===- ProfilingHooks.cpp - Profiling hooks of compiled constructs --------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The hooks that accc's translation calls around each compiled construct
// (openacc.h, "profiling hooks"; lib/Transform/ProfilingHooks.cpp), which
// give the construct events of OpenACC 3.3, sec. 5.1, and make the
// construct's site (file, lines, function) the origin of the events of
// libacc's routines that run inside it.
//
// Rules:
// 1. Each host thread keeps a stack of the constructs it is in: one frame
//    per __accc_prof_begin, removed by the matching __accc_prof_end, so
//    nested constructs, recursive functions and async constructs (whose
//    begin and end both run on the host thread that encounters them) nest.
//    A frame keeps the site, the async argument, the device the construct
//    started on (for both events of a pair) and the tool_info of its open
//    pair.
// 2. Events per construct (the site's acc_construct_t):
//      parallel, kernels, serial  begin: compute_construct_start
//                                 end:   compute_construct_end
//      data                       begin: enter_data_start
//                                 __accc_prof_data_entered: enter_data_end
//                                 __accc_prof_data_exiting: exit_data_start
//                                 end:   exit_data_end
//      declare (in a function;    the same as data: its data lifetime,
//      lib/Transform/              the rest of the block, is the region
//      ProfilingHooks.cpp rule 7)
//      declare left by a return   its entry: begin and end (enter_data_*);
//                                 each exit: __accc_prof_exit_begin
//                                 (exit_data_start) and end (exit_data_end)
//      enter data                 begin: enter_data_start, end: enter_data_end
//      exit data                  begin: exit_data_start, end: exit_data_end
//      update                     begin: update_start, end: update_end
//      anything else (wait, init, shutdown, set, host_data, ...): no event;
//      the routines they call give theirs (Async.cpp, DeviceInit.cpp, ...).
//    A compute, data, enter data or update construct on a device that is
//    not initialized yet initializes it right after its start event
//    (implicit device_init_start/end, DeviceInit.cpp, rule 5).
// 3. The origin of an event of a libacc routine (currentOrigin) is the
//    innermost frame's site, with its construct as parent_construct; with
//    no frame, no site and acc_construct_runtime_api. So `wait`, `init`,
//    `shutdown` and `set` report their routines' events as theirs; a
//    routine that the program itself calls inside a data construct's
//    region reports that construct too (libacc cannot tell it from the
//    calls of the construct's own translation, such as its region-end
//    wait).
// 4. The generated code reads __accc_prof_active before each hook, so a
//    callback registered or removed inside a construct can leave its hooks
//    unbalanced. A hook finds its frame by site, innermost first: an end or
//    data hook with no frame of its site (begin was skipped) does nothing,
//    and frames above the one found (their end was skipped) are dropped. A
//    data construct whose data_entered never came closes its enter-data
//    pair when its exit begins (data_exiting) or at its end. Balanced
//    hooks need the flag read once per construct and that value used for
//    each of its hooks (docs/Profiling.md, "The hooks").
// 5. __accc_prof_begin enters libacc first (Device.cpp: the thread's ICVs,
//    and the profiling libraries waiting to be registered,
//    ProfilingLoader.cpp rule 4), and pushes nothing if no callback is
//    active after that.
// 6. The frame stack is per thread, on the heap, freed when the thread
//    exits (after its thread_local destructors, which may still emit
//    events), never for the initial thread, whose atexit handlers may.
//
//===----------------------------------------------------------------------===//

#include "Profiling.h"

#include <deque>
#include <pthread.h>

using namespace accc::rt;
using namespace accc::rt::prof;

namespace {

/// Rule 1.
struct Frame {
  const __accc_prof_site *Site;
  int Async;
  DeviceRef Device;
  /// The start event of the pair that is open, or acc_ev_none.
  acc_event_t OpenStart;
  ToolInfo Tools;
};

/// A deque: frames keep their address while callbacks that run compiled
/// constructs push and pop frames above them.
using FrameStack = std::deque<Frame>;

/// Rule 6.
thread_local FrameStack *Stack = nullptr;
pthread_key_t StackKey;
pthread_once_t StackKeyOnce = PTHREAD_ONCE_INIT;

void freeStack(void *S) {
  delete static_cast<FrameStack *>(S);
  Stack = nullptr;
}

FrameStack &stack() {
  if (!Stack) {
    pthread_once(&StackKeyOnce,
                 [] { pthread_key_create(&StackKey, freeStack); });
    Stack = new FrameStack;
    pthread_setspecific(StackKey, Stack);
  }
  return *Stack;
}

bool isCompute(acc_construct_t C) {
  return C == acc_construct_parallel || C == acc_construct_kernels ||
         C == acc_construct_serial;
}

/// Rule 2: the event of begin.
acc_event_t beginEvent(acc_construct_t C) {
  if (isCompute(C))
    return acc_ev_compute_construct_start;
  switch (C) {
  case acc_construct_data:
  case acc_construct_declare:
  case acc_construct_enter_data:
    return acc_ev_enter_data_start;
  case acc_construct_exit_data:
    return acc_ev_exit_data_start;
  case acc_construct_update:
    return acc_ev_update_start;
  default:
    return acc_ev_none;
  }
}

Origin originOf(const Frame &F) { return {F.Site, constructOf(F.Site)}; }

EventArgs argsOf(const Frame &F) {
  EventArgs A;
  A.Device = F.Device;
  A.Async = F.Async;
  return A;
}

/// Rule 4: the innermost frame of \p Site, with the frames above it
/// dropped; null if there is none.
Frame *findFrame(const __accc_prof_site *Site) {
  if (!Stack || !Site)
    return nullptr;
  FrameStack &S = *Stack;
  for (size_t I = S.size(); I-- > 0;)
    if (S[I].Site == Site) {
      S.resize(I + 1);
      return &S[I];
    }
  return nullptr;
}

/// Emits the start event \p Start of \p F's pair.
void openPair(Frame &F, acc_event_t Start) {
  F.OpenStart = Start;
  F.Tools = ToolInfo{};
  emit(Start, originOf(F), argsOf(F), &F.Tools);
}

/// Emits the end event of \p F's open pair, if any.
void closePair(Frame &F) {
  if (F.OpenStart == acc_ev_none)
    return;
  acc_event_t End = static_cast<acc_event_t>(F.OpenStart + 1);
  F.OpenStart = acc_ev_none;
  emit(End, originOf(F), argsOf(F), &F.Tools);
}

} // namespace

acc_construct_t accc::rt::prof::constructOf(const __accc_prof_site *Site) {
  int C = Site->construct;
  if (C < acc_construct_parallel || C > acc_construct_serial)
    return acc_construct_runtime_api;
  return static_cast<acc_construct_t>(C);
}

Origin accc::rt::prof::currentOrigin() {
  if (!Stack || Stack->empty())
    return {};
  return originOf(Stack->back());
}

bool accc::rt::prof::currentConstruct(ConstructRef &C) {
  if (!Stack || Stack->empty())
    return false;
  const Frame &F = Stack->back();
  C = {F.Site, F.Async};
  return true;
}

//===----------------------------------------------------------------------===//
// Interface of accc's translation (openacc.h, "profiling hooks")
//===----------------------------------------------------------------------===//

namespace {
/// Rule 5: enters libacc and pushes a frame of \p Site, if a callback is
/// active; null otherwise.
Frame *pushFrame(const __accc_prof_site *Site, int Async) {
  if (!Site)
    return nullptr;
  enterRuntime();
  if (!active())
    return nullptr;
  FrameStack &S = stack();
  S.push_back({Site, Async, currentDevice(), acc_ev_none, ToolInfo{}});
  return &S.back();
}
} // namespace

void __accc_prof_begin(const struct __accc_prof_site *site,
                       int async_arg) noexcept {
  Frame *Pushed = pushFrame(site, async_arg);
  if (!Pushed)
    return;
  Frame &F = *Pushed;
  acc_construct_t C = constructOf(site);
  acc_event_t Start = beginEvent(C);
  if (Start == acc_ev_none)
    return;
  openPair(F, Start);
  if (isCompute(C) || C == acc_construct_data || C == acc_construct_declare ||
      C == acc_construct_enter_data || C == acc_construct_update)
    initDeviceImplicitly(F.Device);
}

void __accc_prof_end(const struct __accc_prof_site *site,
                     int async_arg) noexcept {
  (void)async_arg; // the frame's, from begin
  Frame *F = findFrame(site);
  if (!F)
    return; // rule 4
  Frame Done = *F;
  Stack->pop_back();
  closePair(Done);
}

void __accc_prof_exit_begin(const struct __accc_prof_site *site,
                            int async_arg) noexcept {
  if (Frame *F = pushFrame(site, async_arg))
    openPair(*F, acc_ev_exit_data_start);
}

void __accc_prof_data_entered(const struct __accc_prof_site *site) noexcept {
  Frame *F = findFrame(site);
  if (!F || F->OpenStart != acc_ev_enter_data_start)
    return;
  closePair(*F);
}

void __accc_prof_data_exiting(const struct __accc_prof_site *site) noexcept {
  Frame *F = findFrame(site);
  acc_construct_t C = constructOf(site);
  if (!F || (C != acc_construct_data && C != acc_construct_declare))
    return;
  closePair(*F); // data_entered never came (rule 4)
  openPair(*F, acc_ev_exit_data_start);
}
