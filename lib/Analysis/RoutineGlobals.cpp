//===- RoutineGlobals.cpp - Globals that routine functions use ------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3 sec. 2.15.1 (restrictions of the routine directive): a global
// variable or static data member that a function with a routine directive
// uses must appear in a `declare` directive (create, copyin,
// device_resident or link), which gives the device its copy. Without one,
// the GPU build failed at the device link with nvlink's "Undefined
// reference to 'tbl'", which names neither the source nor the fix. So, for
// the GPU, each such variable is an error at its first use in the routine
// function's body, with the declare that would give the device its copy.
// Not reported: constants folded where they are read (a `const int` with
// its initializer) and a variable that a declare directive at file or
// namespace scope of the unit names (clang rejects static locals in such
// functions itself), but with `deviceptr` alone: that gives the device no
// copy (the variable holds a device address for the host's constructs),
// an error of its own. Compute constructs map the globals they use
// themselves (not checked here).
//
// Tests: test/Diagnostics/routine-global-without-declare.c.
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/Analyzer.h"
#include "accc/Analysis/ListItemUtils.h"
#include "clang/AST/DeclOpenACC.h"
#include "clang/AST/OpenACCClause.h"
#include "clang/AST/StmtOpenACC.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace accc::analysis {

namespace {

/// Whether reads of \p V are folded to its value (C++'s constant
/// variables; in C, a const scalar with a constant initializer, which
/// clang folds too).
bool isFoldedConstant(const VarDecl *V, ASTContext &Ctx) {
  if (V->isUsableInConstantExpressions(Ctx))
    return true;
  QualType T = V->getType();
  const Expr *Init = V->getAnyInitializer();
  return T.isConstQualified() && !T.isVolatileQualified() &&
         T->isScalarType() && Init && Init->isEvaluatable(Ctx);
}

/// The first use of each global of \p S that \p Declared lacks, in order.
void findGlobals(const Stmt *S, ASTContext &Ctx,
                 const llvm::DenseSet<const VarDecl *> &Declared,
                 llvm::DenseSet<const VarDecl *> &Seen,
                 llvm::SmallVectorImpl<const DeclRefExpr *> &Out) {
  // A compute construct maps what it uses (in a routine function it is an
  // error for the GPU of its own: ClauseChecks rule 17).
  if (!S || isa<OpenACCComputeConstruct, OpenACCCombinedConstruct>(S))
    return;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
        V && V->hasGlobalStorage() && !V->isStaticLocal() &&
        !isFoldedConstant(V, Ctx) &&
        !Declared.count(V->getCanonicalDecl()) &&
        Seen.insert(V->getCanonicalDecl()).second)
      Out.push_back(Ref);
  for (const Stmt *C : S->children())
    findGlobals(C, Ctx, Declared, Seen, Out);
}

} // namespace

void checkRoutineGlobals(const frontend::CollectedDirectives &Collected,
                         ASTContext &Ctx, Diagnoser &Diags) {
  llvm::DenseSet<const VarDecl *> Declared, DevicePtr;
  for (const frontend::CollectedDeclare &D : Collected.Declares)
    if (D.isFileScope())
      for (const OpenACCClause *C : D.Decl->clauses())
        for (const Expr *E : clauseVarList(C))
          if (const VarDecl *V = getListItemVar(E))
            (isa<OpenACCDevicePtrClause>(C) ? DevicePtr : Declared)
                .insert(V->getCanonicalDecl());
  llvm::DenseSet<const FunctionDecl *> Done;
  for (const frontend::CollectedRoutine &R : Collected.Routines) {
    const FunctionDecl *Def = nullptr;
    if (!R.Function || !R.Function->hasBody(Def) || !Def ||
        !Done.insert(Def).second)
      continue;
    llvm::DenseSet<const VarDecl *> Seen;
    llvm::SmallVector<const DeclRefExpr *, 2> Uses;
    findGlobals(Def->getBody(), Ctx, Declared, Seen, Uses);
    for (const DeclRefExpr *Ref : Uses)
      Diags.report(Ref->getLocation(),
                   DevicePtr.count(cast<VarDecl>(Ref->getDecl())
                                       ->getCanonicalDecl())
                       ? DiagID::err_acc_routine_global_deviceptr
                       : DiagID::err_acc_routine_global_no_declare)
          << Ref->getDecl()->getName() << Def->getName()
          << Ref->getSourceRange();
  }
}

} // namespace accc::analysis
