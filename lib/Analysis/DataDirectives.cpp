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
//  6. async and wait: activity queues (Transform/AsyncToOMP.cpp; on `data`
//     async is dropped, a conforming synchronous execution);
//  7. attach (data, enter data) and detach (exit data) are actions on
//     pointers (sec. 2.7.12, 2.7.13; Transform/AttachToOMP.cpp);
//  7a. device_type on data and update (sec. 2.6.5, 2.14.4: only async and
//     wait may follow it) and on an orphaned loop: the directive keeps the
//     clauses that apply to the target (Frontend/DeviceTypeClauses.cpp), as
//     compute constructs do;
//  8. init, shutdown (sec. 2.14.1, 2.14.2): device_type, device_num, if;
//     set (sec. 2.14.3): default_async, device_num, device_type, if
//     (Transform/RuntimeDirectives.cpp);
//  9. declare (sec. 2.13): at file scope create, copyin, device_resident,
//     link and deviceptr (clang's Sema rejects copy, copyout and present
//     there, and no_create on every declare); in a function copy, copyin,
//     copyout, create, present, deviceptr and device_resident (clang
//     rejects link on a non-extern local; link on an extern local, a
//     file-scope subarray, and a `goto`/`break`/`continue` leaving the data
//     lifetime are "not supported yet"). The data lifetime ends at the end
//     of the block, or at a `return` (whose value must fit in a local of
//     the return type: not a C++ reference or class).
// 10. an orphaned loop (sec. 2.9, in a function called from compute
//     constructs, typically a routine): seq, worker, vector, independent,
//     auto, collapse, private, reduction; it runs sequentially in the
//     calling thread (Transform/LoopToOMP.cpp); gang too, its iterations
//     shared by the gangs that call it; gang with auto as gang where the
//     dependence analysis proves the iterations independent without a
//     reduction, else (sec. 2.9.7: auto is then seq, and gang is ignored)
//     sequentially in each calling gang, the variables that the calling
//     gangs share (globals, statics, references) kept shared for the
//     analysis; gang with reduction an error: OpenACC 3.3 sec.
//     2.9.11 (as since 2.5), "The reduction clause may not be specified on
//     an orphaned loop construct with the gang clause" (each calling gang
//     has its own variable, none the combined value; OpenMP has no
//     reduction on an orphaned `distribute` either);
// 11. (OpenACC 3.3 sec. 1.6: a structured block has one exit, at the
//     bottom) a `return`, or a `break`, `continue` or `goto` whose target
//     is outside, in the region of a data or host_data construct is an
//     error; clang's Sema checks this for compute constructs only, and
//     OpenMP's `target data` forbids it too ("cannot return from OpenMP
//     region" on the translation). The same for the body of an orphaned
//     gang loop: a `break`, `return` or `goto` out of it is an error (its
//     iterations are shared by the calling gangs; fuzzing find).
// 12. the `for` of an orphaned gang loop, whose iterations the calling gangs
//     share (an OpenMP worksharing loop), compares its control variable
//     with <, <=, >, >= or != in its condition (OpenACC 3.3 sec. 2.9;
//     clang checks this for the loops of compute constructs, not always
//     for orphaned ones: `i < n && i < x + 10` in a loop nested in a host
//     loop reached the OpenMP compile; fuzzing find), assigns or declares
//     one control variable in its initialization and steps it alone in its
//     increment (`for (i = 0, j = x; ...; i++, j += s)` reached it too).
// The error rules of seed 000 ("Semantic Clarifications") apply as on every
// directive (ClauseChecks.cpp), except that `update` may name several parts
// of one variable.
//
// Input: a clang data construct Sema accepted. Output: a DirectiveTree whose
// Root is the directive, with DMAs, IfCond, Finalize and IfPresent; for a
// declare, a DeclareDirective with its DMAs.
//
// Tests: test/Translate/data-directives.c, test/Dump/data-directives.c,
// test/Execution/data-directives-data.c, data-directives-enter-exit.c,
// data-directives-update.c, data-directives-host-data.c (1-5);
// test/Translate/async-clauses.c, test/Execution/async-queues.c (6);
// test/Translate/device-type-data.c, test/Execution/device-type-data.c (7a);
// test/Translate/attach.c, test/Execution/attach.c, attach-detach.c (7);
// test/Translate/runtime-directives.c, test/Execution/runtime-directives.c
// (8); test/Translate/declare.c, test/Execution/declare.c,
// test/Diagnostics/declare-*.c (9); test/Translate/routine-loops.c,
// test/Execution/routine-loops.c,
// test/Diagnostics/orphaned-gang-loop.c (10);
// test/Diagnostics/data-region-exit.c (11).
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/Analyzer.h"
#include "accc/Analysis/Dependence.h"
#include "accc/Analysis/ListItemUtils.h"
#include "accc/Frontend/RegionExits.h"
#include "accc/Basic/KindUtils.h"
#include "accc/Analysis/VarRefUtils.h"
#include "accc/Frontend/ConstructCollector.h"
#include "clang/AST/ExprCXX.h"
#include "accc/Frontend/DeviceTypeClauses.h"

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
  case OpenACCDirectiveKind::Wait:
    return DirectiveKind::Wait;
  case OpenACCDirectiveKind::Init:
    return DirectiveKind::Init;
  case OpenACCDirectiveKind::Shutdown:
    return DirectiveKind::Shutdown;
  case OpenACCDirectiveKind::Set:
    return DirectiveKind::Set;
  case OpenACCDirectiveKind::Atomic:
    return DirectiveKind::Atomic;
  case OpenACCDirectiveKind::Loop:
    return DirectiveKind::OrphanLoop;
  case OpenACCDirectiveKind::HostData:
    return DirectiveKind::HostData;
  case OpenACCDirectiveKind::Cache:
    return DirectiveKind::Cache;
  default:
    return std::nullopt;
  }
}

