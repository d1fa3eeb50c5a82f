//===- CallSiteBinds.cpp - Binds of and to lambdas, at their calls --------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3 sec. 2.15.1: with `bind`, device code calls the bound name
// where it calls the routine. accc translates a bind to OpenMP's `declare
// variant` (RoutineToOMP.cpp rule 5), which names a function and replaces
// the calls of a function. A lambda is a variable that holds a closure
// object: no variant replaces the calls of its operator or names one. So a
// bind of a lambda's routine, or to a lambda (Frontend/RoutineBind.cpp rule
// 6: a CallSiteBind), is translated at its calls (GPU only; on multicore and
// host bind changes nothing, as rule 5 of RoutineToOMP.cpp says):
// 1. Device code is the body of a compute or combined construct, and a
//    function or lambda with a `routine` directive (the unnamed form's
//    attribute or the named form's annotation).
// 2. Each call in device code of the routine (a call of the function, or
//    of the lambda's variable) calls `__ACCC_BIND(routine, target)`, which
//    openacc.h defines as the target in the device compilation (NVPTX,
//    AMDGPU) and as the routine in the host's, so that the host fallback
//    of a construct still calls the routine.
// 3. Calls outside device code, and calls from other files (whose device
//    code no directive of this file binds), are left alone.
// 4. A call in device code before the target's declaration is an error
//    (the device compilation could not name the target there).
// 5. A call in a routine function (not in a compute construct) of a
//    routine bound to a lambda at namespace scope that has no routine
//    directive of its own is an error: the function's device code reads
//    the variable, which only a `declare target` (the lambda's routine
//    directive) puts on the device; a compute construct maps it as any
//    variable it uses (fuzzing find: the OpenMP compile rejected it).
//
// Tests: test/Translate/routine-bind-lambda-calls.cpp (rule 1),
// test/Execution/routine-bind-lambda.cpp,
// test/Diagnostics/routine-bind-lambda.cpp (rules 4 and 5).
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace accc::transform {

namespace {

/// Rule 1: whether \p D is a function or lambda with a routine directive.
bool isRoutineFunction(const Decl *D) {
  return D && (D->hasAttr<OpenACCRoutineDeclAttr>() ||
               D->hasAttr<OpenACCRoutineAnnotAttr>());
}

class CallSites : public RecursiveASTVisitor<CallSites> {
public:
  CallSites(const LoweringContext &Cx,
            const llvm::DenseMap<const ValueDecl *, const ValueDecl *> &Binds)
      : Cx(Cx), Binds(Binds) {}

  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitLambdaBody() const { return true; }

  bool VisitCallExpr(CallExpr *Call) {
    if (!Seen.insert(Call).second) // reached twice through a construct
      return true;
    const Expr *Callee = Call->getCallee()->IgnoreParenImpCasts();
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call);
        Op && Op->getOperator() == OO_Call)
      Callee = Op->getArg(0)->IgnoreParenImpCasts(); // the closure object
    const auto *Ref = dyn_cast<DeclRefExpr>(Callee);
    if (!Ref)
      return true;
    auto It = Binds.find(cast<ValueDecl>(Ref->getDecl()->getCanonicalDecl()));
    if (It == Binds.end())
      return true;
    DeviceCode Where = inDeviceCode(Call);
    if (Where == DeviceCode::None)
      return true;
    // Rule 5.
    if (Where == DeviceCode::Routine && hostOnlyLambda(It->second)) {
      Cx.Diags.report(Ref->getBeginLoc(), DiagID::err_acc_bind_lambda_no_routine)
          << Ref->getDecl()->getName() << It->second->getName();
      return true;
    }
    // Rule 2; the target must be declared before the call.
    const SourceManager &SM = Cx.Ctx.getSourceManager();
    if (SM.isBeforeInTranslationUnit(Call->getBeginLoc(),
                                     It->second->getLocation())) {
      Cx.Diags.report(Ref->getBeginLoc(), DiagID::err_acc_bind_target_later)
          << Ref->getDecl()->getName() << It->second->getName();
      return true;
    }
    Cx.Out.replaceExpr(Ref, "__ACCC_BIND(" + Cx.exprText(Ref) + ", " +
                                Cx.declName(It->second) + ")");
    Cx.Out.requireRuntimeHeader();
    return true;
  }

private:
  const LoweringContext &Cx;
  const llvm::DenseMap<const ValueDecl *, const ValueDecl *> &Binds;
  llvm::DenseSet<const CallExpr *> Seen;

  enum class DeviceCode { None, Construct, Routine };

  /// Rule 5: whether \p Target is a lambda at namespace scope (or static)
  /// without a routine directive of its own.
  static bool hostOnlyLambda(const ValueDecl *Target) {
    const auto *Var = dyn_cast<VarDecl>(Target);
    const CXXRecordDecl *Closure =
        Var ? Var->getType().getNonReferenceType()->getAsCXXRecordDecl()
            : nullptr;
    return Closure && Closure->isLambda() && Var->hasGlobalStorage() &&
           !isRoutineFunction(Closure->getLambdaCallOperator());
  }

  /// Rule 1: whether \p S is in a construct's body or a routine's body
  /// (the innermost).
  DeviceCode inDeviceCode(const Stmt *S) {
    DynTypedNodeList Parents = Cx.Ctx.getParents(*S);
    while (!Parents.empty()) {
      const DynTypedNode &P = Parents[0];
      if (const auto *C = P.get<Stmt>()) {
        if (isa<OpenACCComputeConstruct, OpenACCCombinedConstruct>(C))
          return DeviceCode::Construct;
        if (const auto *L = dyn_cast<LambdaExpr>(C);
            L && isRoutineFunction(L->getCallOperator()))
          return DeviceCode::Routine;
        Parents = Cx.Ctx.getParents(*C);
        continue;
      }
      const auto *D = P.get<Decl>();
      if (!D)
        return DeviceCode::None;
      if (isRoutineFunction(D))
        return DeviceCode::Routine;
      if (const auto *M = dyn_cast<CXXMethodDecl>(D);
          M && M->getParent()->isLambda()) {
        // The body of a lambda: the lambda expression's place.
        Parents = Cx.Ctx.getParents(*M);
        if (!Parents.empty())
          if (const auto *RD = Parents[0].get<CXXRecordDecl>())
            Parents = Cx.Ctx.getParents(*RD);
        continue;
      }
      if (isa<FunctionDecl>(D) || isa<TranslationUnitDecl>(D))
        return DeviceCode::None;
      Parents = Cx.Ctx.getParents(*D);
    }
    return DeviceCode::None;
  }
};

} // namespace

void lowerCallSiteBinds(const LoweringContext &Cx,
                        llvm::ArrayRef<frontend::CallSiteBind> Binds) {
  if (!Cx.isGPU() || Binds.empty())
    return;
  llvm::DenseMap<const ValueDecl *, const ValueDecl *> Map;
  for (const frontend::CallSiteBind &B : Binds)
    Map.try_emplace(cast<ValueDecl>(B.Routine->getCanonicalDecl()), B.Target);
  CallSites(Cx, Map).TraverseDecl(Cx.Ctx.getTranslationUnitDecl());
}

} // namespace accc::transform
