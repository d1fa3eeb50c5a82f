//===- DriverOptions.h - The accc command line -----------------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_DRIVER_DRIVEROPTIONS_H
#define ACCC_DRIVER_DRIVEROPTIONS_H

#include "accc/Basic/Diagnostics.h"
#include "accc/Basic/Options.h"
#include <optional>
#include <string>
#include <vector>

namespace accc::driver {

/// What one accc run was asked to do.
struct DriverOptions {
  std::vector<std::string> Sources; ///< .c / .cpp inputs to translate
  /// The `-x` language in effect where each source was named (as clang
  /// reads `-x`: for the inputs after it, until the next `-x`), empty for
  /// the language of its extension; parallel to Sources.
  std::vector<std::string> SourceLanguages;
  std::vector<std::string> Others;  ///< objects, archives: passed to the link
  /// Flags for both the OpenACC parse and the OpenMP compile (-I, -D, -std).
  std::vector<std::string> FrontendFlags;
  /// Flags for the OpenMP compile and link only (-O2, -g, -L, -l, -Wl,...).
  std::vector<std::string> BackendFlags;
  std::string Output;       ///< -o
  bool CompileOnly = false; ///< -c
  /// -E, -M, -MM: clang's preprocessor on the user's source (the flag stays
  /// in BackendFlags), no translation.
  bool PreprocessOnly = false;
  bool AssembleOnly = false; ///< -S: the translation compiled to assembly
  bool SyntaxOnly = false;  ///< -fsyntax-only
  bool Verbose = false;     ///< -v: print the commands run
  bool Help = false, Version = false;
  bool Info = false;        ///< -Minfo=accel, -Raccc-info
  /// The -W flags of accc's own warning groups (not passed to clang) and
  /// -Werror, -Wno-error, -w (passed to clang too).
  WarningOptions Warnings;
  bool KeepTranslation = false; ///< -fopenacc-keep-omp: keep NAME.omp.c
  std::optional<TargetKind> Target; ///< -acc=; none: choose by toolchain
  /// -f[no-]openacc-profiling; none: on when compiling, off when printing.
  std::optional<bool> ProfilingHooks;
  std::optional<bool> PresentLookups; ///< -f[no-]openacc-present-lookup
  std::optional<bool> GangReductions; ///< -f[no-]openacc-gang-reductions
  std::optional<bool> RunAhead;       ///< -f[no-]openacc-run-ahead
  std::optional<bool> DirectKernels;  ///< -f[no-]openacc-direct-kernels
  bool PtxLoops = true;               ///< -f[no-]openacc-ptx-loops
  std::string OffloadArch = "sm_90";
  PrintMode Print = PrintMode::None;    ///< -fopenacc-print=
  PrintMode ASTPrint = PrintMode::None; ///< -fopenacc-ast-print=
  bool ASTDump = false;                 ///< -fopenacc-ast-dump
  TranslateOptions Translate;
  /// Command-line errors, one message each (reported before any work).
  std::vector<std::string> Errors;
  /// Command-line warnings (options read otherwise or ignored), one each.
  std::vector<std::string> OptionWarnings;
};

/// \p O for its source number \p I alone: that source's `-x` language
/// among the frontend flags.
DriverOptions optionsForSource(const DriverOptions &O, size_t I);

/// Parses argv (without argv[0]).
DriverOptions parseCommandLine(const std::vector<std::string> &Args);

/// The text of `accc --help`.
const char *helpText();

} // namespace accc::driver

#endif // ACCC_DRIVER_DRIVEROPTIONS_H
