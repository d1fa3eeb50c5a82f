//===- Diagnostics.h - accc diagnostics on clang's engine -------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// accc's own diagnostics (Diagnostics.def) reported through clang's
/// DiagnosticsEngine, so they get file:line:col, carets and -verify exactly
/// like clang's, and the -W flags of their groups.
///
/// clang's warning groups are a fixed, generated table: a custom diagnostic
/// can join one of clang's groups but no new one. accc therefore resolves
/// the flags of its own groups itself (WarningOptions, with clang's meaning
/// of each flag) and registers each warning with the severity they give,
/// outside clang's -Werror and -w handling (custom diagnostics without a
/// clang group are exempt from both), and with the flag in its message as
/// clang shows it: `... [-Waccc-ignored-clause]`, `... [-Werror,-W...]`.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_BASIC_DIAGNOSTICS_H
#define ACCC_BASIC_DIAGNOSTICS_H

#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/StringRef.h"

namespace accc {

enum class DiagID {
#define DIAG(Name, Level, Group, Format) Name,
#include "accc/Basic/Diagnostics.def"
  NumDiags
};

/// The groups of accc's warnings and remarks (Diagnostics.def, DIAG_GROUP).
enum class DiagGroup {
  None, ///< errors and notes: no flag controls them
#define DIAG_GROUP(Group, Flag) Group,
#include "accc/Basic/Diagnostics.def"
  NumGroups
};

/// The flag of \p G without its `-W` / `-R` ("accc-ignored-clause").
llvm::StringRef diagGroupFlag(DiagGroup G);

/// What the command line says about accc's warning groups, with clang's
/// meaning of each flag; a later flag overrides an earlier one:
///   -W<group>           enables the group (one made an error stays one)
///   -Wno-<group>        silences it
///   -Werror=<group>     enables it as an error
///   -Wno-error=<group>  keeps it a warning, also under -Werror
///   -Werror, -Wno-error every warning an error, or not
///   -w                  no warning at all
class WarningOptions {
public:
  /// Takes \p Arg if it is one of the flags above. Returns true for the
  /// flags of accc's groups, which clang must not see (it would warn of an
  /// unknown warning option), false for everything else, including
  /// -Werror, -Wno-error and -w, which clang needs too.
  bool consume(llvm::StringRef Arg);

  /// The severity of a warning of group \p G: Ignored, Warning or Error.
  clang::diag::Severity severity(DiagGroup G) const;

private:
  /// A group's mapping, as clang keeps one per diagnostic.
  struct GroupState {
    clang::diag::Severity Severity = clang::diag::Severity::Warning;
    bool NoWarningAsError = false;
  };
  GroupState Groups[static_cast<unsigned>(DiagGroup::NumGroups)];
  bool WarningsAsErrors = false;
  bool IgnoreWarnings = false;
};

/// Reports accc diagnostics on one DiagnosticsEngine. Custom IDs are
/// registered lazily, once per engine, with the severity \p Warnings gives
/// each warning.
class Diagnoser {
public:
  explicit Diagnoser(clang::DiagnosticsEngine &Engine,
                     WarningOptions Warnings = {})
      : Engine(Engine), Warnings(Warnings) {}

  clang::DiagnosticBuilder report(clang::SourceLocation Loc, DiagID ID);
  clang::DiagnosticsEngine &engine() { return Engine; }
  bool hasErrors() const { return Engine.hasErrorOccurred(); }

private:
  clang::DiagnosticsEngine &Engine;
  WarningOptions Warnings;
  unsigned IDs[static_cast<unsigned>(DiagID::NumDiags)] = {};
};

} // namespace accc

#endif // ACCC_BASIC_DIAGNOSTICS_H
