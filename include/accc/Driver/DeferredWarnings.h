//===- DeferredWarnings.h - The OpenACC parse's diagnostics -----*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The diagnostic consumer of the OpenACC parse when its translation is
/// compiled next, so that each warning is reported once.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_DRIVER_DEFERREDWARNINGS_H
#define ACCC_DRIVER_DEFERREDWARNINGS_H

#include "clang/Frontend/TextDiagnosticPrinter.h"

namespace accc::driver {

/// The warnings a parse reports itself.
enum class KeptWarnings {
  /// OpenACC's and accc's: the OpenACC parse of a source that is compiled.
  OpenACCAndAccc,
  /// accc's only: the parse of a preprocessed unit (Driver.cpp), after a
  /// parse of the source that reported clang's.
  Accc,
  /// None: a second translation of the same source.
  None,
  /// Every warning: a parse that is not compiled (print modes, -fsyntax-only).
  All,
};

/// The OpenACC parse's diagnostics when the translation is compiled next.
/// clang's own warnings (and their notes) are left to that compile, which
/// reports them once at the user's lines, also those that need the control
/// flow of functions holding OpenACC constructs (clang builds no CFG for
/// OpenACC statements); the KeptWarnings are reported here.
class DeferredWarnings : public clang::TextDiagnosticPrinter {
public:
  /// Prints to \p OS.
  DeferredWarnings(llvm::raw_ostream &OS, clang::DiagnosticOptions &DiagOpts,
                   KeptWarnings Kept);

  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;

private:
  KeptWarnings Kept;
  /// Drops the notes of a dropped warning.
  bool Dropping = false;
  llvm::raw_ostream &Out;
  void explainRoutineBeforeLinkage(const clang::Diagnostic &Info);
};

} // namespace accc::driver

#endif // ACCC_DRIVER_DEFERREDWARNINGS_H
