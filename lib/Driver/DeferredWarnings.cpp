//===- DeferredWarnings.cpp - The OpenACC parse's diagnostics -------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// A compile runs clang twice on one source: the OpenACC parse, then the
// compile of its translation (Driver.cpp). clang's own warnings would come
// from both; the parse keeps only OpenACC's (clang's group names contain
// "openacc") and accc's (custom diagnostics), which the compile of the
// OpenMP translation cannot report. The parse of a preprocessed unit, which
// follows a parse of the source, keeps accc's only.
//
//===----------------------------------------------------------------------===//

#include "accc/Driver/DeferredWarnings.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace accc::driver {

namespace {
/// Whether the warning \p Info is one of \p Kept.
bool kept(const Diagnostic &Info, KeptWarnings Kept) {
  unsigned ID = Info.getID();
  if (Kept == KeptWarnings::None)
    return false;
  if (DiagnosticIDs::IsCustomDiag(ID))
    return true; // accc's own
  if (Kept == KeptWarnings::Accc)
    return false;
  StringRef Group =
      Info.getDiags()->getDiagnosticIDs()->getWarningOptionForDiag(ID);
  return Group.contains("openacc");
}
} // namespace

DeferredWarnings::DeferredWarnings(llvm::raw_ostream &OS,
                                   DiagnosticOptions &DiagOpts,
                                   KeptWarnings Kept)
    : TextDiagnosticPrinter(OS, DiagOpts), Kept(Kept) {}

void DeferredWarnings::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                        const Diagnostic &Info) {
  if (Level == DiagnosticsEngine::Note && Dropping)
    return;
  Dropping = Level == DiagnosticsEngine::Warning && !kept(Info, Kept);
  if (!Dropping)
    TextDiagnosticPrinter::HandleDiagnostic(Level, Info);
}

} // namespace accc::driver
