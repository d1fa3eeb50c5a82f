//===- TransformACCToOMP.cpp - The lowering's one dispatch ----------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Hands each analyzed directive to its family (Lowering.h) by its kind, one
// switch, and finishes compute constructs and data directives with the
// finishing steps in their one order (finish() below).
//
// Tests: test/Translate/zero-modifier.c, attach.c, pointer-chain.c,
// async-clauses.c (the finishing steps together on one construct).
//
//===----------------------------------------------------------------------===//

#include "accc/Transform/TransformACCToOMP.h"
#include "Lowering.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

TransformACCToOMP::TransformACCToOMP(const TranslateOptions &Opts,
                                     ASTContext &Ctx, Diagnoser &Diags,
                                     Translation &Out,
                                     llvm::ArrayRef<MemberStandIn> StandIns)
    : Cx(std::make_unique<LoweringContext>(Opts, Ctx, Diags, Out)) {
  Cx->StandIns = StandIns;
}

TransformACCToOMP::~TransformACCToOMP() = default;

void TransformACCToOMP::translate(const DirectiveTree &R) {
  const Directive &D = *R.Root;
  OMPNode N;
  switch (D.Kind) {
  case DirectiveKind::Parallel: {
    ComputeLowering Compute(*Cx);
    N = Compute.lower(R);
    finish(D, N);
    Compute.describe(D, N);
    addAtomicUpdates(*Cx, R, N);
    break;
  }
  case DirectiveKind::Data:
  case DirectiveKind::EnterData:
  case DirectiveKind::ExitData:
  case DirectiveKind::Update:
  case DirectiveKind::HostData:
    N = DataLowering(*Cx).lower(D);
    if (Cx->isGPU())
      finish(D, N);
    break;
  case DirectiveKind::Wait:
  case DirectiveKind::Init:
  case DirectiveKind::Shutdown:
  case DirectiveKind::Set:
    N = RuntimeLowering(*Cx).lower(D);
    break;
  case DirectiveKind::Atomic:
    N = lowerAtomic(cast<OpenACCAtomicConstruct>(D.Node));
    break;
  case DirectiveKind::OrphanLoop:
    N = lowerOrphanLoop(*Cx, D);
    break;
  case DirectiveKind::Cache:
    N = lowerCache();
    break;
  case DirectiveKind::Loop:
    llvm_unreachable("a loop in a compute construct is lowered with it");
  }
  // Around all of the construct's own layers: the locals that stand for
  // members (set before its maps, reduced ones stored back after them).
  if (D.Kind == DirectiveKind::Parallel ||
      D.Kind == DirectiveKind::OrphanLoop ||
      D.Kind == DirectiveKind::EnterData || D.Kind == DirectiveKind::ExitData)
    addMemberStandIns(*Cx, R, N);
  addGroupedVersion(*Cx, D, N);
  // Outermost of all: the start event precedes every entry action and the
  // end event follows every exit action.
  addProfilingHooks(*Cx, D, N);
  Cx->Out.nodeFor(D.Node) = std::move(N);
}

void TransformACCToOMP::translate(const DeclareDirective &D) {
  DataLowering(*Cx).lower(D, Cx->Out.declareFor(D.Decl));
}

void TransformACCToOMP::translate(const frontend::CollectedRoutine &R) {
  RoutineLowering(*Cx).lower(R, Cx->Out.routines().emplace_back());
}

void TransformACCToOMP::translate(
    llvm::ArrayRef<frontend::CallSiteBind> Binds) {
  lowerCallSiteBinds(*Cx, Binds);
}

// The finishing steps, in this order, each for the reason given:
//  1. Pointer chains (PointerChain.cpp) first: their row directives take the
//     directive's queue clauses themselves, and the layers they add (rows of
//     enter data, update; exit data's rows before its whole items) must be
//     in place before step 2 opens the compound statement whose cleanup
//     ends a standalone directive after all of its directives.
//  2. async and wait (AsyncToOMP.cpp): nowait/depend on every directive of
//     the node; the `__accc_async` const (a compute construct, update) and
//     `acc_wait_all()` at the front of the node's first compound statement;
//     acc_wait_all and taskwait layers before a data directive.
//  3. zero modifier (ZeroModifier.cpp): its flags must be evaluated before
//     the mapping, so it appends them to the outermost prologue (after step
//     2's const, which the flags may need) and, on a compute construct,
//     moves that prologue out to a `target data` layer of its own.
//  4. attach and detach (AttachToOMP.cpp): on a compute construct, a layer
//     around everything above (the pointers' targets are present before
//     the construct and stay so after it); on enter data after its
//     directives, on exit data before them.
//  5. The region-end wait of a `data` construct whose body enqueues async
//     work (AsyncToOMP.cpp rule 5): the innermost epilogue, so it runs
//     before every exit action of steps 1 to 4.
// A node left without any layer by step 1 maps nothing, which -Minfo says
// before the steps that add statements rather than mappings.
void TransformACCToOMP::finish(const Directive &D, OMPNode &N) {
  FinishingSteps Steps(*Cx);
  Steps.addPointerChains(D, N);
  if (N.Layers.empty())
    N.Info.push_back(D.spelling() + ": no data to map");
  Steps.addAsyncWait(D, N);
  Steps.addZeroFill(D, N);
  Steps.addAttachDetach(D, N);
  Steps.addRegionEndWait(D, N);
}

} // namespace accc::transform
