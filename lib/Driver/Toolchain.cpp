//===- Toolchain.cpp - Where accc finds clang, libacc and the GPU runtime -===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Environment overrides, for tests and unusual installs:
//   ACCC_CLANG, ACCC_CLANGXX   the OpenMP compilers
//   ACCC_NVPTX_DEVRT           directory with libomptarget-nvptx.bc
//   ACCC_CUDA_PATH             CUDA installation holding bin/ptxas
//
//===----------------------------------------------------------------------===//

#include "accc/Driver/Toolchain.h"
#include "accc/Driver/Config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include <cstdlib>

namespace accc::driver {

static std::string envOr(const char *Name, const std::string &Default) {
  const char *V = std::getenv(Name);
  return V && *V ? V : Default;
}

static bool exists(const std::string &P) { return llvm::sys::fs::exists(P); }

Toolchain Toolchain::discover(const char *Argv0) {
  Toolchain T;
  std::string Exe = llvm::sys::fs::getMainExecutable(
      Argv0, reinterpret_cast<void *>(&Toolchain::discover));
  llvm::SmallString<256> Prefix(llvm::sys::path::parent_path(
      llvm::sys::path::parent_path(Exe)));
  T.Clang = envOr("ACCC_CLANG", ACCC_LLVM_BINDIR "/clang");
  T.ClangXX = envOr("ACCC_CLANGXX", ACCC_LLVM_BINDIR "/clang++");
  T.ResourceDir = ACCC_CLANG_RESOURCE_DIR;
  T.RuntimeLibDir = (Prefix + "/lib").str();
  T.RuntimeIncDir = (Prefix + "/include").str();

  for (std::string Dir :
       {envOr("ACCC_NVPTX_DEVRT", ""), (Prefix + "/lib/accc/nvptx").str(),
        std::string(ACCC_NVPTX_DEVRT_DIR)}) {
    if (!Dir.empty() && exists(Dir + "/libomptarget-nvptx.bc")) {
      T.DeviceRuntime = Dir;
      break;
    }
  }
  if (exists(T.RuntimeLibDir + "/libaccdevice.a"))
    T.DeviceLibrary = T.RuntimeLibDir + "/libaccdevice.a";
  std::string Cuda = envOr("ACCC_CUDA_PATH", "");
  if (Cuda.empty()) {
    if (exists("/usr/local/cuda/bin/ptxas"))
      Cuda = "/usr/local/cuda";
    else if (auto P = llvm::sys::findProgramByName("ptxas"))
      Cuda = llvm::sys::path::parent_path(llvm::sys::path::parent_path(*P)).str();
  }
  if (!Cuda.empty() && exists(Cuda + "/bin/ptxas"))
    T.CudaPath = Cuda;
  if (std::string Front = (Prefix + "/libexec/accc-ptxas").str();
      exists(Front))
    T.PtxasFront = Front;
  return T;
}

std::vector<std::string> Toolchain::openaccSourceFlags() const {
  // _OPENACC is OpenACC 3.3's value, the version accc implements. openacc.h
  // is a system header, as GCC's and nvc's are: -Weverything stays quiet
  // about it.
  return {"-fopenacc", "-U_OPENACC", "-D_OPENACC=" ACCC_OPENACC_VERSION,
          "-isystem", RuntimeIncDir};
}

} // namespace accc::driver
