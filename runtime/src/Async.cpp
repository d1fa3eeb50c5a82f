//===- Async.cpp - OpenACC activity queues --------------------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3, sec. 3.2.9 (acc_async_test*), 3.2.10 (acc_wait*), 3.2.11
// (acc_wait*_async), 3.2.12 (acc_wait_any*), 3.2.13 - 3.2.14
// (acc_get/set_default_async), and the async-argument rules of sec. 2.16.
//
// Rules:
// 1. An activity queue is a (device, queue number) pair. Its identity is an
//    OpenMP dependence address that libacc owns, so that every translation
//    unit names the same queue: accc compiles `async(q)` to `nowait
//    depend(inout: *__accc_queue(q))`, and `wait(q)` to `depend(in: ...)` on
//    the same address (docs/Mapping.md, "async and wait"). OpenMP orders a
//    task after earlier sibling tasks with a conflicting dependence: work on
//    one queue runs in order, different queues may overlap with each other
//    and with the host.
// 2. acc_async_noval names the calling thread's default-async-var
//    (rule 5); acc_async_sync means "complete before returning". A construct
//    whose async argument resolves to acc_async_sync waits for its queue
//    when it ends (__accc_async_end).
// 3. acc_wait(q) is `taskwait depend(inout: queue)`; acc_wait_all is
//    `taskwait`. Both run in the caller's task, which is the parent of the
//    tasks the caller's constructs created. acc_wait*_async wait on the
//    host (a conforming execution: the wait is complete before the routine
//    returns), except acc_wait_async / acc_wait_all_async, which enqueue the
//    wait itself (deferWait). libacc's _async data routines enqueue their
//    operation (enqueue): a task on the host device with `depend(inout:
//    queue)`, which a hidden helper thread runs once the queue's earlier
//    operations are done, while the caller goes on; later operations on the
//    queue depend on it, and acc_wait / acc_async_test see it like any
//    other.
// 4. acc_async_test(q) is truthful: a queue is complete when nothing was
//    enqueued on it since the last completed wait or test. Otherwise libacc
//    enqueues a marker (an empty `target nowait depend(in: queue)` on the
//    host device: a hidden helper task, which runs without the caller
//    reaching a task scheduling point; a plain `task` would not run in a
//    serial region until the caller waits) and answers from it.
// 5. Sec. 2.3: default-async-var is an ICV of each host thread, initially
//    queue 0 here (implementation-defined: a real queue, so that
//    acc_get_default_async names the queue a bare `async` uses, as the
//    OpenACC V&V suite expects; `async` and `async(0)` share it);
//    acc_set_default_async with acc_async_default restores that initial
//    value (sec. 3.2.14).
// 6. Sec. 2.16: an async-argument is a nonnegative queue number,
//    acc_async_noval, acc_async_sync or acc_async_default. Any other value is
//    a fatal error naming the routine and the value (the spec leaves it
//    undefined; nvc and GCC fail too).
// 7. The _device forms take a device number of the current device type; an
//    out-of-range number is a fatal error, as for acc_set_device_num.
// 8. Profiling (sec. 5.1, wait events): every acc_wait* routine emits a
//    wait_start / wait_end pair around its wait, after its arguments are
//    checked (also the _async forms, which may only enqueue the wait),
//    from the current construct (a `wait` directive's) or the runtime API.
//    async is the routine's async argument: the queue waited for (acc_wait,
//    acc_wait_device, acc_async_wait), async_arg (the _async forms), or
//    acc_async_sync where there is neither (acc_wait_all,
//    acc_wait_all_device, acc_async_wait_all, acc_wait_any*). The wait of
//    __accc_async_end at the end of a construct whose async argument
//    resolves to acc_async_sync is an implicit pair (implicit = 1).
// 9. CUDA interoperability (CudaInterop.cpp): a queue with a CUDA stream
//    (acc_get_cuda_stream, acc_set_cuda_stream) runs its operations
//    synchronously with the host thread: __accc_queue first waits for the
//    stream, __accc_async_end then waits for the queue (an implicit wait
//    pair), enqueue runs the operation at once and acc_wait_async waits on
//    the host. Waits and tests of a queue include its stream; those of
//    acc_async_sync its stream only.
// 10. Work still queued when the program ends (`parallel async` without a
//    wait before `return` from main, GCC's libgomp test pr88941.c) is waited
//    for at exit, before the offload images are unregistered: the first
//    queue registers an atexit handler, which runs before the handler that
//    clang's offload registration installed at startup (the C library runs
//    them in the reverse order), so no kernel or copy is left to run on a
//    device that libomptarget already shut down.
// Deviation: OpenMP dependences order sibling tasks only, so a queue orders
// the work one host task (thread) enqueues; acc_wait on one thread does not
// wait for work another thread put on the same queue number.
//
// This file is compiled with -fopenmp (runtime/CMakeLists.txt).
//
//===----------------------------------------------------------------------===//

