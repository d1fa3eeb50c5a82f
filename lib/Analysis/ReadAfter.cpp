//===- ReadAfter.cpp - Whether the code after a statement reads a variable ===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// firstMentionAfter (VarRefUtils.h): the first mention of a variable after
// a statement, in source order, in the function around it, and whether it
// only stores a new value (`v = e`). A mention that reads it (anything
// else, `v += e` and `v++` too) makes the value the statement leaves live.
// Used by LostAssignments.cpp (a firstprivate scalar read after its
// region) and DirectiveTree.cpp (a naked loop's last values).
// headerBindsReference: a loop header that clang 22 compiles wrongly for
// the GPU under the assume flags (Driver/Runner.cpp).
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/VarRefUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace accc::analysis {

namespace {

/// The mentions of one variable, with the plain stores among them.
class Mentions : public RecursiveASTVisitor<Mentions> {
public:
  explicit Mentions(const VarDecl *V) : V(V) {}
  std::vector<const DeclRefExpr *> Refs;
  llvm::DenseMap<const DeclRefExpr *, bool> Stores; ///< plain `=`?

  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp())
      if (const auto *R = refTo(B->getLHS()))
        Stores[R] = B->getOpcode() == BO_Assign;
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp())
      if (const auto *R = refTo(U->getSubExpr()))
        Stores[R] = false;
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (E->getDecl() == V)
      Refs.push_back(E);
    return true;
  }

private:
  const VarDecl *V;
  const DeclRefExpr *refTo(const Expr *E) const {
    const auto *R = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return R && R->getDecl() == V ? R : nullptr;
  }
};

} // namespace

const DeclRefExpr *firstWriteIn(const Stmt *S, const VarDecl *V) {
  Mentions M(V);
  M.TraverseStmt(const_cast<Stmt *>(S));
  for (const DeclRefExpr *R : M.Refs)
    if (M.Stores.count(R))
      return R;
  return nullptr;
}

std::optional<MentionAfter> firstMentionAfter(const Stmt *S,
                                              const VarDecl *V,
                                              ASTContext &Ctx) {
  const FunctionDecl *F = enclosingFunction(S, Ctx);
  if (!F || !F->getBody())
    return std::nullopt;
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation End = SM.getExpansionRange(S->getEndLoc()).getEnd();
  Mentions M(V);
  M.TraverseStmt(F->getBody());
  const DeclRefExpr *First = nullptr;
  SourceLocation FirstLoc;
  for (const DeclRefExpr *R : M.Refs) {
    SourceLocation L = SM.getExpansionLoc(R->getBeginLoc());
    if (!SM.isBeforeInTranslationUnit(End, L))
      continue;
    if (!First || SM.isBeforeInTranslationUnit(L, FirstLoc)) {
      First = R;
      FirstLoc = L;
    }
  }
  if (!First)
    return std::nullopt;
  auto It = M.Stores.find(First);
  return MentionAfter{First, It != M.Stores.end() && It->second};
}

bool headerBindsReference(const ForStmt *F) {
  struct Finder : RecursiveASTVisitor<Finder> {
    bool Found = false;
    bool VisitMaterializeTemporaryExpr(MaterializeTemporaryExpr *) {
      Found = true;
      return false;
    }
    bool VisitCallExpr(CallExpr *C) {
      if (const FunctionDecl *FD = C->getDirectCallee();
          FD && FD->getReturnType()->isReferenceType())
        Found = true;
      return !Found;
    }
  } Find;
  for (const Stmt *S : {F->getInit(), static_cast<const Stmt *>(F->getCond()),
                        static_cast<const Stmt *>(F->getInc())})
    if (S && !Find.Found)
      Find.TraverseStmt(const_cast<Stmt *>(S));
  return Find.Found;
}

} // namespace accc::analysis
