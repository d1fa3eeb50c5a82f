//===- Attach.cpp - OpenACC pointer attachment ----------------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3, sec. 3.2.29 (acc_attach, acc_detach and their _async and
// _finalize forms) and the attachment counter of sec. 2.6.8.
//
// Rules:
// 1. A host pointer *ptr_addr is attached when the device copy of the
//    pointer (the copy of the storage at ptr_addr) holds the device address
//    of its target. libacc writes that copy with omp_target_memcpy.
// 2. With the host as the current device everything is shared memory: no
//    action. A null ptr_addr: no action.
// 3. The storage of the pointer itself must be present on the current
//    device: acc_attach of a pointer that is not is a fatal error naming
//    ptr_addr and the device (there is no device copy to write). An
//    attached pointer whose storage was unmapped since is detached without
//    a write.
// 4. acc_attach: if the target *ptr_addr is not present (or null), no action
//    (sec. 2.6.8). Otherwise the attachment counter of the pointer is
//    incremented, and the device copy is written when it goes from 0 to 1.
//    4a. The counter belongs to the device copy of the pointer: where that
//    copy no longer holds the address the attachment wrote (the pointer's
//    storage was unmapped and mapped again, or an update wrote it), the
//    counter starts again at 0 (GCC's mdc-refcount-2.c: acc_attach, the
//    struct deleted, copied in again and attached again); the device copy's
//    value is known or read (rule 9), where the counter is not 0.
// 5. acc_detach: if the counter is 0, no action. Otherwise it is decremented
//    (set to 0 by the _finalize forms), and when it reaches 0 the device copy
//    of the pointer gets the host pointer's value back.
// 6. The counters are libacc's, per OpenMP device and pointer address,
//    guarded by AttachMutex. The attach and detach clauses of the
//    directives call these routines (lib/Transform/AttachToOMP.cpp), so
//    directives and routines share them.
// 7. The _async forms run on their activity queue (Async.cpp, enqueue).
// 8. __accc_attach_present (openacc.h): the attach action of a data clause
//    whose item is a subarray or element of a pointer member
//    (`present(s->a[0:n])`; lib/Transform/AttachToOMP.cpp rule 7), before
//    the directive. OpenMP attaches such a pointer only where the directive
//    maps the pointer or its target anew; OpenACC wherever it is not
//    attached (sec. 2.7.2), e.g. a struct entered after its arrays. Where
//    the pointer's storage and its target are both present on the current
//    device: a pointer an attachment holds counts one more (rule 4); one
//    whose device copy holds the target's device address already (OpenMP
//    attached it) is left as it is, uncounted; otherwise it is attached as
//    by acc_attach. Returns whether it counted, that is whether the
//    directive's end must detach it (acc_detach, which restores the host
//    value at count 0: sec. 2.7.2's detach action; a struct copied out
//    after the construct gets its host pointer back, GCC's deep-copy-14).
// 9. What the device copy of a pointer holds is known without a read where
//    libacc wrote or read it last and nothing may have written it since:
//    an epoch counts the writes that may have (a directive's mapping of a
//    range that holds a pointer libacc knows: data and enter data maps of
//    any type, a new device copy also under `create`; update and kernel
//    maps that copy to the device; any device copy of acc_memcpy_*, a
//    device address with no host range to compare; libacc's own writes),
//    and the count of map changes (__tgt_accc_map_generation; without
//    accc's libomptarget nothing is known) must not have moved. Otherwise
//    libacc reads the device copy (omp_target_memcpy). An async
//    directive's copy counts when it is issued. A thread also remembers the
//    pointers it found attached by OpenMP, and while neither count moves
//    answers rule 8 for them without a lookup or a lock (a `present(
//    this->a[0:n])` construct in a loop: a few loads).
//
//===----------------------------------------------------------------------===//

#include "Internal.h"
#include "OffloadEntry.h"
#include "Profiling.h"