#include "Internal.h"
#include "Profiling.h"

#include <omp.h>

#include <atomic>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

using namespace accc::rt;

namespace {

/// Rule 5: the initial default-async-var.
constexpr int InitialDefaultAsync = 0;
/// Rule 5: the calling thread's default-async-var.
thread_local int DefaultAsync = InitialDefaultAsync;

/// A marker enqueued by acc_async_test: Done is set when every operation
/// enqueued before it completed. Owned by its queue and by the marker task.
struct Marker {
  std::atomic<int> Done{0};
  std::atomic<int> Refs{2};
  unsigned long Gen = 0;
  void release() {
    if (Refs.fetch_sub(1) == 1)
      delete this;
  }
};

/// One activity queue of one device (rule 1).
struct Queue {
  char Dep = 0;                        ///< the dependence address
  int OmpDev = 0, Number = 0;          ///< its key: device, resolved queue
  std::atomic<unsigned long> Gen{0};   ///< operations enqueued so far
  std::atomic<unsigned long> Known{0}; ///< of those, known to be complete
  Marker *Last = nullptr;              ///< guarded by QueueMutex
};

std::mutex QueueMutex;
/// Queues by (OpenMP device number, resolved async value); never freed, so
/// dependence addresses stay valid for the life of the program.
std::map<std::pair<int, int>, std::unique_ptr<Queue>> Queues;

/// Rule 2: the queue an async argument names for the calling thread.
int resolve(int Async) {
  if (Async == acc_async_noval || Async == acc_async_default)
    return DefaultAsync;
  return Async;
}

/// The queue \p Async of OpenMP device \p OmpDev; created when \p Create,
/// else null if no operation was ever enqueued on it.
void waitAll(const char *What);

Queue *findQueue(int OmpDev, int Async, bool Create) {
  std::lock_guard<std::mutex> Lock(QueueMutex);
  auto Key = std::make_pair(OmpDev, resolve(Async));
  auto It = Queues.find(Key);
  if (It != Queues.end())
    return It->second.get();
  if (!Create)
    return nullptr;
  static std::once_flag AtExit; // rule 10
  std::call_once(AtExit, [] { std::atexit([] { waitAll("exit"); }); });
  Queue *Q = (Queues[Key] = std::make_unique<Queue>()).get();
  Q->OmpDev = Key.first;
  Q->Number = Key.second;
  return Q;
}

int currentOmpDevice() { return ompDeviceOf(currentDevice()); }

/// The queues of device \p OmpDev.
std::vector<Queue *> queuesOf(int OmpDev) {
  std::lock_guard<std::mutex> Lock(QueueMutex);
  std::vector<Queue *> Out;
  for (auto &[Key, Q] : Queues)
    if (Key.first == OmpDev)
      Out.push_back(Q.get());
  return Out;
}

void markComplete(Queue &Q, unsigned long Gen) {
  unsigned long K = Q.Known.load();
  while (K < Gen && !Q.Known.compare_exchange_weak(K, Gen))
    ;
}

/// Rule 3: waits for every operation the caller enqueued on \p Q, and for
/// the work on its CUDA stream (rule 9).
void waitQueue(Queue &Q, const char *What) {
  unsigned long Gen = Q.Gen.load();
  char *Dep = &Q.Dep;
#pragma omp taskwait depend(inout : Dep[0])
  if (interop::active())
    interop::waitStream(What, Q.OmpDev, Q.Number);
  markComplete(Q, Gen);
}

/// Rule 4: whether every operation enqueued on \p Q has completed, and
/// the work on its CUDA stream (rule 9).
bool testQueue(Queue &Q, const char *What) {
  if (interop::active() && !interop::streamIdle(What, Q.OmpDev, Q.Number))
    return false;
  unsigned long Gen = Q.Gen.load();
  if (Q.Known.load() >= Gen)
    return true;
  Marker *M;
  {
    std::lock_guard<std::mutex> Lock(QueueMutex);
    if (!Q.Last || Q.Last->Gen != Gen) {
      if (Q.Last)
        Q.Last->release();
      Q.Last = new Marker;
      Q.Last->Gen = Gen;
      Marker *New = Q.Last;
      Queue *QP = &Q;
      char *Dep = &Q.Dep;
      int Host = omp_get_initial_device();
#pragma omp target nowait depend(in : Dep[0]) device(Host) firstprivate(New, QP)
      {
        markComplete(*QP, New->Gen);
        New->Done.store(1);
        New->release();
      }
    }
    M = Q.Last;
    M->Refs.fetch_add(1);
  }
  // A marker on a queue with nothing pending runs within microseconds; give
  // it that long so that an idle queue tests complete on the first call.
  bool Done = M->Done.load();
  for (int I = 0; !Done && I < 50; ++I) {
    std::this_thread::sleep_for(std::chrono::microseconds(2));
    Done = M->Done.load() || Q.Known.load() >= Gen;
  }
  M->release();
  return Done;
}

bool testAll(const char *What, int OmpDev) {
  bool All = !interop::active() || interop::allStreamsIdle(What, OmpDev);
  for (Queue *Q : queuesOf(OmpDev))
    All = testQueue(*Q, What) && All;
  return All;
}

/// acc_wait_all: every task the caller created (every queue of every
/// device) and every CUDA stream of a queue, then every queue is known
/// complete.
void waitAll(const char *What) {
  std::vector<std::pair<Queue *, unsigned long>> Gens;
  {
    std::lock_guard<std::mutex> Lock(QueueMutex);
    for (auto &[Key, Q] : Queues)
      Gens.emplace_back(Q.get(), Q->Gen.load());
  }
#pragma omp taskwait
  if (interop::active())
    interop::waitAllStreams(What);
  for (auto &[Q, Gen] : Gens)
    markComplete(*Q, Gen);
}

void waitOne(const char *What, int OmpDev, int Async) {
  if (Async == acc_async_sync) {
    // Nothing is ever left running on it (rule 2) but CUDA work (rule 9).
    if (interop::active())
      interop::waitStream(What, OmpDev, acc_async_sync);
    return;
  }
  if (Queue *Q = findQueue(OmpDev, Async, /*Create=*/false))
    waitQueue(*Q, What);
  else if (interop::active())
    interop::waitStream(What, OmpDev, resolve(Async));
}

/// Rule 9: whether queue \p Async of device \p OmpDev has a CUDA stream.
bool hasStream(int OmpDev, int Async) {
  return interop::active() && interop::hasStream(OmpDev, resolve(Async));
}

/// acc_wait_async: queue \p Async waits for the work already on queue
/// \p Wait without blocking the host (rule 3): an empty task on the host
/// device that depends on both, which a hidden helper thread runs once
/// Wait's work is done; Async's later operations depend on it. Waits on the
/// host when \p Async resolves to acc_async_sync or either queue has a
/// CUDA stream (rule 9).
void deferWait(const char *What, int OmpDev, int Wait, int Async) {
  if (resolve(Async) == acc_async_sync || hasStream(OmpDev, Wait) ||
      hasStream(OmpDev, Async)) {
    waitOne(What, OmpDev, Wait);
    return;
  }
  Queue *W = Wait == acc_async_sync ? nullptr
                                    : findQueue(OmpDev, Wait, /*Create=*/false);
  Queue *A = findQueue(OmpDev, Async, /*Create=*/true);
  if (!W || W == A)
    return; // nothing was enqueued on Wait, or it is the same queue
  A->Gen.fetch_add(1);
  char *WaitDep = &W->Dep, *AsyncDep = &A->Dep;
  int Host = omp_get_initial_device();
#pragma omp target nowait depend(in : WaitDep[0]) depend(inout : AsyncDep[0]) \
    device(Host)
  {
  }
}

bool testOne(const char *What, int OmpDev, int Async) {
  if (Async == acc_async_sync)
    return !interop::active() ||
           interop::streamIdle(What, OmpDev, acc_async_sync);
  if (Queue *Q = findQueue(OmpDev, Async, /*Create=*/false))
    return testQueue(*Q, What);
  return !interop::active() ||
         interop::streamIdle(What, OmpDev, resolve(Async));
}

/// Rule 8: the arguments of a wait pair on device \p DevNum of the current
/// device type (-1: the current device).
prof::EventArgs waitArgs(int Async, int DevNum = -1, bool Implicit = false) {
  prof::EventArgs A;
  A.Device = prof::currentDeviceForEvent();
  if (DevNum >= 0)
    A.Device.Num = DevNum;
  A.Async = Async;
  A.Implicit = Implicit;
  return A;
}

int waitAny(const char *Routine, int Count, int *WaitArg) {
  if (Count < 0 || (Count > 0 && !WaitArg))
    fatal(MsgId::WaitAnyCountInvalid,
          "%s: count is %d with %s list of queues", Routine, Count,
          WaitArg ? "a" : "a null");
  bool Any = false;
  for (int I = 0; I < Count; ++I) {
    checkAsync(Routine, WaitArg[I]);
    Any = Any || WaitArg[I] != acc_async_sync;
  }
  if (!Any)
    return -1;
  prof::Scope Wait(acc_ev_wait_start); // rule 8
  // Sec. 3.2.12: the index of a queue that is complete; poll until one is.
  int OmpDev = currentOmpDevice();
  for (;;) {
    for (int I = 0; I < Count; ++I)
      if (WaitArg[I] != acc_async_sync &&
          testOne(Routine, OmpDev, WaitArg[I]))
        return I;
    std::this_thread::sleep_for(std::chrono::microseconds(20));
  }
}

} // namespace

