//===- main.cpp - The accc compiler driver --------------------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#include "accc/Driver/Driver.h"
#include "llvm/Support/InitLLVM.h"

int main(int argc, char **argv) {
  llvm::InitLLVM X(argc, argv);
  std::vector<std::string> Args(argv + 1, argv + argc);
  accc::driver::DriverOptions Opts = accc::driver::parseCommandLine(Args);
  return accc::driver::run(Opts, argv[0]);
}
