//===- PrivateItemChecks.cpp - Subarrays and members in private -----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The rules of ClauseChecks.cpp about parts of variables in private and
// firstprivate clauses, which OpenMP cannot privatize (no array sections in
// its private clauses; members only of `this` in member functions), so
// accc makes their copies itself (OpenACC 3.3 sec. 2.5.13, 2.5.14, 2.9.10;
// sec. 2.7.1 and the Glossary's "Var" allow subarrays, array elements and
// members of composite variables there):
//  8. (not supported yet) a subarray (or element) other than those
//     Transform/PrivateSubarrays.cpp copies: of a pointer or array (a
//     variable or a member), every dimension after the first subscripting
//     an array (not a pointer chain `pp[0:n][0:m]` or `pp[1][0:n]`),
//     elements of a trivially copyable type;
// 25. a member in private or firstprivate (Transform/MemberPrivates.cpp):
//     a. (not supported yet) other than a chain of `.` / `->` accesses of
//        fields from a variable or `this` (`s.a[2].x`, `f().x`), or of a
//        type accc cannot copy (firstprivate of an array member whose
//        elements are not trivially copyable);
//     b. a const member in private (rule 6 for members);
//     c. a member in two of private, firstprivate and the data clauses of
//        one directive (rules 1, 3 and 4 for members; data clauses may name
//        one member twice: update, several parts).
//
// Tests: test/Diagnostics/subarray-in-private.c (8),
// test/Diagnostics/member-private.c, member-private.cpp (25).
//
//===----------------------------------------------------------------------===//

#include "PrivateItemChecks.h"
#include "accc/Basic/KindUtils.h"

using namespace clang;

namespace accc::analysis {

bool isCopyableShape(llvm::ArrayRef<SubarrayDim> Dims, QualType T,
                     const ASTContext &Ctx) {
  T = T.getNonReferenceType();
  if (T->isDependentType())
    return true;
  for (size_t J = 0; J < Dims.size(); ++J) {
    if (const auto *PT = T->getAs<PointerType>(); PT && J == 0)
      T = PT->getPointeeType();
    else if (const ArrayType *AT = Ctx.getAsArrayType(T);
             AT && !isa<IncompleteArrayType>(AT))
      T = AT->getElementType();
    else
      return false;
  }
  QualType Elem = Ctx.getBaseElementType(T);
  return !Elem->isIncompleteType() && !Elem->isFunctionType() &&
         (Elem->isDependentType() || Elem.isTriviallyCopyableType(Ctx));
}

std::string MemberItemChecker::text(const Expr *E) const {
  return sourceText(E->getSourceRange(), Ctx);
}

bool MemberItemChecker::check(DAKind K, const Expr *Item,
                              const OpenACCClause *C) {
  const Expr *M;
  llvm::SmallVector<SubarrayDim, 3> Dims = subarrayDims(Item, &M);
  std::optional<MemberPath> Path = getMemberPath(M);
  bool Private = isUnmappableDSA(K);
  if (Private) {
    QualType T = M->getType().getNonReferenceType();
    QualType Elem = T->isDependentType() ? T : Ctx.getBaseElementType(T);
    // Rule 25a.
    bool Copyable =
        Path && (Dims.empty() ? T->isDependentType() || !T->isArrayType() ||
                                    K == DAKind::Private ||
                                    Elem.isTriviallyCopyableType(Ctx)
                              : isCopyableShape(Dims, T, Ctx));
    if (!Copyable) {
      Diags.report(Item->getBeginLoc(),
                   DiagID::err_acc_member_private_unsupported)
          << text(Item) << spell(C->getClauseKind()) << Item->getSourceRange();
      return false;
    }
    // Rule 25b.
    if (K == DAKind::Private && Dims.empty() && !T->isDependentType() &&
        Elem.isConstQualified()) {
      Diags.report(Item->getBeginLoc(), DiagID::err_acc_const_var)
          << text(Item) << spell(C->getClauseKind()) << Item->getSourceRange();
      return false;
    }
  }
  // Rule 25c: only where a private or firstprivate takes part.
  if (!Path)
    return true;
  for (const Seen &S : Members) {
    if (!(S.Path == *Path) || (!Private && !isUnmappableDSA(S.Kind)))
      continue;
    if (S.Kind == K)
      Diags.report(Item->getBeginLoc(), DiagID::err_acc_var_repeated)
          << text(M) << spell(C->getClauseKind()) << Spelling
          << Item->getSourceRange();
    else
      Diags.report(Item->getBeginLoc(), DiagID::err_acc_dma_conflict)
          << text(M) << spell(S.Clause->getClauseKind())
          << spell(C->getClauseKind()) << Spelling << Item->getSourceRange();
    const Expr *Previous;
    subarrayDims(S.Item, &Previous);
    Diags.report(S.Item->getBeginLoc(), DiagID::note_acc_previous_item)
        << text(Previous) << S.Item->getSourceRange();
    return false;
  }
  Members.push_back({*Path, K, Item, C});
  return true;
}

} // namespace accc::analysis
