//===- ComputeToOMP.cpp - acc parallel to OpenMP ---------------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Translates the effective `acc parallel` directive and fuses combined
// constructs.
//
// Spec: seed 000, "Parallel Directives" (GPU target, both mappings):
//  1. acc parallel -> omp target teams
//  2. imp nomap is discarded
//  3. exp|imp copy/copyin/copyout -> map(tofrom/to/from); accc also maps
//     create -> map(alloc), present -> map(present, alloc), no_create ->
//     map(alloc), deviceptr -> is_device_ptr. Every map carries ompx_hold,
//     OpenACC's structured reference count (seed 001), unless -fno-acc-hold.
//     A pointer's present range of a synchronous construct: the device
//     address libacc finds, is_device_ptr (PresentLookups.cpp).
//  4. imp shared -> exp shared; exp|imp reduction, firstprivate -> exp;
//     exp private -> exp private; a subarray in private or firstprivate ->
//     a gang's copy made in the region (PrivateSubarrays.cpp)
//  5. exp num_gangs -> num_teams; `serial` (a parallel with one gang, one
//     worker, vector length 1; OpenACC 3.3 sec. 2.5.3; not in the seed) ->
//     num_teams(1) thread_limit(1) (multicore, host: num_threads(1))
//  6. num_workers / vector_length: the seed's rules (a run-time num_workers
//     used by a worker loop becomes a local const in a wrapping compound
//     statement; side effects are kept with a cast to void; a run-time
//     vector_length is ignored with a warning) under the base mapping; under
//     the threads mapping both become thread_limit.
// Deviations (docs/Mapping.md): if -> if(target: ...), self(c) ->
// if(target: !(c)); imp firstprivate of a pointer is left to OpenMP's
// implicit pointer translation, so a pointer to present data points to the
// device copy; async/wait run synchronously.
// Multicore and host targets: acc parallel -> omp parallel (one gang per
// thread), data clauses are no-ops, num_gangs -> num_threads; host uses one
// thread unless num_gangs asks for more.
//
// Example (GPU, threads mapping):
//   #pragma acc parallel loop copy(a[0:n]) reduction(+:s)
//   =>
//   #pragma omp target teams distribute parallel for map(ompx_hold, tofrom:
//       a[0:n], s) reduction(+: s)
//
// Tests: test/Translate/parallel-data-clauses.c, parallel-dsa-clauses.c,
// parallel-launch-clauses.c, parallel-loop-gpu.c, combined.c, serial.c,
// kernels.c, gang-redundant.c, implicit-data.c, no-hold-gpu.c,
// cxx-qualified-names.cpp; test/Execution/serial.c, kernels.c, num-gangs.c,
// gang-redundant-auto.c, implicit-firstprivate.c, if-clause.c.
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/VarRefUtils.h"
#include "accc/Basic/KindUtils.h"
#include "Lowering.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

/// Whether member item \p A (`s.v[3]`, `s.a.b[0:2]`) is storage of a
/// variable the construct copies whole (imp `copy` of `s`, which it
/// references): the whole map covers it, and clang 22 gives a kernel that
/// maps both a struct and an element of its array member the wrong
/// arguments ("mismatch in kernel arguments" on the H100).
static bool insideCopiedWhole(const Directive &P, const DataAttr &A) {
  const Expr *E = A.Item ? A.Item->IgnoreParenImpCasts() : nullptr;
  while (E) {
    if (const auto *S = dyn_cast<ArraySectionExpr>(E))
      E = S->getBase()->IgnoreParenImpCasts();
    else if (const auto *S = dyn_cast<ArraySubscriptExpr>(E))
      E = S->getBase()->IgnoreParenImpCasts();
    else
      break;
    if (!E->getType()->isArrayType())
      return false; // through a pointer: storage of its own
  }
  while (const auto *M = dyn_cast_or_null<MemberExpr>(E)) {
    if (M->isArrow())
      return false;
    E = M->getBase()->IgnoreParenImpCasts();
  }
  const auto *D = dyn_cast_or_null<DeclRefExpr>(E);
  if (!D)
    return false;
  for (const DataAttr &W : P.DMAs)
    if (!W.Member && W.Var == D->getDecl() && !W.Item &&
        W.Kind == DAKind::Copy)
      return true;
  return false;
}

