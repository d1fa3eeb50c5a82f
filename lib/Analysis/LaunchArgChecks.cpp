//===- LaunchArgChecks.cpp - Integer arguments of clauses -----------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// ClauseChecks rules 11, 14 and 28 (the rules' text: ClauseChecks.cpp):
//  11. a constant argument of num_gangs, num_workers, vector_length, gang
//      (num or static), worker or vector that is not positive;
//  14. collapse(n) with n > 16;
//  28. a constant size of the launch that does not fit OpenMP's `int`
//      clauses, alone or as workers times vector lanes.
//
// Tests: test/Diagnostics/num-gangs-not-positive.c,
// num-workers-not-positive.c, vector-length-not-positive.c,
// loop-sizes-not-positive.c, positive-args-ok.c (11); collapse-too-deep.c
// (14); launch-size-too-large.c (28).
//
//===----------------------------------------------------------------------===//

#include "LaunchArgChecks.h"
#include "accc/Basic/KindUtils.h"
#include "clang/AST/Expr.h"

using namespace clang;

namespace accc::analysis {

void LaunchArgChecker::check(const OpenACCClause *C) {
  // Each argument, and whether it sizes the launch (rule 28): all but
  // gang(static: n), a chunk size.
  llvm::SmallVector<std::pair<const Expr *, bool>, 3> Args;
  switch (C->getClauseKind()) {
  case OpenACCClauseKind::Collapse:
    checkCollapseDepth(cast<OpenACCCollapseClause>(C));
    return;
  case OpenACCClauseKind::NumGangs:
    for (const Expr *E : cast<OpenACCNumGangsClause>(C)->getIntExprs())
      Args.push_back({E, true});
    break;
  case OpenACCClauseKind::NumWorkers:
  case OpenACCClauseKind::VectorLength:
  case OpenACCClauseKind::Worker:
  case OpenACCClauseKind::Vector:
    Args.push_back(
        {cast<OpenACCClauseWithSingleIntExpr>(C)->getIntExpr(), true});
    break;
  case OpenACCClauseKind::Gang: {
    // gang(num: n) and gang(n) size the gangs; gang(static: n) is a
    // chunk size, also positive.
    const auto *G = cast<OpenACCGangClause>(C);
    for (unsigned I = 0; I < G->getNumExprs(); ++I)
      if (auto [Kind, E] = G->getExpr(I);
          Kind != OpenACCGangKind::Dim &&
          !isa_and_nonnull<OpenACCAsteriskSizeExpr>(E))
        Args.push_back({E, Kind != OpenACCGangKind::Static});
    break;
  }
  default:
    return;
  }
  for (auto [E, LaunchSize] : Args) {
    if (!E || E->isValueDependent())
      continue;
    auto V = E->getIntegerConstantExpr(Ctx);
    if (!V)
      continue;
    if (!V->isStrictlyPositive())
      Diags.report(E->getBeginLoc(), DiagID::err_acc_not_positive)
          << spell(C->getClauseKind()) << toString(*V, 10)
          << E->getSourceRange();
    else if (LaunchSize)
      checkLaunchSize(C, E, *V);
  }
}

// Rule 28: a size of the launch (gangs, workers, vector lanes) must fit
// OpenMP's `int` clauses (num_teams, thread_limit, num_threads), or the
// launch would see the truncated value; so must the threads of a gang,
// num_workers times vector_length (thread_limit on the GPU), or a
// `kernels loop`'s worker times vector size.
void LaunchArgChecker::checkLaunchSize(const OpenACCClause *C, const Expr *E,
                     const llvm::APSInt &V) {
  if (V.getActiveBits() > 31) {
    Diags.report(E->getBeginLoc(), DiagID::err_acc_launch_size_too_large)
        << spell(C->getClauseKind()) << toString(V, 10)
        << E->getSourceRange();
    return;
  }
  OpenACCClauseKind K = C->getClauseKind();
  bool Workers = K == OpenACCClauseKind::NumWorkers ||
                 K == OpenACCClauseKind::Worker;
  if (!Workers && K != OpenACCClauseKind::VectorLength &&
      K != OpenACCClauseKind::Vector)
    return;
  uint64_t &Max = Workers ? MaxWorkers : MaxVector;
  Max = std::max<uint64_t>(Max, V.getZExtValue());
  if (MaxWorkers * MaxVector > INT32_MAX && !ReportedProduct) {
    ReportedProduct = true;
    Diags.report(E->getBeginLoc(), DiagID::err_acc_launch_threads_too_many)
        << std::to_string(MaxWorkers) << std::to_string(MaxVector)
        << E->getSourceRange();
  }
}

// Rule 14.
void LaunchArgChecker::checkCollapseDepth(const OpenACCCollapseClause *C) {
  constexpr int64_t MaxCollapse = 16;
  const Expr *E = C->getLoopCount();
  if (!E || E->isValueDependent())
    return;
  if (auto V = E->getIntegerConstantExpr(Ctx); V && *V > MaxCollapse)
    Diags.report(E->getBeginLoc(), DiagID::err_acc_collapse_too_deep)
        << toString(*V, 10) << unsigned(MaxCollapse) << E->getSourceRange();
}

} // namespace accc::analysis
