//===- DeviceInit.cpp - OpenACC device initialization and shutdown --------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3, sec. 3.2.7 (acc_init, acc_init_device) and sec. 3.2.8
// (acc_shutdown, acc_shutdown_device).
//
// Rules:
// 1. acc_init connects to every device of the type, acc_init_device to one,
//    so that "any initialization cost" is paid there and not in the first
//    compute construct. For a GPU that is the device's context: libomptarget
//    creates it on the first operation on the device, so an allocation of one
//    byte, freed at once, initializes it. The host needs nothing.
// 2. Neither routine changes the current device: the spec asks for
//    initialization only (acc_set_device_type selects). GCC and nvc also
//    select the type in acc_init; a program that relies on that runs on the
//    default device instead, which is the same device unless
//    ACC_DEVICE_TYPE or acc_set_device_* chose another.
// 3. A device type without devices, or a device number out of range, is a
//    fatal error (sec. 3.2.7 "Errors"), as is a device that cannot be
//    initialized.
// 4. acc_shutdown releases what libacc holds on the devices: the memory
//    acc_malloc allocated there and that was not freed (a device context's
//    destruction frees it in nvc too). The context itself stays with
//    libomptarget until the program ends: OpenMP has no routine that
//    releases a device. A later acc_init initializes the device again.
// 5. Profiling (sec. 5.1, device events): a device, the host included, is
//    initialized once: by acc_init / acc_init_device, or, while profiling
//    is active, by the first compute, data, enter data or update construct
//    or data routine that uses it (implicit, inside that construct's or
//    routine's start and end events; for a GPU libacc then initializes it
//    itself, so that the events frame libomptarget's initialization).
//    device_init_start / device_init_end frame an initialization, with
//    implicit = 1 for the implicit one; a device already initialized gives
//    none. A device used before profiling was active counts as
//    uninitialized: libacc does not watch device use while profiling is
//    off. acc_shutdown and acc_shutdown_device give device_shutdown_start
//    / device_shutdown_end for every device they shut down, around the
//    release of its memory (acc_ev_free events, Memory.cpp), and the device
//    counts as uninitialized again.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"
#include "Profiling.h"

#include <mutex>
#include <omp.h>
#include <vector>

using namespace accc::rt;

namespace {

std::mutex InitMutex;
/// Indexed by OpenMP device number; true once the device was initialized
/// and not shut down since. Guarded by InitMutex.
std::vector<bool> GpuInitialized;
/// The same for the host (rule 5). Guarded by InitMutex.
bool HostInitialized = false;

/// Sets whether \p D is initialized; returns whether it was. Caller holds
/// InitMutex.
bool exchangeInitialized(DeviceRef D, bool Initialized) {
  if (D.Kind == DeviceKind::Host) {
    bool Was = HostInitialized;
    HostInitialized = Initialized;
    return Was;
  }
  if (GpuInitialized.size() <= static_cast<size_t>(D.Num))
    GpuInitialized.resize(D.Num + 1, false);
  bool Was = GpuInitialized[D.Num];
  GpuInitialized[D.Num] = Initialized;
  return Was;
}

prof::EventArgs deviceArgs(DeviceRef D, bool Implicit = false) {
  prof::EventArgs A;
  A.Device = D;
  A.Implicit = Implicit;
  return A;
}

void initDevice(const char *Routine, DeviceRef D, bool Implicit = false) {
  {
    // Marked first, initialized after: the events do not run under the
    // lock (a callback may call acc_init). A concurrent caller returns at
    // once; libomptarget initializes a device on its first use anyway.
    std::lock_guard<std::mutex> Lock(InitMutex);
    if (exchangeInitialized(D, true))
      return;
  }
  prof::Scope Init; // rule 5
  if (prof::active())
    Init.open(acc_ev_device_init_start, deviceArgs(D, Implicit));
  if (D.Kind == DeviceKind::Host)
    return;
  // The probe is no data of the program (ProfilingOmpt.cpp, rule 6).
  prof::RoutineOps Ops(acc_async_sync, prof::RoutineOps::MuteAll);
  void *Probe = omp_target_alloc(1, D.Num);
  if (!Probe)
    fatal(MsgId::DeviceInitFailed,
          "%s: cannot initialize device %d of type 'acc_device_nvidia'",
          Routine, D.Num);
  omp_target_free(Probe, D.Num);
}

void shutdownDevice(DeviceRef D) {
  prof::Scope Shutdown; // rule 5
  if (prof::active())
    Shutdown.open(acc_ev_device_shutdown_start, deviceArgs(D));
  releaseAllocations(D);
  std::lock_guard<std::mutex> Lock(InitMutex);
  exchangeInitialized(D, false);
}

/// Every device of the type dev_type names (validated).
std::vector<DeviceRef> devicesOfType(const char *Routine,
                                     acc_device_t dev_type) {
  DeviceRef First = resolveDevice(Routine, 0, dev_type);
  if (dev_type == acc_device_current || First.Kind == DeviceKind::Host)
    return {First};
  std::vector<DeviceRef> Devices;
  for (int Num = 0, E = numGpus(); Num < E; ++Num)
    Devices.push_back({DeviceKind::Nvidia, Num});
  return Devices;
}

} // namespace

void accc::rt::initDeviceImplicitly(DeviceRef D) {
  initDevice("implicit device initialization", D, /*Implicit=*/true);
}

void acc_init(acc_device_t dev_type) noexcept {
  enterRuntime();
  for (DeviceRef D : devicesOfType("acc_init", dev_type))
    initDevice("acc_init", D);
}

void acc_init_device(int dev_num, acc_device_t dev_type) noexcept {
  enterRuntime();
  initDevice("acc_init_device",
             resolveDevice("acc_init_device", dev_num, dev_type));
}

void acc_shutdown(acc_device_t dev_type) noexcept {
  enterRuntime();
  drainRunAhead(); // RunAhead.cpp, rule 3
  for (DeviceRef D : devicesOfType("acc_shutdown", dev_type))
    shutdownDevice(D);
}

void acc_shutdown_device(int dev_num, acc_device_t dev_type) noexcept {
  enterRuntime();
  drainRunAhead(); // RunAhead.cpp, rule 3
  shutdownDevice(resolveDevice("acc_shutdown_device", dev_num, dev_type));
}
