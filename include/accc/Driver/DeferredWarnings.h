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

/// The OpenACC parse's diagnostics when the translation is compiled next.
/// clang's own warnings (and their notes) are left to that compile, which
/// reports them once at the user's lines, also those that need the control
/// flow of functions holding OpenACC constructs (clang builds no CFG for
/// OpenACC statements); OpenACC's and accc's own are reported here. With
/// \p Quiet (the same file translated again), no warning is.
class DeferredWarnings : public clang::TextDiagnosticPrinter {
public:
  DeferredWarnings(clang::DiagnosticOptions &DiagOpts, bool Quiet);

  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;

private:
  bool Quiet;
  /// Drops the notes of a dropped warning.
  bool Dropping = false;
};

} // namespace accc::driver

#endif // ACCC_DRIVER_DEFERREDWARNINGS_H