void readClauses(Directive &D, Diagnoser &Diags) {
  for (const OpenACCClause *C : D.Clauses) {
    std::optional<DAKind> K = dataAttrOfClause(C);
    if (K)
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
    // An orphaned loop runs sequentially in the calling thread (rule 10):
    // right for seq, and a conforming execution of worker and vector loops,
    // whose caller (a thread of a gang or worker) runs each call once. A
    // gang loop, called by every gang in gang-redundant mode, shares its
    // iterations among them (LoopToOMP.cpp); with auto, where the analysis
    // proves it (decideOrphanGangAuto). A reduction is an error (rule 10).
    case OpenACCClauseKind::Gang:
      if (D.Kind == DirectiveKind::OrphanLoop) {
        for (const OpenACCClause *Other : D.Clauses)
          if (isa<OpenACCReductionClause>(Other))
            Diags.report(Other->getBeginLoc(),
                         DiagID::err_acc_orphaned_gang_reduction);
        break;
      }
      [[fallthrough]];
    case OpenACCClauseKind::Seq:
    case OpenACCClauseKind::Worker:
    case OpenACCClauseKind::Vector:
    case OpenACCClauseKind::Independent:
    case OpenACCClauseKind::Auto:
    case OpenACCClauseKind::Collapse:
      if (D.Kind == DirectiveKind::OrphanLoop)
        break;
      Diags.report(C->getBeginLoc(), DiagID::err_acc_unsupported_clause)
          << spell(C->getClauseKind()) << D.spelling();
      break;
    // init, shutdown, set: read by the translation (RuntimeDirectives.cpp).
    case OpenACCClauseKind::DeviceNum:
    case OpenACCClauseKind::DefaultAsync:
      break;
    case OpenACCClauseKind::DeviceType:
    case OpenACCClauseKind::DType:
      if (D.Kind == DirectiveKind::Init || D.Kind == DirectiveKind::Shutdown ||
          D.Kind == DirectiveKind::Set)
        break;
      [[fallthrough]];
    default:
      Diags.report(C->getBeginLoc(), DiagID::err_acc_unsupported_clause)
          << spell(C->getClauseKind()) << D.spelling();
      break;
    }
  }
}

