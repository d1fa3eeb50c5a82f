//===- VarRefUtils.h - Variables referenced by statements and clauses -*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_ANALYSIS_VARREFUTILS_H
#define ACCC_ANALYSIS_VARREFUTILS_H

#include "clang/AST/Expr.h"
#include "clang/AST/OpenACCClause.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>

namespace accc::analysis {

/// A variable and the location of its first reference.
struct VarRef {
  const clang::VarDecl *Var;
  clang::SourceLocation Loc;
};

/// The variable a clause list item names: `v`, `v[a:b]`, `v[a:b][c:d]`.
/// Null when the item is something else (a member, a call, ...).
const clang::VarDecl *getListItemVar(const clang::Expr *Item);
/// Whether a list item designates part of a struct or class object: a member
/// (`s.a`, `s.p[0:n]`, `ps->a`, `this->a`, a member `a` named in a member
/// function) or `this` itself (`this[0:1]`, `*this`). \p Base is set to the
/// variable holding the object (`s`, `ps`), or null for `this`.
bool getMemberItemBase(const clang::Expr *Item, const clang::VarDecl *&Base);
/// Whether a subarray of a variable or member steps through a pointer after
/// a range (`pp[0:n][0:m]` with `float **pp`, not `pp[1][0:m]`): it names n
/// blocks, which one OpenMP map cannot express (seed 000, "Potentially
/// Unmappable Features").
bool isPointerChainSubarray(const clang::Expr *Item);
/// The dimensions of a pointer-chain subarray whose every dimension is a
/// range (`pp[0:n][0:m]`, `s.pp[0:n][0:m]`, not `pp[0:n][2][0:m]`),
/// outermost first, in \p Dims, and the variable or member they subscript
/// in \p Base; false (and both untouched) for any other item. These are
/// the items accc maps row by row (lib/Transform/PointerChain.cpp).
bool getPointerChainRanges(
    const clang::Expr *Item,
    llvm::SmallVectorImpl<const clang::ArraySectionExpr *> &Dims,
    const clang::Expr **Base = nullptr);
/// The first dimension of subarray \p Item that makes it provably not
/// contiguous (OpenACC 3.3 sec. 2.7.1): one, after a dimension of more than
/// one element, that does not cover its whole array dimension (`[1]` in
/// `m[1:2][1]`, `[0:3]` in `m[0:2][0:3]` of `double m[4][8]`); null when
/// the item is contiguous or its bounds are not all known when compiling.
/// A pointer chain (`pp[0:n][0:m]`, isPointerChainSubarray) is not checked:
/// its rows are separate blocks by design.
const clang::Expr *nonContiguousDimension(const clang::Expr *Item,
                                          const clang::ASTContext &Ctx);
/// The variable \p E names (`v`, ignoring parentheses and conversions), or
/// null (null \p E too).
const clang::VarDecl *referencedVar(const clang::Expr *E);
/// The source text of the token range \p R as written.
std::string sourceText(clang::SourceRange R, const clang::ASTContext &Ctx);
/// Whether \p S (a null one: no) references \p V anywhere.
bool mentionsVar(const clang::Stmt *S, const clang::VarDecl *V);
/// Whether \p V is a temporary of \p Body: an execution of \p Body reads
/// \p V, and every read follows an assignment `V = e;` (e not using V) of
/// the same execution. Through compound statements, `if` branches and
/// nested `for`/`while` loops; any other statement that mentions V, or a
/// read that may come first, makes it false. A variable \p Body only
/// writes is no temporary: its value is for the code after it (a flag
/// `if (c) stop = 1;`); `t = a[i]; b[i] = t;` is one.
bool isAssignedBeforeUse(const clang::Stmt *Body, const clang::VarDecl *V);
/// Whether a list item is a subarray (`v[a:b]`).
bool isSubarray(const clang::Expr *Item);
/// \p S without the braces of compound statements that hold one statement
/// only (`{ { for (...) ... } }` -> the `for`); null stays null.
const clang::Stmt *soleStatement(const clang::Stmt *S);
/// The function whose body holds \p S; for a statement in a lambda's body,
/// the function that holds the lambda (a lambda's call operator is part of
/// the function it is written in: its source, its device compilation).
/// Null outside any function.
const clang::FunctionDecl *enclosingFunction(const clang::Stmt *S,
                                             clang::ASTContext &Ctx);
/// The same for a declaration in a function (a `declare` directive).
const clang::FunctionDecl *enclosingFunction(const clang::Decl *D,
                                             clang::ASTContext &Ctx);
/// Whether a list item is an array element written without ':' (`v[3]`).
bool isElementWithoutColon(const clang::Expr *Item);

/// One dimension of a subarray or element: `[Lb:Len]`, `[Lb:]`, `[:Len]`,
/// or one element `[Lb]` (One; an ArraySubscriptExpr, or clang's section
/// without a colon after a range, `m[0:2][1]`).
struct SubarrayDim {
  const clang::Expr *Lb = nullptr, *Len = nullptr;
  bool One = false;
};
/// The dimensions of list item \p Item, outermost first, through ranges
/// and subscripts; \p Base, if given, gets what they subscript (\p Item
/// itself when it has none).
llvm::SmallVector<SubarrayDim, 3> subarrayDims(const clang::Expr *Item,
                                               const clang::Expr **Base);

/// The variables referenced in \p S (and in the clauses of OpenACC constructs
/// nested in it), in order of first reference. Variables declared inside \p S
/// are left out, and so are variables that are not local or global data
/// (functions, enumerators). \p Extra: more clauses to scan first. With
/// \p SkipLoopPrivates, a loop construct's (and \p Extra's) private
/// clauses and the references to their variables inside the loop are left
/// out: those references name the loop's private copies.
llvm::SmallVector<VarRef, 16>
collectReferencedVars(const clang::Stmt *S,
                      llvm::ArrayRef<const clang::OpenACCClause *> Extra = {},
                      bool SkipLoopPrivates = false);

/// Every variable declared inside \p S.
void collectDeclaredVars(const clang::Stmt *S,
                         llvm::DenseSet<const clang::VarDecl *> &Out);

/// Every variable \p S may write: assigned, incremented, or whose address is
/// taken (directly or through an array element or member).
void collectWrittenVars(const clang::Stmt *S,
                        llvm::DenseSet<const clang::VarDecl *> &Out);

/// Whether the OpenACC spec calls a variable of type \p T a scalar (OpenACC
/// 3.3 sec. 1.6 "scalar"): arithmetic, enumeration or pointer types.
bool isScalarType(clang::QualType T);

/// Whether variable \p V is a scalar in the OpenACC sense. For a variable
/// of dependent type (in a function template) the answer comes from the
/// template's instantiations: none when they disagree or there are none.
std::optional<bool> isScalarVar(const clang::VarDecl *V);

} // namespace accc::analysis

#endif // ACCC_ANALYSIS_VARREFUTILS_H