void ComputeLowering::addComputeDataClauses(const Directive &P, OMPNode &N) {
  OMPDirective &D = *N.Layers.front().Directive;
  if (isGPU()) {
    for (const DataAttr &A : P.DMAs) {
      if (A.Kind == DAKind::Nomap)
        continue;
      bool Imp = A.Source != DASource::Exp;
      if (A.Kind == DAKind::DevicePtr) {
        D.addClause(OMPClause::list(OMPClauseKind::IsDevicePtr, item(A), Imp));
        continue;
      }
      if (A.Member && insideCopiedWhole(P, A))
        continue;
      if (llvm::is_contained(PresentLookups, &A))
        continue; // PresentLookups.cpp
      if (isPointerChain(A)) // PointerChain.cpp rule 5: the pointer block
        D.addClause(mapClause(A, OMPMapType::Alloc, /*Hold=*/true, Imp));
      else if (std::optional<OMPMapType> MapType = entryMapType(A.Kind, DataSite::Compute))
        D.addClause(mapClause(A, *MapType, /*Hold=*/true, Imp));
    }
  }
  for (const DataAttr &A : P.DSAs) {
    bool Imp = A.Source != DASource::Exp;
    if (isPrivateSubarray(A))
      continue; // PrivateSubarrays.cpp
    switch (A.Kind) {
    case DAKind::Shared: {
      // A pointer named only in `attach` (AttachToOMP.cpp rule 5): OpenMP's
      // implicit zero-length array section gives the kernel the device
      // address of its target; `shared` on the combined target construct
      // would map the host value.
      const DataAttr *DMA = P.findDMA(A.Var);
      if (isGPU() && DMA && DMA->Kind == DAKind::Attach)
        break;
      D.addClause(OMPClause::list(OMPClauseKind::Shared, item(A), Imp));
      break;
    }
    case DAKind::FirstPrivate:
      // OpenMP's implicit rule for a pointer (a zero-length array section)
      // translates it to the device address of present data; an explicit
      // firstprivate would keep the host address (docs/Mapping.md).
      if (isGPU() && Imp &&
          A.Var->getType().getNonReferenceType()->isPointerType())
        break;
      // A global constant (C++ constexpr, const integral) is a value the
      // region uses as is, without a copy; clang 22 crashes on it in
      // firstprivate of a `target ... nowait` (miniWeather's async loops).
      if (const auto *V = dyn_cast<VarDecl>(A.Var);
          V && V->hasGlobalStorage() && V->isUsableInConstantExpressions(Ctx))
        break;
      D.addClause(OMPClause::list(OMPClauseKind::FirstPrivate, item(A), Imp));
      break;
    case DAKind::Private:
      D.addClause(OMPClause::list(OMPClauseKind::Private, item(A), Imp));
      break;
    case DAKind::Reduction:
      // A kernels region run as one gang: each loop's reduction is done
      // when the loop ends (its own clause where its threads share it, or
      // the gang's one thread running it), so that the statements after
      // it read the total (OpenACC 3.3 sec. 2.5.2: each loop nest is a
      // kernel of its own). Carried by the construct, they read the
      // region's private copy: `avg = sum / n` between two loops lost the
      // value `sum` had before the region (host, found 2026-11-28).
      // Shared names the variable, not a reduced subarray (`shared(h)` for
      // `reduction(+:h[0:3])`).
      if (KernelsOneGangRegion && Imp && A.ImpliedBy) {
        DataAttr Whole = A;
        if (Whole.Item && !Whole.Member &&
            isa<ArraySectionExpr, ArraySubscriptExpr>(
                Whole.Item->IgnoreParenImpCasts()))
          Whole.Item = nullptr;
        D.addClause(OMPClause::list(OMPClauseKind::Shared, item(Whole), Imp));
        break;
      }
      D.addClause(OMPClause::list(OMPClauseKind::Reduction, item(A), Imp,
                                  reductionId(P, A, N)));
      break;
    default:
      break;
    }
  }
}

