//===- ClangCrash.h - A crash of clang in accc's compile step ---*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// clang compiles the OpenMP that accc wrote. Where clang itself crashes
// there (a defect of clang's: its back ends have crashed on valid code),
// the user gets one error naming their file, and where clang said so, the
// function and line, instead of clang's stack dump; clang's whole output
// and the translation it compiled go to a report file for a bug report.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_DRIVER_CLANGCRASH_H
#define ACCC_DRIVER_CLANGCRASH_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace accc::driver {

/// What clang's output says about its crash.
struct ClangCrash {
  /// The output before the crash (the user's warnings and errors).
  std::string Before;
  /// Where in clang: "parser", "code generation", or an LLVM pass's name.
  std::string Stage;
  /// The function being compiled, demangled, without the suffixes of
  /// OpenMP's outlined functions; empty when clang did not say.
  std::string Function;
  /// "file:line:col" where clang said it was in the source; empty if not.
  std::string Location;
  /// Whether it crashed compiling GPU (NVPTX) code.
  bool Device = false;
};

/// The crash in \p Output, clang's stderr, if it has one (clang's "PLEASE
/// submit a bug report" or "Stack dump:").
std::optional<ClangCrash> findClangCrash(llvm::StringRef Output);

/// Reports \p Crash of the compile of \p Source's translation: the
/// output before it, then accc's error and notes naming \p ReportFile.
/// Returns 1.
int reportClangCrash(const ClangCrash &Crash, llvm::StringRef Source,
                     llvm::StringRef ReportFile);

/// Writes clang's \p Output and the \p Translation it compiled into a new
/// file in the temporary directory that outlives the run; its name, or ""
/// if it could not be written.
std::string writeCrashReport(llvm::StringRef Source, llvm::StringRef Output,
                             llvm::StringRef Translation);

} // namespace accc::driver

#endif