/// Rule 12: the loop variable that \p Loop's init assigns or declares.
const ValueDecl *initVar(const ForStmt &Loop) {
  const Stmt *Init = Loop.getInit();
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(Init))
    return DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl())
                              : nullptr;
  if (const auto *BO = dyn_cast_or_null<BinaryOperator>(Init);
      BO && BO->isAssignmentOp())
    if (const auto *Ref =
            dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
      return Ref->getDecl();
  if (const auto *Op = dyn_cast_or_null<CXXOperatorCallExpr>(Init);
      Op && Op->isAssignmentOp())
    if (const auto *Ref =
            dyn_cast<DeclRefExpr>(Op->getArg(0)->IgnoreParenImpCasts()))
      return Ref->getDecl();
  return nullptr;
}

/// Rule 12: whether \p Inc steps the control variable (\p IsVar) alone.
template <typename IsVarFn>
bool stepsVarAlone(const Expr *Inc, IsVarFn IsVar) {
  Inc = Inc->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(Inc))
    return U->isIncrementDecrementOp() && IsVar(U->getSubExpr());
  if (const auto *BO = dyn_cast<BinaryOperator>(Inc)) {
    if (BO->getOpcode() == BO_AddAssign || BO->getOpcode() == BO_SubAssign)
      return IsVar(BO->getLHS());
    if (BO->getOpcode() != BO_Assign || !IsVar(BO->getLHS()))
      return false;
    const auto *Step =
        dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts());
    return Step &&
           ((Step->getOpcode() == BO_Add &&
             (IsVar(Step->getLHS()) || IsVar(Step->getRHS()))) ||
            (Step->getOpcode() == BO_Sub && IsVar(Step->getLHS())));
  }
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Inc))
    return Op->getNumArgs() >= 1 && IsVar(Op->getArg(0)) &&
           (Op->getOperator() == OO_PlusPlus ||
            Op->getOperator() == OO_MinusMinus ||
            Op->getOperator() == OO_PlusEqual ||
            Op->getOperator() == OO_MinusEqual ||
            Op->getOperator() == OO_Equal);
  return false;
}

/// The variables \p S reads or writes that every gang calling the function
/// shares: globals, static locals, and what references name.
void collectSharedVars(const Stmt *S,
                       llvm::DenseSet<const clang::ValueDecl *> &Out) {
  if (!S)
    return;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
        V && (V->hasGlobalStorage() || V->getType()->isReferenceType()))
      Out.insert(V);
  for (const Stmt *C : S->children())
    collectSharedVars(C, Out);
}

/// Rule 10 for an orphaned loop with gang and auto: gang-partitioned where
/// the dependence analysis proves its iterations independent without a
/// reduction (Loop.Proven), else sequential in each calling gang
/// (Loop.Sequential, the reason in LoopNotes).
void decideOrphanGangAuto(Directive &D, ASTContext &Ctx) {
  const auto *Loop = dyn_cast_or_null<ForStmt>(D.Body);
  if (D.Kind != DirectiveKind::OrphanLoop || !Loop ||
      !D.findClause<OpenACCGangClause>() || !D.findClause<OpenACCAutoClause>())
    return;
  D.Loop.Auto = true;
  DependenceContext Cx;
  collectSharedVars(Loop->getBody(), Cx.Pinned);
  for (const OpenACCClause *C : D.Clauses)
    if (isa<OpenACCPrivateClause>(C))
      for (const Expr *E : clauseVarList(C))
        if (const VarDecl *V = getListItemVar(E))
          Cx.Owned.insert(V);
  LoopDependence Dep = analyzeLoopDependence(Loop, Cx, Ctx);
  if (Dep.Independent && Dep.Reductions.empty()) {
    D.Loop.Proven = true;
    return;
  }
  D.Loop.Sequential = true;
  D.LoopNotes.push_back(
      {Loop->getBeginLoc(),
       !Dep.Independent ? Dep.Reason
                        : "its iterations combine values in a reduction, "
                          "which an orphaned gang loop cannot have"});
}

