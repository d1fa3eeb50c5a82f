//===- Env.cpp - OpenACC environment variables ----------------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3, sec. 4.1 (ACC_DEVICE_TYPE) and sec. 4.2 (ACC_DEVICE_NUM).
//
// Rules:
// 1. The variables are read once, when libacc is loaded (a constructor), so
//    that a malformed value is reported at program start even when the
//    program calls no acc_* routine.
// 2. ACC_DEVICE_TYPE is one of host, nvidia, not_host, default or radeon,
//    in any case (nvc documents HOST and NVIDIA, GCC host and nvidia).
// 3. ACC_DEVICE_NUM is a non-negative decimal integer.
// 4. A malformed value gets a warning naming the variable and is ignored,
//    like an unset variable. An empty value is unset.
// 4a. accc's own ACCC_CUDA_WAIT is auto, spin, yield or blocking (how the
//    host waits for the GPU: GpuStartup.cpp), read here with the others;
//    ACCC_RUN_AHEAD is 1, on, yes, true or 0, off, no, false, in any case
//    (whether synchronous constructs run ahead of the host: RunAhead.cpp).
//
// 5. Compute constructs are OpenMP target regions that need not call libacc,
//    so the selection is also handed to the OpenMP runtime through its own
//    variables, set before it reads them (a constructor that runs before
//    libacc's others; variables the user set win): ACC_DEVICE_TYPE=host ->
//    OMP_TARGET_OFFLOAD=DISABLED (target regions run on the host);
//    ACC_DEVICE_NUM=n for a non-host type -> OMP_DEFAULT_DEVICE=n.
//
// Output: EnvConfig. Whether the selected device exists is checked where the
// selection is applied (Device.cpp): the device count is only known once the
// program's offload images are registered, which happens after this
// constructor runs.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <strings.h>

using namespace accc::rt;

namespace {

acc_device_t parseDeviceType(const char *Value) {
  static const struct {
    const char *Name;
    acc_device_t Type;
  } Names[] = {{"host", acc_device_host},
               {"nvidia", acc_device_nvidia},
               {"not_host", acc_device_not_host},
               {"default", acc_device_default},
               {"radeon", acc_device_radeon}};
  for (const auto &N : Names)
    if (strcasecmp(Value, N.Name) == 0)
      return N.Type;
  return acc_device_none;
}

int parseDeviceNum(const char *Value) {
  char *End = nullptr;
  errno = 0;
  long Num = std::strtol(Value, &End, 10);
  if (errno || End == Value || *End != '\0' || Num < 0 || Num > INT_MAX)
    return -1;
  return static_cast<int>(Num);
}

/// CU_CTX_SCHED_* of cuda.h for an ACCC_CUDA_WAIT value; -1 if none.
int parseCudaWait(const char *Value) {
  static const struct {
    const char *Name;
    int Flags;
  } Names[] = {{"auto", 0}, {"spin", 1}, {"yield", 2}, {"blocking", 4}};
  for (const auto &N : Names)
    if (strcmp(Value, N.Name) == 0)
      return N.Flags;
  return -1;
}

/// An on/off value: 1 or 0 where \p Value is one, -1 otherwise.
int parseSwitch(const char *Value) {
  for (const char *On : {"1", "on", "yes", "true"})
    if (strcasecmp(Value, On) == 0)
      return 1;
  for (const char *Off : {"0", "off", "no", "false"})
    if (strcasecmp(Value, Off) == 0)
      return 0;
  return -1;
}

EnvConfig readEnvironment() {
  EnvConfig Config;
  if (const char *Type = std::getenv("ACC_DEVICE_TYPE"); Type && *Type) {
    Config.DeviceType = parseDeviceType(Type);
    if (Config.DeviceType == acc_device_none)
      warning(MsgId::EnvValueInvalid,
              "ignoring invalid value '%s' of environment variable "
              "'ACC_DEVICE_TYPE'; expected 'host', 'nvidia', 'not_host' or "
              "'default'",
              Type);
  }
  if (const char *Num = std::getenv("ACC_DEVICE_NUM"); Num && *Num) {
    Config.DeviceNum = parseDeviceNum(Num);
    if (Config.DeviceNum < 0)
      warning(MsgId::EnvValueInvalid,
              "ignoring invalid value '%s' of environment variable "
              "'ACC_DEVICE_NUM'; expected a non-negative integer",
              Num);
  }
  if (const char *Wait = std::getenv("ACCC_CUDA_WAIT"); Wait && *Wait) {
    int Flags = parseCudaWait(Wait);
    if (Flags >= 0)
      Config.CudaSchedFlags = static_cast<unsigned>(Flags);
    else
      warning(MsgId::EnvValueInvalid,
              "ignoring invalid value '%s' of environment variable "
              "'ACCC_CUDA_WAIT'; expected 'auto', 'spin', 'yield' or "
              "'blocking'",
              Wait);
  }
  if (const char *Ahead = std::getenv("ACCC_RUN_AHEAD"); Ahead && *Ahead) {
    int On = parseSwitch(Ahead);
    if (On >= 0)
      Config.RunAhead = On == 1;
    else
      warning(MsgId::EnvValueInvalid,
              "ignoring invalid value '%s' of environment variable "
              "'ACCC_RUN_AHEAD'; expected '1', 'on', 'yes', 'true', '0', "
              "'off', 'no' or 'false'",
              Ahead);
  }
  return Config;
}

__attribute__((constructor)) void readEnvironmentAtLoad() { (void)envConfig(); }

__attribute__((constructor(101))) void handEnvironmentToOpenMP() {
  const EnvConfig &Config = envConfig();
  if (Config.DeviceType == acc_device_host) {
    setenv("OMP_TARGET_OFFLOAD", "DISABLED", /*overwrite=*/0);
    return;
  }
  if (Config.DeviceNum >= 0) {
    char Num[16];
    snprintf(Num, sizeof Num, "%d", Config.DeviceNum);
    setenv("OMP_DEFAULT_DEVICE", Num, /*overwrite=*/0);
  }
}

} // namespace

const EnvConfig &accc::rt::envConfig() {
  // A function-local static: thread-safe, and correct even if an acc_*
  // routine runs from another library's constructor before ours.
  static const EnvConfig Config = readEnvironment();
  return Config;
}
