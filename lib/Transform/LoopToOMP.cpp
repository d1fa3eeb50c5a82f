//===- LoopToOMP.cpp - acc loop to OpenMP ----------------------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Translates `acc loop` directives (and the effective loop of a combined
// construct).
//
// Spec: seed 000, "Loop Directives".
// Sequential loops (exp seq, exp auto, or no gang/worker/vector/imp gang):
//  1. the directive and seq/independent/auto/gang/worker/vector/collapse,
//     the loop variable's pre private (declared in the init), imp shared and
//     exp reduction are discarded;
//  2. otherwise exp|pre private -> wrap the loop in a compound statement
//     declaring an uninitialized local copy.
// Parallelized loops, base mapping (GPU, -acc-mapping=base):
//  3. gang -> distribute; worker -> parallel for; vector -> simd; with no
//     gang- or worker-partitioned loop at or above it -> parallel for
//     num_threads(1); worker -> num_threads(num_workers); vector ->
//     simdlen(constant vector_length); collapse -> collapse;
//  4. imp shared -> exp shared where the directive takes it (parallel for);
//  5. a vector loop whose control variable is only assigned: pre linear
//     (no clause) and a wrapping local copy; other exp|pre private -> exp;
//  6. exp reduction stays on worker or vector loops; on gang-only loops it
//     is carried by the compute construct (Reductions.cpp).
// Threads mapping (GPU default; docs/Mapping.md "GPU mapping"):
//  7. the loop that Analysis/LoopPartitioning.cpp rule 4 marks as the GPU
//     threads (LoopPartitioning::Threads: the innermost partitioned level,
//     or a naked loop as imp vector) becomes `parallel for`;
//  8. scalars written in a threaded loop that are gang-private (firstprivate
//     or private on the compute construct, or declared inside it) become
//     firstprivate per thread, so imp vector never introduces a race.
// Multicore and host targets: gang -> for (the gangs are the threads of the
// enclosing omp parallel); vector -> simd; worker -> sequential.
//
// Example (threads mapping):
//   #pragma acc loop gang            // -> #pragma omp distribute
//   for (i...)
//     #pragma acc loop               // imp vector -> #pragma omp parallel for
//     for (j...)
//
// Tests: test/Translate/loop-partitioning.c, loop-implicit-gang.c,
// loop-seq-private.c, loop-seq-auto-independent.c, loop-vector-assigned-var.c,
// loop-private-implicit.c, loop-tile.c, loop-sizes.c, threads-mapping-gpu.c,
// routine-loops.c; test/Execution/loop-partitioning.c, loop-seq.c,
// loop-tile.c, loop-sizes.c, inner-naked-loop.c, private-loop.c,
// routine-loops.c.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"
#include "accc/Basic/KindUtils.h"
#include "accc/Analysis/VarRefUtils.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

namespace {

bool gangOrWorkerAtOrAbove(const Directive &L) {
  for (const Directive *D = &L; D && D->Kind == DirectiveKind::Loop;
       D = D->Parent)
    if (D->Loop.isGangPartitioned() || D->Loop.isWorkerPartitioned())
      return true;
  return false;
}

} // namespace

void ComputeLowering::addLoopWords(const Directive &L, OMPDirective &D) {
  const LoopPartitioning &P = L.Loop;
  if (threadsMapping()) {
    if (P.isGangPartitioned())
      D.add(OMPWord::Distribute);
    if (isThreaded(L)) {
      D.add(OMPWord::Parallel);
      D.add(OMPWord::For);
    }
    return;
  }
  if (P.Sequential)
    return;
  if (!isGPU()) {
    // A gang loop is a worksharing `for` over the gangs (threads); adding
    // `simd` for its vector level would need the reduction variables shared
    // by the threads, which gang-level reductions are not: the compiler
    // vectorizes such loops at -O2 by itself.
    if (P.isGangPartitioned())
      D.add(OMPWord::For);
    else if (P.isVectorPartitioned())
      D.add(OMPWord::Simd);
    return;
  }
  if (P.isGangPartitioned())
    D.add(OMPWord::Distribute);
  if (P.isWorkerPartitioned() || !gangOrWorkerAtOrAbove(L)) {
    D.add(OMPWord::Parallel);
    D.add(OMPWord::For);
  }
  if (P.isVectorPartitioned())
    D.add(OMPWord::Simd);
}

