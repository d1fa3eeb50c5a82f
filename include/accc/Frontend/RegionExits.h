//===- RegionExits.h - Statements that leave a region -----------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_FRONTEND_REGIONEXITS_H
#define ACCC_FRONTEND_REGIONEXITS_H

#include "clang/AST/Stmt.h"
#include "llvm/ADT/ArrayRef.h"
#include <vector>

namespace accc::frontend {

/// The statements that leave a region made of some statements: every
/// `return`, every `break`, `continue` and `goto` whose target is outside
/// them (Jumps), the first computed goto, and the first of those jumps
/// (OtherExit). Lambdas and blocks inside are other functions.
struct RegionExits {
  std::vector<const clang::ReturnStmt *> Returns;
  std::vector<const clang::Stmt *> Jumps;
  const clang::Stmt *ComputedGoto = nullptr;
  const clang::Stmt *OtherExit = nullptr;

  bool any() const { return !Returns.empty() || OtherExit; }
};

/// The exits of the region made of \p Stmts.
RegionExits findRegionExits(llvm::ArrayRef<const clang::Stmt *> Stmts,
                            bool LoopBody = false);

} // namespace accc::frontend

#endif // ACCC_FRONTEND_REGIONEXITS_H
