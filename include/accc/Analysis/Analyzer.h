//===- Analyzer.h - OpenACC semantic analysis entry point -------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Runs the analysis stage on one compute construct: builds the tree of
/// effective directives, decides loop partitioning, computes data
/// attributes, promotes reductions, and reports every "It is an error" rule
/// of seed 000 through the Diagnoser.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_ANALYSIS_ANALYZER_H
#define ACCC_ANALYSIS_ANALYZER_H

#include "accc/Analysis/Directive.h"
#include "accc/Basic/Diagnostics.h"
#include "clang/AST/ASTContext.h"

namespace accc::analysis {

/// Analyzes the compute or combined construct \p Node. Returns null (after
/// reporting) when the construct cannot be translated.
std::unique_ptr<ComputeRegion> analyzeComputeConstruct(
    const clang::OpenACCConstructStmt *Node, clang::ASTContext &Ctx,
    Diagnoser &Diags);

// The stages, in the order analyzeComputeConstruct runs them. Each requires
// the previous ones to have run.

/// Builds the effective directives (DirectiveTree.cpp).
std::unique_ptr<ComputeRegion> buildDirectiveTree(
    const clang::OpenACCConstructStmt *Node, clang::ASTContext &Ctx,
    Diagnoser &Diags);
/// Checks the explicit clauses of every construct in the region
/// (ClauseChecks.cpp).
void checkClauses(ComputeRegion &R, clang::ASTContext &Ctx, Diagnoser &Diags);
/// Decides seq / implicit gang (LoopPartitioning.cpp).
void computeLoopPartitioning(ComputeRegion &R);
/// Computes exp / pre / imp data attributes (DataAttributes.cpp).
void computeDataAttributes(ComputeRegion &R, clang::ASTContext &Ctx,
                           Diagnoser &Diags);
/// Promotes gang-shared loop reductions to the compute construct
/// (Reductions.cpp).
void promoteReductions(ComputeRegion &R, Diagnoser &Diags);

} // namespace accc::analysis

#endif // ACCC_ANALYSIS_ANALYZER_H
