//===- AsyncToOMP.cpp - OpenACC async and wait clauses to OpenMP ----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Translates the async and wait clauses of compute and data directives.
//
// Spec: OpenACC 3.3, sec. 2.16.1 (async clause), 2.16.2 (wait clause). An
// activity queue is a (device, queue number) pair; libacc owns one OpenMP
// dependence address per queue (runtime/src/Async.cpp), returned by
// `__accc_queue(q)`, so every translation unit and the runtime routines name
// the same queue. GPU target:
//  1. async(q) on parallel and update -> `nowait
//     depend(inout: Q(__accc_async))` on their `target` directives (not on
//     a loop directive inside the target region), where Q(q) is
//     `*__accc_queue(q)` and `__accc_async` a const that a compound
//     statement around the directive declares:
//       { const int __accc_async
//             __attribute__((cleanup(__accc_async_end))) = (q); ... }
//     Its cleanup, __accc_async_end, runs when the host leaves the
//     directive: it waits for the queue when q resolves to acc_async_sync
//     at run time (q, or acc_async_noval, which resolves to the thread's
//     default-async-var, may be acc_async_sync), or when the queue has a
//     CUDA stream (acc_get_cuda_stream: runtime/src/CudaInterop.cpp, which
//     needs a hook after every async directive to order the program's
//     later CUDA work after it); otherwise it returns after one relaxed
//     load. q is evaluated once, also for an update that becomes several
//     OpenMP directives.
//  2. async with no argument is async(acc_async_noval); a constant argument
//     equal to acc_async_sync (-2) adds nothing: the directive is
//     synchronous.
//  3. wait(q1, q2) -> `depend(in: Q(q1), Q(q2))`: the directive starts
//     after the work already on those queues. `wait` with no argument waits
//     for every queue: acc_wait_all() before the directive (which also
//     waits for the queues' CUDA streams). devnum: is ignored (current
//     device).
//  4. A `data` construct, which OpenMP's `target data` cannot defer: async
//     is dropped (the construct is synchronous, a conforming execution) and
//     wait(q) becomes `taskwait depend(in: Q(q))` before it.
//  5. A `data` construct whose region holds directives with async clauses
//     ends with `acc_wait_all();` before its exit actions, so that no queued
//     construct still uses data the region unmaps or copies out. The spec
//     leaves that ordering to the program, but nvc's synchronous operations
//     run on CUDA's default stream, which waits for all earlier work, and
//     programs (the OpenACC V&V suite among them) rely on it.
//  6. enter data / exit data with async(q): sec. 2.6.7, "The reference
//     counters are modified synchronously with the local thread, even if the
//     data directives include an async clause", so their OpenMP directives
//     stay synchronous (a deferred `target enter data` task would map the
//     data only when it runs), inside
//       { const int __accc_async __attribute__((cleanup(
//             __accc_async_data_end))) = __accc_async_data_begin((q), E);
//         <the directives> }
//     with E = 1 for enter data: libacc's wrapper of libomptarget's entry
//     point then allocates and counts the data at once and puts the copies
//     of newly allocated data on queue q (runtime/src/AsyncData.cpp). For
//     exit data (E = 0) libacc waits on the host for queue q first (the
//     device memory must outlive the queue's work that uses it, and its
//     copy out follows that work): a conforming, synchronous execution. The
//     wait clause of both waits on the host before them, as for `data`.
// Multicore and host targets: async and wait are dropped; constructs run
// synchronously on the host, which conforms (docs/Mapping.md).
// The libacc entry points are declared in openacc.h, which the printed
// translation includes at its top whenever it uses them.
//
// Example (GPU):
//   #pragma acc parallel loop async(1) wait(2)
//   =>
//   {
//   const int __accc_async __attribute__((cleanup(__accc_async_end))) = (1);
//   #pragma omp target teams distribute parallel for ... nowait
//       depend(inout: Q(__accc_async)) depend(in: Q(2))
//   for (...) ...
//   }
//
// Tests: test/Translate/async-clauses.c, wait-directive.c,
// runtime-header-once.c; test/Execution/async-wait.c, async-queues.c,
// async-data-routines.c, async-threads.c.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "accc/Frontend/DeviceTypeClauses.h"
#include "clang/AST/OpenACCClause.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