/// Rule 12.
void checkOrphanGangLoopCondition(const Directive &D, Diagnoser &Diags) {
  const auto *Loop = dyn_cast_or_null<ForStmt>(D.Body);
  if (D.Kind != DirectiveKind::OrphanLoop ||
      !D.findClause<OpenACCGangClause>() || !Loop || !Loop->getCond())
    return;
  const ValueDecl *Var = initVar(*Loop);
  if (!Var) {
    if (Loop->getInit()) // clang reports a loop without one
      Diags.report(Loop->getInit()->getBeginLoc(),
                   DiagID::err_acc_orphaned_gang_loop_form)
          << 0 << "" << Loop->getInit()->getSourceRange();
    return;
  }
  auto IsVar = [&](const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return Ref && Ref->getDecl() == Var;
  };
  if (Loop->getInc() && !stepsVarAlone(Loop->getInc(), IsVar)) {
    Diags.report(Loop->getInc()->getBeginLoc(),
                 DiagID::err_acc_orphaned_gang_loop_form)
        << 1 << Var->getName() << Loop->getInc()->getSourceRange();
    return;
  }
  const Expr *Cond = Loop->getCond()->IgnoreParenImpCasts();
  auto Relational = [](BinaryOperatorKind K) {
    return K == BO_LT || K == BO_LE || K == BO_GT || K == BO_GE || K == BO_NE;
  };
  if (const auto *BO = dyn_cast<BinaryOperator>(Cond);
      BO && Relational(BO->getOpcode()) &&
      (IsVar(BO->getLHS()) || IsVar(BO->getRHS())))
    return;
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Cond);
      Op && Op->getNumArgs() == 2 &&
      (IsVar(Op->getArg(0)) || IsVar(Op->getArg(1))) &&
      (Op->getOperator() == OO_Less || Op->getOperator() == OO_LessEqual ||
       Op->getOperator() == OO_Greater ||
       Op->getOperator() == OO_GreaterEqual ||
       Op->getOperator() == OO_ExclaimEqual))
    return;
  Diags.report(Loop->getCond()->getBeginLoc(),
               DiagID::err_acc_orphaned_gang_loop_condition)
      << Var->getName() << Loop->getCond()->getSourceRange();
}

/// Rule 11: nothing jumps out of a data or host_data region, nor out of
/// the body of an orphaned gang loop, whose iterations the calling gangs
/// share (clang checks the loops of compute constructs itself).
void checkRegionExits(const Directive &D, Diagnoser &Diags) {
  bool GangLoop = D.Kind == DirectiveKind::OrphanLoop &&
                  D.findClause<OpenACCGangClause>();
  if ((D.Kind != DirectiveKind::Data && D.Kind != DirectiveKind::HostData &&
       !GangLoop) ||
      !D.Body)
    return;
  const auto *Loop = dyn_cast<ForStmt>(D.Body);
  frontend::RegionExits Exits =
      GangLoop ? frontend::findRegionExits({Loop ? Loop->getBody() : D.Body},
                                           /*LoopBody=*/true)
               : frontend::findRegionExits({D.Body});
  const Stmt *Exit = !Exits.Returns.empty()
                         ? static_cast<const Stmt *>(Exits.Returns.front())
                         : Exits.OtherExit;
  if (!Exit)
    return;
  StringRef What = isa<ReturnStmt>(Exit)     ? "return"
                   : isa<BreakStmt>(Exit)    ? "break"
                   : isa<ContinueStmt>(Exit) ? "continue"
                                             : "goto";
  Diags.report(Exit->getBeginLoc(), DiagID::err_acc_exit_from_region)
      << What << D.spelling();
  Diags.report(D.Node->getDirectiveLoc(), DiagID::note_acc_region_here)
      << D.spelling();
}

} // namespace