void ComputeLowering::addLoopClauses(const Directive &L, OMPDirective &D,
                                       OMPNode &N) {
  const LoopPartitioning &P = L.Loop;
  const Directive &C = *L.Compute;
  bool Parallel = D.has(OMPWord::Parallel);
  bool ThreadLevel = Parallel || D.has(OMPWord::Simd);
  if (P.Collapse > 1)
    D.addClause(
        OMPClause::value(OMPClauseKind::Collapse, std::to_string(P.Collapse)));
  // OpenACC 3.3 sec. 2.9.1: with force, "any intervening code may be
  // executed multiple times as needed to perform the collapse". OpenMP's
  // collapse takes the same nest (imperfectly nested loops, OpenMP 5.1
  // sec. 2.11.1), and clang runs the intervening code in every iteration of
  // the collapsed space.
  if (P.InterveningCode)
    N.Info.push_back(
        "collapse(force:" + std::to_string(P.Collapse) +
        "): the code between the collapsed loops (line " +
        std::to_string(Ctx.getSourceManager().getSpellingLineNumber(
            P.InterveningCode->getBeginLoc())) +
        ") runs in each iteration of the collapsed iteration space");
  if (P.Tile)
    N.Info.push_back("tile(" + std::to_string(P.Tile) +
                     " loops) -> collapse(" + std::to_string(P.Collapse) +
                     "): the tiled nest is partitioned as one iteration "
                     "space (the tile shape is not used)");
  if (isGPU() && !threadsMapping()) {
    if (P.isWorkerPartitioned() && C.NumWorkers)
      D.addClause(OMPClause::value(OMPClauseKind::NumThreads,
                                   NumWorkersVar.empty()
                                       ? exprText(C.NumWorkers)
                                       : NumWorkersVar));
    else if (Parallel && !P.isWorkerPartitioned())
      D.addClause(OMPClause::value(OMPClauseKind::NumThreads, "1"));
    if (P.isVectorPartitioned() && C.VectorLength &&
        isConstant(C.VectorLength))
      D.addClause(
          OMPClause::value(OMPClauseKind::SimdLen, exprText(C.VectorLength)));
  }
  // serial: one thread runs the loop, also in a team larger than one
  // (ComputeToOMP.cpp, a thread-level loop inside another loop).
  if (C.Serial && Parallel && hasNestedThreadLoop(C))
    D.addClause(OMPClause::value(OMPClauseKind::NumThreads, "1"));
  if (P.GangStatic) {
    std::string Chunk = "static, " + exprText(P.GangStatic);
    if (D.has(OMPWord::Distribute))
      D.addClause(OMPClause::value(OMPClauseKind::DistSchedule, Chunk));
    else if (D.has(OMPWord::For))
      D.addClause(OMPClause::value(OMPClauseKind::Schedule, Chunk));
  }
  // Seed: with exp vector, an assigned loop control variable is pre linear
  // in `omp simd` (no clause) and gets a wrapping local copy.
  auto IsSimdLoopVar = [&](const ValueDecl *V) {
    if (!D.has(OMPWord::Simd))
      return false;
    for (const LoopControlVar &LV : L.ControlVars)
      if (LV.Var == V && !LV.Declared)
        return true;
    return false;
  };
  for (const DataAttr &A : L.DSAs) {
    bool Imp = A.Source != DASource::Exp;
    switch (A.Kind) {
    case DAKind::Shared:
      if (Parallel && Imp)
        D.addClause(OMPClause::list(OMPClauseKind::Shared, item(A), true));
      break;
    case DAKind::Private:
      if (isPrivateSubarray(A))
        break; // a copy per iteration (PrivateSubarrays.cpp rule 4)
      if (IsSimdLoopVar(A.Var))
        N.Layers.front().Prologue.push_back(localCopyDecl(A.Var));
      else if (L.isImplicitLoop() && L.LiveOut.count(A.Var))
        // A naked loop runs as written: its control variable keeps the
        // value the last iteration leaves (no loop directive makes it
        // private; OpenACC 3.3 sec. 2.6.1 is about loop constructs), and
        // so does a temporary the analysis made private (a kernels scalar
        // is copy: the code after the region may read it; a Rodinia lud
        // finding, where it read the value from before the region), where
        // the code after the loop reads them (Analysis/DirectiveTree.cpp).
        D.addClause(OMPClause::list(OMPClauseKind::LastPrivate, item(A), Imp));
      else
        D.addClause(OMPClause::list(OMPClauseKind::Private, item(A), Imp));
      break;
    case DAKind::Reduction:
      if (ThreadLevel)
        D.addClause(OMPClause::list(OMPClauseKind::Reduction, item(A), Imp,
                                    reductionId(L, A, N)));
      break;
    default:
      break;
    }
  }
  addAutoPrivate(L, D);
  if (isThreaded(L) && !P.isGangPartitioned())
    addReductionSchedule(L, D);
}

