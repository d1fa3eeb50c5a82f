//===- RoutineBind.h - The function a routine's bind names ------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_FRONTEND_ROUTINEBIND_H
#define ACCC_FRONTEND_ROUTINEBIND_H

#include "accc/Basic/Diagnostics.h"
#include "accc/Frontend/ConstructCollector.h"

namespace accc::frontend {

/// Finds the function that `bind(name)` of routine \p R names for R's
/// function (RoutineBind.cpp): sets R.BindFunction, and R.BindDeclaredLater
/// where the translation must declare it before \p VariantPlace, where the
/// `declare variant` goes. Reports an error and returns false when there
/// is no such function. bind("name") may name a function of this file by
/// its symbol; \p ForGPU: the compile is for the GPU, where a lambda's
/// symbol is an error.
bool resolveBind(clang::ASTContext &Ctx, Diagnoser &Diags, CollectedRoutine &R,
                 clang::SourceLocation VariantPlace, bool ForGPU);

/// Whether \p D is a variable that holds a lambda's closure object.
bool isLambdaVar(const clang::ValueDecl *D);

/// The variable of a lambda or the function that bind clause \p B names,
/// looked up from \p Scope outwards (rule 6): by name for bind(name); for
/// bind("name") a variable or function whose symbol is `name`, else one
/// named `name`. Null if none.
const clang::ValueDecl *callSiteBindTarget(clang::ASTContext &Ctx,
                                           const clang::OpenACCBindClause &B,
                                           const clang::DeclContext *Scope);

} // namespace accc::frontend

#endif // ACCC_FRONTEND_ROUTINEBIND_H
