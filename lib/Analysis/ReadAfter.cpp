//===- ReadAfter.cpp - Whether the code after a statement reads a variable ===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// firstMentionAfter (VarRefUtils.h): the first mention of a variable after
// a statement, in source order, in the function around it (or in a given
// statement around it: firstMentionAfterIn), and whether it only stores a
// new value (`v = e`, e not reading v, under no condition that follows the
// statement: `if (c) v = 0;` may leave the old value). A mention that reads
// it (anything else, `v += e` and `v++` too) makes the value the statement
// leaves live. Used by LostAssignments.cpp (a firstprivate scalar read
// after its region), DirectiveTree.cpp (a naked loop's last values) and
// LoopPartitioning.cpp (a scalar a gang loop leaves for its region).
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

namespace {

/// Whether \p E mentions \p V.
bool mentions(const Expr *E, const VarDecl *V) {
  Mentions M(V);
  M.TraverseStmt(const_cast<Expr *>(E));
  return !M.Refs.empty();
}

/// The first mention of a variable after a statement, in the order of a
/// traversal of the statement around it (source order).
class MentionFinder : public RecursiveASTVisitor<MentionFinder> {
public:
  MentionFinder(const Stmt *S, const VarDecl *V)
      : S(S), V(V), SM(V->getASTContext().getSourceManager()),
        End(SM.getExpansionRange(S->getEndLoc()).getEnd()) {}
  std::optional<MentionAfter> Found;

  bool TraverseStmt(Stmt *X) {
    if (Found || !X)
      return true;
    if (X == S) { // the statement itself is not after it
      Passed = true;
      return true;
    }
    // A store under a condition entered after the statement may not
    // happen: the old value stays live. A condition around the statement
    // holds for what follows it too.
    const auto *B = dyn_cast<BinaryOperator>(X);
    bool Conditional =
        after(X) && (isa<IfStmt, SwitchStmt, AbstractConditionalOperator>(X) ||
                     (B && B->isLogicalOp()));
    Cond += Conditional;
    bool R = RecursiveASTVisitor::TraverseStmt(X);
    Cond -= Conditional;
    return R;
  }
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (after(B) && B->getOpcode() == BO_Assign)
      if (const auto *R = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParenImpCasts());
          R && R->getDecl() == V && !Cond && !mentions(B->getRHS(), V))
        Store = R;
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *R) {
    if (!Found && R->getDecl() == V && after(R))
      Found = MentionAfter{R, R == Store};
    return true;
  }

private:
  const Stmt *S;
  const VarDecl *V;
  const SourceManager &SM;
  SourceLocation End; ///< S's last character
  const DeclRefExpr *Store = nullptr; ///< an unconditional `V = e`, e without V
  unsigned Cond = 0;
  bool Passed = false;

  /// Whether \p X is after S, in the traversal and in the source: clang
  /// traverses an OpenACC construct's statement twice (as the associated
  /// statement and as a child), so the traversal alone may come back to
  /// code before S.
  bool after(const Stmt *X) const {
    return Passed && SM.isBeforeInTranslationUnit(
                         End, SM.getExpansionLoc(X->getBeginLoc()));
  }
};

} // namespace

std::optional<MentionAfter> firstMentionAfterIn(const Stmt *S,
                                                const VarDecl *V,
                                                const Stmt *Within) {
  MentionFinder F(S, V);
  F.TraverseStmt(const_cast<Stmt *>(Within));
  return F.Found;
}

std::optional<MentionAfter> firstMentionAfter(const Stmt *S,
                                              const VarDecl *V,
                                              ASTContext &Ctx) {
  const FunctionDecl *F = enclosingFunction(S, Ctx);
  if (!F || !F->getBody())
    return std::nullopt;
  return firstMentionAfterIn(S, V, F->getBody());
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