void ComputeLowering::addAutoPrivate(const Directive &L, OMPDirective &D) {
  if (!threadsMapping() || !isThreaded(L))
    return;
  if (L.Node != L.Compute->Node) // fused: the members' clauses are on D
    addMemberFirstprivates(L, D);
  llvm::DenseSet<const VarDecl *> Written;
  collectWrittenVars(L.Body, Written);
  const Directive &C = *L.Compute;
  for (const DataAttr &A : L.DSAs) {
    const auto *V = dyn_cast<VarDecl>(A.Var);
    if (A.Kind != DAKind::Shared || A.Source != DASource::Imp || !V ||
        !Written.count(V) || !isScalarType(V->getType()))
      continue;
    bool GangPrivate = C.declaresInside(V);
    if (const DataAttr *CA = C.findDSA(V))
      GangPrivate |= isUnmappableDSA(CA->Kind);
    for (const Directive *X = L.Parent; X && X != &C; X = X->Parent)
      if (const DataAttr *XA = X->findDSA(V))
        GangPrivate |= XA->Kind == DAKind::Private;
    if (!GangPrivate)
      continue;
    // Replace the shared clause with a firstprivate one.
    D.removeItems(OMPClauseKind::Shared, V);
    D.addClause(OMPClause::list(OMPClauseKind::FirstPrivate, item(A), true));
  }
}

OMPNode ComputeLowering::lowerLoop(const Directive &L) {
  OMPNode N;
  N.Layers.emplace_back();
  OMPLayer &Layer = N.Layers.front();
  OMPDirective D;
  addLoopWords(L, D);
  if (D.Words.empty()) {
    // Sequential: a plain `for` with local copies of private variables.
    for (const DataAttr &A : L.DSAs)
      if (A.Kind == DAKind::Private && !isPrivateSubarray(A))
        Layer.Prologue.push_back(localCopyDecl(A.Var));
    std::vector<std::pair<MemberPath, std::string>> Named;
    addLoopPrivateSubarrays(L, L.IterationBody, N, /*PerIteration=*/false,
                            &Named);
    for (auto &[Path, Name] : Named)
      MemberNames.push_back({Path, Name, &L});
    std::string Why =
        L.Loop.Seq ? "seq"
        : L.Loop.GangInGang
            ? "gang(dim:" + std::to_string(L.Loop.GangDim) +
                  ") inside a gang loop: the gang that runs an iteration of "
                  "the enclosing gang loop runs its iterations"
        : !L.DependenceNote.empty()
            ? std::string(L.Loop.KernelsAuto ? "in kernels without "
                                               "independent: auto"
                                             : "auto") +
                  "; " + L.DependenceNote
        : L.Loop.KernelsAuto ? "in kernels without independent: auto"
        : L.Loop.Auto        ? "auto"
                             : "no gang, worker or vector level left";
    N.Info.push_back("loop runs sequentially (" + Why + ")");
    return N;
  }
  addLoopClauses(L, D, N);
  D.mergeLists();
  std::vector<std::pair<MemberPath, std::string>> Named;
  addLoopPrivateSubarrays(L, L.IterationBody, N, /*PerIteration=*/true,
                          &Named);
  for (auto &[Path, Name] : Named)
    MemberNames.push_back({Path, Name, &L});
  std::string Levels;
  if (L.Loop.isGangPartitioned())
    Levels += L.Loop.Gang ? "gang " : "gang(implicit) ";
  if (L.Loop.GangInGang)
    N.Info.push_back("gang(dim:" + std::to_string(L.Loop.GangDim) +
                     ") inside a gang loop: the gang that runs an iteration "
                     "of the enclosing gang loop runs its iterations");
  if (L.Loop.isWorkerPartitioned())
    Levels += "worker ";
  if (L.Loop.isVectorPartitioned())
    Levels += "vector ";
  else if (isThreaded(L) && !L.Loop.isWorkerPartitioned())
    Levels += "vector(implicit) ";
  if (L.Loop.Proven)
    N.Info.push_back(
        std::string(L.isImplicitLoop() ? "loop without a directive"
                                       : "auto loop") +
        ": the dependence analysis found its iterations independent" +
        (L.Loop.Collapse > 1 && L.isImplicitLoop()
             ? " (" + std::to_string(L.Loop.Collapse) +
                   " tightly nested loops, collapsed)"
             : ""));
  for (const InferredReduction &R : L.InferredReductions)
    N.Info.push_back("reduction(" + spell(R.Op) + ":" +
                     R.Var->getNameAsString() + ") found in the loop body");
  N.Info.push_back("loop partitioned " + Levels + "-> omp " + D.name());
  Layer.Directive = std::move(D);
  return N;
}

