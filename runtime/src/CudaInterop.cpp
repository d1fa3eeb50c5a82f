//===- CudaInterop.cpp - CUDA streams of activity queues ------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3, Appendix A.2.1 (target platform NVIDIA):
// acc_get_current_cuda_device, acc_get_current_cuda_context,
// acc_get_cuda_stream, acc_set_cuda_stream. The appendix only names them
// and their handles. With nvc and GCC a queue is a CUDA stream, so CUDA
// work that a program puts on acc_get_cuda_stream(q) (a kernel, a cuBLAS or
// cuFFT call) is ordered with q's operations; programs rely on that, and
// libacc gives the same order. nvc also has a stream for acc_async_sync
// (its synchronous operations run on it); GCC returns NULL for it and
// refuses to set it; libacc follows nvc (rule 5).
//
// accc's activity queues are OpenMP dependence chains (Async.cpp, rule 1),
// and libomptarget runs each operation of a queue on a stream of its own
// pool: a queue has no CUDA stream of its own to give out. So libacc gives
// it one, and keeps the two in order on the host.
//
// Rules:
// 1. acc_get_cuda_stream(q) returns queue q's interop stream: on the first
//    call a blocking stream that libacc creates in the current device's
//    primary context (the context libomptarget uses) and keeps until the
//    program ends. acc_set_cuda_stream(q, s) makes the user's stream s the
//    queue's interop stream instead and returns 1; a stream libacc created
//    for q before stays valid (the program may still hold it) but no
//    longer belongs to q. q may be acc_async_noval (the thread's default
//    queue, resolved when the routine is called) or acc_async_sync;
//    another invalid value is a fatal error (Async.cpp, rule 6).
// 2. OpenACC work before CUDA work: acc_set_cuda_stream, and
//    acc_get_cuda_stream when it creates the stream, first wait on the host
//    for q's operations and for the work on its former stream. From then
//    on every operation on q is complete when the host passes it:
//    __accc_async_end, which ends every compute construct and update
//    directive with an async clause (lib/Transform/AsyncToOMP.cpp), waits
//    for such a queue; enter data with async maps and copies synchronously
//    (AsyncData.cpp); libacc's _async routines run their operation at once
//    (Async.cpp, enqueue); acc_wait_async waits on the host. So CUDA work
//    the program puts on the stream at any later time, without calling
//    libacc, is ordered after every operation on q before it.
// 3. CUDA work before OpenACC work: when the host reaches an operation on
//    q or a wait for q (__accc_queue(q) of an async or wait clause, a
//    _async routine, acc_wait_async, enter data with async), it first
//    waits for q's stream (cuStreamSynchronize): the work put there before.
//    The stream only ever holds the program's work, never a wait for
//    libacc's (rule 7), so this cannot wait for itself.
// 4. acc_wait(q), acc_wait_all and the other waits on q also wait for q's
//    stream; acc_async_test(q) and the other tests are true only when it
//    is idle too (cuStreamQuery).
// 5. acc_async_sync: a synchronous operation is complete when the host
//    passes it, so rule 2 holds by itself. For rule 3, libacc's wrappers
//    of libomptarget's synchronous entry points (__tgt_target_kernel of a
//    construct without nowait, __tgt_target_data_{begin,end,update}_mapper;
//    DirectiveErrors.cpp) wait for the stream of acc_async_sync on their
//    device first, unless they run inside an operation libacc put on a
//    queue or map nothing (the use_device_ptr entries of a `host_data`
//    region, around the CUDA calls). This is the common pattern of a cuFFT
//    call on acc_get_cuda_stream(acc_async_sync) between two synchronous
//    constructs. libacc's synchronous acc_memcpy_* routines do not wait for
//    it (they call omp_target_memcpy, no entry point).
// 6. Cost: until a first queue has a stream, one relaxed atomic load per
//    hook (interop::active). A queue with a stream runs its operations
//    synchronously with the host thread, which conforms (an async
//    operation may complete before the host goes on); other queues stay
//    asynchronous. Each operation on it adds a stream synchronization
//    (rule 3) and a wait for the queue (rule 2).
// 7. Rejected: keeping such a queue asynchronous by making its stream wait
//    (cuStreamWaitValue32) on a pinned host flag that a host task after
//    each operation in the queue's dependence chain sets. (a) The task can
//    only be created by a call after the directive's task is created;
//    __accc_queue runs before it, so that needs the same end hook as rule
//    2, and without it a program that synchronizes the stream right after
//    the directive waits forever. (b) With the hook, the stream holds a
//    wait for libacc's work: a device-wide synchronization inside the
//    operation itself (libomptarget freeing device memory with cuMemFree
//    after a construct that mapped a large array, or work on the legacy
//    default stream, which waits for every blocking stream) would wait
//    for the stream, the stream for the flag, the flag for the operation.
//    Rule 3's host-side wait needs no such hook on the device.
// 8. acc_get_current_cuda_device returns the CUdevice of the current device
//    (OpenMP device N is CUDA ordinal N, CudaDriver.cpp rule 2);
//    acc_get_current_cuda_context its primary context, retained by libacc
//    until the program ends. When the current device is the host (host and
//    multicore binaries, a GPU binary without a GPU or with
//    ACC_DEVICE_TYPE=host) or libcuda cannot be used: -1, NULL,
//    acc_get_cuda_stream NULL and acc_set_cuda_stream 0.
// 9. A CUDA error on a queue's stream (an invalid stream, a failed kernel)
//    is fatal, naming the routine or directive, the queue and the error.
// Deviation (as for queues, Async.cpp): ordering holds for the operations
// of the thread that calls the routines; another thread's operations on
// the same queue number are not waited for.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <omp.h>

