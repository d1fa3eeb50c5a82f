//===- RuntimeDirectives.cpp - wait, init, shutdown, set -------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The standalone directives that OpenACC defines as equivalent to runtime
// routines become calls of libacc's routines (runtime/, openacc.h): OpenMP
// has no directive for waiting on an activity queue, for initializing or
// shutting down a device, or for the default async queue. Not in the seed.
//
// Rules (the statement of each directive is one C statement, braced when it
// holds several calls, `if (cond)` in front with an if clause, so that it
// stays one statement as the body of an `if` or a loop):
// 1. wait (sec. 2.16.3) -> acc_wait(q) for each queue, acc_wait_all()
//    without one; with async(a), acc_wait_async(q, a) /
//    acc_wait_all_async(a). GPU only: on multicore and host every construct
//    ran synchronously, nothing to wait for; but a compiled translation
//    with the profiling hooks (ProfilingHooks.cpp) calls the routines there
//    too, which return at once, for the wait events they report.
// 2. init (sec. 2.14.1) -> acc_init(T); with device_num(n),
//    acc_init_device(n, T). shutdown (sec. 2.14.2) -> acc_shutdown(T) /
//    acc_shutdown_device(n, T). T is the device_type clause's type, or the
//    current device type, acc_get_device_type(). GPU only: on multicore and
//    host the host is the only device and needs no initialization.
// 3. set (sec. 2.14.3) -> acc_set_device_type(T) with device_type(T);
//    acc_set_device_num(n, T) with device_num(n) (T: the clause's type or
//    the current one); acc_set_default_async(a) with default_async(a). In
//    that order, on every target (acc_get_default_async and
//    acc_get_device_num answer what `set` set).
// 4. Device types (clang accepts these names): nvidia, acc_device_nvidia ->
//    acc_device_nvidia; host, multicore -> acc_device_host; radeon ->
//    acc_device_radeon; default and `*` -> acc_device_default.
//
// Tests: test/Translate/runtime-directives.c, wait-directive.c,
// test/Execution/runtime-directives.c, wait-directive.c.
//
//===----------------------------------------------------------------------===//

#include "accc/Basic/KindUtils.h"
#include "Lowering.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

namespace {

/// Rule 4: the acc_device_t enumerator of a device_type clause.
std::string deviceTypeEnum(const OpenACCDeviceTypeClause &C) {
  if (C.hasAsterisk() || C.getArchitectures().empty())
    return "acc_device_default";
  const IdentifierInfo *II = C.getArchitectures().front().getIdentifierInfo();
  switch (classifyDeviceType(II->getName())) {
  case DeviceTypeName::Nvidia:
    return "acc_device_nvidia";
  case DeviceTypeName::Host:
  case DeviceTypeName::Multicore:
    return "acc_device_host";
  case DeviceTypeName::Radeon:
    return "acc_device_radeon";
  default:
    return "acc_device_default";
  }
}

/// The argument expression of \p D's clause of type ClauseT, if any.

} // namespace

std::string
RuntimeLowering::guardedStatement(const Directive &D,
                                    const std::vector<std::string> &Calls) const {
  std::string Stmt = llvm::join(Calls, " ");
  if (Calls.size() > 1)
    Stmt = "{ " + Stmt + " }";
  if (D.IfCond)
    Stmt = "if (" + exprText(D.IfCond) + ") " + Stmt;
  return Stmt;
}

OMPNode RuntimeLowering::lower(const Directive &D) {
  OMPNode N;
  std::vector<std::string> Calls;
  const auto *Type = D.findClause<OpenACCDeviceTypeClause>();
  const auto *Num = D.findClause<OpenACCDeviceNumClause>();
  std::string T = Type ? deviceTypeEnum(*Type) : "acc_get_device_type()";
  switch (D.Kind) {
  case DirectiveKind::Wait: { // rule 1
    if (!isGPU() && !Opts.ProfilingHooks) {
      N.Info.push_back(
          "wait: nothing to do, every construct ran synchronously");
      return N;
    }
    const auto *W = cast<OpenACCWaitConstruct>(D.Node);
    std::string Async = asyncArg(D);
    auto Call = [&](llvm::StringRef Routine, std::string Args) {
      if (!Async.empty())
        Args += (Args.empty() ? "" : ", ") + Async;
      Calls.push_back(Routine.str() + (Async.empty() ? "" : "_async") + "(" +
                      Args + ");");
    };
    if (W->getQueueIdExprs().empty())
      Call("acc_wait_all", "");
    for (const Expr *Q : W->getQueueIdExprs())
      Call("acc_wait", exprText(Q));
    break;
  }
  case DirectiveKind::Init:
  case DirectiveKind::Shutdown: { // rule 2
    if (!isGPU()) {
      N.Info.push_back(D.spelling() +
                       ": nothing to do, the host is the only device");
      return N;
    }
    std::string Routine = D.Kind == DirectiveKind::Init ? "acc_init"
                                                        : "acc_shutdown";
    Calls.push_back(Num ? Routine + "_device(" + exprText(Num->getIntExpr()) +
                              ", " + T + ");"
                        : Routine + "(" + T + ");");
    break;
  }
  case DirectiveKind::Set: // rule 3
    if (Type)
      Calls.push_back("acc_set_device_type(" + T + ");");
    if (Num)
      Calls.push_back("acc_set_device_num(" + exprText(Num->getIntExpr()) +
                      ", " + T + ");");
    if (const auto *A = D.findClause<OpenACCDefaultAsyncClause>())
      Calls.push_back("acc_set_default_async(" + exprText(A->getIntExpr()) +
                      ");");
    break;
  default:
    llvm_unreachable("not a runtime directive");
  }
  std::string Stmt = guardedStatement(D, Calls);
  N.Layers.emplace_back().Statements = {OMPStmt::code(Stmt)};
  N.Info.push_back(D.spelling() + " -> " + Stmt);
  Out.requireRuntimeHeader();
  return N;
}

} // namespace accc::transform
