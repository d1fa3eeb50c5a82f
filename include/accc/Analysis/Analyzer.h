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
#include "accc/Basic/Options.h"
#include "accc/Frontend/ConstructCollector.h"
#include "clang/AST/ASTContext.h"

namespace accc::analysis {

/// Analyzes the compute or combined construct \p Node, inside the data
/// constructs \p EnclosingData (outermost first), where the `declare`
/// directives \p VisibleDeclares are visible, for target \p Target (which
/// device_type clauses apply). Returns null (after reporting) when the
/// construct cannot be translated.
std::unique_ptr<DirectiveTree> analyzeComputeConstruct(
    const clang::OpenACCConstructStmt *Node,
    llvm::ArrayRef<const clang::OpenACCDataConstruct *> EnclosingData,
    llvm::ArrayRef<const clang::OpenACCDeclareDecl *> VisibleDeclares,
    TargetKind Target, clang::ASTContext &Ctx, Diagnoser &Diags);

/// Analyzes a standalone directive (DataDirectives.cpp): a data directive
/// (data, enter data, exit data, update, host_data), whose DMAs are its
/// explicit data clauses, a runtime directive (wait, init, shutdown, set),
/// or an atomic or loop outside any compute construct: a tree of one
/// directive, for \p Target (the clause checks that depend on it). Returns
/// null (after reporting) when it cannot be translated.
std::unique_ptr<DirectiveTree>
analyzeStandaloneDirective(const clang::OpenACCConstructStmt *Node,
                           TargetKind Target, clang::ASTContext &Ctx,
                           Diagnoser &Diags);

/// For the GPU: reports each variable of static storage that a `routine`
/// function of \p Collected uses and no file-scope `declare` directive
/// names: the device has no copy of it (RoutineGlobals.cpp).
void checkRoutineGlobals(const frontend::CollectedDirectives &Collected,
                         clang::ASTContext &Ctx, Diagnoser &Diags);

/// The local a `return` of \p F that leaves a `declare`'s data lifetime
/// keeps its value in: of F's return type (as written where it depends on
/// a template parameter or is deduced), none for a void function; nullopt
/// where the type cannot hold it (a C++ class that can be neither copied nor
/// moved, a written type from a macro) (DataDirectives.cpp).
std::optional<ReturnLocal> returnLocal(const clang::FunctionDecl *F,
                                       clang::ASTContext &Ctx);

/// Analyzes a `declare` directive (DataDirectives.cpp). Returns null (after
/// reporting) when it cannot be translated.
std::unique_ptr<DeclareDirective>
analyzeDeclare(const frontend::CollectedDeclare &D, clang::ASTContext &Ctx,
               Diagnoser &Diags);

// The stages, in the order analyzeComputeConstruct runs them. Each requires
// the previous ones to have run.

/// Builds the effective directives (DirectiveTree.cpp).
std::unique_ptr<DirectiveTree> buildDirectiveTree(
    const clang::OpenACCConstructStmt *Node, TargetKind Target,
    clang::ASTContext &Ctx, Diagnoser &Diags);
/// Checks the explicit clauses of every construct in the region
/// (ClauseChecks.cpp).
void checkClauses(DirectiveTree &R, clang::ASTContext &Ctx, Diagnoser &Diags);
/// The rules of checkClauses about loop nests (LoopNestChecks.cpp), which
/// checkClauses runs.
void checkLoopNests(DirectiveTree &R, const clang::ASTContext &Ctx,
                    Diagnoser &Diags);
/// The same checks for the clauses of a `declare` directive.
void checkDeclareClauses(llvm::ArrayRef<const clang::OpenACCClause *> Clauses,
                         clang::ASTContext &Ctx, Diagnoser &Diags);
/// Decides seq / implicit gang (LoopPartitioning.cpp).
void computeLoopPartitioning(DirectiveTree &R);
/// Records the explicit data attributes of \p D's clauses (DataAttributes.cpp).
void addExplicitAttributes(Directive &D);
/// Computes exp / pre / imp data attributes (DataAttributes.cpp).
void computeDataAttributes(DirectiveTree &R, clang::ASTContext &Ctx,
                           Diagnoser &Diags);
/// Promotes gang-shared loop reductions to the compute construct
/// (Reductions.cpp).
void promoteReductions(DirectiveTree &R, Diagnoser &Diags);
/// GPU: the reductions OpenMP cannot do there (DirectiveTree::AtomicItems)
/// as atomic updates of the shared data (AtomicReductions.cpp).
void reduceAtomically(DirectiveTree &R, clang::ASTContext &Ctx,
                      Diagnoser &Diags);
/// Warns of assignments to implicitly firstprivate scalars that the code
/// after the construct reads (LostAssignments.cpp).
void checkLostAssignments(DirectiveTree &R, clang::ASTContext &Ctx,
                          Diagnoser &Diags);

} // namespace accc::analysis

#endif // ACCC_ANALYSIS_ANALYZER_H