#include <atomic>
#include <climits>
#include <cstdint>
#include <map>
#include <mutex>
#include <omp.h>
#include <utility>

using namespace accc::rt;

namespace {

std::mutex AttachMutex;
/// Rule 6: an attachment counter and the device address it attached.
struct Attachment {
  uint64_t Count;
  void *DevTarget;
};
/// Rule 6: the attachments, guarded by AttachMutex.
std::map<std::pair<int, void **>, Attachment> AttachCounts;

/// Rule 9: what libacc last wrote to or read from the device copy of a
/// pointer, keyed by the pointer's host address and OpenMP device; guarded
/// by AttachMutex.
struct KnownValue {
  void *DevPtrAddr, *Value;
  uint64_t Epoch, MapGeneration;
};
std::map<std::pair<uintptr_t, int>, KnownValue> KnownValues;
std::atomic<size_t> KnownCount{0}; ///< KnownValues' size
std::atomic<uint64_t> AttachEpoch{1};

/// Rule 9: a pointer this thread found attached by OpenMP (rule 8's "left
/// as it is"), with the count of map changes and the epoch read before its
/// lookups: while neither moves, its device copy still holds its target's
/// device address, and rule 8 answers without a lookup.
struct KnownAttached {
  void **PtrAddr;
  int Dev;
  void *Target;
  uint64_t MapGeneration, Epoch;
};
constexpr unsigned KnownAttachedSlots = 8;
__thread KnownAttached KnownAttachedTo[KnownAttachedSlots]
    __attribute__((tls_model("initial-exec")));
__thread unsigned NextKnownAttached __attribute__((tls_model("initial-exec")));

uint64_t mapGeneration() {
  auto *MapGeneration = acccOffloadEntries().MapGeneration;
  return MapGeneration ? MapGeneration() : 0;
}

/// Rule 9: remembers that the device copy at DevPtrAddr of the pointer at
/// PtrAddr holds Value. AttachMutex held.
void remember(void **PtrAddr, int OmpDev, void *DevPtrAddr, void *Value) {
  KnownValues[{reinterpret_cast<uintptr_t>(PtrAddr), OmpDev}] = {
      DevPtrAddr, Value, AttachEpoch.load(std::memory_order_acquire),
      mapGeneration()};
  KnownCount.store(KnownValues.size(), std::memory_order_release);
}

/// Rule 9: the value of the device copy at DevPtrAddr of the pointer at
/// PtrAddr, known or read. AttachMutex held.
void *deviceValue(void **PtrAddr, int OmpDev, void *DevPtrAddr) {
  uint64_t Generation = mapGeneration();
  auto It = KnownValues.find({reinterpret_cast<uintptr_t>(PtrAddr), OmpDev});
  if (It != KnownValues.end() && Generation &&
      It->second.DevPtrAddr == DevPtrAddr &&
      It->second.MapGeneration == Generation &&
      It->second.Epoch == AttachEpoch.load(std::memory_order_acquire))
    return It->second.Value;
  void *Value = nullptr;
  prof::RoutineOps Ops(acc_async_sync, prof::RoutineOps::MuteAll);
  if (omp_target_memcpy(&Value, DevPtrAddr, sizeof Value, 0, 0,
                        omp_get_initial_device(), OmpDev))
    return nullptr;
  remember(PtrAddr, OmpDev, DevPtrAddr, Value);
  return Value;
}

/// Rule 3: the device address of the pointer at PtrAddr on D.
void *devicePointerCopy(const char *Routine, void **PtrAddr, DeviceRef D) {
  void *DevPtrAddr = nullptr;
  if (presenceOf(PtrAddr, sizeof(void *), ompDeviceOf(D), &DevPtrAddr) !=
      Presence::Full)
    fatal(MsgId::AttachPointerNotPresent,
          "%s: the pointer at %p is not present on %s", Routine,
          static_cast<void *>(PtrAddr), deviceLabel(D).c_str());
  return DevPtrAddr;
}

/// Rule 1: stores Value into the device copy of the pointer at PtrAddr.
void writeDevicePointer(const char *Routine, void **PtrAddr, void *DevPtrAddr,
                        void *Value, DeviceRef D) {
  AttachEpoch.fetch_add(1, std::memory_order_acq_rel); // rule 9
  // No event of chapter 5 is an attachment (ProfilingOmpt.cpp, rule 6).
  prof::RoutineOps Ops(acc_async_sync, prof::RoutineOps::MuteAll);
  if (omp_target_memcpy(DevPtrAddr, &Value, sizeof(void *), 0, 0,
                        ompDeviceOf(D), omp_get_initial_device()))
    fatal(MsgId::MemcpyFailed,
          "%s: could not write the device copy of the pointer at %p on %s",
          Routine, static_cast<void *>(PtrAddr), deviceLabel(D).c_str());
  remember(PtrAddr, ompDeviceOf(D), DevPtrAddr, Value); // rule 9
}

/// Rule 4a: whether the device copy at DevPtrAddr of the pointer at PtrAddr
/// holds DevTarget, which an attachment wrote there. AttachMutex held.
bool holds(void **PtrAddr, int OmpDev, void *DevPtrAddr, void *DevTarget) {
  return deviceValue(PtrAddr, OmpDev, DevPtrAddr) == DevTarget;
}

void attach(const char *Routine, DeviceRef D, void **PtrAddr) {
  if (!PtrAddr || D.Kind == DeviceKind::Host)
    return; // rule 2
  void *DevPtrAddr = devicePointerCopy(Routine, PtrAddr, D);
  void *Target = *PtrAddr;
  int OmpDev = ompDeviceOf(D);
  void *DevTarget = Target ? omp_get_mapped_ptr(Target, OmpDev) : nullptr;
  if (!DevTarget)
    return; // rule 4
  std::lock_guard<std::mutex> Lock(AttachMutex);
  Attachment &A = AttachCounts[{OmpDev, PtrAddr}];
  if (A.Count > 0 && !holds(PtrAddr, OmpDev, DevPtrAddr, A.DevTarget))
    A.Count = 0; // rule 4a: a new device copy
  if (A.Count++ == 0) {
    A.DevTarget = DevTarget;
    writeDevicePointer(Routine, PtrAddr, DevPtrAddr, DevTarget, D);
  }
}

void detach(const char *Routine, DeviceRef D, void **PtrAddr, bool Finalize) {
  if (!PtrAddr || D.Kind == DeviceKind::Host)
    return; // rule 2
  int OmpDev = ompDeviceOf(D);
  std::lock_guard<std::mutex> Lock(AttachMutex);
  auto It = AttachCounts.find({OmpDev, PtrAddr});
  if (It == AttachCounts.end())
    return; // rule 5: not attached
  void *DevPtrAddr = nullptr;
  if (presenceOf(PtrAddr, sizeof(void *), OmpDev, &DevPtrAddr) !=
          Presence::Full ||
      !holds(PtrAddr, OmpDev, DevPtrAddr, It->second.DevTarget)) {
    // Rules 3 and 4a: the device copy is gone with its data, or is a new
    // one, which this attachment never wrote.
    AttachCounts.erase(It);
    return;
  }
  if (!Finalize && --It->second.Count > 0)
    return;
  AttachCounts.erase(It);
  writeDevicePointer(Routine, PtrAddr, DevPtrAddr, *PtrAddr, D);
}

/// Rule 8 on D: whether the pointer was counted.
bool attachPresent(DeviceRef D, void **PtrAddr) {
  void *Target = *PtrAddr;
  if (!Target)
    return false;
  int OmpDev = ompDeviceOf(D);
  uint64_t Epoch = AttachEpoch.load(std::memory_order_acquire);
  uint64_t Generation = mapGeneration();
  if (Generation)
    for (const KnownAttached &K : KnownAttachedTo)
      if (K.PtrAddr == PtrAddr && K.Dev == OmpDev && K.Target == Target &&
          K.MapGeneration == Generation && K.Epoch == Epoch)
        return false;
  void *DevPtrAddr = nullptr, *DevTarget = nullptr;
  if (presenceOf(PtrAddr, sizeof(void *), OmpDev, &DevPtrAddr) !=
          Presence::Full ||
      presenceOf(Target, 0, OmpDev, &DevTarget) != Presence::Full)
    return false;
  std::lock_guard<std::mutex> Lock(AttachMutex);
  auto It = AttachCounts.find({OmpDev, PtrAddr});
  if (It != AttachCounts.end() && It->second.Count > 0 &&
      holds(PtrAddr, OmpDev, DevPtrAddr, It->second.DevTarget)) {
    ++It->second.Count; // rule 4
    return true;
  }
  if (deviceValue(PtrAddr, OmpDev, DevPtrAddr) == DevTarget) {
    if (Generation) // attached by OpenMP
      KnownAttachedTo[NextKnownAttached++ % KnownAttachedSlots] = {
          PtrAddr, OmpDev, Target, Generation, Epoch};
    return false;
  }
  AttachCounts[{OmpDev, PtrAddr}] = {1, DevTarget};
  writeDevicePointer("attach", PtrAddr, DevPtrAddr, DevTarget, D);
  return true;
}

} // namespace

