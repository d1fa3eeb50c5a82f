//===- DataAttributes.cpp - exp, pre and imp data attributes --------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Computes, for every effective directive, the DMA and the DSA of every
// variable it references and that is declared outside it.
//
// Spec: seed 000, "Basic Data Attributes"; OpenACC 3.3 sec. 2.6.1 (pre),
// sec. 2.6.2 (imp), sec. 2.5.15 (default):
//  1. exp: from the directive's own clauses (errors are ClauseChecks').
//  2. pre `private` for the loop control variable of an `acc loop`, except
//     that with exp `seq` a control variable that is just assigned in the
//     `for` init is imp `shared` (seed 000, "Loop Control Variables").
//  3. imp on `parallel` (OpenACC 3.3 sec. 2.6.2):
//     a. a scalar with no exp DMA or DSA is imp `firstprivate`;
//     b. a non-scalar with no exp DMA is imp `copy` (imp `present` under
//        `default(present)`), DSA imp `shared`;
//     c. a scalar with exp `reduction` is imp `copy` (L2690: "a reduction
//        clause on a compute construct implies a copy clause");
//     d. under `default(none)` a variable with no exp data clause is an error;
//     e. a variable of incomplete type cannot get an imp DA.
//  4. imp `shared` on `loop` for every other referenced variable, except:
//     a. in a `kernels` construct, a scalar that a partitioned (not
//        sequential) loop assigns before any other use in each iteration
//        (a temporary) is imp `private` on it, unless the compute
//        construct names it in a data clause: an explicit clause wins, and
//        a scalar only sometimes written (a flag `if (c) stop = 1;`) keeps
//        the one copy that every iteration shares.
//     b. a reduction the dependence analysis found in a loop it proved
//        independent (Dependence.cpp rule 3b) is imp `reduction` on it;
//  f. a reduction on a combined construct implies copy (OpenACC 3.3 sec.
//     2.11), for loops of any level, not only gang loops as in the seed;
//  g. a scalar in a visible data clause (of an enclosing `data` construct
//     or a visible `declare` directive) is imp `copy` and `shared`, the
//     device copy being present; a visible `deviceptr` stays `deviceptr`;
//     g'. a pointer in a visible `present` or `no_create` clause (no
//     subarray) stands for the data it points to, as it does on the data
//     construct (Transform/DataToOMP.cpp rule 10): imp `present` (or
//     `no_create`) and `shared`, which the translation maps as `p[:0]`
//     (MPTRAC's `data present(ctl, atm)` around its kernels: a copy of the
//     pointer variable gave the kernel the host address);
//  h. on `kernels`, a scalar with no exp DMA or DSA is imp `copy` and
//     `shared` (OpenACC 3.3 sec. 2.6.2: a scalar referenced in a kernels
//     construct without a data clause "is treated as if it appears in a
//     copy clause"), except a pointer: as on `parallel`, it is imp
//     `firstprivate`, which OpenMP turns into the device address of
//     present data (a `map` of the pointer would copy its host value),
//     and a `const` scalar: nothing changes it, and the copy back of a
//     const global wrote into read-only memory (ymiki-repo/nbody's
//     `constexpr unsigned NTHREADS`: a crash at the end of the region),
//     and a local variable or parameter that the region only reads and
//     whose address nothing takes, which no reference binds, no lambda
//     captures and no clause names (VarRefUtils isOnlyReadLocal): no
//     device copy of it can exist, and copying it back gives the host the
//     value it has, so `firstprivate` does what `copy` would without the
//     two transfers and the wait for the second (TeaLeaf's halo updates,
//     `for (jj ...) { kernels loop ... buffer[...jj...] }`: a copy in and
//     out of `jj` per launch; the CG's `alpha`, `beta`);
//  i. a struct variable used in the construct only through members that
//     its own data clauses or visible ones name through `.` (`t.s`,
//     `t.arr[0:n]`) is imp `shared` without a map of its own; the members
//     of visible clauses that the region uses are imp `present`
//     (MemberCoverage.cpp; test/Execution/struct-member-items.c);
//  5. The default DMA `nomap` is recorded for completeness and discarded by
//     the translation; variables of dependent type (templates) get no
//     attribute: OpenMP's implicit rules, which equal OpenACC's for them,
//     decide per instantiation.
//  6. (not supported yet) an explicit data clause or reduction, on a
//     directive inside a construct, of a variable that the construct makes
//     private or firstprivate as a subarray or element (`private(v[1:])`):
//     in the region the name holds a pointer into the copy
//     (Transform/PrivateSubarrays.cpp), which the inner clause would map or
//     reduce as a pointer (a fuzzing find: `loop worker reduction(&&:v)`
//     under `private(v[1:])` failed in the OpenMP compile).
//
// Input: the tree after checkClauses and computeLoopPartitioning.
// Output: Directive::DMAs / ::DSAs.
//
// Tests: test/Dump/compute-construct.c, test/Dump/combined-construct.c
// (1, 2, 3, 4), test/Translate/parallel-data-clauses.c,
// test/Translate/parallel-dsa-clauses.c (1), test/Translate/loop-seq-private.c,
// test/Translate/loop-vector-assigned-var.c, test/Execution/loop-variable.c
// (2), test/Translate/implicit-data.c, test/Execution/implicit-copy.c,
// test/Execution/implicit-firstprivate.c (3), test/Diagnostics/default-none.c,
// default-none.cpp, default-none-ok.c, test/Execution/default-none.c (3d),
// test/Diagnostics/incomplete-type-implicit.c (3e),
// test/Translate/loop-private-implicit.c (4), test/Translate/kernels.c,
// test/Execution/kernels.c (4a, h), test/Execution/reduction-combined-nongang.c
// (f), test/Translate/data-directives.c,
// test/Diagnostics/data-default-none-visible.c,
// test/Execution/data-directives-partial-array.c (g),
// test/Translate/cxx-templates.cpp (5).
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/Analyzer.h"
#include "accc/Analysis/MemberCoverage.h"
#include "accc/Analysis/VarRefUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace accc::analysis {