//===----------------------------------------------------------------------===//
// Internal interface
//===----------------------------------------------------------------------===//

void accc::rt::checkAsync(const char *Routine, int Async) {
  if (Async >= 0 || Async == acc_async_noval || Async == acc_async_sync ||
      Async == acc_async_default)
    return;
  fatal(MsgId::AsyncArgInvalid,
        "%s: %d is not a valid async argument (a queue number >= 0, "
        "acc_async_noval, acc_async_sync or acc_async_default)",
        Routine, Async);
}

int accc::rt::resolveAsync(int Async) { return resolve(Async); }

void accc::rt::waitForQueue(const char *What, int Async, DeviceRef D) {
  if (resolve(Async) != acc_async_sync)
    waitOne(What, ompDeviceOf(D), Async);
}

void accc::rt::checkDeviceNum(const char *Routine, int DevNum) {
  DeviceRef Cur = currentDevice();
  int Count = Cur.Kind == DeviceKind::Host ? 1 : numGpus();
  if (DevNum < 0 || DevNum >= Count)
    fatal(MsgId::DeviceNumInvalid,
          "%s: device number %d is out of range for device type '%s' "
          "(valid: 0 to %d)",
          Routine, DevNum,
          deviceTypeName(Cur.Kind == DeviceKind::Host ? acc_device_host
                                                      : acc_device_nvidia),
          Count - 1);
}