/// Whether a loop below \p D satisfies \p Partitioned.
static bool hasLoop(const Directive &D,
                    bool (analysis::LoopPartitioning::*Partitioned)() const) {
  for (const Directive *C : D.Children)
    if ((C->Loop.*Partitioned)() || hasLoop(*C, Partitioned))
      return true;
  return false;
}

bool hasNestedThreadLoop(const Directive &D) {
  for (const Directive *C : D.Children)
    if ((D.Kind == DirectiveKind::Loop && C->Loop.isThreadLevel()) ||
        hasNestedThreadLoop(*C))
      return true;
  return false;
}

static bool hasWorkerLoop(const Directive &D) {
  return hasLoop(D, &analysis::LoopPartitioning::isWorkerPartitioned);
}

/// A compute construct without a gang loop runs in gang-redundant mode
/// only: every gang executes the same statements. The number of gangs is
/// the implementation's choice without num_gangs (OpenACC 3.3 sec.
/// 2.5.10), so accc chooses one: the result of a conforming program is the
/// same, no gang repeats work that another did, and a loop that `auto`
/// made sequential (`parallel loop auto` over a recurrence) runs once
/// instead of racing with copies of itself (docs/Mapping.md).
static bool oneGangSuffices(const Directive &P) {
  return !P.Serial && (!P.NumGangs || P.NumGangsFromLoop) &&
         !hasLoop(P, &analysis::LoopPartitioning::isGangPartitioned);
}

/// OpenACC 3.3 sec. 2.5.2: a kernels region becomes a sequence of kernels,
/// typically one per loop nest, and the code between the loops runs once.
/// accc runs the region as one target region (docs/Mapping.md, "Kernels"):
/// with one gang, so that every statement outside the loops runs once,
/// unless the region is one gang loop (`kernels loop`, or `kernels` around
/// a single loop construct), whose iterations all the gangs share.
static bool kernelsInOneGang(const Directive &P) {
  if (!P.Kernels)
    return false;
  // `kernels loop` whose loop stays sequential: its body runs once, so a
  // loop inside it that the analysis parallelized (imp gang) shares the
  // one gang's threads; several gangs would each run the outer loop and
  // split the inner one, and a reduction into a variable private to the
  // outer iteration would keep one gang's part only.
  if (P.isCombined())
    return P.Children.size() == 1 && !P.Children[0]->Loop.isGangPartitioned();
  bool OneGangLoop = P.Children.size() == 1 &&
                     P.Children[0]->stmt() == soleStatement(P.Body) &&
                     P.Children[0]->Loop.isGangPartitioned();
  return !OneGangLoop;
}

/// Whether every statement of compute construct \p P's region is in its
/// one gang loop (a combined construct's, or the region's sole statement):
/// no gang-redundant code, so the number of gangs does not change what the
/// region does, only how many threads share the loop on the host.
static bool onlyGangLoop(const Directive &P) {
  if (P.Children.size() != 1 || !P.Children[0]->Loop.isGangPartitioned())
    return false;
  return P.isCombined() || P.Children[0]->stmt() == soleStatement(P.Body);
}

/// The number of gangs of `num_gangs`: OpenACC 3.3 sec. 2.5.10 allows up
/// to three dimensions, OpenMP's teams have one, of their product.
static std::string numGangsText(const LoweringContext &Cx,
                                const Directive &P) {
  if (P.NumGangsDims.empty())
    return Cx.exprText(P.NumGangs);
  std::string Text = "(" + Cx.exprText(P.NumGangs) + ")";
  for (const Expr *E : P.NumGangsDims)
    Text += " * (" + Cx.exprText(E) + ")";
  return Text;
}

