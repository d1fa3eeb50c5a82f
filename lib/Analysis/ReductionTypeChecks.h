//===- ReductionTypeChecks.h - Reductions of structs and complex ---*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ClauseChecks rule 23 (ReductionTypeChecks.cpp): the types a reduction
/// clause's items reduce, member by member or as complex values. Internal
/// to lib/Analysis.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_LIB_ANALYSIS_REDUCTIONTYPECHECKS_H
#define ACCC_LIB_ANALYSIS_REDUCTIONTYPECHECKS_H

#include "accc/Basic/Diagnostics.h"
#include "accc/Basic/Options.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/OpenACCKinds.h"

namespace accc::analysis {

/// Rule 23 for one directive: \p AcrossGangs where its reductions combine
/// the gangs' partial results (a compute or combined construct other than
/// `serial`, or a gang loop).
class ReductionTypeChecker {
public:
  ReductionTypeChecker(clang::ASTContext &Ctx, Diagnoser &Diags,
                       TargetKind Target, bool AcrossGangs)
      : Ctx(Ctx), Diags(Diags), Target(Target), AcrossGangs(AcrossGangs) {}

  /// Checks reduction item \p Item (spelled \p Text) of variable \p V with
  /// operator \p Op; false when it reported an error.
  bool check(const clang::VarDecl *V, const clang::Expr *Item,
             clang::OpenACCReductionOperator Op, llvm::StringRef Text);

private:
  clang::ASTContext &Ctx;
  Diagnoser &Diags;
  TargetKind Target;
  bool AcrossGangs;

  /// The checks of one reduced element type \p E; \p Padded: the
  /// translation pads it across gangs (TeamsReductionPads.cpp).
  bool checkType(clang::QualType E, const clang::Expr *Item,
                 clang::OpenACCReductionOperator Op, llvm::StringRef Text,
                 bool Padded);
};

} // namespace accc::analysis

#endif // ACCC_LIB_ANALYSIS_REDUCTIONTYPECHECKS_H
