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
//     and without side effects; ReductionUpdates.cpp; for an array or a
//     subarray, its elements one per update, and the loop's reduction
//     names the same subarray): imp reduction(o:v) on the loop. OpenACC
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

#include "ReductionUpdates.h"
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

/// Rule 5 for the loops below \p Parent, for the reduction \p R of their
/// compute construct or of the loop \p Parent.
void implyLoopReductions(Directive &Parent, const DataAttr &R,
                         Diagnoser &Diags) {
  const auto *V = dyn_cast<VarDecl>(R.Var);
  if (!V)
    return;
  // An array's reduction is updated element by element (ReductionUpdates.cpp
  // rule 3); an inner loop reduces the same subarray.
  bool Elements = (R.Item && isSubarray(R.Item)) ||
                  V->getType().getNonReferenceType()->isArrayType();
  UpdateTarget Target =
      Elements ? UpdateTarget::elements(V) : UpdateTarget::variable(V);
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
      if (!onlyUpdates(L->Body, Target, R.Op, Updates)) {
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
        if (R.Item && isSubarray(R.Item))
          Imp.Item = R.Item;
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
  UpdateTarget T = UpdateTarget::variable(V);
  OpenACCReductionOperator Op = firstUpdateOperator(Body, T);
  unsigned Updates = 0;
  if (Op == OpenACCReductionOperator::Invalid ||
      !onlyUpdates(Body, T, Op, Updates) || !Updates)
    return OpenACCReductionOperator::Invalid;
  return Op;
}

} // namespace accc::analysis