void ComputeLowering::addLoopOnlyGangThreads(const Directive &P,
                                              OMPNode &N) {
  OMPLayer &Layer = N.Layers.front();
  // The gangs of every dimension (a loop of gang(dim:2) or 3 is the sole
  // worksharing loop on the host, the lower dimensions' loops inside it
  // run in order).
  bool SideEffects = P.NumGangs->HasSideEffects(Ctx) ||
                     llvm::any_of(P.NumGangsDims, [&](const Expr *E) {
                       return E->HasSideEffects(Ctx);
                     });
  if (Opts.Target == TargetKind::Host) {
    if (SideEffects)
      Layer.Prologue.push_back(
          OMPStmt::code("(void)(" + numGangsText(*this, P) + ");"));
    Layer.Directive->addClause(OMPClause::value(OMPClauseKind::NumThreads, "1"));
    N.Info.push_back("num_gangs: the region is one gang loop, which the "
                     "host's one thread runs");
    return;
  }
  std::string Gangs = "(" + numGangsText(*this, P) + ")";
  if (SideEffects) {
    Layer.Prologue.push_back(OMPStmt::decl("const int __accc_num_gangs = " +
                                           Gangs + ";"));
    Gangs = "__accc_num_gangs";
  }
  Out.requireOmpHeader();
  Layer.Directive->addClause(OMPClause::value(
      OMPClauseKind::NumThreads, Gangs + " < omp_get_max_threads() ? " +
                                     Gangs + " : omp_get_max_threads()"));
  N.Info.push_back("num_gangs: the region is one gang loop, which at most "
                   "the threads OpenMP starts (one per core) share, not one "
                   "thread per gang");
}