void addExplicitAttributes(Directive &D) {
  for (const OpenACCClause *C : D.Clauses) {
    std::optional<DAKind> K = dataAttrOfClause(C);
    if (!K)
      continue;
    for (const Expr *Item : clauseVarList(C)) {
      const VarDecl *V = getListItemVar(Item);
      bool Member =
          (!V && allowsMemberItems(*K) && getMemberItemBase(Item, V)) ||
          (V && isAttachedElement(*K, Item));
      bool MemberPrivate = !V && !Member && isUnmappableDSA(*K) &&
                           getMemberItemBase(Item, V);
      if (!V && !Member && !MemberPrivate)
        continue;
      bool DMA = isDMA(*K);
      // A repeat ClauseChecks already reported, or merged (its rule 2):
      // `copyin(x) copyout(x)` is one copy. `update` may name several parts
      // of one variable.
      if (D.Kind != DirectiveKind::Update && !Member && !MemberPrivate) {
        if (DataAttr *Seen = DMA ? D.findDMA(V) : D.findDSA(V)) {
          if (Seen->Source == DASource::Exp && isMergeableDMA(Seen->Kind) &&
              isMergeableDMA(*K) && !Seen->MergedClause) {
            Seen->Kind = mergedDMA(Seen->Kind, *K);
            // zero: where nothing is copied in (create, copyout).
            Seen->Zero = (Seen->Zero || isOpenACCModifierBitSet(
                                            clauseModifiers(C),
                                            OpenACCModifierKind::Zero)) &&
                         (Seen->Kind == DAKind::Create ||
                          Seen->Kind == DAKind::CopyOut);
            Seen->ReadOnly = false;
            Seen->MergedClause = C;
          }
          continue;
        }
      }
      DataAttr A;
      A.Var = V;
      A.Kind = *K;
      A.Source = DASource::Exp;
      A.Item = Item;
      A.Clause = C;
      A.Member = Member;
      A.Loc = Item->getBeginLoc();
      if (const auto *RC = dyn_cast<OpenACCReductionClause>(C))
        A.Op = RC->getReductionOp();
      OpenACCModifierKind Mods = clauseModifiers(C);
      A.ReadOnly = isOpenACCModifierBitSet(Mods, OpenACCModifierKind::Readonly);
      A.Zero = isOpenACCModifierBitSet(Mods, OpenACCModifierKind::Zero);
      if (MemberPrivate) {
        A.Member = true;
        D.MemberPrivates.push_back(A);
        continue;
      }
      (DMA ? D.DMAs : D.DSAs).push_back(A);
    }
  }
}

