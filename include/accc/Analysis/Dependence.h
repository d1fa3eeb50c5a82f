//===- Dependence.h - Whether a loop's iterations are independent -*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The dependence analysis that decides `auto` loops (OpenACC 3.3 sec.
/// 2.9.7: "the implementation must analyze the loop and determine whether to
/// run the loop sequentially"), which is what a `kernels` construct asks of
/// its loops without `independent` and of its naked loops (sec. 2.5.2).
/// It proves independence or gives the reason it cannot, for -Minfo=accel.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_ANALYSIS_DEPENDENCE_H
#define ACCC_ANALYSIS_DEPENDENCE_H

#include "clang/Basic/OpenACCKinds.h"
#include "llvm/ADT/DenseSet.h"
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class ForStmt;
class Stmt;
class ValueDecl;
class VarDecl;
} // namespace clang

namespace accc::analysis {

/// A reduction the analysis recognised in a loop's body (`s += e`,
/// `m = fmax(m, e)`): the loop gets an implicit reduction clause.
struct InferredReduction {
  const clang::VarDecl *Var = nullptr;
  clang::OpenACCReductionOperator Op = clang::OpenACCReductionOperator::Invalid;
};

/// What the analysis decided for one loop.
struct LoopDependence {
  bool Independent = false;
  /// Why the iterations may depend on each other ("loop-carried dependence
  /// between 'a[i]' and 'a[i + 1]'"); empty when independent.
  std::string Reason;
  std::vector<InferredReduction> Reductions;
};

/// Variables the loop's iterations see as one shared copy whatever they do
/// with them (named in a data clause of the compute construct: an explicit
/// clause wins over privatization), and variables the loop's own clauses
/// already privatize or reduce.
struct DependenceContext {
  llvm::DenseSet<const clang::ValueDecl *> Pinned;
  llvm::DenseSet<const clang::ValueDecl *> Owned;
};

/// Whether the iterations of \p Loop (one level: the loops inside it run
/// whole in each iteration) are independent.
LoopDependence analyzeLoopDependence(const clang::ForStmt *Loop,
                                     const DependenceContext &Cx,
                                     clang::ASTContext &Ctx);

/// Whether \p Inner, the sole statement of \p Outer's body, can be collapsed
/// with it: a canonical loop whose bounds and step do not change with
/// \p Outer's iterations.
bool isCollapsibleWith(const clang::ForStmt *Outer, const clang::ForStmt *Inner,
                       clang::ASTContext &Ctx);

/// The reduction operator \p Body's updates of \p V use (`V += e`,
/// `V = fmax(V, e)`, `V++`), if every use of V in \p Body is such an update
/// with one operator; Invalid otherwise.
clang::OpenACCReductionOperator inferReductionOperator(const clang::Stmt *Body,
                                                       const clang::VarDecl *V);

} // namespace accc::analysis

#endif // ACCC_ANALYSIS_DEPENDENCE_H
