//===- PrivateItemChecks.h - Subarrays and members in private ----*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ClauseChecks rules 8 and 25 (PrivateItemChecks.cpp): the subarrays and
/// members of private and firstprivate clauses that the translation copies
/// (Transform/PrivateSubarrays.cpp, Transform/MemberPrivates.cpp). Internal
/// to lib/Analysis.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_LIB_ANALYSIS_PRIVATEITEMCHECKS_H
#define ACCC_LIB_ANALYSIS_PRIVATEITEMCHECKS_H

#include "accc/Analysis/Directive.h"
#include "accc/Analysis/VarRefUtils.h"
#include "accc/Basic/Diagnostics.h"
#include "clang/AST/ASTContext.h"

namespace accc::analysis {

/// Rule 8: whether dimensions \p Dims of an object of type \p T (a pointer
/// or an array) make a subarray accc copies: every dimension after the
/// first subscripting an array (no pointer chain), elements of a trivially
/// copyable type. A dependent \p T (a template's pattern) passes: its
/// instantiations are checked.
bool isCopyableShape(llvm::ArrayRef<SubarrayDim> Dims, clang::QualType T,
                     const clang::ASTContext &Ctx);

/// The member items of one directive's clauses (rule 25).
class MemberItemChecker {
public:
  MemberItemChecker(clang::ASTContext &Ctx, Diagnoser &Diags,
                    llvm::StringRef Spelling)
      : Ctx(Ctx), Diags(Diags), Spelling(Spelling) {}

  /// Checks \p Item, a member (`s.x`, `ps->v[0:n]`, a member of `this`) in
  /// clause \p C of kind \p K: in private and firstprivate, the forms
  /// MemberPrivates.cpp renames; in any clause, a member named twice in
  /// conflicting clauses. False when it reported an error.
  bool check(DAKind K, const clang::Expr *Item, const clang::OpenACCClause *C);

private:
  clang::ASTContext &Ctx;
  Diagnoser &Diags;
  std::string Spelling;
  struct Seen {
    MemberPath Path;
    DAKind Kind;
    const clang::Expr *Item;
    const clang::OpenACCClause *Clause;
  };
  llvm::SmallVector<Seen, 2> Members;

  std::string text(const clang::Expr *E) const;
};

} // namespace accc::analysis

#endif // ACCC_LIB_ANALYSIS_PRIVATEITEMCHECKS_H
