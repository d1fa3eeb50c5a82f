//===- Diagnostics.cpp - accc diagnostics on clang's engine ----------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#include "accc/Basic/Diagnostics.h"

namespace accc {

namespace {
struct DiagInfo {
  clang::DiagnosticsEngine::Level Level;
  const char *Format;
};

constexpr clang::DiagnosticsEngine::Level Error = clang::DiagnosticsEngine::Error;
constexpr clang::DiagnosticsEngine::Level Warning =
    clang::DiagnosticsEngine::Warning;
constexpr clang::DiagnosticsEngine::Level Note = clang::DiagnosticsEngine::Note;
constexpr clang::DiagnosticsEngine::Level Remark =
    clang::DiagnosticsEngine::Remark;

const DiagInfo Infos[] = {
#define DIAG(Name, Level, Format) {Level, Format},
#include "accc/Basic/Diagnostics.def"
};
} // namespace

clang::DiagnosticBuilder Diagnoser::report(clang::SourceLocation Loc,
                                           DiagID ID) {
  unsigned Index = static_cast<unsigned>(ID);
  if (!IDs[Index])
    IDs[Index] = Engine.getDiagnosticIDs()->getCustomDiagID(
        static_cast<clang::DiagnosticIDs::Level>(Infos[Index].Level),
        Infos[Index].Format);
  return Engine.Report(Loc, IDs[Index]);
}

} // namespace accc