/// Whether a statement of \p S's function encloses \p S and satisfies
/// \p Holds.
static bool inEnclosing(const Stmt *S, ASTContext &Ctx,
                        llvm::function_ref<bool(const Stmt *)> Holds) {
  for (DynTypedNodeList Parents = Ctx.getParents(*S); !Parents.empty();
       Parents = Ctx.getParents(Parents[0])) {
    const auto *P = Parents[0].get<Stmt>();
    if (!P)
      return false; // a declaration: the function (or a lambda's class)
    if (Holds(P))
      return true;
  }
  return false;
}

/// Whether \p S is a declaration statement holding a `declare` directive.
static bool isDeclare(const Stmt *S) {
  const auto *DS = dyn_cast<DeclStmt>(S);
  return DS && llvm::any_of(DS->decls(), [](const Decl *D) {
           return isa<OpenACCDeclareDecl>(D);
         });
}

/// Whether \p S is inside a data or host_data construct of its function,
/// or follows a `declare` directive of a block around it (the declare's
/// data region lasts to the end of its block: a `target data` there).
static bool inDataRegion(const Stmt *S, ASTContext &Ctx) {
  const Stmt *Child = S;
  return inEnclosing(S, Ctx, [&Child](const Stmt *P) {
    bool AfterDeclare = false;
    if (const auto *Block = dyn_cast<CompoundStmt>(P))
      for (const Stmt *Sib : Block->body()) {
        if (Sib == Child)
          break;
        AfterDeclare |= isDeclare(Sib);
      }
    Child = P;
    return AfterDeclare ||
           isa<OpenACCDataConstruct, OpenACCHostDataConstruct>(P);
  });
}

/// Whether \p S is inside a gang loop of its function (an orphaned one:
/// the caller lowers orphaned loops only).
static bool inGangLoop(const Stmt *S, ASTContext &Ctx) {
  return inEnclosing(S, Ctx, [](const Stmt *P) {
    const auto *Loop = dyn_cast<OpenACCLoopConstruct>(P);
    return Loop && llvm::any_of(Loop->clauses(), [](const OpenACCClause *C) {
             return isa<OpenACCGangClause>(C);
           });
  });
}

