//===- Diagnostics.cpp - accc diagnostics on clang's engine ----------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Each accc diagnostic becomes a clang custom diagnostic (CustomDiagDesc).
// A warning's severity comes from WarningOptions, which follows clang's
// DiagnosticIDs::getDiagnosticSeverity: a group's mapping (-W<group>,
// -Wno-<group>, -Werror=<group>, -Wno-error=<group>, in order), then -w,
// then -Werror unless the group said -Wno-error=. The description carries
// the flag as clang's TextDiagnosticPrinter writes a group's: clang prints
// none for a custom diagnostic outside its own groups. Remarks (-Minfo)
// print no flag, as nvc's -Minfo does not.
//
//===----------------------------------------------------------------------===//

#include "accc/Basic/Diagnostics.h"

using clang::DiagnosticIDs;
using clang::diag::Severity;

namespace accc {

namespace {
struct DiagInfo {
  DiagnosticIDs::Level Level;
  DiagGroup Group;
  const char *Format;
};

constexpr DiagnosticIDs::Level Error = DiagnosticIDs::Error;
constexpr DiagnosticIDs::Level Warning = DiagnosticIDs::Warning;
constexpr DiagnosticIDs::Level Note = DiagnosticIDs::Note;
constexpr DiagnosticIDs::Level Remark = DiagnosticIDs::Remark;

constexpr DiagInfo Infos[] = {
#define DIAG(Name, Level, Group, Format) {Level, DiagGroup::Group, Format},
#include "accc/Basic/Diagnostics.def"
};

constexpr bool everyWarningHasAGroup() {
  for (const DiagInfo &I : Infos)
    if ((I.Level == Warning || I.Level == Remark) !=
        (I.Group != DiagGroup::None))
      return false;
  return true;
}
static_assert(everyWarningHasAGroup(),
              "Diagnostics.def: every warning and remark belongs to a group, "
              "no error or note does");

const char *const GroupFlags[] = {
    "",
#define DIAG_GROUP(Group, Flag) Flag,
#include "accc/Basic/Diagnostics.def"
};

/// The group whose warnings the flag \p Name (without `-W`) controls.
std::optional<DiagGroup> warningGroup(llvm::StringRef Name) {
  for (const DiagInfo &I : Infos)
    if (I.Level == Warning && diagGroupFlag(I.Group) == Name)
      return I.Group;
  return std::nullopt;
}
} // namespace

llvm::StringRef diagGroupFlag(DiagGroup G) {
  return GroupFlags[static_cast<unsigned>(G)];
}

bool WarningOptions::consume(llvm::StringRef Arg) {
  if (Arg == "-w") {
    IgnoreWarnings = true;
    return false;
  }
  if (Arg == "-Werror" || Arg == "-Wno-error") {
    WarningsAsErrors = Arg == "-Werror";
    return false;
  }
  if (!Arg.consume_front("-W"))
    return false;
  bool Negative = Arg.consume_front("no-");
  bool AsError = Arg.consume_front("error=");
  std::optional<DiagGroup> G = warningGroup(Arg);
  if (!G)
    return false;
  GroupState &S = Groups[static_cast<unsigned>(*G)];
  if (AsError && Negative) { // -Wno-error=<group>
    if (S.Severity == Severity::Error)
      S.Severity = Severity::Warning;
    S.NoWarningAsError = true;
  } else if (AsError) { // -Werror=<group>
    S = {Severity::Error, false};
  } else if (Negative) { // -Wno-<group>
    S = {Severity::Ignored, false};
  } else if (S.Severity != Severity::Error) { // -W<group>
    S = {Severity::Warning, false};
  }
  return true;
}

Severity WarningOptions::severity(DiagGroup G) const {
  const GroupState &S = Groups[static_cast<unsigned>(G)];
  if (S.Severity == Severity::Ignored || IgnoreWarnings)
    return Severity::Ignored;
  if (S.Severity == Severity::Warning && WarningsAsErrors &&
      !S.NoWarningAsError)
    return Severity::Error;
  return S.Severity;
}

clang::DiagnosticBuilder Diagnoser::report(clang::SourceLocation Loc,
                                           DiagID ID) {
  unsigned Index = static_cast<unsigned>(ID);
  if (!IDs[Index]) {
    const DiagInfo &I = Infos[Index];
    std::string Text = I.Format;
    Severity S = Severity::Fatal; // notes: as clang registers them
    unsigned Class = DiagnosticIDs::CLASS_NOTE;
    switch (I.Level) {
    case Error:
      S = Severity::Error;
      Class = DiagnosticIDs::CLASS_ERROR;
      break;
    case Remark:
      S = Severity::Remark;
      Class = DiagnosticIDs::CLASS_REMARK;
      break;
    case Warning: {
      S = Warnings.severity(I.Group);
      Class = DiagnosticIDs::CLASS_WARNING;
      std::string Flag = ("-W" + diagGroupFlag(I.Group)).str();
      Text += S == Severity::Error ? " [-Werror," + Flag + "]" : " [" + Flag + "]";
      break;
    }
    default:
      break;
    }
    IDs[Index] = Engine.getDiagnosticIDs()->getCustomDiagID(
        DiagnosticIDs::CustomDiagDesc(S, Text, Class,
                                      /*ShowInSystemHeader=*/true,
                                      /*ShowInSystemMacro=*/true));
  }
  return Engine.Report(Loc, IDs[Index]);
}

} // namespace accc