void ComputeLowering::addComputeLaunchClauses(const Directive &P,
                                                OMPNode &N) {
  OMPLayer &Layer = N.Layers.front();
  OMPDirective &D = *Layer.Directive;
  auto KeepSideEffects = [&](const Expr *E) {
    if (E->HasSideEffects(Ctx))
      Layer.Prologue.push_back(OMPStmt::code("(void)(" + exprText(E) + ");"));
  };
  bool KernelsOneGang = kernelsInOneGang(P);
  if (KernelsOneGang && !SplittingKernels)
    N.Info.push_back("kernels: the region runs as one gang, so that its "
                     "statements outside loops run once" +
                     (KernelsWhyNot.empty() ? std::string()
                                            : " (not split: " + KernelsWhyNot + ")"));
  if (!P.NumGangsDims.empty())
    N.Info.push_back("num_gangs with " +
                     std::to_string(P.NumGangsDims.size() + 1) +
                     " dimensions: the gangs are their product, in one "
                     "dimension");
  if (!isGPU()) {
    // num_gangs where its gangs run gang-redundant code: one thread per
    // gang, as many times as asked. Where the region is one gang loop it
    // only says how many threads share the loop: on the host its one
    // thread, on multicore at most the threads OpenMP would start (one per
    // core), not one per gang (num_gangs(n) of the loop's trip count
    // started n threads per region).
    bool GangThreads = P.NumGangs && !onlyGangLoop(P);
    if (P.Serial || oneGangSuffices(P) || KernelsOneGang)
      D.addClause(OMPClause::value(OMPClauseKind::NumThreads, "1"));
    else if (GangThreads)
      D.addClause(
          OMPClause::value(OMPClauseKind::NumThreads, numGangsText(*this, P)));
    else if (P.NumGangs)
      addLoopOnlyGangThreads(P, N);
    else if (Opts.Target == TargetKind::Host)
      D.addClause(OMPClause::value(OMPClauseKind::NumThreads, "1"));
    if (P.IfCond)
      D.addClause(OMPClause::value(OMPClauseKind::If, exprText(P.IfCond)));
    // Worker and vector counts have no meaning on the host; keep side effects.
    for (const Expr *E : {P.NumWorkers, P.VectorLength})
      if (E)
        KeepSideEffects(E);
    return;
  }
  bool OneGang = oneGangSuffices(P) || KernelsOneGang;
  if (P.Serial) {
    D.addClause(OMPClause::value(OMPClauseKind::NumTeams, "1"));
    // A thread-level loop inside another loop becomes a parallel region in
    // a generic-mode kernel, which LLVM runs wrong in a team of one thread
    // (the V&V suite's serial_private on the H100: right with the default
    // team size). Such regions keep the default team, and the loop runs on
    // one thread of it (num_threads(1), LoopToOMP.cpp), in order.
    if (!hasNestedThreadLoop(P))
      D.addClause(OMPClause::value(OMPClauseKind::ThreadLimit, "1"));
  } else if (OneGang) {
    D.addClause(OMPClause::value(OMPClauseKind::NumTeams, "1"));
  }
  if (P.NumGangs && !OneGang) {
    D.addClause(
        OMPClause::value(OMPClauseKind::NumTeams, numGangsText(*this, P)));
  } else if (P.NumGangs) {
    KeepSideEffects(P.NumGangs);
    for (const Expr *E : P.NumGangsDims)
      KeepSideEffects(E);
  }
  if (threadsMapping()) {
    if (P.VectorLength && P.NumWorkers)
      D.addClause(OMPClause::value(OMPClauseKind::ThreadLimit,
                                   "(" + exprText(P.NumWorkers) + ") * (" +
                                       exprText(P.VectorLength) + ")"));
    else if (P.VectorLength)
      D.addClause(OMPClause::value(OMPClauseKind::ThreadLimit,
                                   exprText(P.VectorLength)));
    else if (P.NumWorkers)
      KeepSideEffects(P.NumWorkers);
  } else {
    if (P.NumWorkers && !isConstant(P.NumWorkers)) {
      if (hasWorkerLoop(P)) {
        NumWorkersVar = "__accc_num_workers";
        Layer.Prologue.push_back(OMPStmt::decl(
            "const " + P.NumWorkers->getType().getAsString() + " " +
            NumWorkersVar + " = " + exprText(P.NumWorkers) + ";"));
      } else {
        KeepSideEffects(P.NumWorkers);
      }
    }
    if (P.VectorLength && !isConstant(P.VectorLength)) {
      Diags.report(P.VectorLength->getBeginLoc(),
                   DiagID::warn_acc_vector_length_ignored)
          << P.VectorLength->getSourceRange();
      KeepSideEffects(P.VectorLength);
    }
  }
  std::string Cond;
  if (P.IfCond)
    Cond = exprText(P.IfCond);
  if (P.SelfCond || P.SelfNoArg) {
    std::string Self =
        P.SelfCond ? "!(" + exprText(P.SelfCond) + ")" : std::string("0");
    Cond = Cond.empty() ? Self : "(" + Cond + ") && " + Self;
  }
  if (!Cond.empty())
    D.addClause(OMPClause::value(OMPClauseKind::If, Cond, "target"));
}

OMPNode ComputeLowering::lowerCompute(const Directive &P) {
  OMPNode N;
  N.Layers.emplace_back();
  OMPDirective &D = N.Layers.front().Directive.emplace();
  if (isGPU()) {
    D.add(OMPWord::Target);
    D.add(OMPWord::Teams);
  } else {
    D.add(OMPWord::Parallel);
  }
  addComputeDataClauses(P, N);
  addComputeLaunchClauses(P, N);
  addPresentLookups(P, N);
  addPrivateSubarrays(P, N);
  return N;
}

