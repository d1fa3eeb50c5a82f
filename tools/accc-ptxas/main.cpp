//===- main.cpp - accc-ptxas: CUDA's ptxas behind accc's PTX rewrite ------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// accc names this program as clang's ptxas (--ptxas-path) for its GPU
// compiles, unless -fno-openacc-ptx-loops. It takes ptxas's arguments,
// rewrites the loop branches of the PTX file among them
// (accc/Ptx/LoopBranches.h) into a file beside it, runs CUDA's ptxas on
// that file with the same arguments, and returns ptxas's status. A file
// with nothing to rewrite goes to ptxas as it is.
//
// CUDA's ptxas: $ACCC_PTXAS (the driver sets it to the ptxas of the CUDA
// installation it found), else ptxas on PATH, else /usr/local/cuda/bin.
//
//===----------------------------------------------------------------------===//

#include "accc/Ptx/LoopBranches.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <string>
#include <vector>

namespace {

std::string realPtxas() {
  if (const char *E = std::getenv("ACCC_PTXAS"); E && *E)
    return E;
  if (auto P = llvm::sys::findProgramByName("ptxas"))
    return *P;
  return "/usr/local/cuda/bin/ptxas";
}

/// Whether \p A names a PTX input: a positional argument ending in .s or
/// .ptx (the value of -o / --output-file names the output).
bool isInput(llvm::StringRef A, llvm::StringRef Before) {
  return !A.starts_with("-") && Before != "-o" && Before != "--output-file" &&
         (A.ends_with(".s") || A.ends_with(".ptx")) &&
         llvm::sys::fs::is_regular_file(A);
}

} // namespace

int main(int Argc, char **Argv) {
  std::vector<std::string> Args(Argv + 1, Argv + Argc);
  std::vector<std::string> Temporaries;
  for (size_t I = 0; I < Args.size(); ++I) {
    if (!isInput(Args[I], I ? llvm::StringRef(Args[I - 1]) : ""))
      continue;
    auto Buf = llvm::MemoryBuffer::getFile(Args[I]);
    if (!Buf)
      continue; // ptxas reports it.
    std::string Ptx = (*Buf)->getBuffer().str();
    if (!accc::ptx::rewriteLoopBranches(Ptx))
      continue;
    llvm::SmallString<256> Model(Args[I]);
    llvm::sys::path::replace_extension(Model, "");
    Model += "-accc-%%%%%%.s";
    int FD;
    llvm::SmallString<256> Out;
    if (llvm::sys::fs::createUniqueFile(Model, FD, Out))
      continue;
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Ptx;
    OS.close();
    if (OS.has_error()) {
      OS.clear_error();
      llvm::sys::fs::remove(Out);
      continue;
    }
    Temporaries.push_back(Out.str().str());
    Args[I] = Out.str().str();
  }

  std::string Ptxas = realPtxas();
  std::vector<llvm::StringRef> Cmd{Ptxas};
  Cmd.insert(Cmd.end(), Args.begin(), Args.end());
  std::string Err;
  int RC = llvm::sys::ExecuteAndWait(Ptxas, Cmd, std::nullopt, {}, 0, 0, &Err);
  for (const std::string &T : Temporaries)
    llvm::sys::fs::remove(T);
  if (RC < 0) {
    llvm::errs() << "accc-ptxas: cannot run " << Ptxas << ": " << Err << "\n";
    return 1;
  }
  return RC;
}
