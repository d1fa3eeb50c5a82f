//===- MemberCoverage.cpp - Struct variables used only through members ----===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// A struct variable whose compute construct uses it only through members
// that data clauses name (`enter data copyin(t.s)` ... `serial present(t.s)`
// { t.s.a = 5; }`) needs no data attribute of its own: the implicit `copy`
// of the whole variable (OpenACC 3.3 sec. 2.6.2) would extend the present
// member to the whole struct, a run-time error on the GPU ("explicit
// extension not allowed", GCC's libgomp test struct-copyout-1.c), and it
// would drop the clause's own action (a `present` check). DataAttributes.cpp rule 3i asks membersUsed whether that is so.
//
// A member path is the chain of fields from the variable through `.`; an
// item's path ends where a subscript or section of an array member starts
// (`t.arr[0:n]`: arr). A reference is held by an item whose path is a
// prefix of the reference's longest `.` chain from the variable.
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/MemberCoverage.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace accc::analysis {

namespace {

using Path = llvm::SmallVector<const FieldDecl *, 4>;

/// The fields from \p V to \p E through `.` alone, outermost last; nothing
/// if \p E is no such chain (\p V itself: an empty path).
std::optional<Path> dotPath(const Expr *E, const VarDecl *V) {
  Path P;
  E = E->IgnoreParenImpCasts();
  while (const auto *M = dyn_cast<MemberExpr>(E)) {
    const auto *F = dyn_cast<FieldDecl>(M->getMemberDecl());
    if (!F || M->isArrow())
      return std::nullopt;
    P.push_back(F);
    E = M->getBase()->IgnoreParenImpCasts();
  }
  const auto *D = dyn_cast<DeclRefExpr>(E);
  if (!D || D->getDecl() != V)
    return std::nullopt;
  std::reverse(P.begin(), P.end());
  return P;
}

/// The path of data clause item \p Item of \p V: its `.` chain, after the
/// subscripts and sections of an array member.
std::optional<Path> itemPath(const Expr *Item, const VarDecl *V) {
  const Expr *E = Item->IgnoreParenImpCasts();
  while (true) {
    const Expr *Base = nullptr;
    if (const auto *S = dyn_cast<ArraySectionExpr>(E))
      Base = S->getBase();
    else if (const auto *S = dyn_cast<ArraySubscriptExpr>(E))
      Base = S->getBase();
    if (!Base)
      break;
    E = Base->IgnoreParenImpCasts();
    if (!E->getType()->isArrayType())
      return std::nullopt; // the pointee of a pointer member
  }
  std::optional<Path> P = dotPath(E, V);
  if (!P || P->empty())
    return std::nullopt;
  return P;
}

bool isPrefix(const Path &Item, const Path &Use) {
  return Item.size() <= Use.size() &&
         std::equal(Item.begin(), Item.end(), Use.begin());
}

class Uses : public RecursiveASTVisitor<Uses> {
public:
  Uses(const VarDecl *V, llvm::ArrayRef<Path> Items)
      : V(V), Items(Items), Used(Items.size(), false) {}

  bool TraverseMemberExpr(MemberExpr *M) {
    if (std::optional<Path> P = dotPath(M, V)) {
      bool Held = false;
      for (size_t I = 0; I < Items.size(); ++I)
        if (isPrefix(Items[I], *P))
          Used[I] = Held = true;
      Other |= !Held;
      return true; // the chain's own DeclRefExpr is this use
    }
    return RecursiveASTVisitor::TraverseMemberExpr(M);
  }

  bool VisitDeclRefExpr(DeclRefExpr *D) {
    Other |= D->getDecl() == V;
    return true;
  }

  const VarDecl *V;
  llvm::ArrayRef<Path> Items;
  llvm::SmallVector<bool, 4> Used;
  bool Other = false;
};

} // namespace

bool isMemberOfVariable(const Expr *Item, const VarDecl *V) {
  return Item && V && itemPath(Item, V).has_value();
}

bool membersOverlap(const Expr *A, const Expr *B, const VarDecl *V) {
  std::optional<Path> PA = itemPath(A, V), PB = itemPath(B, V);
  return PA && PB && (isPrefix(*PA, *PB) || isPrefix(*PB, *PA));
}

std::optional<llvm::SmallVector<const Expr *, 4>>
membersUsed(const VarDecl *V, const Stmt *Region,
            llvm::ArrayRef<const Expr *> Items) {
  llvm::SmallVector<Path, 4> Paths;
  for (const Expr *Item : Items) {
    std::optional<Path> P = itemPath(Item, V);
    if (!P)
      return std::nullopt;
    Paths.push_back(std::move(*P));
  }
  Uses U(V, Paths);
  U.TraverseStmt(const_cast<Stmt *>(Region));
  if (U.Other)
    return std::nullopt;
  llvm::SmallVector<const Expr *, 4> Out;
  for (size_t I = 0; I < Items.size(); ++I)
    if (U.Used[I])
      Out.push_back(Items[I]);
  return Out;
}

} // namespace accc::analysis
