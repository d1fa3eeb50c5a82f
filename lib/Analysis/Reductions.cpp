//===- Reductions.cpp - Loop reductions and the compute construct ---------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Promotes loop reductions of gang-shared variables to the compute construct.
//
// Spec: seed 000, "Semantic Clarifications: Reductions":
//  1. exp reduction(o:v) on a loop where v is gang-private: a trivial gang
//     reduction (discarded by the translation; worker/vector parts stay).
//  2. exp reduction(o:v) on a loop where v is gang-shared: imp
//     reduction(o:v) on the parent compute construct.
//  3. exp reduction(o:v) on a gang-partitioned loop: imp copy(v) on the
//     parent compute construct, overriding imp firstprivate(v), when v has no
//     exp copy/copyin/copyout/firstprivate/private/reduction on the compute
//     construct or on a loop between, and v is not declared between. This
//     makes v gang-shared, so rule 2 applies.
//  4. It is an error if a directive gets imp|exp reductions of one variable
//     with different operators (OpenACC 2.7 sec. 2.9.11 L1580-1581 extended
//     to implicit reductions and sibling loops).
//  5. (Not in the seed; what nvc does.) exp reduction(o:v) on a compute
//     construct or on a loop, and a loop inside it (not exp seq) without a
//     reduction or private clause for v whose body only updates v with o
//     (`v o= e`, `v = v o e`, `v = e o v`, and `v++`, `v--` for +; for max
//     and min also `v = fmax(v, e)`, `v = v > e ? v : e` (the expansion of
//     a `max` macro) and `if (e > v) v = e;` in their orders; e without v
//     and without side effects): imp reduction(o:v) on the loop. OpenACC
//     3.3 sec. 2.9.11 asks for the clause on each loop of such a nest;
//     without it the loop's threads race on the gang's copy (the OpenACC
//     book's game of life counted 1% of its cells on the H100; NPB-ACC's MG
//     and LU, `parallel loop gang reduction(+:s)` over `loop worker` over
//     `loop vector` summing s, failed verification). A loop that uses v in
//     any other way gets a warning instead.
//  6. (Not in the seed.) exp reduction(o:a[lo:n]) of a subarray: the imp
//     reduction and imp copy of rules 2 and 3 name the same subarray, not
//     the variable (OpenACC 3.3 sec. 2.5.15: a subarray reduction reduces
//     each of its elements). Naming the variable reduced the pointer of
//     `p[0:n]` (an error in the OpenMP: "invalid operands to binary
//     expression ('float *' and 'float *')"), mapped the pointer instead of
//     the data, and reduced an array twice (`reduction(+: a, a[0:n])`).
//  7. (Not in the seed.) A reduction the dependence analysis found in a
//     `kernels` loop inside a sequential loop is not promoted: the region
//     runs in one gang there, the loop reduces into the gang's shared
//     variable, and the region may also assign it around the loop
//     (`s = a[j]; for (k...) s -= a[k];`: promoted, the construct's
//     reduction added the value before the region to the value after it;
//     a Rodinia lud finding).
//
// Input: data attributes from computeDataAttributes. Output: imp reduction
// and imp copy entries on the compute directive.
//
// Example:
//   #pragma acc parallel loop reduction(+:s)   // s: scalar, imp firstprivate
//   =>  parallel: imp copy(s), imp reduction(+:s); loop: exp reduction(+:s)
//
// Tests: test/Translate/reductions.c, test/Dump/combined-construct.c (1-3),
// test/Execution/reduction-inner-loops.c (1),
// test/Execution/reduction-loop-in-parallel.c,
// test/Execution/reduction-gang-vector-in-parallel.c,
// test/Execution/reduction-on-parallel.c (2, 3),
// test/Diagnostics/reduction-conflict-same-directive.c,
// test/Diagnostics/reduction-conflict-sibling-loops.c (4),
// test/Execution/reduction-implied-loops.c,
// test/Execution/reduction-implied-inner-loops.c,
// test/Diagnostics/reduction-race.c (5); test/Translate/reduction-subarray.c,
// test/Execution/reduction-subarray.c (6); test/Execution/kernels-scalars.c
// (an implicitly private variable of a loop between).
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/Analyzer.h"
#include "accc/Analysis/Dependence.h"
#include "accc/Analysis/ListItemUtils.h"
#include "accc/Analysis/VarRefUtils.h"

