//===- Diagnostics.h - accc diagnostics on clang's engine -------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// accc's own diagnostics (Diagnostics.def) reported through clang's
/// DiagnosticsEngine, so they get file:line:col, carets, -Werror and
/// -verify exactly like clang's.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_BASIC_DIAGNOSTICS_H
#define ACCC_BASIC_DIAGNOSTICS_H

#include "clang/Basic/Diagnostic.h"

namespace accc {

enum class DiagID {
#define DIAG(Name, Level, Format) Name,
#include "accc/Basic/Diagnostics.def"
  NumDiags
};

/// Reports accc diagnostics on one DiagnosticsEngine. Custom IDs are
/// registered lazily, once per engine.
class Diagnoser {
public:
  explicit Diagnoser(clang::DiagnosticsEngine &Engine) : Engine(Engine) {}

  clang::DiagnosticBuilder report(clang::SourceLocation Loc, DiagID ID);
  clang::DiagnosticsEngine &engine() { return Engine; }
  bool hasErrors() const { return Engine.hasErrorOccurred(); }

private:
  clang::DiagnosticsEngine &Engine;
  unsigned IDs[static_cast<unsigned>(DiagID::NumDiags)] = {};
};

} // namespace accc

#endif // ACCC_BASIC_DIAGNOSTICS_H
