//===- LaunchArgChecks.h - Integer arguments of clauses ----------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ClauseChecks rules 11, 14 and 28 (LaunchArgChecks.cpp): the constant
/// integer arguments of num_gangs, num_workers, vector_length, gang, worker,
/// vector and collapse. Internal to lib/Analysis.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_LIB_ANALYSIS_LAUNCHARGCHECKS_H
#define ACCC_LIB_ANALYSIS_LAUNCHARGCHECKS_H

#include "accc/Basic/Diagnostics.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/OpenACCClause.h"

namespace accc::analysis {

/// The integer arguments of one directive's clauses.
class LaunchArgChecker {
public:
  LaunchArgChecker(clang::ASTContext &Ctx, Diagnoser &Diags)
      : Ctx(Ctx), Diags(Diags) {}

  /// Rules 11, 14 and 28 for clause \p C (nothing for other clauses).
  void check(const clang::OpenACCClause *C);

private:
  clang::ASTContext &Ctx;
  Diagnoser &Diags;
  /// The largest worker and vector sizes seen (rule 28's product).
  uint64_t MaxWorkers = 1, MaxVector = 1;
  bool ReportedProduct = false;

  void checkCollapseDepth(const clang::OpenACCCollapseClause *C);
  void checkLaunchSize(const clang::OpenACCClause *C, const clang::Expr *E,
                       const llvm::APSInt &V);
};

} // namespace accc::analysis

#endif // ACCC_LIB_ANALYSIS_LAUNCHARGCHECKS_H
