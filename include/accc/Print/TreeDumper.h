//===- TreeDumper.h - AST dump with the hidden OpenMP children ---*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `-fopenacc-ast-dump`: clang's AST dump of every translated construct, with
/// each OpenACC node's OpenMP translation and data attributes shown as
/// specially marked children (seed 000, "Visit OpenACC and OpenMP").
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_PRINT_TREEDUMPER_H
#define ACCC_PRINT_TREEDUMPER_H

#include "accc/Analysis/Directive.h"
#include "accc/Transform/OMPTree.h"
#include "clang/AST/ASTContext.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>
#include <vector>

namespace accc::print {

/// Dumps every region and `declare` directive (\p Declares in source
/// order) with its data attributes, data actions and OpenMP translation.
void dumpTree(llvm::raw_ostream &OS, clang::ASTContext &Ctx,
              const std::vector<std::unique_ptr<analysis::DirectiveTree>> &Regions,
              llvm::ArrayRef<const analysis::DeclareDirective *> Declares,
              const transform::Translation &T);

} // namespace accc::print

#endif // ACCC_PRINT_TREEDUMPER_H