void accc::rt::enqueue(const char *Routine, int Async, DeviceRef D,
                       std::function<void()> Op) {
  checkAsync(Routine, Async);
  if (resolve(Async) == acc_async_sync) {
    Op();
    return;
  }
  // The host device: the operation moves nothing (shared memory) but keeps
  // its place: after the queue's constructs, which a GPU binary without a
  // GPU runs as tasks; an -acc=host binary runs them at once, and it runs
  // this at once too, which the caller may rely on. Rule 9: a queue with a
  // CUDA stream runs it at once too, after the queue's work and the
  // stream's.
  int OmpDev = ompDeviceOf(D);
  if (D.Kind == DeviceKind::Host || hasStream(OmpDev, Async)) {
    waitOne(Routine, OmpDev, Async);
    Op();
    return;
  }
  Queue *Q = findQueue(OmpDev, Async, /*Create=*/true);
  Q->Gen.fetch_add(1);
  auto *Task = new std::function<void()>(std::move(Op));
  char *Dep = &Q->Dep;
  int Host = omp_get_initial_device();
#pragma omp target nowait depend(inout : Dep[0]) device(Host) firstprivate(Task)
  {
    interop::InQueuedOperation = true; // rule 9: not a synchronous entry
    (*Task)();
    delete Task;
    interop::InQueuedOperation = false;
  }
}

