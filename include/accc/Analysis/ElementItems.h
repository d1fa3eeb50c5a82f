//===- ElementItems.h - Array elements in data clauses as subarrays -*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// An array element in a data or reduction clause (`copy(errors[x])`) is
/// the one-element subarray `errors[x:1]`: the clause's list item is
/// replaced by that subarray before the analysis reads it.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_ANALYSIS_ELEMENTITEMS_H
#define ACCC_ANALYSIS_ELEMENTITEMS_H

namespace clang {
class ASTContext;
class ArraySectionExpr;
} // namespace clang

namespace accc::analysis {

/// Replaces, in every OpenACC construct of \p Ctx's translation unit, each
/// array element that is a list item of a data clause (copy, copyin,
/// copyout, create, no_create, present, delete, update's self, host and
/// device) or a reduction by the one-element subarray of each of its
/// subscripts (`a[i][j]` -> `a[i:1][j:1]`). Requires a parse without
/// errors; runs before the analysis.
void elementsAsSubarrays(clang::ASTContext &Ctx);

/// Whether \p S is a subarray that elementsAsSubarrays made (`[i:1]` with
/// in the source): its text is spelled from its bounds.
bool isElementSubarray(const clang::ArraySectionExpr *S);

} // namespace accc::analysis

#endif // ACCC_ANALYSIS_ELEMENTITEMS_H
