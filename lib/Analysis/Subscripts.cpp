//===- Subscripts.cpp - Canonical loops and affine subscripts ------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Rules 1 and 5 of the dependence analysis (Dependence.cpp has the rules;
// Subscripts.h the interface): a loop's canonical shape, subscripts as
// affine sums of variables with constant coefficients (a product of
// variables or a load is one opaque term), and the ZIV, strong SIV and
// linearized-row tests.
//
// Tests: unittests/Analysis/DependenceTest.cpp.
//
//===----------------------------------------------------------------------===//

#include "Subscripts.h"
#include "accc/Analysis/VarRefUtils.h"
#include "clang/AST/ASTContext.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace accc::analysis {

std::optional<LoopShape> shapeOf(const ForStmt *F) {
  LoopShape S;
  const Stmt *Init = F->getInit();
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(Init)) {
    if (!DS->isSingleDecl())
      return std::nullopt;
    S.IV = dyn_cast<VarDecl>(DS->getSingleDecl());
    if (S.IV)
      S.Lb = S.IV->getInit();
  } else if (const auto *E = dyn_cast_or_null<Expr>(Init)) {
    if (const auto *BO = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
        BO && BO->getOpcode() == BO_Assign) {
      S.IV = referencedVar(BO->getLHS());
      S.Lb = BO->getRHS();
    }
  }
  if (!S.IV || !S.Lb || !S.IV->getType()->isIntegerType() ||
      S.Lb->isInstantiationDependent() || !F->getCond() ||
      F->getCond()->isInstantiationDependent())
    return std::nullopt;
  const auto *Cond =
      dyn_cast_or_null<BinaryOperator>(F->getCond() ? F->getCond()->IgnoreParenImpCasts()
                                                    : nullptr);
  if (!Cond || !(Cond->isRelationalOp() || Cond->getOpcode() == BO_NE))
    return std::nullopt;
  S.Cmp = Cond->getOpcode();
  if (referencedVar(Cond->getLHS()) == S.IV) {
    S.Bound = Cond->getRHS();
  } else if (referencedVar(Cond->getRHS()) == S.IV) {
    S.Bound = Cond->getLHS();
    S.IVOnLeft = false;
  } else {
    return std::nullopt;
  }
  const Expr *Inc = F->getInc() ? F->getInc()->IgnoreParenImpCasts() : nullptr;
  if (const auto *UO = dyn_cast_or_null<UnaryOperator>(Inc);
      UO && UO->isIncrementDecrementOp() && referencedVar(UO->getSubExpr()) == S.IV)
    return S;
  if (const auto *BO = dyn_cast_or_null<BinaryOperator>(Inc);
      BO && (BO->getOpcode() == BO_AddAssign || BO->getOpcode() == BO_SubAssign) &&
      referencedVar(BO->getLHS()) == S.IV) {
    S.Step = BO->getRHS();
    return S;
  }
  return std::nullopt;
}

/// Whether \p E reads a variable the body writes (or a loop variable of
/// an inner loop), or memory.
bool SubscriptTest::changesIn(const Expr *E) const {
  if (!E)
    return false;
  E = E->IgnoreParenImpCasts();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    const auto *V = dyn_cast<VarDecl>(DRE->getDecl());
    return V && (Written.count(V) || Locals.count(V));
  }
  if (isa<ArraySubscriptExpr, MemberExpr, CallExpr>(E))
    return true;
  if (const auto *UO = dyn_cast<UnaryOperator>(E);
      UO && UO->getOpcode() == UO_Deref)
    return true;
  for (const Stmt *C : E->children())
    if (const auto *CE = dyn_cast_or_null<Expr>(C); CE && changesIn(CE))
      return true;
  return false;
}

Affine SubscriptTest::affine(const Expr *E) const {
  Affine A;
  if (!E)
    return A; // `*p`: element 0
  E = E->IgnoreParenImpCasts();
  if (E->isInstantiationDependent()) {
    A.Terms["o" + opaqueKey(E)] = {nullptr, E, 1};
    return A;
  }
  if (std::optional<llvm::APSInt> C = E->getIntegerConstantExpr(Ctx)) {
    A.Const = C->getExtValue();
    return A;
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(DRE->getDecl())) {
      // Rule 5d: an integer the body declares and never assigns stands for
      // its initializer (`const int index = kk + jj * x; a[index]`); the
      // initializer's own variables keep their value to the use unless the
      // body writes them, which their terms then say.
      const Expr *Init = V->getInit();
      QualType T = V->getType();
      if (Unassigned.count(V) && Init && T->isIntegerType() &&
          !T.isVolatileQualified() && !mentionsVar(Init, V))
        return affine(Init);
      A.Terms["v" + llvm::utohexstr(reinterpret_cast<uintptr_t>(V))] = {V, nullptr, 1};
      return A;
    }
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    Affine L = affine(BO->getLHS()), R = affine(BO->getRHS());
    switch (BO->getOpcode()) {
    case BO_Add:
      L.add(R, 1);
      return L;
    case BO_Sub:
      L.add(R, -1);
      return L;
    case BO_Mul:
      if (R.Terms.empty()) {
        Affine Out;
        Out.add(L, R.Const);
        return Out;
      }
      if (L.Terms.empty()) {
        Affine Out;
        Out.add(R, L.Const);
        return Out;
      }
      break;
    default:
      break;
    }
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->getOpcode() == UO_Minus) {
      Affine Out;
      Out.add(affine(UO->getSubExpr()), -1);
      return Out;
    }
    if (UO->getOpcode() == UO_Plus)
      return affine(UO->getSubExpr());
  }
  A.Terms["o" + opaqueKey(E)] = {nullptr, E, 1};
  return A;
}

