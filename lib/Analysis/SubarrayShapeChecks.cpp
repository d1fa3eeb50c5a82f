//===- SubarrayShapeChecks.cpp - Shapes of subarrays in clauses -----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// ClauseChecks rules 12, 20 and 32 (the rules' text: ClauseChecks.cpp):
//  12. a pointer-chain subarray (`pp[0:n][0:m]`) in a clause accc does not
//      map row by row (declare, no_create, deviceptr, attach, ...);
//  20. a subarray of an array that is provably not contiguous in a data
//      clause other than update's;
//  32. constant bounds that read or write past a constant-size array.
//
// Tests: test/Diagnostics/pointer-chain-unmappable.c (12),
// subarray-not-contiguous.c (20), subarray-out-of-bounds.c (32).
//
//===----------------------------------------------------------------------===//

#include "SubarrayShapeChecks.h"
#include "accc/Analysis/MemberReductions.h"
#include "accc/Analysis/VarRefUtils.h"
#include "accc/Basic/KindUtils.h"

using namespace clang;

namespace accc::analysis {

namespace {

const Expr *dimensionBase(const Expr *Dim) {
  if (const auto *AS = dyn_cast<ArraySectionExpr>(Dim))
    return AS->getBase()->IgnoreParenImpCasts();
  return cast<ArraySubscriptExpr>(Dim)->getBase()->IgnoreParenImpCasts();
}

} // namespace

bool isConstantValue(const Expr *E, int64_t N, const ASTContext &Ctx) {
  std::optional<llvm::APSInt> V =
      E && !E->isValueDependent() ? E->getIntegerConstantExpr(Ctx)
                                  : std::nullopt;
  return V && *V == N;
}

std::optional<llvm::APSInt> knownLength(const ArraySectionExpr *S,
                                        bool &Dependent,
                                        const ASTContext &Ctx) {
  const Expr *Len = S->getLength(), *Lb = S->getLowerBound();
  Dependent = Len ? Len->isValueDependent() : Lb && Lb->isValueDependent();
  if (Dependent)
    return std::nullopt;
  if (Len)
    return Len->getIntegerConstantExpr(Ctx);
  const auto *CAT = Ctx.getAsConstantArrayType(
      S->getBase()->IgnoreParenImpCasts()->getType());
  std::optional<llvm::APSInt> From =
      Lb ? Lb->getIntegerConstantExpr(Ctx)
         : std::optional<llvm::APSInt>(llvm::APSInt::get(0));
  if (!CAT || !From)
    return std::nullopt;
  return llvm::APSInt::get(static_cast<int64_t>(CAT->getZExtSize()) -
                           From->getExtValue());
}

bool SubarrayShapeChecker::mapsRowByRow(DAKind K, const Expr *Item) const {
  llvm::SmallVector<const ArraySectionExpr *, 3> Dims;
  if (Spelling == "declare" || !getPointerChainRanges(Item, Dims))
    return false;
  switch (K) {
  case DAKind::Copy:
  case DAKind::CopyIn:
  case DAKind::CopyOut:
  case DAKind::Create:
  case DAKind::Present:
  case DAKind::Delete:
  case DAKind::UpdateHost:
  case DAKind::UpdateDevice:
    return true;
  default:
    return false;
  }
}

bool SubarrayShapeChecker::check(DAKind K, const Expr *Item) {
  if (isDMA(K) && isPointerChainSubarray(Item) && !mapsRowByRow(K, Item)) {
    Diags.report(Item->getBeginLoc(), DiagID::err_acc_subarray_pointer_chain)
        << itemText(Item, Ctx) << Item->getSourceRange();
    return false;
  }
  if (isDMA(K) && !checkArrayBounds(Item))
    return false;
  checkArrayParameter(K, Item);
  // Rule 20, data clauses; `update` may name a subarray that is not
  // contiguous (sec. 2.14.4), and OpenMP's `target update` moves one.
  if (!isDMA(K) || K == DAKind::UpdateHost || K == DAKind::UpdateDevice)
    return true;
  if (const Expr *Dim = nonContiguousDimension(Item, Ctx)) {
    // The dimension as written: the item's text after its base's.
    std::string All = itemText(Dim, Ctx);
    std::string Before = itemText(dimensionBase(Dim), Ctx);
    llvm::StringRef Own = llvm::StringRef(All).drop_front(
        llvm::StringRef(All).starts_with(Before) ? Before.size() : 0);
    Diags.report(Item->getBeginLoc(), DiagID::err_acc_subarray_not_contiguous)
        << itemText(Item, Ctx) << Own.trim() << Item->getSourceRange();
    return false;
  }
  return true;
}

bool SubarrayShapeChecker::checkArrayBounds(const Expr *Item) {
  const Expr *Base = nullptr;
  for (const ConstantDimension &D : constantDimensions(Item, Ctx, &Base)) {
    if (D.Lower && D.Length &&
        (D.Lower->isNegative() || D.Length->isNegative() ||
         uint64_t(D.Lower->getExtValue() + D.Length->getExtValue()) >
             D.Extent)) {
      Diags.report(Item->getBeginLoc(), DiagID::err_acc_subarray_out_of_bounds)
          << itemText(Item, Ctx) << itemText(Base, Ctx)
          << unsigned(D.Extent)
          << Item->getSourceRange();
      return false;
    }
  }
  return true;
}

void SubarrayShapeChecker::checkArrayParameter(DAKind K, const Expr *Item) {
  switch (K) {
  case DAKind::Copy:
  case DAKind::CopyIn:
  case DAKind::CopyOut:
  case DAKind::Create:
  case DAKind::Delete:
  case DAKind::UpdateHost:
  case DAKind::UpdateDevice:
    break;
  default: // present, no_create, deviceptr, attach: a pointer's own meaning
    return;
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(Item->IgnoreParenImpCasts());
  const auto *Parm = Ref ? dyn_cast<ParmVarDecl>(Ref->getDecl()) : nullptr;
  if (!Parm || !Parm->getType()->isPointerType())
    return;
  QualType Written = Parm->getOriginalType();
  const ArrayType *AT = Ctx.getAsArrayType(Written);
  if (!AT)
    return;
  // The subarray of the declared extent, where the declaration states it.
  std::string Name = Parm->getNameAsString(), Extent;
  if (const auto *CAT = dyn_cast<ConstantArrayType>(AT))
    Extent = std::to_string(CAT->getZExtSize());
  else if (const auto *VAT = dyn_cast<VariableArrayType>(AT);
           VAT && VAT->getSizeExpr())
    Extent = itemText(VAT->getSizeExpr(), Ctx);
  std::string Subarray = Name + "[0:" + (Extent.empty() ? "length" : Extent) + "]";
  Diags.report(Item->getBeginLoc(), DiagID::warn_acc_array_parameter)
      << Name << Written.getAsString(Ctx.getPrintingPolicy()) << Spelling
      << Subarray << Item->getSourceRange();
}

} // namespace accc::analysis