OMPNode lowerOrphanLoop(const LoweringContext &Cx, const Directive &L) {
  // OpenACC 3.3 sec. 2.9: a loop directive outside any compute construct
  // (in a function that compute constructs call, typically a routine) runs
  // in the calling thread (analysis: Analysis/DataDirectives.cpp rule 10).
  // A private variable gets a local copy in a compound statement around the
  // loop (the seed's rule for sequential loops); a reduction computes into
  // the variable itself, which is its result when one thread runs every
  // iteration.
  //
  // A gang loop (in a `routine gang` function) is called by every gang of
  // the compute construct in gang-redundant mode, and its iterations are
  // shared among them (sec. 2.9.2). OpenMP's orphaned worksharing does
  // that: `distribute` binds to the teams region the function is called
  // from (the gangs on the GPU), `for` to the parallel region (the gangs on
  // multicore and host). Called outside such a region, one team or thread
  // runs every iteration (host code of a GPU build that calls the function
  // outside any `teams` region: libacc's OrphanDistribute.cpp). The local copies of private variables belong to
  // each calling thread, as the gang's copy.
  OMPNode N;
  OMPLayer &Layer = N.Layers.emplace_back();
  for (const DataAttr &A : L.DSAs)
    if (A.Kind == DAKind::Private && !A.Member && !Cx.isPrivateSubarray(A))
      Layer.Prologue.push_back(Cx.localCopyDecl(A.Var));
  if (!L.findClause<OpenACCGangClause>()) {
    N.Info.push_back("loop: orphaned, runs sequentially in the calling thread");
    Cx.addLoopPrivateSubarrays(L, nullptr, N, /*PerIteration=*/false);
    return N;
  }
  // auto that the analysis did not prove (Analysis/DataDirectives.cpp rule
  // 10): seq, the gang clause ignored (sec. 2.9.7), so each calling gang
  // runs every iteration.
  if (L.Loop.Sequential) {
    for (const auto &[Loc, Why] : L.LoopNotes)
      N.Info.push_back("loop: orphaned gang loop with auto, sequential in "
                       "each calling gang: " + Why);
    Cx.addLoopPrivateSubarrays(L, nullptr, N, /*PerIteration=*/false);
    return N;
  }
  if (L.Loop.Proven)
    N.Info.push_back("loop: auto: iterations proven independent");
  // In a data region of its own function (a data construct, or after a
  // function-scope declare) the loop is host code (no
  // compute construct calls it there): the host thread runs it, and OpenMP
  // forbids `distribute` closely nested in `target data` (fuzzing find).
  if (inDataRegion(L.Node, Cx.Ctx)) {
    N.Info.push_back("loop: orphaned gang loop in a data region, host code: "
                     "runs sequentially in the calling thread");
    Cx.addLoopPrivateSubarrays(L, nullptr, N, /*PerIteration=*/false);
    return N;
  }
  // A gang(dim:) loop inside another gang loop of the function (clang
  // checked that its dimension is lower): as in a compute construct
  // (rule 5), the gang that runs an iteration of the enclosing loop runs
  // its iterations; OpenMP forbids a worksharing region closely nested in
  // another (fuzzing find).
  if (inGangLoop(L.Node, Cx.Ctx)) {
    N.Info.push_back("loop: orphaned gang loop inside a gang loop: the gang "
                     "that runs an iteration of the enclosing gang loop "
                     "runs its iterations");
    Cx.addLoopPrivateSubarrays(L, nullptr, N, /*PerIteration=*/false);
    return N;
  }
  unsigned Collapse = 1;
  if (const auto *CC = L.findClause<OpenACCCollapseClause>())
    if (auto V = CC->getLoopCount()->getIntegerConstantExpr(Cx.Ctx);
        V && V->getSExtValue() > 1)
      Collapse = V->getSExtValue();
  // PrivateSubarrays.cpp rule 4: a copy per iteration, in the body of the
  // innermost collapsed loop (clang checked the nest).
  const Stmt *Iteration = L.Body;
  for (unsigned Level = 0; Level < Collapse && Iteration; ++Level) {
    Iteration = soleStatement(Iteration);
    if (const auto *F = dyn_cast<ForStmt>(Iteration))
      Iteration = F->getBody();
    else if (const auto *RF = dyn_cast<CXXForRangeStmt>(Iteration))
      Iteration = RF->getBody();
    else
      Iteration = nullptr;
  }
  Cx.addLoopPrivateSubarrays(L, Iteration, N, /*PerIteration=*/true);
  OMPDirective D;
  D.add(Cx.isGPU() ? OMPWord::Distribute : OMPWord::For);
  if (Collapse > 1)
    D.addClause(OMPClause::value(OMPClauseKind::Collapse,
                                 std::to_string(Collapse)));
  N.Info.push_back("loop: orphaned gang loop -> omp " + D.name() +
                   ": the gangs that call the function share its iterations");
  Layer.Directive = std::move(D);
  return N;
}

} // namespace accc::transform
