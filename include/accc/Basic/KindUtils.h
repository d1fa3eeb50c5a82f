//===- KindUtils.h - Spelling clang's OpenACC kinds --------------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_BASIC_KINDUTILS_H
#define ACCC_BASIC_KINDUTILS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace accc {

/// The OpenACC spelling of anything clang can stream: an
/// OpenACCDirectiveKind ("parallel loop"), OpenACCClauseKind ("copyin"),
/// OpenACCReductionOperator ("max").
template <typename T> std::string spell(const T &Kind) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << Kind;
  return S;
}

/// The device types a device_type argument can name (OpenACC 3.3 sec. 2.4;
/// the names are implementation-defined: accc takes nvc's and openacc.h's).
enum class DeviceTypeName { Nvidia, Host, Multicore, Radeon, Default, Other };

/// "nvidia" / "acc_device_nvidia", "host" / "acc_device_host", "multicore",
/// "radeon", "default"; anything else is Other.
inline DeviceTypeName classifyDeviceType(llvm::StringRef Name) {
  return llvm::StringSwitch<DeviceTypeName>(Name)
      .Cases({"nvidia", "acc_device_nvidia"}, DeviceTypeName::Nvidia)
      .Cases({"host", "acc_device_host"}, DeviceTypeName::Host)
      .Case("multicore", DeviceTypeName::Multicore)
      .Cases({"radeon", "acc_device_radeon"}, DeviceTypeName::Radeon)
      .Cases({"default", "acc_device_default"}, DeviceTypeName::Default)
      .Default(DeviceTypeName::Other);
}

} // namespace accc

#endif // ACCC_BASIC_KINDUTILS_H
