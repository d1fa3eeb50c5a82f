//===- Toolchain.h - Where accc finds clang, libacc and the GPU runtime -*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_DRIVER_TOOLCHAIN_H
#define ACCC_DRIVER_TOOLCHAIN_H

#include <string>
#include <vector>

namespace accc::driver {

/// Paths found once per run. The build tree mirrors the install tree
/// (bin/accc, lib/libacc.so, include/openacc.h), so both are found relative
/// to the accc executable.
struct Toolchain {
  std::string Clang;          ///< clang-22 (C); ClangXX for C++
  std::string ClangXX;
  std::string ResourceDir;    ///< clang's resource directory
  std::string RuntimeLibDir;  ///< holds libacc.so
  std::string RuntimeIncDir;  ///< holds openacc.h
  std::string DeviceRuntime;  ///< libomptarget-nvptx.bc; empty if absent
  std::string DeviceLibrary;  ///< libaccdevice.a (abort, exit); or empty
  std::string CudaPath;       ///< holds bin/ptxas; empty if absent
  std::string PtxasFront;     ///< libexec/accc-ptxas; empty if absent

  /// The flags with which clang reads a source as accc's OpenACC parse
  /// does: OpenACC on, _OPENACC of OpenACC 3.3, openacc.h found (the parse
  /// itself and `-E`/`-M` share them).
  std::vector<std::string> openaccSourceFlags() const;
  bool canTargetGPU() const {
    return !DeviceRuntime.empty() && !CudaPath.empty();
  }
  static Toolchain discover(const char *Argv0);
};

} // namespace accc::driver

#endif // ACCC_DRIVER_TOOLCHAIN_H