void ComputeLowering::fuseCombined(const Directive &L, OMPNode &PN,
                                     OMPNode &LN) {
  OMPLayer &Outer = PN.Layers.front();
  OMPDirective &PD = *Outer.Directive;
  PN.Info.insert(PN.Info.end(), LN.Info.begin(), LN.Info.end());
  PN.IterationBody = LN.IterationBody;
  PN.IterationLayers = LN.IterationLayers;
  const OMPLayer *Inner = LN.Layers.empty() ? nullptr : &LN.Layers.front();
  // A compound statement inside the compute directive (each gang's
  // private copies, PrivateSubarrays.cpp rule 2) keeps the loop's
  // directive apart.
  bool Fusable = PN.Layers.size() == 1 && Inner && Inner->Directive &&
                 Inner->Prologue.empty() &&
                 (Inner->Directive->has(OMPWord::Distribute) ||
                  (!isGPU() && Inner->Directive->has(OMPWord::For)));
  if (!Fusable) {
    PN.Layers.insert(PN.Layers.end(), LN.Layers.begin(), LN.Layers.end());
    return;
  }
  // Variables the loop privatizes or reduces must not also be firstprivate
  // or shared on the fused directive (OpenMP allows one DSA per list item).
  llvm::SmallVector<const ValueDecl *, 8> LoopOwned;
  for (const DataAttr &A : L.DSAs)
    if (A.Kind != DAKind::Shared)
      LoopOwned.push_back(A.Var);
  for (const LoopControlVar &V : L.ControlVars)
    if (V.Var)
      LoopOwned.push_back(V.Var);
  for (const ValueDecl *V : LoopOwned)
    for (OMPClauseKind K : {OMPClauseKind::FirstPrivate, OMPClauseKind::Shared})
      PD.removeItems(K, V);
  for (OMPWord W : Inner->Directive->Words)
    PD.add(W);
  // The loop's imp shared clauses restate OpenMP's default inside the fused
  // directive, where the compute construct's DSAs already apply.
  for (const OMPClause &C : Inner->Directive->Clauses)
    if (C.Kind != OMPClauseKind::Shared)
      PD.addClause(C);
  // A lastprivate variable (an implicit loop's control variable declared
  // outside it, a temporary the analysis privatized) of a combined target
  // construct: with only the construct's own map of it, libomptarget fails
  // after the kernel ("Failed to process data after launching the
  // kernel", the OpenACC book's laplace on the H100), and without a map
  // the last value stays on the device (clang 22 does not map it: the
  // host kept the value from before the region, H100 2026-11-26). Where
  // the variable is already present (a kernels split: the region's target
  // data) the kernel's map finds it and the value comes back, so the
  // construct maps it for the kernel's duration with enter and exit data
  // around it.
  if (!PD.has(OMPWord::Target) || SplittingKernels)
    return;
  // A private one needs no map (an implicit loop's counter that nothing
  // after the loop reads).
  for (const OMPClause &C : Inner->Directive->Clauses)
    if (C.Kind == OMPClauseKind::Private)
      for (const OMPItem &I : C.Items)
        if (I.Decl)
          PD.removeItems(OMPClauseKind::Map, I.Decl);
  OMPDirective Enter({OMPWord::Target, OMPWord::EnterData});
  OMPDirective Exit({OMPWord::Target, OMPWord::ExitData});
  for (const OMPClause &C : Inner->Directive->Clauses) {
    if (C.Kind != OMPClauseKind::LastPrivate)
      continue;
    for (const OMPItem &I : C.Items)
      if (I.Decl && PD.names(OMPClauseKind::Map, I.Decl)) {
        Enter.addClause(OMPClause::map(OMPMapType::To, I, /*Hold=*/false,
                                       /*Present=*/false, /*Implicit=*/true));
        Exit.addClause(OMPClause::map(OMPMapType::From, I, /*Hold=*/false,
                                      /*Present=*/false, /*Implicit=*/true));
      }
  }
  if (Enter.Clauses.empty())
    return;
  addDataIf(PD, Enter);
  addDataIf(PD, Exit);
  Enter.mergeLists();
  Exit.mergeLists();
  Outer.Prologue.push_back(OMPStmt::directive(std::move(Enter)));
  Outer.Epilogue.insert(Outer.Epilogue.begin(),
                        OMPStmt::directive(std::move(Exit)));
}

void addDataIf(const OMPDirective &From, OMPDirective &To) {
  for (const OMPClause &C : From.Clauses)
    if (C.Kind == OMPClauseKind::If) {
      OMPClause If = C;
      If.Modifier.clear();
      To.addClause(If);
    }
}