namespace {

DataAttr implicitAttr(const VarDecl *V, DAKind K, DASource S,
                      SourceLocation Loc) {
  DataAttr A;
  A.Var = V;
  A.Kind = K;
  A.Source = S;
  A.Loc = Loc;
  return A;
}

void addLoopPredetermined(Directive &L) {
  for (const LoopControlVar &LV : L.ControlVars) {
    if (!LV.Var || LV.Declared || L.findDSA(LV.Var))
      continue;
    SourceLocation Loc = L.loc();
    if (L.Loop.Seq)
      L.DSAs.push_back(implicitAttr(LV.Var, DAKind::Shared, DASource::Imp, Loc));
    else
      L.DSAs.push_back(
          implicitAttr(LV.Var, DAKind::Private, DASource::Pre, Loc));
  }
}

class ComputeImplicit {
public:
  ComputeImplicit(Directive &P, const DirectiveTree &R,
                  Diagnoser &Diags)
      : P(P), Default(P.Default), Diags(Diags) {
    // Innermost first: the nearest default clause applies (sec. 2.6.2).
    for (const OpenACCDataConstruct *DC : llvm::reverse(R.EnclosingData))
      for (const OpenACCClause *C : DC->clauses()) {
        if (const auto *DefC = dyn_cast<OpenACCDefaultClause>(C)) {
          if (!Default)
            Default = DefC;
          continue;
        }
        addVisible(C);
      }
    // OpenACC 3.3 sec. 2.6.2: "A visible data clause is any data
    // clause on the compute construct, a lexically containing data construct,
    // or a visible declare directive." A declare is visible in the rest of
    // its block, or of the file.
    for (const OpenACCDeclareDecl *DD : llvm::reverse(R.VisibleDeclares))
      for (const OpenACCClause *C : DD->clauses())
        addVisible(C);
  }

  void run() {
    llvm::ArrayRef<const OpenACCClause *> Extra;
    if (P.isCombined() && !P.Children.empty()) {
      Extra = P.Children.front()->Clauses;
      for (const OpenACCClause *C : Extra)
        if (const auto *RC = dyn_cast<OpenACCReductionClause>(C))
          for (const Expr *Item : RC->getVarList())
            if (const VarDecl *V = getListItemVar(Item))
              CombinedReductions.insert(V);
    }
    // A variable private to a loop gets no implicit data attribute from the
    // references inside that loop: they name the loop's private copies
    // (docs/Mapping.md, "Parallel directives"; nvc and GCC agree).
    for (const VarRef &R :
         collectReferencedVars(P.Body, Extra, /*SkipLoopPrivates=*/true,
                               P.Clauses))
      addFor(R.Var, R.Loc);
  }

private:
  Directive &P;
  /// The compute construct's default clause, or the nearest enclosing data
  /// construct's.
  const OpenACCDefaultClause *Default;
  Diagnoser &Diags;
  llvm::DenseSet<const VarDecl *> CombinedReductions;
  /// Variables in data clauses of enclosing data constructs and visible
  /// declare directives (visible data clauses), innermost clause first.
  llvm::DenseMap<const VarDecl *, DAKind> Visible;
  /// Arrays of which a visible data clause names a subarray, with the
  /// innermost such subarray: the part that is present.
  llvm::DenseMap<const VarDecl *, const Expr *> VisiblePart;
  /// Every variable a visible data clause names, in any form.
  llvm::DenseSet<const VarDecl *> Named;
  /// Struct variables of which visible data clauses name members through
  /// `.` (`data copy(t.s)`), with those items (rule 3i).
  llvm::DenseMap<const VarDecl *, llvm::SmallVector<const Expr *, 2>>
      VisibleMembers;