using namespace clang;

namespace accc::analysis {

namespace {

class Promoter {
public:
  explicit Promoter(Diagnoser &Diags) : Diags(Diags) {}

  void visit(Directive &L) {
    if (L.Kind == DirectiveKind::Loop)
      for (DataAttr &A : L.DSAs)
        if (A.Kind == DAKind::Reduction &&
            (A.Source == DASource::Exp || !A.ImpliedBy)) // or inferred
          promote(L, A);
    for (Directive *C : L.Children)
      visit(*C);
  }

private:
  Diagnoser &Diags;

  bool conflicts(const DataAttr &Existing, const DataAttr &R,
                 const Directive &On) {
    if (Existing.Op == R.Op)
      return false;
    Diags.report(R.Loc, DiagID::err_acc_reduction_conflict)
        << R.Var->getName() << Existing.Op << R.Op << On.spelling();
    if (Existing.Source == DASource::Exp || !Existing.ImpliedBy)
      Diags.report(Existing.Loc, DiagID::note_acc_reduction_here)
          << Existing.Op << R.Var->getName();
    else
      Diags.report(Existing.ImpliedBy->Loc, DiagID::note_acc_reduction_implicit)
          << Existing.Op << R.Var->getName() << On.spelling();
    return true;
  }

  void promote(Directive &L, const DataAttr &R) {
    Directive &P = *L.Compute;
    const VarDecl *V = cast<VarDecl>(R.Var);
    // Rule 7: a reduction the dependence analysis found in a kernels loop
    // nested in a sequential loop runs in the region's one gang
    // (ComputeToOMP.cpp, kernelsInOneGang): it reduces into the gang's
    // shared variable, which the region may also assign around the loop.
    if (R.Source == DASource::Imp && P.Kernels && inOneGang(P, L))
      return;
    // Loops between P and L: a reduction there must agree; a private there
    // (exp, or imp) or a declaration between makes v gang-private.
    for (Directive *A = L.Parent; A && A != &P; A = A->Parent) {
      if (const DataAttr *X = A->findDSA(V)) {
        if (X->Kind == DAKind::Reduction && X->Source == DASource::Exp) {
          conflicts(*X, R, *A);
          return; // the outer reduction carries it further
        }
        // Explicit, or implicit (a kernels loop's scalar written before it
        // is read in each iteration): the reduction is into the iteration's
        // copy.
        if (X->Kind == DAKind::Private)
          return;
      }
    }
    if (P.declaresInside(V))
      return; // gang-private: trivial at the gang level
    DataAttr *DSA = P.findDSA(V);
    DataAttr *DMA = P.findDMA(V);
    if (!DSA) {
      // A variable of dependent type has no implicit attribute (OpenMP's
      // implicit rules decide); on a gang-partitioned loop rule 3 applies to
      // it whatever its type turns out to be.
      if (!L.Loop.isGangPartitioned() || DMA)
        return;
      DataAttr Imp = R;
      Imp.Source = DASource::Imp;
      Imp.Item = part(R);
      Imp.Clause = nullptr;
      Imp.ImpliedBy = &R;
      P.DSAs.push_back(Imp);
      Imp.Kind = DAKind::Copy;
      P.DMAs.push_back(Imp);
      return;
    }
    if (DSA->Kind == DAKind::Reduction) {
      conflicts(*DSA, R, P);
      return;
    }
    if (isUnmappableDSA(DSA->Kind)) {
      if (DSA->Source == DASource::Exp || !L.Loop.isGangPartitioned())
        return; // gang-private: trivial gang reduction
      // Rule 3: imp copy overrides imp firstprivate.
      if (DMA && DMA->Source == DASource::Exp)
        return;
      DSA->Kind = DAKind::Shared;
      if (!DMA) {
        P.DMAs.push_back(R);
        DMA = &P.DMAs.back();
      }
      DMA->Kind = DAKind::Copy;
      DMA->Source = DASource::Imp;
      DMA->Item = part(R);
      DMA->Clause = nullptr;
    }
    // Gang-shared: imp reduction on the compute construct (rule 2).
    DSA->Kind = DAKind::Reduction;
    DSA->Source = DASource::Imp;
    DSA->Op = R.Op;
    DSA->ImpliedBy = &R;
    DSA->Loc = R.Loc;
    if (DSA->Source == DASource::Imp)
      DSA->Item = part(R);
    if (!DMA) {
      DataAttr Copy = *DSA;
      Copy.Kind = DAKind::Copy;
      P.DMAs.push_back(Copy);
    } else if (DMA->Kind == DAKind::Nomap) {
      DMA->Kind = DAKind::Copy;
    }
    if (DMA && DMA->Source == DASource::Imp && !DMA->Item)
      DMA->Item = part(R);
  }

