//===- MemberCoverage.h - Struct variables used only through members -*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_ANALYSIS_MEMBERCOVERAGE_H
#define ACCC_ANALYSIS_MEMBERCOVERAGE_H

#include "clang/AST/Expr.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

namespace accc::analysis {

/// Whether \p Item names storage inside struct variable \p V through `.`
/// alone (`t.s`, `t.s.a`, an array member's subarray `t.arr[0:n]`): the
/// member a data clause on it makes present is part of `V`'s own storage.
bool isMemberOfVariable(const clang::Expr *Item, const clang::VarDecl *V);

/// Which of \p Items (each isMemberOfVariable of \p V) the references to
/// \p V in \p Region use, or nothing if a reference uses \p V otherwise:
/// the whole variable (`f(t)`, `&t`), a member no item holds (`t.c` where
/// the items are `t.s`), a member through a pointer member. Each reference
/// is held by an item whose members are a prefix of its own (`t.s` holds
/// `t.s.a` and `t.s`; `t.s.a` does not hold `t.s`).
std::optional<llvm::SmallVector<const clang::Expr *, 4>>
membersUsed(const clang::VarDecl *V, const clang::Stmt *Region,
            llvm::ArrayRef<const clang::Expr *> Items);

/// Whether member items \p A and \p B of \p V (isMemberOfVariable) share
/// storage: the members of one are a prefix of the other's.
bool membersOverlap(const clang::Expr *A, const clang::Expr *B,
                    const clang::VarDecl *V);

} // namespace accc::analysis

#endif
