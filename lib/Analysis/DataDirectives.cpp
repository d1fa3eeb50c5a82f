//===- DataDirectives.cpp - data, enter/exit data, update, host_data ------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Analyzes one data directive into a region of one Directive whose DMAs are
// its explicit data clauses, in clause order.
//
// Spec: OpenACC 3.3, sec. 2.6.5 (data), 2.6.6 (enter data, exit data), 2.8
// (host_data), 2.14.4 (update), 2.7 (data clauses); seed 003 (each data
// clause is an entry action and an exit action on a named counter):
//  1. data: copy, copyin, copyout, create, present, no_create, deviceptr
//     (entry and exit actions on the structured count), if, default;
//  2. enter data: copyin, create (entry actions on the dynamic count), if;
//  3. exit data: copyout, delete (exit actions on the dynamic count), if,
//     finalize (the dynamic count drops to zero);
//  4. update: self/host (device to host), device (host to device), if,
//     if_present (absent data is skipped instead of an error);
//  5. host_data: use_device (the device address inside the region), if,
//     if_present;
//  6. async and wait are accepted; the directive completes synchronously,
//     which satisfies both (docs/Mapping.md, "async and wait");
//  7. attach/detach and device_type clauses are reported "not supported
//     yet".
// The error rules of seed 000 ("Semantic Clarifications") apply as on every
// directive (ClauseChecks.cpp), except that `update` may name several parts
// of one variable.
//
// Input: a clang data construct Sema accepted. Output: a ComputeRegion whose
// Root is the directive, with DMAs, IfCond, Finalize and IfPresent.
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/Analyzer.h"
#include "accc/Basic/KindUtils.h"
#include "accc/Frontend/ConstructCollector.h"

using namespace clang;

namespace accc::analysis {

namespace {

std::optional<DirectiveKind> dataDirectiveKind(OpenACCDirectiveKind K) {
  switch (K) {
  case OpenACCDirectiveKind::Data:
    return DirectiveKind::Data;
  case OpenACCDirectiveKind::EnterData:
    return DirectiveKind::EnterData;
  case OpenACCDirectiveKind::ExitData:
    return DirectiveKind::ExitData;
  case OpenACCDirectiveKind::Update:
    return DirectiveKind::Update;
  case OpenACCDirectiveKind::HostData:
    return DirectiveKind::HostData;
  default:
    return std::nullopt;
  }
}

void readClauses(Directive &D, Diagnoser &Diags) {
  for (const OpenACCClause *C : D.Clauses) {
    if (dataAttrOfClause(C))
      continue; // addExplicitAttributes
    switch (C->getClauseKind()) {
    case OpenACCClauseKind::If:
      D.IfCond = cast<OpenACCIfClause>(C)->getConditionExpr();
      break;
    case OpenACCClauseKind::Finalize:
      D.Finalize = true;
      break;
    case OpenACCClauseKind::IfPresent:
      D.IfPresent = true;
      break;
    case OpenACCClauseKind::Default:
      D.Default = cast<OpenACCDefaultClause>(C);
      break;
    case OpenACCClauseKind::Async:
    case OpenACCClauseKind::Wait:
      break;
    default:
      Diags.report(C->getBeginLoc(), DiagID::err_acc_unsupported_clause)
          << spell(C->getClauseKind()) << D.spelling();
      break;
    }
  }
}

} // namespace

std::unique_ptr<ComputeRegion>
analyzeDataDirective(const OpenACCConstructStmt *Node, ASTContext &Ctx,
                     Diagnoser &Diags) {
  std::optional<DirectiveKind> Kind =
      dataDirectiveKind(Node->getDirectiveKind());
  if (!Kind)
    return nullptr;
  unsigned ErrorsBefore = Diags.engine().getNumErrors();
  auto R = std::make_unique<ComputeRegion>();
  Directive *D = R->create(*Kind, Node, frontend::associatedStmt(Node));
  D->Clauses.append(Node->clauses().begin(), Node->clauses().end());
  R->Root = D;
  readClauses(*D, Diags);
  checkClauses(*R, Ctx, Diags);
  addExplicitAttributes(*D);
  if (Diags.engine().getNumErrors() != ErrorsBefore)
    return nullptr;
  return R;
}

} // namespace accc::analysis