std::unique_ptr<DirectiveTree>
analyzeStandaloneDirective(const OpenACCConstructStmt *Node, TargetKind Target,
                           ASTContext &Ctx, Diagnoser &Diags) {
  std::optional<DirectiveKind> Kind =
      dataDirectiveKind(Node->getDirectiveKind());
  if (!Kind)
    return nullptr;
  unsigned ErrorsBefore = Diags.engine().getNumErrors();
  auto R = std::make_unique<DirectiveTree>();
  R->Target = Target;
  Directive *D = R->create(*Kind, Node, frontend::associatedStmt(Node));
  // Rule 7a. init, shutdown and set name a device type with the clause
  // (rule 8).
  if (*Kind == DirectiveKind::Data || *Kind == DirectiveKind::Update ||
      *Kind == DirectiveKind::OrphanLoop)
    D->Clauses = frontend::clausesFor(Node->clauses(), Target);
  else
    D->Clauses.append(Node->clauses().begin(), Node->clauses().end());
  R->Root = D;
  readClauses(*D, Diags);
  decideOrphanGangAuto(*D, Ctx);
  checkRegionExits(*D, Diags);
  checkOrphanGangLoopCondition(*D, Diags);
  checkClauses(*R, Ctx, Diags);
  addExplicitAttributes(*D);
  if (Diags.engine().getNumErrors() != ErrorsBefore)
    return nullptr;
  return R;
}

/// Whether a function may return a local of record type \p RD by name (a
/// copy or move constructor that is not deleted).
static bool returnableByName(const CXXRecordDecl *RD) {
  RD = RD ? RD->getDefinition() : nullptr;
  if (!RD)
    return false;
  for (const CXXConstructorDecl *C : RD->ctors())
    if ((C->isCopyConstructor() || C->isMoveConstructor()) && !C->isDeleted())
      return true;
  return (!RD->hasUserDeclaredCopyConstructor() &&
          !RD->defaultedCopyConstructorIsDeleted()) ||
         (RD->needsImplicitMoveConstructor() &&
          !RD->defaultedMoveConstructorIsDeleted());
}

std::optional<ReturnLocal> returnLocal(const FunctionDecl *F,
                                       ASTContext &Ctx) {
  QualType RT = F->getReturnType();
  ReturnLocal L;
  if (RT->isVoidType())
    return L;
  std::string Decl;
  if (RT->isDependentType() || RT->isUndeducedType()) {
    // A template's translation is the pattern's: the type as written
    // (`T`, `std::vector<T>`, `auto`, `decltype(auto)`, `const T &`).
    SourceRange R = F->getReturnTypeSourceRange();
    if (R.isInvalid() || R.getBegin().isMacroID() || R.getEnd().isMacroID())
      return std::nullopt;
    Decl = sourceText(R, Ctx) + " __accc_ret";
  } else {
    if (Ctx.getLangOpts().CPlusPlus && RT->isRecordType() &&
        !returnableByName(RT->getAsCXXRecordDecl()))
      return std::nullopt;
    llvm::raw_string_ostream OS(Decl);
    RT.getUnqualifiedType().print(OS, Ctx.getPrintingPolicy(), "__accc_ret");
  }
  L.Decl = std::move(Decl);
  // A named rvalue reference is an lvalue: cast back.
  L.Value = RT->isRValueReferenceType()
                ? "static_cast<decltype(__accc_ret)>(__accc_ret)"
                : "__accc_ret";
  return L;
}