  void addVisible(const OpenACCClause *C) {
    std::optional<DAKind> K = dataAttrOfClause(C);
    if (!K)
      return;
    // A subarray `p[0:n]` makes the data p points to present, not the
    // pointer variable p itself.
    for (const Expr *Item : clauseVarList(C)) {
      const VarDecl *V = getListItemVar(Item);
      const VarDecl *Base = nullptr;
      if (!V && isDMA(*K) && getMemberItemBase(Item, Base) &&
          isMemberOfVariable(Item, Base))
        VisibleMembers[Base].push_back(Item);
      if (!V)
        continue;
      Named.insert(V);
      if (!isSubarray(Item))
        Visible.try_emplace(V, *K);
      else if (!V->getType().getNonReferenceType()->isPointerType())
        VisiblePart.try_emplace(V, Item);
    }
  }

  /// Rule 3i: whether struct variable \p V is used in the construct only
  /// through members that its own data clauses or visible ones name
  /// (MemberCoverage.cpp); if so, \p V is imp `shared` without a map of
  /// its own, and each member of a visible clause the region uses is imp
  /// `present`. A visible member that shares storage with one of the
  /// construct's own keeps the old way (a map of both would overlap).
  bool usedThroughMembers(const VarDecl *V, SourceLocation Loc) {
    llvm::SmallVector<const Expr *, 4> Own;
    for (const DataAttr &A : P.DMAs)
      if (A.Member && A.Var == V && A.Source == DASource::Exp &&
          isMemberOfVariable(A.Item, V))
        Own.push_back(A.Item);
    std::optional<llvm::SmallVector<const Expr *, 4>> Used;
    if (!Own.empty())
      Used = membersUsed(V, P.Body, Own);
    if (!Used) {
      llvm::SmallVector<const Expr *, 4> Items = Own;
      if (auto It = VisibleMembers.find(V); It != VisibleMembers.end())
        for (const Expr *E : It->second) {
          for (const Expr *O : Own)
            if (membersOverlap(E, O, V))
              return false;
          Items.push_back(E);
        }
      if (Items.size() == Own.size() ||
          !(Used = membersUsed(V, P.Body, Items)))
        return false;
    }
    P.DSAs.push_back(implicitAttr(V, DAKind::Shared, DASource::Imp, Loc));
    for (const Expr *E : *Used) {
      if (llvm::is_contained(Own, E))
        continue;
      DataAttr A = implicitAttr(V, DAKind::Present, DASource::Imp, Loc);
      A.Item = E;
      A.Member = true;
      P.DMAs.push_back(A);
    }
    return true;
  }

  bool defaultIs(OpenACCDefaultClauseKind K) const {
    return Default && Default->getDefaultClauseKind() == K;
  }

