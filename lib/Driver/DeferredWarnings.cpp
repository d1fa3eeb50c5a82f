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
// OpenMP translation cannot report.
//
//===----------------------------------------------------------------------===//

#include "accc/Driver/DeferredWarnings.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace accc::driver {

namespace {
/// Whether \p Info is clang's own warning, which the compile reports.
bool deferred(const Diagnostic &Info) {
  unsigned ID = Info.getID();
  if (DiagnosticIDs::IsCustomDiag(ID))
    return false; // accc's own
  StringRef Group =
      Info.getDiags()->getDiagnosticIDs()->getWarningOptionForDiag(ID);
  return !Group.contains("openacc");
}
} // namespace

DeferredWarnings::DeferredWarnings(DiagnosticOptions &DiagOpts, bool Quiet)
    : TextDiagnosticPrinter(llvm::errs(), DiagOpts), Quiet(Quiet) {}

void DeferredWarnings::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                        const Diagnostic &Info) {
  if (Level == DiagnosticsEngine::Note && Dropping)
    return;
  Dropping = Level == DiagnosticsEngine::Warning && (Quiet || deferred(Info));
  if (!Dropping)
    TextDiagnosticPrinter::HandleDiagnostic(Level, Info);
}

} // namespace accc::driver
