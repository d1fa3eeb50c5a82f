//===- LoopPartitioning.cpp - seq, auto and implicit gang -----------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Decides which loop directives are sequential and where implicit gang goes.
//
// Spec: seed 000, "Implicit Gang Clauses" and "Sequential Loops":
//  1. `auto` loops are converted to sequential loops first (accc has no
//     descriptive analysis yet), before implicit gang placement.
//  2. A loop gets imp `gang` if: not gang, not worker, not vector; exp gang
//     would be permitted (no ancestor loop with exp gang/worker/vector, not
//     seq, no nested loop with exp gang); and no ancestor loop is permitted
//     to have exp gang (the outermost possible loop is chosen).
//  2'. (Not in the seed; what nvc does.) In a kernels construct, where the
//     implementation chooses the levels (OpenACC 3.3 sec. 2.9: a loop there
//     is auto unless independent), an independent loop (exp, or proven by
//     the dependence analysis) with exp worker or vector but no gang gets
//     imp gang too where rule 2 would permit it: `kernels loop independent
//     vector(256)` runs as gang vector(256), as nvc reports it ("loop gang,
//     vector(256)"), not in one gang (LULESH 2.0's IntegrateStressForElems
//     and CalcFBHourglassForceForElems: one block of 256 threads over all
//     the nodes, 371 and 509 us a call on an H200).
//  3. A loop is sequential if exp seq, exp auto, or it has none of gang,
//     worker, vector, imp gang.
// An `auto gang` loop that became sequential does not block imp gang below
// it (the seed's "relaxed" rule).
//  4. The GPU threads (used by the threads mapping, docs/Mapping.md "GPU
//     mapping"; not in the seed): the innermost partitioned level becomes
//     the threads of a team: a vector loop; else a worker or gang loop with
//     nothing partitioned inside; naked loops (no seq/auto/gang/worker/
//     vector, not below an explicit worker or vector loop) with nothing
//     partitioned inside become threads too (imp vector), as nvc and GCC
//     partition them. Except: a gang loop without worker or vector does not
//     become threads when its compute construct has a private or
//     firstprivate array, object or subarray (a gang copy the team's threads
//     would share and race on; a scalar gets a copy per thread instead,
//     LoopToOMP.cpp rule 8); its naked inner loops still may. Nor when the
//     loop writes a scalar declared outside it that the rest of the compute
//     construct reads afterwards: a gang runs its iterations in order and
//     the value the last one stored stays in the gang's copy, which threads,
//     each with a copy of its own, would lose (GCC's libgomp test
//     private-variables.c: `x = i * 2` in one `loop gang(static:1)`, `arr[i]
//     += x` in the next).
//  5. gang(dim:) (OpenACC 3.3 sec. 2.9.2; not in the seed): a gang loop
//     inside a gang-partitioned loop (rule 13 of ClauseChecks.cpp allows it
//     when its dimension is lower) is not gang-partitioned again: OpenMP
//     distributes once. The team that runs an iteration of the enclosing
//     gang loop runs this loop's iterations (docs/Mapping.md,
//     "Multi-dimensional gangs"); for rule 4 it counts as a naked loop.
//
// Input: the tree from buildDirectiveTree. Output: LoopPartitioning::ImpGang,
// ::Sequential and ::Threads of every loop directive.
//
// Example:
//   #pragma acc parallel          // omp target teams
//   #pragma acc loop              // imp gang -> omp distribute
//   for (...)
//     #pragma acc loop            // sequential: plain `for`
//     for (...)
//
// Tests: unittests/Analysis/LoopPartitioningTest.cpp (each rule),
// test/Translate/gang-dimensions.c, test/Execution/gang-dimensions.c,
// test/Dump/loop-partitioning.c, test/Translate/loop-implicit-gang.c,
// test/Translate/loop-seq-auto-independent.c,
// test/Translate/loop-partitioning.c, test/Translate/gang-redundant.c,
// test/Translate/kernels.c, test/Execution/loop-partitioning.c,
// test/Execution/loop-seq.c, test/Execution/gang-redundant-auto.c.
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/Analyzer.h"
#include "accc/Analysis/VarRefUtils.h"
#include "clang/AST/OpenACCClause.h"
#include "clang/AST/RecursiveASTVisitor.h"