void accc::rt::noteHostToDevice(const void *Host, size_t Bytes) {
  if (KnownCount.load(std::memory_order_acquire) == 0)
    return;
  auto Begin = reinterpret_cast<uintptr_t>(Host);
  std::lock_guard<std::mutex> Lock(AttachMutex);
  // The first pointer whose 8 bytes may reach into the range.
  auto It = KnownValues.lower_bound(
      {Begin >= sizeof(void *) ? Begin - sizeof(void *) + 1 : 0, INT_MIN});
  if (It != KnownValues.end() &&
      (Host == nullptr || It->first.first < Begin + Bytes))
    AttachEpoch.fetch_add(1, std::memory_order_acq_rel);
}

int __accc_attach_present(void **ptr_addr) noexcept {
  enterRuntime();
  DeviceRef D = currentDevice();
  return ptr_addr && D.Kind != DeviceKind::Host && // rule 2
         attachPresent(D, ptr_addr);
}

void acc_attach(void **ptr_addr) noexcept {
  enterRuntime();
  attach("acc_attach", currentDevice(), ptr_addr);
}

void acc_attach_async(void **ptr_addr, int async_arg) noexcept {
  enterRuntime();
  DeviceRef D = currentDevice();
  enqueue("acc_attach_async", async_arg, D,
          [=] { attach("acc_attach_async", D, ptr_addr); });
}

void acc_detach(void **ptr_addr) noexcept {
  enterRuntime();
  detach("acc_detach", currentDevice(), ptr_addr, /*Finalize=*/false);
}

void acc_detach_async(void **ptr_addr, int async_arg) noexcept {
  enterRuntime();
  DeviceRef D = currentDevice();
  enqueue("acc_detach_async", async_arg, D,
          [=] { detach("acc_detach_async", D, ptr_addr, /*Finalize=*/false); });
}

void acc_detach_finalize(void **ptr_addr) noexcept {
  enterRuntime();
  detach("acc_detach_finalize", currentDevice(), ptr_addr, /*Finalize=*/true);
}

void acc_detach_finalize_async(void **ptr_addr, int async_arg) noexcept {
  enterRuntime();
  DeviceRef D = currentDevice();
  enqueue("acc_detach_finalize_async", async_arg, D, [=] {
    detach("acc_detach_finalize_async", D, ptr_addr, /*Finalize=*/true);
  });
}
