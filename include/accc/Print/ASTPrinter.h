//===- ASTPrinter.h - -fopenacc-ast-print ------------------------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Prints the translation unit from the AST, like clang's -ast-print, with
/// OpenACC constructs shown per the print mode (seed 000: "-fopenacc-ast-print
/// ... built on -ast-print"; macros are expanded and comments lost, which is
/// why -fopenacc-print is the mode for people).
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_PRINT_ASTPRINTER_H
#define ACCC_PRINT_ASTPRINTER_H

#include "accc/Basic/Options.h"
#include "accc/Transform/OMPTree.h"
#include "clang/AST/ASTContext.h"
#include "llvm/Support/raw_ostream.h"

namespace accc::print {

void astPrint(llvm::raw_ostream &OS, clang::ASTContext &Ctx, PrintMode Mode,
              const transform::Translation &T);

} // namespace accc::print

#endif // ACCC_PRINT_ASTPRINTER_H
