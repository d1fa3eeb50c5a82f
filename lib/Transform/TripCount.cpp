//===- TripCount.cpp - The iteration count of a loop as source text -------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The number of iterations of a `for` loop in canonical form, written as a
// C expression over the loop's own bounds, for a clause evaluated on the
// host just before the loop starts (the launch geometry's num_teams of a
// gang loop, LaunchGeometry.cpp).
//
// Recognized (OpenACC 3.3 sec. 2.9 asks loops to be in this form; OpenMP
// 5.2 sec. 4.4.1 calls it canonical):
//  1. init `T i = lb` or `i = lb`, with an integer loop variable i;
//  2. test `i < ub`, `i <= ub`, `i > ub`, `i >= ub` or `i != ub`, either way
//     round;
//  3. step `++i`, `i++`, `--i`, `i--`, `i += c` or `i -= c` with a positive
//     integer constant c, in the direction of the test;
//  4. lb and ub free of side effects and of i (they are evaluated once more).
// Anything else has no trip count here (empty result) and keeps the
// runtime's choice.
//
// Examples: `i = 0; i < n; ++i` -> "n"; `i = 1; i < n - 1; ++i` ->
// "n - 1 - 1"; `i = a; i <= b; i += 4` -> "(b - a + 1 + 3) / 4"; constant
// bounds fold: `i = 0; i < 1024; i += 2` -> "512".
//
// Tests: unittests/Transform/TripCountTest.cpp,
// test/Execution/launch-geometry-trip-counts.c.
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/VarRefUtils.h"
#include "accc/Transform/TripCount.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

namespace {

/// Whether \p E can stand on the right of a binary `-` without parentheses:
/// it binds at least as tightly as `*`.
bool bindsTightly(const Expr *E) {
  E = E->IgnoreImpCasts();
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return B->isMultiplicativeOp();
  return !isa<ConditionalOperator, BinaryConditionalOperator>(E);
}

/// Whether \p E can stand on the left of a binary `-` or `+`.
bool bindsAdditively(const Expr *E) {
  E = E->IgnoreImpCasts();
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return B->isMultiplicativeOp() || B->isAdditiveOp();
  return !isa<ConditionalOperator, BinaryConditionalOperator>(E);
}

} // namespace

std::optional<CanonicalLoop> canonicalLoop(const ForStmt *F,
                                           const ASTContext &Ctx) {
  // 1. The loop variable and its start.
  CanonicalLoop L;
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit())) {
    if (DS->isSingleDecl())
      if ((L.Var = dyn_cast<VarDecl>(DS->getSingleDecl()))) {
        L.Start = L.Var->getInit();
        L.DeclaredInInit = true;
      }
  } else if (const auto *B = dyn_cast_or_null<BinaryOperator>(F->getInit())) {
    if (B->getOpcode() == BO_Assign && (L.Var = referencedVar(B->getLHS())))
      L.Start = B->getRHS();
  }
  if (!L.Var || !L.Start || !L.Var->getType()->isIntegerType())
    return std::nullopt;
  const VarDecl *IV = L.Var;

  // 2. The test, with the loop variable on the left.
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(
      F->getCond() ? F->getCond()->IgnoreParenImpCasts() : nullptr);
  if (!Cond)
    return std::nullopt;
  BinaryOperatorKind Op = Cond->getOpcode();
  L.End = Cond->getRHS();
  if (referencedVar(Cond->getRHS()) == IV && referencedVar(Cond->getLHS()) != IV) {
    L.End = Cond->getLHS();
    Op = BinaryOperator::reverseComparisonOp(Op);
  } else if (referencedVar(Cond->getLHS()) != IV) {
    return std::nullopt;
  }

  // 3. The step: +c or -c.
  const Stmt *Inc = F->getInc();
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(Inc)) {
    if (!U->isIncrementDecrementOp() || referencedVar(U->getSubExpr()) != IV)
      return std::nullopt;
    L.Step = U->isIncrementOp() ? 1 : -1;
  } else if (const auto *C = dyn_cast_or_null<CompoundAssignOperator>(Inc)) {
    std::optional<llvm::APSInt> V;
    if (referencedVar(C->getLHS()) != IV || C->getRHS()->isValueDependent() ||
        (C->getOpcode() != BO_AddAssign && C->getOpcode() != BO_SubAssign) ||
        !(V = C->getRHS()->getIntegerConstantExpr(Ctx)) ||
        !V->isStrictlyPositive() || V->getActiveBits() > 31)
      return std::nullopt;
    L.Step =
        C->getOpcode() == BO_AddAssign ? V->getExtValue() : -V->getExtValue();
  } else {
    return std::nullopt;
  }
  bool Up = L.Step > 0;
  L.Inclusive = Op == BO_LE || Op == BO_GE;
  if (!(Op == BO_NE || (Up && (Op == BO_LT || Op == BO_LE)) ||
        (!Up && (Op == BO_GT || Op == BO_GE))))
    return std::nullopt;

  // 4. Bounds evaluated once more on the host: no side effects, no i.
  for (const Expr *E : {L.Start, L.End})
    if (E->HasSideEffects(Ctx) || mentionsVar(E, IV))
      return std::nullopt;
  return L;
}