namespace accc::analysis {

namespace {

/// Rule 4's exception: whether \p C makes a gang copy of an aggregate (a
/// subarray, an array, an object) in a private or firstprivate clause.
bool hasGangPrivateAggregate(const Directive *C) {
  if (!C)
    return false;
  for (const clang::OpenACCClause *Cl : C->Clauses) {
    if (!llvm::isa<clang::OpenACCPrivateClause,
                   clang::OpenACCFirstPrivateClause>(Cl))
      continue;
    for (const clang::Expr *Item : clauseVarList(Cl))
      if (isSubarray(Item) || !isScalarType(Item->getType()))
        return true;
  }
  return false;
}

/// The scalars declared outside \p Body that it writes.
class ScalarWrites : public clang::RecursiveASTVisitor<ScalarWrites> {
public:
  explicit ScalarWrites(const clang::Stmt *Body) : Body(Body) {}
  bool VisitDeclRefExpr(clang::DeclRefExpr *R) {
    const auto *V = llvm::dyn_cast<clang::VarDecl>(R->getDecl());
    if (V && !Seen.count(V) && isScalarType(V->getType()) &&
        !Body->getSourceRange().fullyContains(V->getSourceRange()) &&
        firstWriteIn(Body, V)) {
      Seen.insert(V);
      Vars.push_back(V);
    }
    return true;
  }
  const clang::Stmt *Body;
  llvm::DenseSet<const clang::VarDecl *> Seen;
  llvm::SmallVector<const clang::VarDecl *, 4> Vars;
};

/// Rule 4's second exception: whether loop \p L writes a scalar declared
/// outside it that the code after it in its compute construct reads.
bool writesScalarReadAfter(const Directive &L) {
  // A kernels region's loops reduce what the dependence analysis found
  // (not in their clauses yet): its rules decide there.
  if (!L.Compute || L.Compute == &L || !L.Compute->Body ||
      L.Compute->Kernels)
    return false;
  ScalarWrites W(L.Body);
  W.TraverseStmt(const_cast<clang::Stmt *>(L.Body));
  llvm::DenseSet<const clang::VarDecl *> Own; // the loop's own copies
  for (const LoopControlVar &C : L.ControlVars)
    Own.insert(C.Var);
  for (const clang::OpenACCClause *C : L.Clauses)
    if (llvm::isa<clang::OpenACCPrivateClause>(C))
      for (const clang::Expr *Item : clauseVarList(C))
        Own.insert(getListItemVar(Item));
  // Reduced here or around: the reduction gives the value.
  for (const Directive *D = &L; D; D = D == L.Compute ? nullptr : D->Parent)
    for (const clang::OpenACCClause *C : D->Clauses)
      if (llvm::isa<clang::OpenACCReductionClause>(C))
        for (const clang::Expr *Item : clauseVarList(C))
          Own.insert(getListItemVar(Item));
  for (const clang::VarDecl *V : W.Vars) {
    if (Own.count(V))
      continue;
    std::optional<MentionAfter> After =
        firstMentionAfterIn(L.Body, V, L.Compute->Body);
    if (After && !After->PlainStore)
      return true;
  }
  return false;
}

bool convertedSequential(const Directive &L) {
  return L.Loop.Seq || L.Loop.Auto;
}

bool hasExpGWV(const Directive &L) {
  return L.Loop.Gang || L.Loop.Worker || L.Loop.Vector;
}

bool descendantHasExpGang(const Directive &D) {
  for (const Directive *C : D.Children)
    if ((C->Loop.Gang && !convertedSequential(*C)) || descendantHasExpGang(*C))
      return true;
  return false;
}

void placeImplicitGang(Directive &L, bool AncestorHasExpGWV,
                       bool AncestorPermittedGang) {
  bool Sequentialized = convertedSequential(L);
  bool Permitted =
      !AncestorHasExpGWV && !Sequentialized && !descendantHasExpGang(L);
  bool KernelsLevels = L.Compute && L.Compute->Kernels && !L.Loop.Gang &&
                       L.Loop.Independent; // rule 2'
  L.Loop.ImpGang = (!hasExpGWV(L) || KernelsLevels) && Permitted &&
                   !AncestorPermittedGang;
  L.Loop.Sequential = Sequentialized || (!hasExpGWV(L) && !L.Loop.ImpGang);
  for (Directive *C : L.Children)
    placeImplicitGang(*C, AncestorHasExpGWV || (!Sequentialized && hasExpGWV(L)),
                      AncestorPermittedGang || Permitted);
}

bool isNaked(const Directive &L) {
  const LoopPartitioning &P = L.Loop;
  return !P.Seq && !P.Auto && (!P.Gang || P.GangInGang) && !P.Worker &&
         !P.Vector;
}

/// Rule 5 below \p L; \p InGang: an enclosing loop is gang-partitioned.
void markGangInGang(Directive &L, bool InGang) {
  L.Loop.GangInGang = InGang && L.Loop.Gang;
  for (Directive *C : L.Children)
    markGangInGang(*C, InGang || L.Loop.isGangPartitioned());
}

/// Rule 4 below \p L; \p AboveWV: an enclosing loop is worker or vector.
/// Returns whether \p L or a loop inside it is partitioned below the gang
/// level or becomes threads.
bool placeThreads(Directive &L, bool AboveWV) {
  LoopPartitioning &P = L.Loop;
  bool SelfWV = !P.Sequential && (P.Worker || P.Vector);
  bool Below = false;
  for (Directive *C : L.Children)
    Below |= placeThreads(*C, AboveWV || SelfWV);
  if (P.isVectorPartitioned())
    P.Threads = true;
  else if (P.isWorkerPartitioned())
    P.Threads = !Below;
  else if (P.isGangPartitioned())
    P.Threads = !Below && !hasGangPrivateAggregate(L.Compute) &&
                !writesScalarReadAfter(L);
  else if ((P.Sequential || P.GangInGang) && isNaked(L))
    P.Threads = !AboveWV && !Below;
  return P.Threads || Below || SelfWV;
}

} // namespace

void computeLoopPartitioning(DirectiveTree &R) {
  Directive *Root = R.Root;
  for (Directive *C : Root->Children)
    placeImplicitGang(*C, false, false);
  for (Directive *C : Root->Children)
    markGangInGang(*C, false);
  for (Directive *C : Root->Children)
    placeThreads(*C, false);
}

} // namespace accc::analysis
