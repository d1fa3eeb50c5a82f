//===- SubarrayShapeChecks.h - Shapes of subarrays in clauses ----*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ClauseChecks rules 12, 20 and 32 (SubarrayShapeChecks.cpp): subarrays
/// that step through pointers where accc cannot map them row by row,
/// subarrays of arrays that are not contiguous, and constant bounds past an
/// array's end; and the constant facts about subarrays that the other rules
/// ask. Internal to lib/Analysis.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_LIB_ANALYSIS_SUBARRAYSHAPECHECKS_H
#define ACCC_LIB_ANALYSIS_SUBARRAYSHAPECHECKS_H

#include "accc/Analysis/Directive.h"
#include "accc/Basic/Diagnostics.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include <optional>

namespace accc::analysis {

/// Whether \p E is an integer constant of value \p N (not when it depends
/// on a template argument).
bool isConstantValue(const clang::Expr *E, int64_t N,
                     const clang::ASTContext &Ctx);

/// The number of elements of dimension \p S where the compiler knows it:
/// its length, or without one the rest of an array of constant size from a
/// constant start (`m[1:]` of `int m[4][3]`: 3). \p Dependent: it depends
/// on a template argument.
std::optional<llvm::APSInt> knownLength(const clang::ArraySectionExpr *S,
                                        bool &Dependent,
                                        const clang::ASTContext &Ctx);

/// The subarray items of one directive's clauses.
class SubarrayShapeChecker {
public:
  /// \p Spelling: the directive as the user wrote it.
  SubarrayShapeChecker(clang::ASTContext &Ctx, Diagnoser &Diags,
                       llvm::StringRef Spelling)
      : Ctx(Ctx), Diags(Diags), Spelling(Spelling) {}

  /// Rules 12, 20, 32 and 33 for list item \p Item of a clause of kind \p K;
  /// false when one of them reported an error. An array element reaches
  /// here only where accc does not read it as a one-element subarray: in
  /// attach and detach (rule 7).
  bool check(DAKind K, const clang::Expr *Item);

private:
  clang::ASTContext &Ctx;
  Diagnoser &Diags;
  std::string Spelling;

  /// Rule 12: the pointer-chain subarrays accc maps row by row
  /// (lib/Transform/PointerChain.cpp).
  bool mapsRowByRow(DAKind K, const clang::Expr *Item) const;
  /// Rule 32 for \p Item; false when it reported an error.
  bool checkArrayBounds(const clang::Expr *Item);
  /// Rule 33 for \p Item of a clause of kind \p K (a warning).
  void checkArrayParameter(DAKind K, const clang::Expr *Item);
};

} // namespace accc::analysis

#endif // ACCC_LIB_ANALYSIS_SUBARRAYSHAPECHECKS_H