  void addFor(const VarDecl *V, SourceLocation Loc) {
    QualType T = V->getType().getNonReferenceType();
    std::optional<bool> IsScalar = isScalarVar(V);
    DataAttr *DMA = P.findDMA(V);
    DataAttr *DSA = P.findDSA(V);
    // OpenACC 3.3 sec. 2.11: a reduction clause on a combined construct
    // implies a copy clause for the variable (gang-shared, so the loop
    // reduction is promoted to the compute construct by Reductions.cpp).
    // This goes beyond the seed, which implies copy for gang loops only.
    // Scalar or not, also in a template whose instantiations disagree.
    if (!DMA && !DSA && CombinedReductions.count(V)) {
      P.DSAs.push_back(implicitAttr(V, DAKind::Shared, DASource::Imp, Loc));
      P.DMAs.push_back(implicitAttr(V, DAKind::Copy, DASource::Imp, Loc));
      return;
    }
    if (!IsScalar) {
      // A dependent type, a scalar in one instantiation and not in
      // another: on kernels both are copy (rule 3h and the aggregates'
      // default); elsewhere OpenMP decides.
      if (P.Kernels && !DMA && !DSA && !T.isConstQualified() &&
          !defaultIs(OpenACCDefaultClauseKind::None) &&
          !defaultIs(OpenACCDefaultClauseKind::Present)) {
        P.DSAs.push_back(implicitAttr(V, DAKind::Shared, DASource::Imp, Loc));
        P.DMAs.push_back(implicitAttr(V, DAKind::Copy, DASource::Imp, Loc));
      }
      return;
    }
    // OpenACC 3.3 sec. 2.6.2: a scalar is firstprivate only when it is in
    // no visible data clause; one that is (on an enclosing `data`) refers to
    // the device copy that construct made: imp copy, which finds it present.
    // A visible deviceptr stays a device pointer.
    auto VisibleIt = Visible.find(V);
    if (!DMA && !DSA && VisibleIt != Visible.end() && *IsScalar) {
      bool DevPtr = VisibleIt->second == DAKind::DevicePtr;
      // Rule g': a pointer in a visible present or no_create clause names
      // the data it points to (DataToOMP.cpp rule 10): the construct
      // refers to that data too, imp `present`, mapped as `p[:0]`. A copy
      // of the pointer variable would hand the kernel its host value.
      DAKind VK = VisibleIt->second;
      bool Pointee = T->isPointerType() &&
                     (VK == DAKind::Present || VK == DAKind::NoCreate);
      P.DSAs.push_back(implicitAttr(V, DAKind::Shared, DASource::Imp, Loc));
      P.DMAs.push_back(implicitAttr(V,
                                    DevPtr    ? DAKind::DevicePtr
                                    : Pointee ? VK
                                              : DAKind::Copy,
                                    DASource::Imp, Loc));
      return;
    }
    if (!DMA && !DSA && VisibleIt == Visible.end() && !*IsScalar &&
        usedThroughMembers(V, Loc))
      return;
    // An array of which only a part is present (`data copyin(a[0:5])`): a
    // map of the whole array would be an illegal extension of that mapping
    // (a run-time error), so the construct refers to the present part.
    auto PartIt = VisiblePart.find(V);
    if (!DMA && !DSA && VisibleIt == Visible.end() &&
        PartIt != VisiblePart.end() && !*IsScalar) {
      P.DSAs.push_back(implicitAttr(V, DAKind::Shared, DASource::Imp, Loc));
      DataAttr A = implicitAttr(V, DAKind::Present, DASource::Imp, Loc);
      A.Item = PartIt->second;
      P.DMAs.push_back(A);
      return;
    }
    if (defaultIs(OpenACCDefaultClauseKind::None) && !DMA && !DSA &&
        !Named.count(V)) {
      Diags.report(Loc, DiagID::err_acc_default_none)
          << V->getName() << P.spelling();
      Diags.report(Default->getBeginLoc(), DiagID::note_acc_default_none_here);
      return;
    }
    bool Scalar = *IsScalar;
    if (P.Kernels && Scalar && !DMA && !DSA && !T->isPointerType() &&
        !T.isConstQualified() && !isOnlyReadLocal(V, P.Body)) { // 3h
      P.DSAs.push_back(implicitAttr(V, DAKind::Shared, DASource::Imp, Loc));
      P.DMAs.push_back(implicitAttr(V, DAKind::Copy, DASource::Imp, Loc));
      return;
    }
    if (!DSA) {
      DAKind K = (Scalar && !DMA) ? DAKind::FirstPrivate : DAKind::Shared;
      P.DSAs.push_back(implicitAttr(V, K, DASource::Imp, Loc));
      DSA = &P.DSAs.back();
    }
    if (DMA)
      return;
    DAKind K = DAKind::Nomap;
    if (!isUnmappableDSA(DSA->Kind)) {
      if (!Scalar)
        K = defaultIs(OpenACCDefaultClauseKind::Present) ? DAKind::Present
                                                         : DAKind::Copy;
      else if (DSA->Kind == DAKind::Reduction)
        K = DAKind::Copy;
    }
    if (K != DAKind::Nomap && !T->isDependentType() && T->isIncompleteType()) {
      Diags.report(Loc, DiagID::err_acc_incomplete_type_implicit)
          << V->getName() << T << P.spelling() << daKindName(K);
      return;
    }
    P.DMAs.push_back(implicitAttr(V, K, DASource::Imp, Loc));
  }
};

/// Rule 4b: the reductions the dependence analysis found in a proven loop.
void addInferredReductions(Directive &L) {
  for (const InferredReduction &R : L.InferredReductions) {
    if (L.findDSA(R.Var))
      continue;
    DataAttr A = implicitAttr(R.Var, DAKind::Reduction, DASource::Imp, L.loc());
    A.Op = R.Op;
    L.DSAs.push_back(A);
  }
}

void addLoopImplicit(Directive &L) {
  // Rule 4a: in a kernels construct, a temporary scalar of a partitioned
  // loop is private to the loop, as nvc makes it. Under the copy that
  // kernels gives it (rule 3h) every gang would otherwise race on one
  // device copy. The same for an auto loop the dependence analysis made
  // independent: its proof assumed the temporaries private.
  llvm::DenseSet<const VarDecl *> Written;
  bool KernelsLoop = L.Compute && (L.Compute->Kernels || L.Loop.Proven) &&
                     !L.Loop.Sequential;
  if (KernelsLoop)
    collectWrittenVars(L.Body, Written);
  const Stmt *Iteration = L.Loops.empty() ? nullptr : L.Loops.back()->getBody();
  auto Temporary = [&](const VarDecl *V) {
    if (!Written.count(V) || !isScalarVar(V).value_or(false))
      return false;
    for (const DataAttr *A : {L.Compute->findDMA(V), L.Compute->findDSA(V)})
      if (A && A->Source == DASource::Exp)
        return false;
    return isAssignedBeforeUse(Iteration, V);
  };
  // The members that L and the constructs around it privatize: their uses
  // name local copies (Transform/MemberPrivates.cpp).
  llvm::SmallVector<const OpenACCClause *, 8> Privatizing;
  for (const Directive *X = &L; X; X = X == L.Compute ? nullptr : X->Parent)
    Privatizing.append(X->Clauses.begin(), X->Clauses.end());
  for (const VarRef &R : collectReferencedVars(L.Body, {}, false,
                                               Privatizing)) {
    if (!isScalarVar(R.Var) || L.findDSA(R.Var))
      continue;
    DAKind K = KernelsLoop && Temporary(R.Var) ? DAKind::Private
                                               : DAKind::Shared;
    L.DSAs.push_back(implicitAttr(R.Var, K, DASource::Imp, R.Loc));
  }
}

} // namespace

