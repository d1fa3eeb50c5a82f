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
// 5. acc_detach: if the counter is 0, no action. Otherwise it is decremented
//    (set to 0 by the _finalize forms), and when it reaches 0 the device copy
//    of the pointer gets the host pointer's value back.
// 6. The counters are libacc's, per OpenMP device and pointer address,
//    guarded by AttachMutex. The attach and detach clauses of the
//    directives call these routines (lib/Transform/AttachToOMP.cpp), so
//    directives and routines share them.
// 7. The _async forms run on their activity queue (Async.cpp, enqueue).
//
//===----------------------------------------------------------------------===//

#include "Internal.h"
#include "Profiling.h"

#include <cstdint>
#include <map>
#include <mutex>
#include <omp.h>
#include <utility>

using namespace accc::rt;

namespace {

std::mutex AttachMutex;
/// Rule 6: attachment counters. Guarded by AttachMutex.
std::map<std::pair<int, void **>, uint64_t> AttachCounts;

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
  // No event of chapter 5 is an attachment (ProfilingOmpt.cpp, rule 6).
  prof::RoutineOps Ops(acc_async_sync, prof::RoutineOps::MuteAll);
  if (omp_target_memcpy(DevPtrAddr, &Value, sizeof(void *), 0, 0,
                        ompDeviceOf(D), omp_get_initial_device()))
    fatal(MsgId::MemcpyFailed,
          "%s: could not write the device copy of the pointer at %p on %s",
          Routine, static_cast<void *>(PtrAddr), deviceLabel(D).c_str());
}

void attach(const char *Routine, DeviceRef D, void **PtrAddr) {
  if (!PtrAddr || D.Kind == DeviceKind::Host)
    return; // rule 2
  void *DevPtrAddr = devicePointerCopy(Routine, PtrAddr, D);
  void *Target = *PtrAddr;
  void *DevTarget =
      Target ? omp_get_mapped_ptr(Target, ompDeviceOf(D)) : nullptr;
  if (!DevTarget)
    return; // rule 4
  std::lock_guard<std::mutex> Lock(AttachMutex);
  if (AttachCounts[{ompDeviceOf(D), PtrAddr}]++ == 0)
    writeDevicePointer(Routine, PtrAddr, DevPtrAddr, DevTarget, D);
}

void detach(const char *Routine, DeviceRef D, void **PtrAddr, bool Finalize) {
  if (!PtrAddr || D.Kind == DeviceKind::Host)
    return; // rule 2
  int OmpDev = ompDeviceOf(D);
  std::lock_guard<std::mutex> Lock(AttachMutex);
  auto It = AttachCounts.find({OmpDev, PtrAddr});
  if (It == AttachCounts.end())
    return; // rule 5: not attached
  if (!Finalize && --It->second > 0)
    return;
  AttachCounts.erase(It);
  void *DevPtrAddr = nullptr;
  if (presenceOf(PtrAddr, sizeof(void *), OmpDev, &DevPtrAddr) !=
      Presence::Full)
    return; // rule 3: the device copy is gone with its data
  writeDevicePointer(Routine, PtrAddr, DevPtrAddr, *PtrAddr, D);
}

} // namespace

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
