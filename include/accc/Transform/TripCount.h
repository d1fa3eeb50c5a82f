//===- TripCount.h - The iteration count of a canonical loop ----*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_TRANSFORM_TRIPCOUNT_H
#define ACCC_TRANSFORM_TRIPCOUNT_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>

namespace accc::transform {

/// The iteration count of \p F, a `for` loop in canonical form, as a C
/// expression over its bounds (written by \p Text), to be evaluated just
/// before the loop; empty where accc cannot state it (TripCount.cpp).
std::string
tripCountText(const clang::ForStmt *F, const clang::ASTContext &Ctx,
              llvm::function_ref<std::string(const clang::Expr *)> Text);

} // namespace accc::transform

#endif // ACCC_TRANSFORM_TRIPCOUNT_H