OMPNode ComputeLowering::lower(const DirectiveTree &R) {
  const Directive &P = *R.Root;
  std::vector<KernelsSegment> Segments = kernelsSegments(P, KernelsWhyNot);
  SplittingKernels = !Segments.empty();
  KernelsOneGangRegion = kernelsInOneGang(P) && !SplittingKernels;
  choosePresentLookups(R);
  OMPNode PN = lowerCompute(P);
  for (const OpenACCConstructStmt *C : R.InPlace)
    Out.nodeFor(C) = isa<OpenACCAtomicConstruct>(C)
                         ? lowerAtomic(cast<OpenACCAtomicConstruct>(C))
                         : lowerCache();
  llvm::DenseMap<const Directive *, OMPNode> SegmentLoops;
  for (const KernelsSegment &G : Segments)
    if (G.Loop)
      SegmentLoops[G.Loop];
  R.forEach([&](Directive &L) {
    if (L.Kind != DirectiveKind::Loop)
      return;
    OMPNode LN = lowerLoop(L);
    // A combined construct, or a kernels region that is one naked loop the
    // dependence analysis parallelized: one combined OpenMP directive.
    bool KernelsLoop = P.Kernels && L.isImplicitLoop() && L.Body == P.Body &&
                       L.Loop.isGangPartitioned();
    if (L.Node == P.Node || KernelsLoop) {
      fuseCombined(L, PN, LN);
      GangReductionForm = gangReductionsApply(R, P, L, PN);
      addLaunchGeometry(P, L, PN);
      addCollapseVersion(L, PN);
      if (GangReductionForm)
        addGangReductions(P, L, PN);
    } else if (auto It = SegmentLoops.find(&L); It != SegmentLoops.end()) {
      It->second = std::move(LN); // splitKernels fuses it
    } else if (L.isImplicitLoop()) {
      Out.addRange(L.Body, L.Body, false, std::move(LN));
    } else {
      if (L.Compute == &P) {
        GangReductionForm = gangReductionsApply(R, P, L, PN, LN);
        addSingleLoopGeometry(P, L, PN, LN);
        addUnfusedDirectKernel(P, L, PN, LN);
        if (GangReductionForm)
          addGangReductions(P, L, PN, LN);
      }
      Out.nodeFor(L.Node) = std::move(LN);
    }
  });
  for (OMPLayer &Layer : PN.Layers)
    if (Layer.Directive)
      Layer.Directive->mergeLists();
  if (!Segments.empty())
    splitKernels(R, P, Segments, SegmentLoops, PN);
  OMPStmts &Prologue = PN.Layers.front().Prologue;
  Prologue.insert(Prologue.begin(), BlockReductions.begin(),
                  BlockReductions.end());
  finishCollapseVersion(PN);
  addTeamsReductionPads(PN);
  addRunAhead(R, PN);
  return PN;
}

void ComputeLowering::describe(const Directive &P, OMPNode &N) const {
  std::string Implicit;
  for (const std::vector<DataAttr> *List : {&P.DMAs, &P.DSAs})
    for (const DataAttr &A : *List)
      if (A.Source == DASource::Imp && A.Kind != DAKind::Nomap &&
          A.Kind != DAKind::Shared)
        Implicit += " " + daKindName(A.Kind).str() + "(" +
                    A.Var->getNameAsString() + ")";
  if (!Implicit.empty())
    N.Info.insert(N.Info.begin(), "implicit data attributes:" + Implicit);
  const SourceManager &SM = Ctx.getSourceManager();
  for (const auto &[Loc, Why] : P.LoopNotes)
    N.Info.push_back("loop at " +
                     std::to_string(SM.getPresumedLineNumber(Loc)) + ":" +
                     std::to_string(SM.getPresumedColumnNumber(Loc)) +
                     " runs sequentially: " + Why);
  if (const OMPDirective *D = N.firstDirective())
    N.Info.insert(N.Info.begin(), P.spelling() + " -> #pragma " + D->text());
}

} // namespace accc::transform
