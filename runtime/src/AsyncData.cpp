//===- AsyncData.cpp - enter data and exit data with async ----------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3, sec. 2.6.7: "The reference counters are modified
// synchronously with the local thread, even if the data directives include
// an async clause." Sec. 2.7.2: a copyin action "initiates a copy", which
// "may complete asynchronously"; a copyout action's copy too, "in which case
// the memory is deallocated when the data copy is complete". So data that
// `enter data ... async(q)` maps is present as soon as the host passes the
// directive, and data that `exit data ... async(q)` unmaps is absent then.
// A deferred OpenMP `target enter data nowait` maps when its task runs; accc
// compiles these directives to synchronous OpenMP directives inside a scope
// of libacc's instead (lib/Transform/AsyncToOMP.cpp, rule 6).
//
// Rules:
// 1. __accc_async_data_begin(q, 1) opens the scope of an enter data
//    directive. When q resolves to a queue (not acc_async_sync) and the
//    current device is a GPU, it sets the calling thread's slot to q until
//    __accc_async_data_end, the cleanup of the scope's const, clears it.
// 2. While the slot is set, libacc's wrapper of libomptarget's
//    __tgt_target_data_begin_mapper (DirectiveErrors.cpp) calls
//    enterDirectiveAsync: each entry with the `to` bit whose range is absent
//    before the call loses the bit, so libomptarget allocates and counts it
//    at once (the create action, present at once) without copying; after
//    the call libacc puts the copy of each such range on queue q (Async.cpp,
//    enqueue), in the order of the entries. Entries of present data only
//    count (no copy is due). A directive with an entry that libacc cannot
//    split this way (a pointer attached to its target, a struct member, a
//    partly present range, a range on another device) first waits on the
//    host for queue q and then runs unchanged: a synchronous execution,
//    which conforms.
// 3. __accc_async_data_begin(q, 0) opens the scope of an exit data
//    directive: the host waits for queue q, whose work may still use the
//    data or copy it, then the directive runs synchronously, so that the
//    counts change when the host passes it and the copies out follow the
//    queue's earlier work. The _async exit routines (acc_copyout_async,
//    acc_delete_async and their _finalize forms) do the same
//    (DataMapping.cpp, rule 12).
// 4. A queue with a CUDA stream (CudaInterop.cpp): enter data waits for
//    the queue and its stream on the host, as exit data does (rule 3), and
//    then runs synchronously: its copies are complete when the host passes
//    it.
// 5. Profiling (sec. 5.1): each deferred copy is an enqueue_upload_start /
//    _end pair around its enqueueing, on the directive's queue, as for
//    acc_copyin_async (DataMapping.cpp, rule 13); libomptarget's events of
//    the copy itself are muted.
// 6. __accc_zero_async(host, bytes, q): the zero modifier (create(zero:),
//    copyout(zero:), sec. 2.7.7, 2.7.9) of an enter data or compute
//    construct with async(q), for memory the directive allocated (the
//    translation checks presence before it, lib/Transform/
//    ZeroModifier.cpp): the device copy of [host, host+bytes), mapped by
//    then, is set to zero on queue q (enqueue: after the queue's earlier
//    work, before its later work; at once for acc_async_sync and for a
//    queue with a CUDA stream, after its work). OpenMP 6.0's
//    omp_target_memset_async with a depend object of the queue would order
//    it too, but not as libacc runs these queues (acc_async_sync at run
//    time, CUDA streams, the host device). On the host device nothing is
//    allocated: nothing to do.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"
#include "OffloadEntry.h"
#include "Profiling.h"

#include <omp.h>
#include <vector>

using namespace accc::rt;

namespace {

/// Rule 1: the queue of the enter data directive in progress on this
/// thread, or NoQueue.
constexpr int NoQueue = -1000;
thread_local int EnterQueue = NoQueue;

/// Map-type bits of entries that rule 2 does not split.
using maptype::MemberOf, maptype::Private, maptype::PtrAndObj;

/// Rule 2: the map types of the entries, with the `to` bit taken off the
/// absent ranges, whose indices go to Deferred; false if the directive
/// cannot be split.
bool splitEntries(int OmpDev, int32_t ArgNum, void **Args,
                  const int64_t *Sizes, std::vector<int64_t> &Types,
                  std::vector<int32_t> &Deferred) {
  for (int32_t I = 0; I < ArgNum; ++I) {
    int64_t T = Types[I];
    if (!(T & maptype::To))
      continue;
    if (T & (PtrAndObj | MemberOf | maptype::Attach | Private |
             maptype::Literal))
      return false;
    if (Sizes[I] <= 0 || !Args[I])
      continue;
    Presence P = presenceOf(Args[I], static_cast<size_t>(Sizes[I]), OmpDev);
    if (P == Presence::Partial)
      return false; // libomptarget reports it, unsplit
    if (P == Presence::Absent) {
      Types[I] &= ~maptype::To;
      Deferred.push_back(I);
    }
  }
  return true;
}

} // namespace