#include <map>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

using namespace accc::rt;

std::atomic<bool> interop::AnyStream{false};
thread_local bool interop::InQueuedOperation = false;

namespace {

std::mutex StreamMutex;
/// Rule 1: the interop stream of each (OpenMP device, resolved queue).
std::map<std::pair<int, int>, void *> Streams;

void *streamOf(int OmpDev, int Queue) {
  std::lock_guard<std::mutex> Lock(StreamMutex);
  auto It = Streams.find({OmpDev, Queue});
  return It == Streams.end() ? nullptr : It->second;
}

/// "queue 1", "acc_async_sync": the queue in messages.
std::string queueLabel(int Queue) {
  return Queue == acc_async_sync ? "acc_async_sync"
                                 : "queue " + std::to_string(Queue);
}

/// Rule 9.
[[noreturn]] void fatalStream(const char *What, const char *Call, int OmpDev,
                              int Queue, void *Stream, int Result) {
  fatal(MsgId::CudaStreamFailed,
        "%s: %s of CUDA stream %p of %s on nvidia device %d failed: %s", What,
        Call, Stream, queueLabel(Queue).c_str(), OmpDev,
        cuda::errorName(Result).c_str());
}

void waitFor(const char *What, int OmpDev, int Queue, void *Stream) {
  if (int R = cuda::synchronize(OmpDev, Stream))
    fatalStream(What, "cuStreamSynchronize", OmpDev, Queue, Stream, R);
}

bool idle(const char *What, int OmpDev, int Queue, void *Stream) {
  int R = cuda::query(OmpDev, Stream);
  if (R != 0 && R != cuda::NotReady)
    fatalStream(What, "cuStreamQuery", OmpDev, Queue, Stream, R);
  return R == 0;
}

/// The streams of device \p OmpDev (every device: -1), with their keys.
std::vector<std::pair<std::pair<int, int>, void *>> streamsOf(int OmpDev) {
  std::lock_guard<std::mutex> Lock(StreamMutex);
  std::vector<std::pair<std::pair<int, int>, void *>> Out;
  for (auto &[Key, Stream] : Streams)
    if (OmpDev < 0 || Key.first == OmpDev)
      Out.emplace_back(Key, Stream);
  return Out;
}

/// Rule 2: makes \p Stream (null: a new one, unless the queue has a stream)
/// the stream of queue \p Async of the current device \p D, after the
/// queue's earlier work. A queue that has a stream needs no wait: its
/// operations are complete already (rule 2), and the program's CUDA work on
/// it may go on.
void *attach(const char *Routine, DeviceRef D, int Async, void *Stream) {
  int OmpDev = ompDeviceOf(D);
  int Queue = resolveAsync(Async);
  if (!Stream)
    if (void *Existing = streamOf(OmpDev, Queue))
      return Existing;
  waitForQueue(Routine, Async, D);
  if (Queue == acc_async_sync)
    interop::waitStream(Routine, OmpDev, Queue); // waitForQueue skips it
  std::lock_guard<std::mutex> Lock(StreamMutex);
  if (!Stream) {
    if (int R = cuda::createStream(OmpDev, Stream)) {
      if (R < 0)
        return nullptr; // rule 8: libcuda cannot be used
      fatal(MsgId::CudaStreamFailed,
            "%s: could not create a CUDA stream for %s on nvidia device %d: %s",
            Routine, queueLabel(Queue).c_str(), OmpDev,
            cuda::errorName(R).c_str());
    }
  }
  Streams[{OmpDev, Queue}] = Stream;
  interop::AnyStream.store(true);
  return Stream;
}

} // namespace