std::unique_ptr<DeclareDirective>
analyzeDeclare(const frontend::CollectedDeclare &CD, ASTContext &Ctx,
               Diagnoser &Diags) {
  unsigned ErrorsBefore = Diags.engine().getNumErrors();
  const OpenACCDeclareDecl *Decl = CD.Decl;
  // The explicit attributes, as on a `data` directive (clang's Sema already
  // rejected a variable named twice).
  Directive D(DirectiveKind::Data, nullptr, nullptr);
  for (const OpenACCClause *C : Decl->clauses()) {
    if (dataAttrOfClause(C))
      D.Clauses.push_back(C);
    else
      Diags.report(C->getBeginLoc(), DiagID::err_acc_unsupported_clause)
          << spell(C->getClauseKind()) << "declare";
  }
  checkDeclareClauses(D.Clauses, Ctx, Diags);
  addExplicitAttributes(D);
  for (DataAttr &A : D.DMAs) {
    // A file-scope declare names whole variables (OpenMP's declare target):
    // a subarray of an array stands for the array, with a warning where it
    // is a part of it.
    if (CD.isFileScope() && isSubarray(A.Item)) {
      bool Whole = false;
      if (const DeclRefExpr *Array = sectionedArray(A.Item, Ctx, &Whole)) {
        if (!Whole)
          Diags.report(A.Loc, DiagID::warn_acc_declare_part_of_array)
              << sourceText(A.Item->getSourceRange(), Ctx)
              << Array->getDecl()->getName() << A.Item->getSourceRange();
        A.Item = Array;
      } else {
        Diags.report(A.Loc, DiagID::err_acc_declare_file_subarray)
            << sourceText(A.Item->getSourceRange(), Ctx);
      }
    }
  }
  // Each `return`, `break`, `continue` and `goto` that leaves the data
  // lifetime gets its end before it (a `return` after its value is
  // computed, in a local of the function's return type).
  if (CD.ComputedGoto) {
    Diags.report(CD.ComputedGoto->getBeginLoc(),
                 DiagID::err_acc_unsupported_declare_exit)
        << "computed goto";
    Diags.report(Decl->getDirectiveLoc(), DiagID::note_acc_declare_here);
  }
  std::optional<ReturnLocal> Local;
  if (!CD.Returns.empty()) {
    Local = returnLocal(CD.Function, Ctx);
    if (!Local) {
      Diags.report(CD.Returns.front()->getBeginLoc(),
                   DiagID::err_acc_unsupported_declare_return_type)
          << CD.Function->getReturnType();
      Diags.report(Decl->getDirectiveLoc(), DiagID::note_acc_declare_here);
    }
  }
  std::vector<const Stmt *> Exits(CD.Returns.begin(), CD.Returns.end());
  Exits.insert(Exits.end(), CD.Jumps.begin(), CD.Jumps.end());
  for (const Stmt *X : Exits)
    if (X->getBeginLoc().isMacroID()) {
      Diags.report(X->getBeginLoc(), DiagID::err_acc_unsupported_in_macro);
      break;
    }
  if (Diags.engine().getNumErrors() != ErrorsBefore)
    return nullptr;
  auto Out = std::make_unique<DeclareDirective>();
  Out->Decl = Decl;
  Out->FileScope = CD.isFileScope();
  Out->Function = CD.Function;
  Out->Scope = CD.Scope;
  Out->Returns = CD.Returns;
  Out->Jumps = CD.Jumps;
  if (Local)
    Out->Result = std::move(*Local);
  Out->EndsWithExit =
      CD.Scope && !CD.Scope->body_empty() &&
      isa<ReturnStmt, BreakStmt, ContinueStmt, GotoStmt>(CD.Scope->body_back());
  Out->LeftEarly = !CD.Returns.empty() || !CD.Jumps.empty();
  Out->DMAs = std::move(D.DMAs);
  return Out;
}

} // namespace accc::analysis