//===----------------------------------------------------------------------===//
// Interface of accc's translation (openacc.h, "accc internal")
//===----------------------------------------------------------------------===//

char *__accc_queue(int async_arg) noexcept {
  enterRuntime();
  checkAsync("async clause", async_arg);
  Queue *Q = findQueue(currentOmpDevice(), async_arg, /*Create=*/true);
  Q->Gen.fetch_add(1);
  // Rule 9: the operation (or the wait for this queue) comes after the
  // work the program put on the queue's CUDA stream.
  if (interop::active())
    interop::waitStream("async or wait clause", Q->OmpDev, Q->Number);
  return &Q->Dep;
}

void __accc_async_end(const int *async_arg) noexcept {
  // Rules 2 and 9: acc_async_sync, or a queue with a CUDA stream; for every
  // other queue one relaxed load.
  int Number = resolve(*async_arg);
  if (Number != acc_async_sync && !interop::active())
    return;
  int OmpDev = currentOmpDevice();
  if (Number != acc_async_sync && !interop::hasStream(OmpDev, Number))
    return;
  prof::Scope Wait; // rule 8
  if (prof::active())
    Wait.open(acc_ev_wait_start, waitArgs(*async_arg, -1, /*Implicit=*/true));
  waitQueue(*findQueue(OmpDev, Number, /*Create=*/true), "async clause");
}

//===----------------------------------------------------------------------===//
// OpenACC API
//===----------------------------------------------------------------------===//

int acc_async_test(int wait_arg) noexcept {
  enterRuntime();
  checkAsync("acc_async_test", wait_arg);
  return testOne("acc_async_test", currentOmpDevice(), wait_arg);
}

int acc_async_test_device(int wait_arg, int dev_num) noexcept {
  enterRuntime();
  checkAsync("acc_async_test_device", wait_arg);
  checkDeviceNum("acc_async_test_device", dev_num);
  return testOne("acc_async_test_device",
                 ompDeviceOf({currentDevice().Kind, dev_num}), wait_arg);
}

int acc_async_test_all(void) noexcept {
  enterRuntime();
  return testAll("acc_async_test_all", currentOmpDevice());
}

int acc_async_test_all_device(int dev_num) noexcept {
  enterRuntime();
  checkDeviceNum("acc_async_test_all_device", dev_num);
  return testAll("acc_async_test_all_device",
                 ompDeviceOf({currentDevice().Kind, dev_num}));
}

void acc_wait(int wait_arg) noexcept {
  enterRuntime();
  drainRunAhead(); // RunAhead.cpp, rule 3
  checkAsync("acc_wait", wait_arg);
  prof::Scope Wait(acc_ev_wait_start, wait_arg);
  waitOne("acc_wait", currentOmpDevice(), wait_arg);
}

void acc_wait_device(int wait_arg, int dev_num) noexcept {
  enterRuntime();
  drainRunAhead(); // RunAhead.cpp, rule 3
  checkAsync("acc_wait_device", wait_arg);
  checkDeviceNum("acc_wait_device", dev_num);
  prof::Scope Wait;
  if (prof::active())
    Wait.open(acc_ev_wait_start, waitArgs(wait_arg, dev_num));
  waitOne("acc_wait_device", ompDeviceOf({currentDevice().Kind, dev_num}),
          wait_arg);
}

void acc_wait_all(void) noexcept {
  enterRuntime();
  drainRunAhead(); // RunAhead.cpp, rule 3
  prof::Scope Wait(acc_ev_wait_start);
  waitAll("acc_wait_all");
}