//===----------------------------------------------------------------------===//
// Internal interface
//===----------------------------------------------------------------------===//

bool interop::hasStream(int OmpDev, int Queue) {
  return streamOf(OmpDev, Queue) != nullptr;
}

void interop::waitStream(const char *What, int OmpDev, int Queue) {
  if (void *Stream = streamOf(OmpDev, Queue))
    waitFor(What, OmpDev, Queue, Stream);
}

void interop::waitAllStreams(const char *What) {
  for (auto &[Key, Stream] : streamsOf(-1))
    waitFor(What, Key.first, Key.second, Stream);
}

bool interop::streamIdle(const char *What, int OmpDev, int Queue) {
  void *Stream = streamOf(OmpDev, Queue);
  return !Stream || idle(What, OmpDev, Queue, Stream);
}

bool interop::allStreamsIdle(const char *What, int OmpDev) {
  bool All = true;
  for (auto &[Key, Stream] : streamsOf(OmpDev))
    All = idle(What, Key.first, Key.second, Stream) && All;
  return All;
}

void interop::beforeSyncEntry(int64_t DeviceId) {
  if (!active() || InQueuedOperation)
    return;
  int OmpDev = DeviceId < 0 ? omp_get_default_device()
                            : static_cast<int>(DeviceId);
  waitStream("synchronous operation", OmpDev, acc_async_sync);
}

//===----------------------------------------------------------------------===//
// OpenACC API (Appendix A.2.1)
//===----------------------------------------------------------------------===//

int acc_get_current_cuda_device(void) noexcept {
  enterRuntime();
  DeviceRef D = currentDevice();
  int Dev = -1;
  if (D.Kind == DeviceKind::Host || !cuda::deviceHandle(ompDeviceOf(D), Dev))
    return -1;
  return Dev;
}

void *acc_get_current_cuda_context(void) noexcept {
  enterRuntime();
  DeviceRef D = currentDevice();
  if (D.Kind == DeviceKind::Host)
    return nullptr;
  return cuda::primaryContext(ompDeviceOf(D));
}

void *acc_get_cuda_stream(int async_arg) noexcept {
  enterRuntime();
  drainRunAhead(); // RunAhead.cpp, rule 3
  checkAsync("acc_get_cuda_stream", async_arg);
  DeviceRef D = currentDevice();
  if (D.Kind == DeviceKind::Host)
    return nullptr;
  return attach("acc_get_cuda_stream", D, async_arg, nullptr);
}

int acc_set_cuda_stream(int async_arg, void *stream) noexcept {
  enterRuntime();
  drainRunAhead(); // RunAhead.cpp, rule 3
  checkAsync("acc_set_cuda_stream", async_arg);
  DeviceRef D = currentDevice();
  if (D.Kind == DeviceKind::Host || !stream ||
      !cuda::primaryContext(ompDeviceOf(D)))
    return 0;
  attach("acc_set_cuda_stream", D, async_arg, stream);
  return 1;
}