/// Rule 6, for the explicit attributes of \p D (its ancestors' are known:
/// the walk is pre-order).
void checkPrivatePartUses(const Directive &D, Diagnoser &Diags) {
  for (const std::vector<DataAttr> *List : {&D.DMAs, &D.DSAs})
    for (const DataAttr &A : *List) {
      if (A.Source != DASource::Exp || A.Member || !A.Var)
        continue;
      for (const Directive *P = D.Parent; P; P = P->Parent)
        if (const DataAttr *Outer = P->findDSA(A.Var);
            Outer && Outer->Source == DASource::Exp && Outer->Item &&
            isUnmappableDSA(Outer->Kind) && isSubarray(Outer->Item)) {
          Diags.report(A.Loc, DiagID::err_acc_private_part_reused)
              << A.Var->getName() << daKindName(A.Kind)
              << daKindName(Outer->Kind) << P->spelling();
          break;
        }
    }
}

void computeDataAttributes(DirectiveTree &R, ASTContext &Ctx,
                           Diagnoser &Diags) {
  R.forEach([&](Directive &D) {
    addExplicitAttributes(D);
    checkPrivatePartUses(D, Diags);
    if (D.Kind == DirectiveKind::Loop) {
      addLoopPredetermined(D);
      addInferredReductions(D);
      addLoopImplicit(D);
    } else {
      ComputeImplicit(D, R, Diags).run();
    }
  });
}

} // namespace accc::analysis
