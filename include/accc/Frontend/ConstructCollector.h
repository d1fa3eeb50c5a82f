//===- ConstructCollector.h - Find the OpenACC constructs of a TU -*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Walks a translation unit that clang's Sema built with -fopenacc and
/// returns the compute constructs accc translates. Everything else OpenACC
/// (constructs and declarations of later issues, orphaned loops, directives
/// in macros or headers) is reported "not supported yet".
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_FRONTEND_CONSTRUCTCOLLECTOR_H
#define ACCC_FRONTEND_CONSTRUCTCOLLECTOR_H

#include "accc/Basic/Diagnostics.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/StmtOpenACC.h"
#include <vector>

namespace accc::frontend {

/// The compute constructs (parallel, parallel loop) of the main file, in
/// source order, outermost only.
std::vector<const clang::OpenACCConstructStmt *>
collectComputeConstructs(clang::ASTContext &Ctx, Diagnoser &Diags);

/// The statement associated with an OpenACC construct, or null.
const clang::Stmt *associatedStmt(const clang::OpenACCConstructStmt *S);

/// The location of the last token of \p S. Unlike Stmt::getEndLoc(), it
/// counts the statements of nested OpenACC constructs: clang's range of a
/// construct ends with its directive, so `for (...) #pragma acc loop for
/// (...) x;` would otherwise "end" at the nested directive.
clang::SourceLocation fullEndLoc(const clang::Stmt *S,
                                 const clang::SourceManager &SM);

} // namespace accc::frontend

#endif // ACCC_FRONTEND_CONSTRUCTCOLLECTOR_H