void acc_wait_all_device(int dev_num) noexcept {
  enterRuntime();
  drainRunAhead(); // RunAhead.cpp, rule 3
  checkDeviceNum("acc_wait_all_device", dev_num);
  prof::Scope Wait;
  if (prof::active())
    Wait.open(acc_ev_wait_start, waitArgs(acc_async_sync, dev_num));
  waitAll("acc_wait_all_device");
}

// OpenACC 3.3, sec. 3.2.10: "For compatibility with OpenACC 1.0,
// acc_async_wait is an alternative name for acc_wait, and
// acc_async_wait_all is an alternative name for acc_wait_all."
void acc_async_wait(int wait_arg) noexcept {
  enterRuntime();
  checkAsync("acc_async_wait", wait_arg);
  prof::Scope Wait(acc_ev_wait_start, wait_arg);
  waitOne("acc_async_wait", currentOmpDevice(), wait_arg);
}

void acc_async_wait_all(void) noexcept {
  enterRuntime();
  prof::Scope Wait(acc_ev_wait_start);
  waitAll("acc_async_wait_all");
}

void acc_wait_async(int wait_arg, int async_arg) noexcept {
  enterRuntime();
  checkAsync("acc_wait_async", wait_arg);
  checkAsync("acc_wait_async", async_arg);
  prof::Scope Wait(acc_ev_wait_start, async_arg);
  deferWait("acc_wait_async", currentOmpDevice(), wait_arg, async_arg);
}

void acc_wait_device_async(int wait_arg, int async_arg, int dev_num) noexcept {
  enterRuntime();
  checkAsync("acc_wait_device_async", wait_arg);
  checkDeviceNum("acc_wait_device_async", dev_num);
  checkAsync("acc_wait_device_async", async_arg);
  prof::Scope Wait;
  if (prof::active())
    Wait.open(acc_ev_wait_start, waitArgs(async_arg, dev_num));
  waitOne("acc_wait_device_async",
          ompDeviceOf({currentDevice().Kind, dev_num}), wait_arg);
}

void acc_wait_all_async(int async_arg) noexcept {
  enterRuntime();
  checkAsync("acc_wait_all_async", async_arg);
  prof::Scope Wait(acc_ev_wait_start, async_arg);
  int OmpDev = currentOmpDevice();
  // Rule 9: with CUDA streams, the host waits (a stream of a queue that
  // has no operation yet is no queue below).
  if (resolve(async_arg) == acc_async_sync || interop::active()) {
    waitAll("acc_wait_all_async");
    return;
  }
  // One deferred wait per queue of the device: the async queue's later
  // operations depend on all of them.
  std::vector<int> Numbers;
  {
    std::lock_guard<std::mutex> Lock(QueueMutex);
    for (auto &[Key, Q] : Queues)
      if (Key.first == OmpDev)
        Numbers.push_back(Key.second);
  }
  for (int Number : Numbers)
    deferWait("acc_wait_all_async", OmpDev, Number, async_arg);
}

void acc_wait_all_device_async(int async_arg, int dev_num) noexcept {
  enterRuntime();
  checkDeviceNum("acc_wait_all_device_async", dev_num);
  checkAsync("acc_wait_all_device_async", async_arg);
  prof::Scope Wait;
  if (prof::active())
    Wait.open(acc_ev_wait_start, waitArgs(async_arg, dev_num));
  waitAll("acc_wait_all_device_async");
}

int acc_wait_any(int count, int wait_arg[]) noexcept {
  enterRuntime();
  return waitAny("acc_wait_any", count, wait_arg);
}

int acc_wait_any_device(int count, int wait_arg[], int dev_num) noexcept {
  enterRuntime();
  checkDeviceNum("acc_wait_any_device", dev_num);
  return waitAny("acc_wait_any_device", count, wait_arg);
}

int acc_get_default_async(void) noexcept {
  enterRuntime();
  return DefaultAsync;
}

void acc_set_default_async(int async_arg) noexcept {
  enterRuntime();
  checkAsync("acc_set_default_async", async_arg);
  DefaultAsync =
      async_arg == acc_async_default ? InitialDefaultAsync : async_arg;
}
