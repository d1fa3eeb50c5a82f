//===- Driver.h - accc: translate, compile, link ----------------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_DRIVER_DRIVER_H
#define ACCC_DRIVER_DRIVER_H

#include "accc/Driver/DriverOptions.h"
#include "accc/Driver/Toolchain.h"
#include <string>
#include <utility>
#include <vector>

namespace accc::driver {

/// What to produce from one source file's AST.
enum class OutputKind { CompileInput, Print, ASTPrint, ASTDump, None };

struct TranslateJob {
  std::string Source;
  /// The preprocessed unit of Source, which clang reads instead where it
  /// is set (Driver.cpp: a source whose OpenACC is in headers or macros).
  std::string Unit;
  OutputKind Output = OutputKind::CompileInput;
  PrintMode Mode = PrintMode::OMP;
  TranslateOptions Options;
  bool Info = false;
  /// Report no warnings (a second translation of the same file).
  bool Quiet = false;
  std::string Text; ///< the result
  /// The source print's translations of the user's headers that hold
  /// directives: (name as included, text).
  std::vector<std::pair<std::string, std::string>> Headers;
  /// Set by the translation of Source: a directive is not in its text (it
  /// is in a header, or a macro expands to it); Text is empty, and the
  /// preprocessed unit is to be translated instead.
  bool NeedsPreprocessedUnit = false;
  /// Set by the translation for the GPU: a partitioned loop's header binds
  /// a reference (`j = std::max(2, i - n + 2)`), which clang 22 compiles
  /// wrongly under -fopenmp-assume-no-thread-state and
  /// -fopenmp-assume-no-nested-parallelism (Runner.cpp leaves them out).
  bool LoopHeaderBindsReference = false;
  /// Set by the translation for the GPU: a kernel is generic when clang
  /// generates it, and the device functions are to be inlined into each
  /// kernel (transform::Translation::needsDeviceInlining).
  bool InlineDeviceFunctions = false;
};

/// Parses \p Job.Source with clang -fopenacc and runs the pipeline:
/// constructs -> analysis -> TransformACCToOMP -> printers. Diagnostics go
/// to stderr. Returns false on any error.
bool translate(TranslateJob &Job, const DriverOptions &Opts,
               const Toolchain &TC);

/// The whole accc run; returns the process exit code.
int run(const DriverOptions &Opts, const char *Argv0);

} // namespace accc::driver

#endif // ACCC_DRIVER_DRIVER_H