std::string tripCountText(const ForStmt *F, const ASTContext &Ctx,
                          llvm::function_ref<std::string(const Expr *)> Text) {
  std::optional<CanonicalLoop> L = canonicalLoop(F, Ctx);
  return L ? tripCountText(*L, Ctx, Text) : "";
}

std::string tripCountText(const CanonicalLoop &L, const ASTContext &Ctx,
                          llvm::function_ref<std::string(const Expr *)> Text) {
  bool Up = L.Step > 0;
  int64_t AbsStep = Up ? L.Step : -L.Step;
  const Expr *Hi = Up ? L.End : L.Start, *Lo = Up ? L.Start : L.End;
  auto Constant = [&](const Expr *E) -> std::optional<llvm::APSInt> {
    if (E->isValueDependent())
      return std::nullopt; // a template's bound: known per instantiation
    return E->getIntegerConstantExpr(Ctx);
  };
  std::optional<llvm::APSInt> HiC = Constant(Hi), LoC = Constant(Lo);
  if (HiC && LoC) {
    int64_t N =
        HiC->getExtValue() - LoC->getExtValue() + (L.Inclusive ? 1 : 0);
    N = N <= 0 ? 0 : (N + AbsStep - 1) / AbsStep;
    return std::to_string(N);
  }
  std::string S = bindsAdditively(Hi) ? Text(Hi) : "(" + Text(Hi) + ")";
  if (!(LoC && LoC->isZero()))
    S += " - " + (bindsTightly(Lo) ? Text(Lo) : "(" + Text(Lo) + ")");
  if (L.Inclusive)
    S += " + 1";
  if (AbsStep != 1)
    S = "(" + S + " + " + std::to_string(AbsStep - 1) + ") / " +
        std::to_string(AbsStep);
  return S;
}

std::string
wideTripCountText(const CanonicalLoop &L, const ASTContext &Ctx,
                  llvm::function_ref<std::string(const Expr *)> Text) {
  bool Up = L.Step > 0;
  int64_t AbsStep = Up ? L.Step : -L.Step;
  const Expr *Hi = Up ? L.End : L.Start, *Lo = Up ? L.Start : L.End;
  auto Wide = [&](const Expr *E) {
    std::optional<llvm::APSInt> C;
    if (!E->isValueDependent() && (C = E->getIntegerConstantExpr(Ctx)))
      return std::to_string(C->getExtValue());
    return "(long long)(" + Text(E) + ")";
  };
  std::string Lower = Wide(Lo);
  std::string S = Wide(Hi) +
                  (Lower == "0"     ? ""
                   : Lower[0] == '-' ? " + " + Lower.substr(1)
                                     : " - " + Lower) +
                  (L.Inclusive ? " + 1" : "");
  if (AbsStep != 1)
    S = "(" + S + " + " + std::to_string(AbsStep - 1) + ") / " +
        std::to_string(AbsStep);
  return S;
}

} // namespace accc::transform
