//===- ReductionItems.h - Reduction items clang's Sema rejects --*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// clang 22's OpenACC Sema rejects some reduction items that OpenACC 3.3
/// allows and accc translates (a `_Complex` variable; a struct with struct
/// or array members), with an error that drops the item from the AST. The
/// parse that sees such errors, and no others, is done again with those
/// clauses read as `private` (LegacySpelling.h, rule 4); after it they are
/// reductions again. The same probe finds the `routine(name)` directives
/// whose name clang rejects as naming several functions, where those are
/// a standard math function's overloads: the next parse blanks them
/// (rule 7).
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_DRIVER_REDUCTIONITEMS_H
#define ACCC_DRIVER_REDUCTIONITEMS_H

#include "accc/Driver/LegacySpelling.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/Diagnostic.h"
#include <memory>

namespace accc::driver {

/// Watches a parse's diagnostics for the reduction items clang's Sema
/// rejects and accc reduces itself: it keeps those errors (and their notes)
/// from the consumer it wraps, records where each item is, and whether any
/// other error came.
class RejectedReductionProbe : public clang::DiagnosticConsumer {
public:
  ~RejectedReductionProbe() override;
  /// Wraps the client of \p Diags (before the parse); finish() gives the
  /// client back.
  void attach(clang::DiagnosticsEngine &Diags);

  void BeginSourceFile(const clang::LangOptions &LO,
                       const clang::Preprocessor *PP) override;
  void EndSourceFile() override;
  void finish() override;
  bool IncludeInDiagnosticCounts() const override;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;

  /// Whether the parse's only errors (so far) rejected items accc
  /// translates: it is to be done again with items() recorded.
  bool rejectedOnly() const { return Kept && !OtherErrors; }
  /// The rejected items in files' text (not those from macros, which the
  /// parse of the preprocessed unit sees in its text).
  const RejectedItemMap &items() const { return Items; }
  /// The lines of the `routine(name)` directives clang rejected because
  /// `name` names the overloads of a standard math function
  /// (LegacySpelling.cpp rule 7), in files' text.
  const DirectiveLineMap &libraryRoutines() const { return LibraryRoutines; }

private:
  void syncCounts();

  clang::DiagnosticsEngine *Diags = nullptr;
  clang::DiagnosticConsumer *Inner = nullptr;
  std::unique_ptr<clang::DiagnosticConsumer> OwnedInner;
  RejectedItemMap Items;
  DirectiveLineMap LibraryRoutines;
  unsigned Kept = 0;
  bool OtherErrors = false;
  /// The notes of a kept error are kept too.
  bool Keeping = false;
  /// C++: a bare name in a reduction may be a member of `this`.
  bool CPlusPlus = false;
};

/// After the parse that read the clauses of \p Places (rules 4 and 6 of
/// LegacySpelling.h) as `private`: makes each of those clauses of the
/// AST's OpenACC constructs a reduction clause with its operator, or a
/// `firstprivate` clause, with the same items (the text comes back by
/// restoreRewrittenText).
void restoreRewrittenClauses(clang::ASTContext &Ctx,
                             const std::vector<LegacyPlace> &Places);

} // namespace accc::driver

#endif // ACCC_DRIVER_REDUCTIONITEMS_H