namespace {

/// OpenACC 3.3, sec. 2.16: acc_async_sync's value in libacc (openacc.h).
constexpr int AsyncSync = -2;

/// The dependence list item of the queue that async argument \p Arg names:
/// `*__accc_queue(q)`, a byte libacc owns (openacc.h declares the routine).
OMPItem queueItem(llvm::StringRef Fn, llvm::StringRef Arg) {
  OMPItem I;
  I.Text = ("*" + Fn + "(" + Arg + ")").str();
  return I;
}

OMPClause depend(llvm::StringRef Type, OMPItem Item) {
  return OMPClause::list(OMPClauseKind::Depend, std::move(Item),
                         /*Implicit=*/false, Type.str());
}

OMPLayer taskwait(std::optional<OMPClause> Depend) {
  OMPLayer L;
  OMPDirective &X = L.Directive.emplace(OMPDirective{OMPWord::Taskwait});
  if (Depend)
    X.addClause(std::move(*Depend));
  return L;
}

/// Rule 5: whether \p S holds an OpenACC directive with an async clause.
bool enqueuesAsyncWork(const Stmt *S) {
  if (!S)
    return false;
  // (The GPU's clauses: an async after device_type(host) does not count.)
  if (const auto *C = dyn_cast<OpenACCConstructStmt>(S))
    for (const OpenACCClause *Cl :
         frontend::clausesFor(C->clauses(), TargetKind::GPU))
      if (isa<OpenACCAsyncClause>(Cl))
        return true;
  for (const Stmt *Child : S->children())
    if (enqueuesAsyncWork(Child))
      return true;
  return false;
}

} // namespace

void FinishingSteps::addRegionEndWait(const Directive &D, OMPNode &N) {
  if (!isGPU() || D.Kind != DirectiveKind::Data || N.Layers.empty() ||
      !enqueuesAsyncWork(D.Body))
    return;
  N.Layers.emplace_back().Epilogue.push_back(OMPStmt::code("acc_wait_all();"));
  N.Info.push_back("data: the region enqueues async work: acc_wait_all() "
                   "before its exit actions");
  Out.requireRuntimeHeader();
}

QueueClauses LoweringContext::queueClauses(const Directive &D) const {
  QueueClauses Q;
  Q.MapsOnHost = D.Kind == DirectiveKind::EnterData ||
                 D.Kind == DirectiveKind::ExitData;
  Q.Deferrable = D.Kind != DirectiveKind::Data && !Q.MapsOnHost;
  for (const OpenACCClause *C : D.Clauses) {
    if (const auto *W = dyn_cast<OpenACCWaitClause>(C)) {
      Q.Any = true;
      Q.WaitAll = Q.WaitAll || W->getQueueIdExprs().empty();
      for (const Expr *E : W->getQueueIdExprs())
        Q.InItems.push_back(queueItem("__accc_queue", exprText(E)));
    }
    const auto *Async = dyn_cast<OpenACCAsyncClause>(C);
    if (!Async)
      continue;
    Q.Any = true;
    if (!Q.Deferrable && !Q.MapsOnHost)
      continue;
    const Expr *E = Async->hasIntExpr() ? Async->getIntExpr() : nullptr;
    std::optional<llvm::APSInt> Value;
    if (E && !E->isValueDependent())
      Value = E->getIntegerConstantExpr(Ctx);
    if (!Value || *Value != AsyncSync) // rule 2
      Q.AsyncArg = E ? exprText(E) : std::string("acc_async_noval");
  }
  // Rule 1: a compute construct and update name the queue through the
  // const that their compound statement declares.
  Q.Arg = Q.AsyncArg;
  Q.EndHook = !Q.Arg.empty() && (D.Kind == DirectiveKind::Parallel ||
                                 D.Kind == DirectiveKind::Update);
  if (Q.EndHook)
    Q.AsyncArg = "__accc_async";
  // Rule 6: the OpenMP directives of enter data and exit data stay
  // synchronous; libacc defers their copies.
  if (Q.MapsOnHost)
    Q.AsyncArg.clear();
  return Q;
}