/// Two opaque terms with one key are the same expression.
std::string SubscriptTest::opaqueKey(const Expr *E) const {
  llvm::FoldingSetNodeID ID;
  E->Profile(ID, Ctx, /*Canonical=*/true);
  return llvm::utohexstr(ID.ComputeHash()) + sourceText(E->getSourceRange(), Ctx);
}


SubscriptTest::TermKind
SubscriptTest::kindOf(const Affine::Term &T, const Expr **Scale) const {
  if (T.Var) {
    if (T.Var == IV)
      return TermKind::IV;
    return Written.count(T.Var) || Locals.count(T.Var) ? TermKind::Varying
                                                       : TermKind::Invariant;
  }
  // `i * X` (or `X * i`) with X invariant: a linearized row (rule 5c).
  if (const auto *BO = dyn_cast<BinaryOperator>(T.Opaque);
      BO && BO->getOpcode() == BO_Mul) {
    const Expr *L = BO->getLHS(), *R = BO->getRHS();
    if (referencedVar(R) == IV)
      std::swap(L, R);
    if (referencedVar(L) == IV && !mentionsVar(R, IV) && !changesIn(R)) {
      if (Scale)
        *Scale = R;
      return TermKind::ScaledIV;
    }
  }
  return mentionsVar(T.Opaque, IV) || changesIn(T.Opaque)
             ? TermKind::Varying
             : TermKind::Invariant;
}

/// Whether dimension subscripts \p W and \p A show that W and A touch
/// different elements in different iterations (rule 5).
bool SubscriptTest::separates(const Expr *WE, const Expr *AE) const {
  Affine W = affine(WE), A = affine(AE);
  auto Kinds = [&](const Affine &F, unsigned &IVs, unsigned &Varying) {
    IVs = Varying = 0;
    for (const auto &[K, T] : F.Terms) {
      TermKind TK = kindOf(T);
      IVs += TK == TermKind::IV || TK == TermKind::ScaledIV;
      Varying += TK == TermKind::Varying;
    }
  };
  unsigned WIV, WVar, AIV, AVar;
  Kinds(W, WIV, WVar);
  Kinds(A, AIV, AVar);
  // 5a: ZIV.
  if (!WIV && !AIV && !WVar && !AVar)
    return W.sameTerms(A) && W.Const != A.Const;
  if (!W.sameTerms(A) || W.Const != A.Const)
    return false;
  // Identical subscripts that depend on the loop variable.
  if (WIV != 1)
    return false;
  // 5b: strong SIV, everything else invariant.
  if (!WVar) {
    for (const auto &[K, T] : W.Terms)
      if (kindOf(T) == TermKind::IV)
        return true; // coefficient != 0 (zero terms are dropped)
    // ScaledIV with invariant rest: i*X + e is injective for X != 0, and
    // X == 0 would make every subscript e.
    return true;
  }
  // 5c: i*X + k + e with 0 <= k < X.
  const Expr *X = nullptr;
  const Affine::Term *K = nullptr;
  for (const auto &[Key, T] : W.Terms) {
    TermKind TK = kindOf(T, &X);
    if (TK == TermKind::Varying) {
      if (K || !T.Var || T.Coeff != 1)
        return false;
      K = &T;
    }
    if (TK == TermKind::IV)
      return false;
  }
  return X && K && runsWithin(K->Var, X);
}

/// Whether the inner loop of \p K runs K within [0, X).
bool SubscriptTest::runsWithin(const VarDecl *K, const Expr *X) const {
  auto It = InnerLoops.find(K);
  if (It == InnerLoops.end())
    return false;
  std::optional<LoopShape> S = shapeOf(It->second);
  if (!S || !S->IVOnLeft || S->Step)
    return false;
  std::optional<llvm::APSInt> Lb = S->Lb->getIntegerConstantExpr(Ctx);
  if (!Lb || Lb->isNegative())
    return false;
  // Bound = X - c with c >= 0 (c >= 1 for <=).
  Affine D = affine(S->Bound);
  D.add(affine(X), -1);
  if (!D.Terms.empty())
    return false;
  if (S->Cmp == BO_LT || S->Cmp == BO_NE)
    return D.Const <= 0;
  if (S->Cmp == BO_LE)
    return D.Const <= -1;
  return false;
}


} // namespace accc::analysis
