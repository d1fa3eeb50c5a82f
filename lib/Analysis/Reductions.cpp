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
//
// Input: data attributes from computeDataAttributes. Output: imp reduction
// and imp copy entries on the compute directive.
//
// Example:
//   #pragma acc parallel loop reduction(+:s)   // s: scalar, imp firstprivate
//   =>  parallel: imp copy(s), imp reduction(+:s); loop: exp reduction(+:s)
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/Analyzer.h"

using namespace clang;

namespace accc::analysis {

namespace {

class Promoter {
public:
  explicit Promoter(Diagnoser &Diags) : Diags(Diags) {}

  void visit(Directive &L) {
    if (L.Kind == DirectiveKind::Loop)
      for (DataAttr &A : L.DSAs)
        if (A.Kind == DAKind::Reduction && A.Source == DASource::Exp)
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
    // Loops between P and L: a reduction there must agree; a private there
    // or a declaration between makes v gang-private.
    for (Directive *A = L.Parent; A && A != &P; A = A->Parent) {
      if (const DataAttr *X = A->findDSA(V)) {
        if (X->Kind == DAKind::Reduction && X->Source == DASource::Exp) {
          conflicts(*X, R, *A);
          return; // the outer reduction carries it further
        }
        if (X->Kind == DAKind::Private && X->Source == DASource::Exp)
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
      Imp.Item = nullptr;
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
      DMA->Item = nullptr;
      DMA->Clause = nullptr;
    }
    // Gang-shared: imp reduction on the compute construct (rule 2).
    DSA->Kind = DAKind::Reduction;
    DSA->Source = DASource::Imp;
    DSA->Op = R.Op;
    DSA->ImpliedBy = &R;
    DSA->Loc = R.Loc;
    if (!DMA) {
      DataAttr Copy = *DSA;
      Copy.Kind = DAKind::Copy;
      P.DMAs.push_back(Copy);
    } else if (DMA->Kind == DAKind::Nomap) {
      DMA->Kind = DAKind::Copy;
    }
  }
};

} // namespace

void promoteReductions(ComputeRegion &R, Diagnoser &Diags) {
  Promoter(Diags).visit(*R.Root);
}

} // namespace accc::analysis