std::vector<OMPClause> QueueClauses::clauses() const {
  std::vector<OMPClause> Out;
  if (!AsyncArg.empty()) {
    Out.push_back(OMPClause::bare(OMPClauseKind::NoWait));
    Out.push_back(depend("inout", queueItem("__accc_queue", AsyncArg)));
  }
  if (Deferrable)
    for (const OMPItem &Item : InItems)
      Out.push_back(depend("in", Item));
  return Out;
}

void FinishingSteps::addAsyncWait(const Directive &D, OMPNode &N) {
  if (!isGPU() || N.Layers.empty())
    return;
  QueueClauses Q = queueClauses(D);
  if (!Q.Any)
    return;
  // The queue routines are declared in openacc.h (SourcePrinter includes
  // it at the top of the translated file).
  Out.requireRuntimeHeader();
  // Rule 1: a compute construct and update end with the cleanup of the
  // const that names their queue; rule 3: `wait` alone waits for every
  // queue first; rule 4: `data` cannot be deferred.
  std::vector<OMPLayer> Before;
  OMPStmts Decls;
  if (Q.WaitAll)
    Decls.push_back(OMPStmt::code("acc_wait_all();"));
  if (Q.EndHook)
    Decls.push_back(OMPStmt::decl("const int __accc_async "
                                  "__attribute__((cleanup(__accc_async_end))) "
                                  "= (" +
                                  Q.Arg + ");"));
  if (Q.EndHook || D.Kind == DirectiveKind::Parallel) {
    OMPStmts &P = N.Layers.front().Prologue;
    P.insert(P.begin(), Decls.begin(), Decls.end());
  } else {
    if (Q.WaitAll) {
      OMPLayer L;
      L.Statements = std::move(Decls);
      Before.push_back(std::move(L));
    }
    if (!Q.Deferrable)
      for (const OMPItem &Item : Q.InItems)
        Before.push_back(taskwait(depend("in", Item)));
    // Rule 6: libacc's scope around the synchronous directives.
    if (Q.MapsOnHost && !Q.Arg.empty()) {
      bool Enter = D.Kind == DirectiveKind::EnterData;
      OMPStmts &P = N.Layers.front().Prologue;
      P.insert(P.begin(),
               OMPStmt::decl("const int __accc_async "
                             "__attribute__((cleanup(__accc_async_data_end)))"
                             " = __accc_async_data_begin((" +
                             Q.Arg + "), " + (Enter ? "1" : "0") + ");"));
      N.Info.push_back(
          D.spelling() +
          (Enter ? ": async: mapped and counted on the host when the "
                   "directive runs; the copies to the device wait for the "
                   "queue"
                 : ": async: the host waits for the queue, then the data "
                   "is copied out and unmapped"));
    }
  }
  std::vector<OMPClause> Clauses = Q.clauses();
  // The device constructs only: the loop directive of a combined construct
  // that stays apart from its `target teams` (a worker loop) is inside the
  // deferred target task and takes neither nowait nor depend.
  for (OMPLayer &Layer : N.Layers)
    if (Layer.Directive && Layer.Directive->has(OMPWord::Target))
      for (const OMPClause &C : Clauses)
        Layer.Directive->addClause(C);
  N.Layers.insert(N.Layers.begin(), Before.begin(), Before.end());
}

} // namespace accc::transform
