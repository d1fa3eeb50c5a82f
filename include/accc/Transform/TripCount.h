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
#include <optional>
#include <string>

namespace accc::transform {

/// The iteration count of \p F, a `for` loop in canonical form, as a C
/// expression over its bounds (written by \p Text), to be evaluated just
/// before the loop; empty where accc cannot state it (TripCount.cpp).
std::string
tripCountText(const clang::ForStmt *F, const clang::ASTContext &Ctx,
              llvm::function_ref<std::string(const clang::Expr *)> Text);

/// A `for` loop in canonical form, taken apart (TripCount.cpp): its loop
/// variable, the expressions of its start and end (as written, free of side
/// effects and of the variable), and its step.
struct CanonicalLoop {
  const clang::VarDecl *Var = nullptr;
  /// The variable is declared in the loop's init (`for (int i = ...`).
  bool DeclaredInInit = false;
  const clang::Expr *Start = nullptr, *End = nullptr;
  /// +c counting up, -c counting down.
  int64_t Step = 0;
  /// The test includes the end (`<=`, `>=`).
  bool Inclusive = false;
};
std::optional<CanonicalLoop> canonicalLoop(const clang::ForStmt *F,
                                           const clang::ASTContext &Ctx);

/// tripCountText of a loop already taken apart.
std::string
tripCountText(const CanonicalLoop &L, const clang::ASTContext &Ctx,
              llvm::function_ref<std::string(const clang::Expr *)> Text);

/// The iteration count of \p L as a C expression of type long long, each
/// bound converted to long long before the subtraction (constant bounds
/// written as numbers): no overflow for loop variables of up to 32 bits,
/// zero or negative where the loop runs no iteration.
std::string
wideTripCountText(const CanonicalLoop &L, const clang::ASTContext &Ctx,
                  llvm::function_ref<std::string(const clang::Expr *)> Text);

} // namespace accc::transform

#endif // ACCC_TRANSFORM_TRIPCOUNT_H
