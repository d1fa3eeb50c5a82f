//===- ConstructCollector.h - Find the OpenACC constructs of a TU -*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Walks a translation unit that clang's Sema built with -fopenacc and
/// returns the constructs accc translates: compute constructs (with their
/// loops) and data directives (data, enter data, exit data, update,
/// host_data). Everything else OpenACC (constructs and declarations of later
/// issues, orphaned loops, directives in macros or headers) is reported "not
/// supported yet".
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_FRONTEND_CONSTRUCTCOLLECTOR_H
#define ACCC_FRONTEND_CONSTRUCTCOLLECTOR_H

#include "accc/Basic/Diagnostics.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/StmtOpenACC.h"
#include <vector>

namespace accc::frontend {

/// A construct to translate, with the `data` constructs that lexically
/// enclose it in its function (outermost first): their clauses are visible
/// data clauses for a compute construct (OpenACC 3.3, sec. 2.6.2).
struct CollectedConstruct {
  const clang::OpenACCConstructStmt *Node;
  std::vector<const clang::OpenACCDataConstruct *> EnclosingData;
};

/// The compute constructs (parallel, parallel loop; outermost only: nested
/// loops belong to them) and the data directives of the main file, in
/// source order.
std::vector<CollectedConstruct> collectConstructs(clang::ASTContext &Ctx,
                                                  Diagnoser &Diags);

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
