//===- LostAssignments.cpp - Writes to implicitly firstprivate scalars ----===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3 sec. 2.6.2: a scalar that a `parallel` or `serial` construct
// references and names in no data clause is firstprivate. What the region
// assigns to it stays in the region's copies: a flag set by some
// iterations (`if (found) stop = 1;`, Rodinia's bfs) or a sum computed in
// a `serial` region is not seen after it. Compilers that once defaulted
// such scalars to copy let programs rely on it, and they then compute
// something else with a conforming compiler, silently. accc warns:
//
//  1. a scalar that is imp `firstprivate` on a parallel or serial construct
//     (not a pointer: its pointee is what regions write), that the region
//     assigns (=, op=, ++, --), and not a loop's counter there (a `for`
//     whose initialization assigns it: private to an OpenACC loop), and
//  2. that the function reads after the construct: the first mention after
//     the construct's end, in source order, is not the left side of a
//     plain assignment (a temporary reused later is written first).
//
// One warning per variable and construct, with notes at the assignment and
// the read; -Wno-accc-lost-assignment turns it off. A `kernels` region
// makes such scalars copy (DataAttributes.cpp rule 3h): no loss there.
//
// Input: the tree after computeDataAttributes. Output: diagnostics only.
//
// Tests: test/Diagnostics/lost-assignment.c.
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/Analyzer.h"
#include "accc/Analysis/VarRefUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace accc::analysis {

namespace {

/// Whether a `for` loop in \p S assigns \p V in its initialization: a
/// loop's counter, private to an OpenACC loop and a value of the region's
/// own otherwise.
bool isLoopCounterIn(const Stmt *S, const VarDecl *V) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const VarDecl *V;
    bool Found = false;
    bool VisitForStmt(ForStmt *F) {
      if (const Stmt *Init = F->getInit())
        if (const auto *E = dyn_cast<Expr>(Init))
          if (const auto *B =
                  dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts()))
            if (B->isAssignmentOp())
              if (const auto *R =
                      dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParenImpCasts()))
                Found |= R->getDecl() == V;
      return !Found;
    }
  } Find;
  Find.V = V;
  Find.TraverseStmt(const_cast<Stmt *>(S));
  return Find.Found;
}

} // namespace

void checkLostAssignments(DirectiveTree &R, ASTContext &Ctx,
                          Diagnoser &Diags) {
  Directive *D = R.Root;
  if (!D || D->Kernels || !D->Node || !D->Body)
    return;
  // The region: the construct's own end may be its directive's.
  const Stmt *Region = D->stmt();
  const SourceManager &SM = Ctx.getSourceManager();
  if (SM.isBeforeInTranslationUnit(
          SM.getExpansionRange(Region->getEndLoc()).getEnd(),
          SM.getExpansionRange(D->Body->getEndLoc()).getEnd()))
    Region = D->Body;
  for (const DataAttr &A : D->DSAs) {
    if (A.Kind != DAKind::FirstPrivate || A.Source != DASource::Imp)
      continue;
    const auto *V = dyn_cast_or_null<VarDecl>(A.Var);
    if (!V || V->getType()->isPointerType() ||
        V->getType().isConstQualified() || V->getType()->isReferenceType())
      continue;
    // Rule 1: the region assigns it, other than as a loop's counter.
    if (isLoopCounterIn(D->Body, V))
      continue;
    const DeclRefExpr *Store = firstWriteIn(D->Body, V);
    if (!Store)
      continue;
    // Rule 2: the first mention after the construct reads it.
    std::optional<MentionAfter> After = firstMentionAfter(Region, V, Ctx);
    if (!After || After->PlainStore)
      continue;
    Diags.report(D->loc(), DiagID::warn_acc_lost_assignment)
        << V->getName() << D->spelling();
    Diags.report(Store->getBeginLoc(), DiagID::note_acc_lost_assignment_store)
        << V->getName();
    Diags.report(After->Ref->getBeginLoc(),
                 DiagID::note_acc_lost_assignment_read)
        << V->getName();
  }
}

} // namespace accc::analysis