bool accc::rt::inAsyncEnterData() { return EnterQueue != NoQueue; }

void accc::rt::beginDataAsync(
    const std::function<void(int64_t *Types)> &Map, int64_t DeviceId,
    int32_t ArgNum, void **Args, const int64_t *Sizes, const int64_t *Types) {
  int Async = EnterQueue;
  DeviceRef D = currentDevice();
  int OmpDev = ompDeviceOf(D);
  std::vector<int64_t> NewTypes(Types, Types + ArgNum);
  std::vector<int32_t> Deferred;
  if ((DeviceId >= 0 && DeviceId != OmpDev) ||
      !splitEntries(OmpDev, ArgNum, Args, Sizes, NewTypes, Deferred)) {
    // Rule 2: the whole directive after the queue's work.
    waitForQueue("enter data", Async, D);
    NewTypes.assign(Types, Types + ArgNum);
    Map(NewTypes.data());
    return;
  }
  Map(NewTypes.data());
  for (int32_t I : Deferred) {
    void *Host = Args[I], *DevPtr = nullptr;
    size_t Bytes = static_cast<size_t>(Sizes[I]);
    if (presenceOf(Host, Bytes, OmpDev, &DevPtr) != Presence::Full)
      fatal(MsgId::DataMapFailed,
            "enter data: could not map data at [%p, %p+%zu) on %s", Host, Host,
            Bytes, deviceLabel(D).c_str());
    prof::Scope Upload; // rule 5
    if (prof::active())
      Upload.open(acc_ev_enqueue_upload_start,
                  prof::dataArgs(D, Async, Bytes, Host, DevPtr));
    enqueue("enter data", Async, D, [=] {
      prof::RoutineOps Ops(Async, prof::RoutineOps::MuteAll); // rule 5
      if (omp_target_memcpy(DevPtr, Host, Bytes, 0, 0, OmpDev,
                            omp_get_initial_device()))
        fatal(MsgId::MemcpyFailed, "enter data: could not copy [%p, %p+%zu) to %s",
              Host, Host, Bytes, deviceLabel(D).c_str());
    });
  }
}

//===----------------------------------------------------------------------===//
// Interface of accc's translation (openacc.h, "accc internal")
//===----------------------------------------------------------------------===//

int __accc_async_data_begin(int async_arg, int enter) noexcept {
  enterRuntime();
  checkAsync(enter ? "enter data" : "exit data", async_arg);
  DeviceRef D = currentDevice();
  if (resolveAsync(async_arg) == acc_async_sync || D.Kind == DeviceKind::Host)
    return async_arg;
  if (enter && !(interop::active() &&
                 interop::hasStream(ompDeviceOf(D), resolveAsync(async_arg))))
    EnterQueue = async_arg; // rule 1
  else
    waitForQueue(enter ? "enter data" : "exit data", async_arg, D); // rule 3
  return async_arg;
}

void __accc_async_data_end(const int *) noexcept { EnterQueue = NoQueue; }

void __accc_zero_async(const void *host, size_t bytes, int async_arg) noexcept {
  enterRuntime();
  DeviceRef D = currentDevice();
  if (D.Kind == DeviceKind::Host || bytes == 0)
    return; // rule 6
  int OmpDev = ompDeviceOf(D);
  void *DevPtr = omp_get_mapped_ptr(host, OmpDev);
  if (!DevPtr)
    fatal(MsgId::DataMapFailed,
          "zero modifier: [%p, %p+%zu) is not present on %s", host, host,
          bytes, deviceLabel(D).c_str());
  enqueue("zero modifier", async_arg, D,
          [=] { omp_target_memset(DevPtr, 0, bytes, OmpDev); });
}