  /// Rule 7: whether loop \p L of kernels construct \p P runs in the
  /// region's one gang: it is not a statement of the region's body (nor
  /// the loop of `kernels loop`), but nested in one, and no loop around it
  /// is gang-partitioned. Only the region's top-level loops become kernels
  /// of several gangs (Transform/ComputeToOMP.cpp, KernelsToOMP.cpp).
  static bool inOneGang(const Directive &P, const Directive &L) {
    for (const Directive *A = L.Parent; A && A != &P; A = A->Parent)
      if (A->Loop.isGangPartitioned())
        return false;
    if (L.Parent != &P)
      return true;
    if (P.isCombined())
      return false;
    const Stmt *S = L.stmt();
    if (S == soleStatement(P.Body))
      return false;
    if (const auto *CS = dyn_cast<CompoundStmt>(P.Body))
      return !llvm::is_contained(CS->body(), S);
    return true;
  }

  /// Rule 6: the subarray \p R reduces, or null when it reduces the whole
  /// variable.
  static const Expr *part(const DataAttr &R) {
    return R.Item && isSubarray(R.Item) ? R.Item : nullptr;
  }
};

/// The binary operator of reduction operator \p Op, and its compound
/// assignment (BO_Comma where there is none).
std::pair<BinaryOperatorKind, BinaryOperatorKind>
opcodesOf(OpenACCReductionOperator Op) {
  switch (Op) {
  case OpenACCReductionOperator::Addition:
    return {BO_Add, BO_AddAssign};
  case OpenACCReductionOperator::Multiplication:
    return {BO_Mul, BO_MulAssign};
  case OpenACCReductionOperator::BitwiseAnd:
    return {BO_And, BO_AndAssign};
  case OpenACCReductionOperator::BitwiseOr:
    return {BO_Or, BO_OrAssign};
  case OpenACCReductionOperator::BitwiseXOr:
    return {BO_Xor, BO_XorAssign};
  case OpenACCReductionOperator::And:
    return {BO_LAnd, BO_Comma};
  case OpenACCReductionOperator::Or:
    return {BO_LOr, BO_Comma};
  default:
    return {BO_Comma, BO_Comma};
  }
}

/// The reduction operator of a call to a maximum or minimum function of
/// two arguments (C's fmax, fmaxf, fmaxl, fmin...; C++'s std::max,
/// std::min), Invalid for any other call.
OpenACCReductionOperator minMaxOf(const CallExpr *Call) {
  const FunctionDecl *FD = Call->getDirectCallee();
  if (!FD || !FD->getIdentifier())
    return OpenACCReductionOperator::Invalid;
  llvm::StringRef Name = FD->getName();
  bool Std = FD->isInStdNamespace();
  if (Name == "fmax" || Name == "fmaxf" || Name == "fmaxl" ||
      (Std && Name == "max"))
    return OpenACCReductionOperator::Max;
  if (Name == "fmin" || Name == "fminf" || Name == "fminl" ||
      (Std && Name == "min"))
    return OpenACCReductionOperator::Min;
  return OpenACCReductionOperator::Invalid;
}

/// The reduction operator (Max or Min) of the comparison \p Cond between
/// \p V and an expression e without \p V and without side effects that
/// selects \p Chosen (`v > e` choosing e: Min), Invalid for any other
/// condition; \p Other is set to e.
OpenACCReductionOperator selectedExtremum(const Expr *Cond, const VarDecl *V,
                                          const Expr *Chosen,
                                          const Expr *&Other) {
  using Op = OpenACCReductionOperator;
  const auto *C = dyn_cast<BinaryOperator>(Cond->IgnoreParenImpCasts());
  if (!C || !C->isRelationalOp())
    return Op::Invalid;
  const Expr *Greater = C->getOpcode() == BO_GT || C->getOpcode() == BO_GE
                            ? C->getLHS()
                            : C->getRHS();
  const Expr *Lesser = Greater == C->getLHS() ? C->getRHS() : C->getLHS();
  bool VGreater = referencedVar(Greater) == V;
  if (!VGreater && referencedVar(Lesser) != V)
    return Op::Invalid;
  Other = VGreater ? Lesser : Greater;
  const ASTContext &Ctx = V->getASTContext();
  if (mentionsVar(Other, V) || Other->HasSideEffects(Ctx))
    return Op::Invalid;
  bool ChoosesV = referencedVar(Chosen) == V;
  if (!ChoosesV && !sameListItem(Chosen, Other, Ctx))
    return Op::Invalid;
  // The greater one chosen: a maximum.
  return ChoosesV == VGreater ? Op::Max : Op::Min;
}

/// The reduction operator of `c ? v : e` or `c ? e : v` whose condition
/// compares v with e (selectedExtremum), Invalid for any other expression.
OpenACCReductionOperator conditionalExtremum(const Expr *E, const VarDecl *V) {
  const auto *C = dyn_cast<ConditionalOperator>(E->IgnoreParenImpCasts());
  if (!C)
    return OpenACCReductionOperator::Invalid;
  const Expr *True = C->getTrueExpr(), *False = C->getFalseExpr();
  bool TrueIsV = referencedVar(True) == V;
  if (!TrueIsV && referencedVar(False) != V)
    return OpenACCReductionOperator::Invalid;
  // selectedExtremum checks the true branch against e; the false branch
  // is v unless the true one is.
  const Expr *Other = nullptr;
  OpenACCReductionOperator Op = selectedExtremum(C->getCond(), V, True, Other);
  if (Op == OpenACCReductionOperator::Invalid ||
      (TrueIsV && !sameListItem(False, Other, V->getASTContext())))
    return OpenACCReductionOperator::Invalid;
  return Op;
}

/// The reduction operator of `if (e > v) v = e;` and its variants (Max or
/// Min), Invalid for any other statement.
OpenACCReductionOperator guardedExtremum(const Stmt *S, const VarDecl *V) {
  const auto *If = dyn_cast<IfStmt>(S);
  if (!If || If->getElse() || If->getInit() ||
      If->getConditionVariableDeclStmt())
    return OpenACCReductionOperator::Invalid;
  const Stmt *Then = If->getThen();
  if (const auto *CS = dyn_cast<CompoundStmt>(Then))
    Then = CS->size() == 1 ? CS->body_front() : nullptr;
  const auto *A = dyn_cast_or_null<BinaryOperator>(Then);
  if (!A || A->getOpcode() != BO_Assign || referencedVar(A->getLHS()) != V)
    return OpenACCReductionOperator::Invalid;
  const Expr *Other = nullptr;
  return selectedExtremum(If->getCond(), V, A->getRHS(), Other);
}

/// Whether \p Child of \p Parent is evaluated for its effects only (a
/// statement of a block or a loop body, a loop's increment).
bool isDiscarded(const Stmt *Parent, const Stmt *Child) {
  if (isa<CompoundStmt>(Parent))
    return true;
  if (const auto *F = dyn_cast<ForStmt>(Parent))
    return Child == F->getBody() || Child == F->getInc() ||
           Child == F->getInit();
  if (const auto *I = dyn_cast<IfStmt>(Parent))
    return Child == I->getThen() || Child == I->getElse();
  if (const auto *W = dyn_cast<WhileStmt>(Parent))
    return Child == W->getBody();
  if (const auto *D = dyn_cast<DoStmt>(Parent))
    return Child == D->getBody();
  return false;
}

/// Rule 5: whether every use of \p V in \p S is an update with \p Op
/// whose value is not used (\p Discarded: \p S is evaluated for its
/// effects only); \p Updates counts them.
bool onlyUpdates(const Stmt *S, const VarDecl *V, OpenACCReductionOperator Op,
                 unsigned &Updates, bool Discarded = true) {
  if (!S)
    return true;
  auto [Bin, Compound] = opcodesOf(Op);
  if (const auto *BO = dyn_cast<BinaryOperator>(S);
      BO && BO->isAssignmentOp() && referencedVar(BO->getLHS()) == V) {
    if (!Discarded)
      return false;
    const Expr *RHS = BO->getRHS()->IgnoreParenImpCasts();
    bool Ok = false;
    if (BO->isCompoundAssignmentOp())
      Ok = (BO->getOpcode() == Compound ||
            (Bin == BO_Add && BO->getOpcode() == BO_SubAssign)) &&
           !mentionsVar(RHS, V);
    else if (const auto *R = dyn_cast<BinaryOperator>(RHS);
             BO->getOpcode() == BO_Assign && R && R->getOpcode() == Bin)
      Ok = (referencedVar(R->getLHS()) == V && !mentionsVar(R->getRHS(), V)) ||
           (referencedVar(R->getRHS()) == V && !mentionsVar(R->getLHS(), V));
    else if (const auto *Call = dyn_cast<CallExpr>(RHS);
             BO->getOpcode() == BO_Assign && Call && Call->getNumArgs() == 2 &&
             minMaxOf(Call) == Op)
      Ok = (referencedVar(Call->getArg(0)) == V &&
            !mentionsVar(Call->getArg(1), V)) ||
           (referencedVar(Call->getArg(1)) == V &&
            !mentionsVar(Call->getArg(0), V));
    else if (BO->getOpcode() == BO_Assign)
      Ok = conditionalExtremum(RHS, V) == Op;
    Updates += Ok;
    return Ok;
  }
  if (Discarded && guardedExtremum(S, V) == Op) {
    ++Updates;
    return true;
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(S);
      UO && UO->isIncrementDecrementOp() && referencedVar(UO->getSubExpr()) == V) {
    bool Ok = Discarded && Bin == BO_Add;
    Updates += Ok;
    return Ok;
  }
  if (const auto *E = dyn_cast<Expr>(S); E && referencedVar(E) == V)
    return false;
  for (const Stmt *C : S->children())
    if (!onlyUpdates(C, V, Op, Updates, C && isDiscarded(S, C)))
      return false;
  return true;
}

/// The operator of the first update of \p V in \p S (Invalid if none).
OpenACCReductionOperator firstUpdateOperator(const Stmt *S, const VarDecl *V) {
  if (!S)
    return OpenACCReductionOperator::Invalid;
  using Op = OpenACCReductionOperator;
  if (const auto *BO = dyn_cast<BinaryOperator>(S);
      BO && BO->isAssignmentOp() && referencedVar(BO->getLHS()) == V) {
    const Expr *RHS = BO->getRHS()->IgnoreParenImpCasts();
    BinaryOperatorKind K = BO->getOpcode();
    if (K == BO_Assign) {
      if (const auto *Call = dyn_cast<CallExpr>(RHS))
        return minMaxOf(Call);
      if (isa<ConditionalOperator>(RHS))
        return conditionalExtremum(RHS, V);
      if (const auto *R = dyn_cast<BinaryOperator>(RHS))
        K = R->getOpcode();
    }
    if (K == BO_SubAssign)
      return Op::Addition; // onlyUpdates reads `v -= e` as a sum too
    if (K == BO_Comma)
      return Op::Invalid; // opcodesOf's "none"
    for (Op O : {Op::Addition, Op::Multiplication, Op::BitwiseAnd,
                 Op::BitwiseOr, Op::BitwiseXOr, Op::And, Op::Or}) {
      auto [Bin, Compound] = opcodesOf(O);
      if (K == Bin || K == Compound)
        return O;
    }
    return Op::Invalid;
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(S);
      UO && UO->isIncrementDecrementOp() && referencedVar(UO->getSubExpr()) == V)
    return Op::Addition;
  if (Op R = guardedExtremum(S, V); R != Op::Invalid)
    return R;
  for (const Stmt *C : S->children()) {
    Op R = firstUpdateOperator(C, V);
    if (R != Op::Invalid)
      return R;
  }
  return Op::Invalid;
}

/// Rule 5 for the loops below \p Parent, for the reduction \p R of their
/// compute construct or of the loop \p Parent.
void implyLoopReductions(Directive &Parent, const DataAttr &R,
                         Diagnoser &Diags) {
  const auto *V = dyn_cast<VarDecl>(R.Var);
  if (!V)
    return;
  for (Directive *L : Parent.Children) {
    if (L->Kind != DirectiveKind::Loop)
      continue;
    DataAttr *Own = L->findDSA(V);
    if (Own && Own->Kind == DAKind::Private)
      continue; // the loop's own v: not the reduction's
    if (Own && Own->Kind == DAKind::Reduction && Own->Source == DASource::Exp)
      continue; // its own clause: promoteReductions walks the loops below
    // Every loop: the threads mapping may give threads to a loop that the
    // analysis leaves sequential (LoopToOMP.cpp), and the translation of a
    // loop that stays sequential drops the reduction.
    if (!L->Loop.Seq && (!Own || Own->Kind != DAKind::Reduction)) {
      unsigned Updates = 0;
      if (!onlyUpdates(L->Body, V, R.Op, Updates)) {
        Diags.report(L->Node ? L->Node->getBeginLoc() : L->loc(),
                     DiagID::warn_acc_reduction_race)
            << V->getName() << R.Op
            << (Parent.Kind == DirectiveKind::Loop ? 1 : 0);
      } else if (Updates) {
        DataAttr Imp;
        Imp.Var = V;
        Imp.Kind = DAKind::Reduction;
        Imp.Source = DASource::Imp;
        Imp.Op = R.Op;
        Imp.ImpliedBy = &R;
        Imp.Loc = R.Loc;
        if (Own)
          *Own = Imp;
        else
          L->DSAs.push_back(Imp);
      }
    }
    implyLoopReductions(*L, R, Diags);
  }
}

} // namespace

void promoteReductions(DirectiveTree &R, Diagnoser &Diags) {
  Promoter(Diags).visit(*R.Root);
  // Rule 5, outermost reductions first: an inner loop's own reduction
  // clause then stays explicit.
  R.forEach([&](Directive &D) {
    if (D.Kind == DirectiveKind::Parallel && D.isCombined())
      return; // its reductions are its loop's
    if (D.Kind != DirectiveKind::Parallel && D.Kind != DirectiveKind::Loop)
      return;
    for (const DataAttr &A : D.DSAs)
      if (A.Kind == DAKind::Reduction && A.Source == DASource::Exp)
        implyLoopReductions(D, A, Diags);
  });
}

OpenACCReductionOperator inferReductionOperator(const Stmt *Body,
                                                const VarDecl *V) {
  OpenACCReductionOperator Op = firstUpdateOperator(Body, V);
  unsigned Updates = 0;
  if (Op == OpenACCReductionOperator::Invalid ||
      !onlyUpdates(Body, V, Op, Updates) || !Updates)
    return OpenACCReductionOperator::Invalid;
  return Op;
}

} // namespace accc::analysis
