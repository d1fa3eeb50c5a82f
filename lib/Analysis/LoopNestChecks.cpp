//===- LoopNestChecks.cpp - Error rules for loop nests --------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The rules of ClauseChecks.cpp that are about the nest of loops rather than
// a clause's list items: rule 13 (a gang loop in the region of another gang
// loop) and rule 16 (the bounds of a collapsed or tiled nest that OpenMP
// cannot express). ClauseChecks.cpp describes both; checkClauses runs them.
//
// Tests: test/Diagnostics/gang-in-gang.c (13);
// collapse-nonlinear-bound.c, collapse-nonlinear-bound-ok.c (16).
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/Analyzer.h"
#include "accc/Analysis/VarRefUtils.h"

using namespace clang;

namespace accc::analysis {

/// The dimension a gang clause partitions (`dim:` when it is a constant,
/// else 1).
static int64_t gangDim(const OpenACCGangClause *G, const ASTContext &Ctx) {
  for (unsigned I = 0; I < G->getNumExprs(); ++I)
    if (auto [Kind, E] = G->getExpr(I);
        Kind == OpenACCGangKind::Dim && E && !E->isValueDependent())
      if (std::optional<llvm::APSInt> V = E->getIntegerConstantExpr(Ctx))
        return V->getExtValue();
  return 1;
}

/// Rule 13 below \p D; \p Outer: the gang clause of the nearest enclosing
/// gang loop.
static void checkNestedGang(const Directive &D,
                            const OpenACCGangClause *Outer,
                            const ASTContext &Ctx, Diagnoser &Diags) {
  for (const Directive *C : D.Children) {
    const OpenACCGangClause *Gang =
        C->Kind == DirectiveKind::Loop ? C->findClause<OpenACCGangClause>()
                                       : nullptr;
    if (Gang && Outer && gangDim(Gang, Ctx) >= gangDim(Outer, Ctx)) {
      Diags.report(Gang->getBeginLoc(), DiagID::err_acc_gang_in_gang);
      Diags.report(Outer->getBeginLoc(), DiagID::note_acc_outer_gang_here);
    }
    checkNestedGang(*C, Gang ? Gang : Outer, Ctx, Diags);
  }
}

/// Whether \p E is linear in \p V with coefficients that mention none of
/// the nest's control variables \p Nest (OpenMP's `a * V + b`, also written
/// as sums, differences and multiples of such terms: `(V + 1) * 2`).
static bool isLinearIn(const Expr *E, const VarDecl *V,
                       llvm::ArrayRef<const VarDecl *> Nest) {
  auto Invariant = [&](const Expr *X) {
    return llvm::none_of(Nest, [&](const VarDecl *N) {
      return N && mentionsVar(X, N);
    });
  };
  if (Invariant(E))
    return true;
  E = E->IgnoreParenCasts();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    return DRE->getDecl() == V;
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    return (UO->getOpcode() == UO_Minus || UO->getOpcode() == UO_Plus) &&
           isLinearIn(UO->getSubExpr(), V, Nest);
  const auto *BO = dyn_cast<BinaryOperator>(E);
  if (!BO)
    return false;
  const Expr *L = BO->getLHS(), *R = BO->getRHS();
  switch (BO->getOpcode()) {
  case BO_Add:
  case BO_Sub:
    return isLinearIn(L, V, Nest) && isLinearIn(R, V, Nest);
  case BO_Mul:
    return (isLinearIn(L, V, Nest) && Invariant(R)) ||
           (Invariant(L) && isLinearIn(R, V, Nest));
  default:
    return false;
  }
}

/// Rule 16 for loop directive \p D.
static void checkNestBounds(const Directive &D, Diagnoser &Diags) {
  for (unsigned K = 1; K < D.Loops.size() && K < D.ControlVars.size(); ++K) {
    const ForStmt *FS = D.Loops[K];
    const Expr *Start = nullptr, *Bound = nullptr, *Step = nullptr;
    if (const auto *DS = dyn_cast_or_null<DeclStmt>(FS->getInit())) {
      if (DS->isSingleDecl())
        if (const auto *VD = dyn_cast<VarDecl>(DS->getSingleDecl()))
          Start = VD->getInit();
    } else if (const auto *BO = dyn_cast_or_null<BinaryOperator>(FS->getInit());
               BO && BO->getOpcode() == BO_Assign) {
      Start = BO->getRHS();
    }
    const VarDecl *Own = D.ControlVars[K].Var;
    auto IsOwn = [&](const Expr *X) {
      const auto *DRE = dyn_cast<DeclRefExpr>(X->IgnoreParenImpCasts());
      return Own && DRE && DRE->getDecl() == Own;
    };
    if (const auto *BO = dyn_cast_or_null<BinaryOperator>(FS->getCond());
        BO && BO->isComparisonOp())
      Bound = IsOwn(BO->getLHS()) ? BO->getRHS()
              : IsOwn(BO->getRHS()) ? BO->getLHS()
                                    : nullptr;
    if (const auto *CA = dyn_cast_or_null<CompoundAssignOperator>(FS->getInc()))
      Step = CA->getRHS();
    else if (const auto *BO = dyn_cast_or_null<BinaryOperator>(FS->getInc());
             BO && BO->getOpcode() == BO_Assign)
      Step = BO->getRHS(); // j = j + s: s must not mention an outer variable
    llvm::SmallVector<const VarDecl *, 3> Nest;
    for (unsigned O = 0; O < K; ++O)
      Nest.push_back(D.ControlVars[O].Var);
    const VarDecl *Dependent = nullptr;
    for (const VarDecl *Outer : Nest) {
      if (!Outer)
        continue;
      auto NonLinear = [&](const Expr *X) {
        return X && mentionsVar(X, Outer) && !isLinearIn(X, Outer, Nest);
      };
      // clang takes the start and bound of one loop to depend on one
      // variable of the nest at most.
      bool Mentioned = (Start && mentionsVar(Start, Outer)) ||
                       (Bound && mentionsVar(Bound, Outer));
      bool Second = Mentioned && Dependent && Dependent != Outer;
      if (Mentioned && !Dependent)
        Dependent = Outer;
      unsigned Which = 3;
      if (NonLinear(Start) || (Second && Start && mentionsVar(Start, Outer)))
        Which = 0;
      else if (NonLinear(Bound) || Second)
        Which = 1;
      else if (Step && mentionsVar(Step, Outer))
        Which = 2;
      if (Which == 3)
        continue;
      const Expr *At = Which == 0 ? Start : Which == 1 ? Bound : Step;
      Diags.report(At->getBeginLoc(), DiagID::err_acc_collapse_nonlinear_bound)
          << Which << D.spelling() << Outer->getName() << At->getSourceRange();
      return;
    }
  }
}

void checkLoopNests(DirectiveTree &R, const ASTContext &Ctx,
                    Diagnoser &Diags) {
  checkNestedGang(*R.Root, nullptr, Ctx, Diags);
  R.forEach([&](Directive &D) {
    if (D.Kind == DirectiveKind::Loop)
      checkNestBounds(D, Diags);
  });
}

} // namespace accc::analysis
