//===- MemberLocals.h - The locals that stand for members -----*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What MemberReductions.cpp (reduced members, rules 1-3) and
/// PointerMemberLocals.cpp (pointer members whose targets data clauses
/// name, rule 4) share. Internal to lib/Analysis.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_LIB_ANALYSIS_MEMBERLOCALS_H
#define ACCC_LIB_ANALYSIS_MEMBERLOCALS_H

#include "accc/Analysis/ListItemUtils.h"
#include "accc/Analysis/MemberReductions.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include <vector>

namespace accc::analysis::detail {

/// A traversal that knows the function (or lambda) whose body it is in:
/// where a local that stands for a member is declared.
template <typename Derived>
class FunctionContexts : public clang::RecursiveASTVisitor<Derived> {
  using Base = clang::RecursiveASTVisitor<Derived>;

public:
  bool TraverseDecl(clang::Decl *D) {
    auto *DC = llvm::dyn_cast_or_null<clang::DeclContext>(D);
    bool Function = DC && DC->isFunctionOrMethod();
    if (Function)
      Contexts.push_back(DC);
    bool R = Base::TraverseDecl(D);
    if (Function)
      Contexts.pop_back();
    return R;
  }
  bool TraverseLambdaExpr(clang::LambdaExpr *LE) {
    Contexts.push_back(LE->getCallOperator());
    bool R = Base::TraverseLambdaExpr(LE);
    Contexts.pop_back();
    return R;
  }

protected:
  std::vector<clang::DeclContext *> Contexts;
};

/// The (construct, member) pairs that already have a local: one local per
/// member and owner (rule 2).
class OwnedMembers {
public:
  /// Whether \p Path of \p Owner comes for the first time (and records it).
  bool first(const clang::OpenACCConstructStmt *Owner, const MemberPath &Path) {
    if (llvm::any_of(Seen, [&](const auto &S) {
          return S.first == Owner && S.second == Path;
        }))
      return false;
    Seen.push_back({Owner, Path});
    return true;
  }

private:
  std::vector<std::pair<const clang::OpenACCConstructStmt *, MemberPath>> Seen;
};

/// The data clauses whose items rules 4, 6 and 7 read: copy, copyin,
/// copyout, create, no_create, present, delete.
bool isDataClause(const clang::OpenACCClause *C);

/// Rule 2: the local of type \p T named \p Prefix, the member's path and
/// a count, declared (for the AST) just before \p Owner, and every use of
/// \p Path in \p Owner's clauses and region renamed to it
/// (MemberReductions.cpp); with \p Address (rule 6) \p T points to the
/// member and the uses read through it.
MemberStandIn standIn(clang::ASTContext &Ctx, Diagnoser &Diags,
                      clang::OpenACCConstructStmt *Owner,
                      clang::DeclContext *Context, const MemberPath &Path,
                      const clang::Expr *Member, clang::QualType T,
                      llvm::StringRef Prefix, unsigned &Counter,
                      bool Address = false);

/// Rule 8: the read-only scalar members' locals, appended to \p Out, after
/// the reductions' and before rule 4's and 6's (ReadOnlyMemberLocals.cpp).
void readOnlyMembersAsLocals(clang::ASTContext &Ctx, Diagnoser &Diags,
                             unsigned &Counter,
                             std::vector<MemberStandIn> &Out);

/// Rule 4: the pointer members' locals, appended to \p Out, after the
/// reductions' (PointerMemberLocals.cpp).
void pointerMembersAsLocals(clang::ASTContext &Ctx, Diagnoser &Diags,
                            unsigned &Counter, std::vector<MemberStandIn> &Out);

} // namespace accc::analysis::detail

#endif // ACCC_LIB_ANALYSIS_MEMBERLOCALS_H
