//===- RunAhead.cpp - Synchronous constructs the host need not wait for ---===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// A synchronous compute construct whose effects stay in device memory can
// let the host go on at once, as long as every later operation that could
// observe device memory waits for it first (runtime/src/RunAhead.cpp has
// the runtime's half and the reasoning; docs/Mapping.md, "Run-ahead"). The
// translation says which constructs qualify; libacc checks at the launch
// that no data moves and that accc's libomptarget runs.
//
// Rules (GPU, the compile path: TranslateOptions::RunAhead; the print
// modes only with -fopenacc-run-ahead):
// 1. A construct qualifies when it is synchronous (no `async`), is not a
//    kernels region split into kernels, has no reduction on it or its
//    loops (a reduction's result is read by the host), has no `deviceptr`,
//    `no_create` or `attach` data (memory the host may read directly, or
//    pointers written on the device) and whose `if` and `self` conditions
//    have no side effects (they are evaluated again for the mark).
// 2. The mark: `__accc_run_ahead(on);` last before the target directive,
//    `on` its `if` condition (onDeviceCondition), so a host fallback leaves
//    no mark behind for a later launch. -Minfo=accel says so.
//
// Tests: test/Translate/run-ahead.c, test/Execution/run-ahead.c (which the
// GPU suite, test/gpu/run-gpu-tests.sh, runs on the GPU).
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "clang/AST/OpenACCClause.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

/// Rule 1: why the construct at the root of \p R does not qualify, or
/// empty where it does.
static std::string whyNotRunAhead(const DirectiveTree &R, ASTContext &Ctx) {
  const Directive &P = *R.Root;
  if (P.findClause<OpenACCAsyncClause>())
    return "async";
  if (conditionHasSideEffects(P, Ctx))
    return "condition with side effects";
  bool Reduces = false;
  R.forEach([&](const Directive &D) { Reduces = Reduces || D.hasReduction(); });
  if (Reduces)
    return "reduction";
  for (const DataAttr &A : P.DMAs)
    switch (A.Kind) {
    case DAKind::DevicePtr:
      return "deviceptr";
    case DAKind::NoCreate:
      return "no_create";
    case DAKind::Attach:
      return "attach";
    default:
      break;
    }
  return {};
}

void ComputeLowering::addRunAhead(const DirectiveTree &R, OMPNode &PN) {
  // (A gang reduction form is a reduction: rule 1 excludes it too.)
  if (!isGPU() || !Opts.RunAhead || SplittingKernels || GangReductionForm ||
      PN.Layers.empty() || !PN.Layers.front().Directive)
    return;
  if (!whyNotRunAhead(R, Ctx).empty())
    return;
  OMPLayer &Layer = PN.Layers.front();
  Layer.Prologue.push_back(OMPStmt::code(
      "__accc_run_ahead(" + onDeviceCondition(*Layer.Directive) + ");"));
  PN.Info.push_back("synchronous: the host goes on at once where no data "
                    "moves (run-ahead)");
  Out.requireRuntimeHeader();
}

} // namespace accc::transform
