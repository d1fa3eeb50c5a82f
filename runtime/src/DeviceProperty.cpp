//===- DeviceProperty.cpp - OpenACC device properties ---------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3, sec. 3.2.6: acc_get_property and acc_get_property_string.
//
// Rules:
// 1. The device is dev_num of dev_type; acc_device_current names the current
//    device and ignores dev_num (sec. 3.2.6). An invalid type or number is a
//    fatal error, as in acc_set_device_num.
// 2. acc_get_property answers the integer properties (memory,
//    free_memory, shared_memory_support) and 0 for the others;
//    acc_get_property_string answers the string properties (name, vendor,
//    driver) and a null pointer for the others. Both answer 0 / null where
//    the value cannot be found out.
// 3. The host: memory is the physical memory, free memory what Linux reports
//    as available (MemAvailable), shared memory support 1 (the host shares
//    its own memory); name and vendor come from /proc/cpuinfo, the driver is
//    libacc itself.
// 4. An NVIDIA GPU: the CUDA driver answers (CudaDriver.cpp); vendor is
//    "NVIDIA"; shared memory support means the GPU can access pageable host
//    memory (HMM or ATS), so that host data need not be copied.
// 5. Strings are computed once per device and property and live until the
//    program ends, so the returned pointers stay valid.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>
#include <tuple>
#include <unistd.h>

#ifndef ACCC_RUNTIME_VERSION
#error "the build defines ACCC_RUNTIME_VERSION"
#endif

using namespace accc::rt;

namespace {

/// The value of the first line "Key<blanks>: value" of File, or "".
std::string procField(const char *File, const char *Key) {
  std::FILE *F = std::fopen(File, "r");
  if (!F)
    return "";
  std::string Value;
  char Line[512];
  size_t KeyLen = std::strlen(Key);
  while (std::fgets(Line, sizeof(Line), F)) {
    if (std::strncmp(Line, Key, KeyLen) != 0)
      continue;
    const char *P = Line + KeyLen;
    P += std::strspn(P, " \t");
    if (*P != ':')
      continue;
    P += 1 + std::strspn(P + 1, " \t");
    Value.assign(P, std::strcspn(P, "\n"));
    break;
  }
  std::fclose(F);
  return Value;
}

size_t hostMemory() {
  long Pages = sysconf(_SC_PHYS_PAGES), PageSize = sysconf(_SC_PAGESIZE);
  return Pages > 0 && PageSize > 0 ? size_t(Pages) * size_t(PageSize) : 0;
}

size_t hostFreeMemory() {
  std::string KiB = procField("/proc/meminfo", "MemAvailable");
  if (!KiB.empty())
    return size_t(std::strtoull(KiB.c_str(), nullptr, 10)) * 1024;
  long Pages = sysconf(_SC_AVPHYS_PAGES), PageSize = sysconf(_SC_PAGESIZE);
  return Pages > 0 && PageSize > 0 ? size_t(Pages) * size_t(PageSize) : 0;
}

/// The value of a string property, or false where it is unknown.
bool stringProperty(DeviceRef D, acc_device_property_t Property,
                    std::string &Value) {
  bool Host = D.Kind == DeviceKind::Host;
  switch (Property) {
  case acc_property_name:
    if (Host) {
      Value = procField("/proc/cpuinfo", "model name");
      return !Value.empty();
    }
    return cuda::deviceName(D.Num, Value);
  case acc_property_vendor:
    if (Host) {
      Value = procField("/proc/cpuinfo", "vendor_id");
      return !Value.empty();
    }
    Value = "NVIDIA";
    return true;
  case acc_property_driver:
    if (Host) {
      Value = "libacc " ACCC_RUNTIME_VERSION;
      return true;
    }
    return cuda::driverVersion(Value);
  default:
    return false;
  }
}

} // namespace

size_t acc_get_property(int dev_num, acc_device_t dev_type,
                        acc_device_property_t property) noexcept {
  enterRuntime();
  DeviceRef D = resolveDevice("acc_get_property", dev_num, dev_type);
  bool Host = D.Kind == DeviceKind::Host;
  size_t Bytes = 0;
  bool Flag = false;
  switch (property) {
  case acc_property_memory:
    if (Host)
      return hostMemory();
    return cuda::totalMemory(D.Num, Bytes) ? Bytes : 0;
  case acc_property_free_memory:
    if (Host)
      return hostFreeMemory();
    return cuda::freeMemory(D.Num, Bytes) ? Bytes : 0;
  case acc_property_shared_memory_support:
    if (Host)
      return 1;
    return cuda::pageableMemoryAccess(D.Num, Flag) && Flag ? 1 : 0;
  default:
    return 0;
  }
}

const char *acc_get_property_string(int dev_num, acc_device_t dev_type,
                                    acc_device_property_t property) noexcept {
  enterRuntime();
  DeviceRef D = resolveDevice("acc_get_property_string", dev_num, dev_type);
  static std::mutex CacheMutex;
  // Never destroyed: a pointer returned to the program may be used by its
  // own destructors.
  static auto &Cache =
      *new std::map<std::tuple<DeviceKind, int, int>, std::string>();
  std::lock_guard<std::mutex> Lock(CacheMutex);
  auto Key = std::make_tuple(D.Kind, D.Num, int(property));
  if (auto It = Cache.find(Key); It != Cache.end())
    return It->second.c_str();
  std::string Value;
  if (!stringProperty(D, property, Value))
    return nullptr;
  return Cache.emplace(Key, std::move(Value)).first->second.c_str();
}
