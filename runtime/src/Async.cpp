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
// 1. Every operation completes before the routine or construct that starts
//    it returns: libacc's _async data routines run synchronously (through
//    syncQueue), and accc compiles 'async' regions to synchronous target
//    regions. That is a conforming execution: an async clause or argument
//    allows the host to go on before the operation completes, it never
//    requires it. Hence:
//    - acc_async_test* return nonzero (every operation has completed);
//    - acc_wait* and acc_wait*_async return at once: there is nothing to
//      wait for, and a wait enqueued on a queue is complete at once.
// 2. acc_wait_any returns the index of an entry of wait_arg that is not
//    acc_async_sync (the first), since every queue is complete; -1 when
//    count is 0 or every entry is acc_async_sync (sec. 3.2.12).
// 3. Sec. 2.16: an async-argument is a nonnegative queue number,
//    acc_async_noval, acc_async_sync or acc_async_default. Any other value is
//    a fatal error naming the routine and the value (the spec leaves it
//    undefined; nvc and GCC fail too).
// 4. Sec. 2.3: default-async-var is an ICV of each host thread, initially
//    acc_async_noval here (implementation-defined); acc_set_default_async
//    with acc_async_default restores that initial value (sec. 3.2.14).
// 5. The _device forms take a device number of the current device type; an
//    out-of-range number is a fatal error, as for acc_set_device_num.
//
// syncQueue is the one place where a real queue (a CUDA stream per queue of
// each device, through libomptarget's __tgt_*_nowait entry points) will
// replace the synchronous execution.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

using namespace accc::rt;

namespace {

/// Rule 4: the calling thread's default-async-var.
thread_local int DefaultAsync = acc_async_noval;

int waitAny(const char *Routine, int Count, int *WaitArg) {
  if (Count < 0 || (Count > 0 && !WaitArg))
    fatal(MsgId::WaitAnyCountInvalid,
          "%s: count is %d with %s list of queues", Routine, Count,
          WaitArg ? "a" : "a null");
  int Found = -1;
  for (int I = 0; I < Count; ++I) {
    checkAsync(Routine, WaitArg[I]);
    if (Found < 0 && WaitArg[I] != acc_async_sync)
      Found = I;
  }
  return Found;
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

void accc::rt::syncQueue(const char *Routine, int Async) {
  checkAsync(Routine, Async);
}

//===----------------------------------------------------------------------===//
// OpenACC API
//===----------------------------------------------------------------------===//

int acc_async_test(int wait_arg) noexcept {
  enterRuntime();
  checkAsync("acc_async_test", wait_arg);
  return 1;
}

int acc_async_test_device(int wait_arg, int dev_num) noexcept {
  enterRuntime();
  checkAsync("acc_async_test_device", wait_arg);
  checkDeviceNum("acc_async_test_device", dev_num);
  return 1;
}

int acc_async_test_all(void) noexcept {
  enterRuntime();
  return 1;
}

int acc_async_test_all_device(int dev_num) noexcept {
  enterRuntime();
  checkDeviceNum("acc_async_test_all_device", dev_num);
  return 1;
}

void acc_wait(int wait_arg) noexcept {
  enterRuntime();
  checkAsync("acc_wait", wait_arg);
}

void acc_wait_device(int wait_arg, int dev_num) noexcept {
  enterRuntime();
  checkAsync("acc_wait_device", wait_arg);
  checkDeviceNum("acc_wait_device", dev_num);
}

void acc_wait_all(void) noexcept { enterRuntime(); }

void acc_wait_all_device(int dev_num) noexcept {
  enterRuntime();
  checkDeviceNum("acc_wait_all_device", dev_num);
}

// OpenACC 3.3, sec. 3.2.10: "For compatibility with OpenACC 1.0,
// acc_async_wait is an alternative name for acc_wait, and
// acc_async_wait_all is an alternative name for acc_wait_all."
void acc_async_wait(int wait_arg) noexcept {
  enterRuntime();
  checkAsync("acc_async_wait", wait_arg);
}

void acc_async_wait_all(void) noexcept { enterRuntime(); }

void acc_wait_async(int wait_arg, int async_arg) noexcept {
  enterRuntime();
  checkAsync("acc_wait_async", wait_arg);
  syncQueue("acc_wait_async", async_arg);
}

void acc_wait_device_async(int wait_arg, int async_arg, int dev_num) noexcept {
  enterRuntime();
  checkAsync("acc_wait_device_async", wait_arg);
  checkDeviceNum("acc_wait_device_async", dev_num);
  syncQueue("acc_wait_device_async", async_arg);
}

void acc_wait_all_async(int async_arg) noexcept {
  enterRuntime();
  syncQueue("acc_wait_all_async", async_arg);
}

void acc_wait_all_device_async(int async_arg, int dev_num) noexcept {
  enterRuntime();
  checkDeviceNum("acc_wait_all_device_async", dev_num);
  syncQueue("acc_wait_all_device_async", async_arg);
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
  DefaultAsync = async_arg == acc_async_default ? acc_async_noval : async_arg;
}
