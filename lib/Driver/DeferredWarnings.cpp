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
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace accc::driver {

namespace {
/// Whether the warning \p Info is one of \p Kept.
bool kept(const Diagnostic &Info, KeptWarnings Kept) {
  unsigned ID = Info.getID();
  if (Kept == KeptWarnings::All)
    return true;
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
    : TextDiagnosticPrinter(OS, DiagOpts), Kept(Kept), Out(OS) {}

void DeferredWarnings::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                        const Diagnostic &Info) {
  if (Level == DiagnosticsEngine::Note && Dropping)
    return;
  Dropping = Level == DiagnosticsEngine::Warning && !kept(Info, Kept);
  if (Dropping)
    return;
  TextDiagnosticPrinter::HandleDiagnostic(Level, Info);
  if (Info.getID() == diag::err_acc_decl_for_routine)
    explainRoutineBeforeLinkage(Info);
}

/// clang 22 rejects a `routine` directive before `extern "C" decl;` (valid
/// OpenACC: sec. 2.15.1 puts it just before a function's declaration);
/// says how to write it so that clang accepts it. (Found building
/// published interoperability samples.)
void DeferredWarnings::explainRoutineBeforeLinkage(const Diagnostic &Info) {
  if (!Info.hasSourceManager() || !Info.getLocation().isFileID())
    return;
  const SourceManager &SM = Info.getSourceManager();
  auto [FID, Offset] = SM.getDecomposedLoc(Info.getLocation());
  StringRef Buf = SM.getBufferData(FID);
  // The text after the directive's line (and its continuation lines).
  size_t End = Offset;
  do
    End = Buf.find('\n', End + 1);
  while (End != StringRef::npos && End > 0 && Buf[End - 1] == '\\');
  if (End == StringRef::npos)
    return;
  StringRef After = Buf.substr(End + 1).ltrim();
  if (!After.starts_with("extern") ||
      !After.drop_front(6).ltrim().starts_with("\""))
    return;
  Out << Info.getLocation().printToString(SM)
     << ": note: clang 22 reads a 'routine' directive before a linkage "
        "specification ('extern \"C\"') as one without a function; write "
        "the directive inside 'extern \"C\" { ... }' before the declaration, "
        "or after it in its named form, '#pragma acc routine(NAME) ...'\n";
}

} // namespace accc::driver
