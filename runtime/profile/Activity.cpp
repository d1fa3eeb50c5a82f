//===- Activity.cpp - Names of activities, constructs and devices ---------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The words the summary and the trace use for OpenACC 3.3's event types
// (sec. 5.1), construct kinds (sec. 5.2.2, acc_construct_t) and device types
// (sec. 3.1): directives as the source spells them, device types as
// ACC_DEVICE_TYPE does.
//
//===----------------------------------------------------------------------===//

#include "Activity.h"

namespace accc::profile {

const char *activityName(ActivityKind Kind) {
  switch (Kind) {
  case ActivityKind::Compute:
    return "compute";
  case ActivityKind::EnterData:
    return "enter data";
  case ActivityKind::ExitData:
    return "exit data";
  case ActivityKind::Update:
    return "update";
  case ActivityKind::Launch:
    return "launch";
  case ActivityKind::Upload:
    return "upload";
  case ActivityKind::Download:
    return "download";
  case ActivityKind::Wait:
    return "wait";
  case ActivityKind::DeviceInit:
    return "device init";
  case ActivityKind::DeviceShutdown:
    return "device shutdown";
  case ActivityKind::Create:
    return "create";
  case ActivityKind::Delete:
    return "delete";
  case ActivityKind::Alloc:
    return "alloc";
  case ActivityKind::Free:
    return "free";
  case ActivityKind::RuntimeShutdown:
    return "runtime shutdown";
  }
  return "?";
}

const char *constructName(acc_construct_t Construct) {
  switch (Construct) {
  case acc_construct_parallel:
    return "parallel";
  case acc_construct_kernels:
    return "kernels";
  case acc_construct_loop:
    return "loop";
  case acc_construct_data:
    return "data";
  case acc_construct_enter_data:
    return "enter data";
  case acc_construct_exit_data:
    return "exit data";
  case acc_construct_host_data:
    return "host_data";
  case acc_construct_atomic:
    return "atomic";
  case acc_construct_declare:
    return "declare";
  case acc_construct_init:
    return "init";
  case acc_construct_shutdown:
    return "shutdown";
  case acc_construct_set:
    return "set";
  case acc_construct_update:
    return "update";
  case acc_construct_routine:
    return "routine";
  case acc_construct_wait:
    return "wait";
  case acc_construct_runtime_api:
    return "runtime api";
  case acc_construct_serial:
    return "serial";
  }
  return "unknown construct";
}

const char *deviceTypeName(acc_device_t Type) {
  switch (Type) {
  case acc_device_none:
    return "none";
  case acc_device_default:
    return "default";
  case acc_device_host:
    return "host";
  case acc_device_not_host:
    return "not_host";
  case acc_device_nvidia:
    return "nvidia";
  case acc_device_radeon:
    return "radeon";
  case acc_device_current:
    return "current";
  }
  return "unknown";
}

} // namespace accc::profile
