//===- ReductionUpdates.h - The updates a reduction allows -------*- C++
//-*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The statements that update a reduction's variable, or an element of a
/// reduced array, with the reduction's operator (ReductionUpdates.cpp):
/// `v o= e`, `v = v o e`, `v = e o v`, `v++`, `v--` for +, and for max and
/// min `v = fmax(v, e)`, `v = v > e ? v : e` and `if (e > v) v = e;` in
/// their orders. Read by Reductions.cpp (rule 5: the loops inside a
/// reduction that only update it) and AtomicReductions.cpp (the GPU's
/// atomic array reductions). Internal to lib/Analysis.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_LIB_ANALYSIS_REDUCTIONUPDATES_H
#define ACCC_LIB_ANALYSIS_REDUCTIONUPDATES_H

#include "accc/Analysis/Directive.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/OpenACCKinds.h"
#include <vector>

namespace clang {
class VarDecl;
}

namespace accc::analysis {

/// What a reduction updates: a variable (`v`), or the elements of an array
/// or pointer variable (`v[i]`, `v[i][j]`, subscripts that do not mention
/// v), one element per update.
class UpdateTarget {
public:
  static UpdateTarget variable(const clang::VarDecl *V) { return {V, false}; }
  static UpdateTarget elements(const clang::VarDecl *V) { return {V, true}; }

  const clang::VarDecl *var() const { return V; }
  /// Whether \p E is the target (parentheses and conversions ignored).
  bool is(const clang::Expr *E) const;
  /// Whether \p E is the target, the same one as \p Lhs (the element the
  /// update assigns: `v[i] = v[i] + e`, not `v[i] = v[j] + e`).
  bool isSame(const clang::Expr *E, const clang::Expr *Lhs) const;
  /// Whether \p S mentions the variable anywhere.
  bool mentionedIn(const clang::Stmt *S) const;

private:
  UpdateTarget(const clang::VarDecl *V, bool Elements)
      : V(V), Elements(Elements) {}
  const clang::VarDecl *V;
  bool Elements;
};

/// Whether every use of \p T's variable in \p S is an update of the target
/// with \p Op whose value is not used (\p Discarded: \p S is evaluated for
/// its effects only); \p Updates counts them, \p Found (if given) gets each,
/// and \p Offending (if given) the first use that is not one.
bool onlyUpdates(const clang::Stmt *S, const UpdateTarget &T,
                 clang::OpenACCReductionOperator Op, unsigned &Updates,
                 std::vector<ReductionUpdate> *Found = nullptr,
                 const clang::Stmt **Offending = nullptr,
                 bool Discarded = true);

/// The operator of the first update of \p T in \p S (Invalid if none).
clang::OpenACCReductionOperator firstUpdateOperator(const clang::Stmt *S,
                                                    const UpdateTarget &T);

} // namespace accc::analysis

#endif // ACCC_LIB_ANALYSIS_REDUCTIONUPDATES_H
