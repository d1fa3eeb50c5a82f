//===- VarRefUtils.h - Variables referenced by statements and clauses -*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_ANALYSIS_VARREFUTILS_H
#define ACCC_ANALYSIS_VARREFUTILS_H

#include "accc/Analysis/ListItemUtils.h"
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
/// Whether the initialization, condition or increment of \p F binds a
/// reference: a call that returns one (`std::max(a, b)`), or a temporary
/// bound to one (ReadAfter.cpp).
bool headerBindsReference(const clang::ForStmt *F);
/// The first mention of a variable after a statement (ReadAfter.cpp).
struct MentionAfter {
  const clang::DeclRefExpr *Ref;
  /// The left side of `V = e` (e not reading V, under no condition after
  /// \p S): the old value is dead.
  bool PlainStore;
};
/// The first mention of \p V after the end of \p S, in source order, in
/// the function around \p S; none if there is none.
std::optional<MentionAfter> firstMentionAfter(const clang::Stmt *S,
                                              const clang::VarDecl *V,
                                              clang::ASTContext &Ctx);
/// The same within \p Within, a statement around \p S.
std::optional<MentionAfter> firstMentionAfterIn(const clang::Stmt *S,
                                                const clang::VarDecl *V,
                                                const clang::Stmt *Within);
/// The first mention of \p V in \p S that writes it (=, op=, ++, --).
const clang::DeclRefExpr *firstWriteIn(const clang::Stmt *S,
                                       const clang::VarDecl *V);
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
/// The variables referenced in \p S (and in the clauses of OpenACC constructs
/// nested in it; \p S may be null: \p Extra's alone), in order of first
/// reference. Variables declared inside \p S
/// are left out, and so are variables that are not local or global data
/// (functions, enumerators). \p Extra: more clauses to scan first. With
/// \p SkipLoopPrivates, a loop construct's (and \p Extra's) private
/// clauses and the references to their variables inside the loop are left
/// out: those references name the loop's private copies; so are the uses of
/// the members in those clauses. The uses of the members in \p
/// Privatizing's private and firstprivate clauses (the construct's own and
/// those of the constructs around) are left out anywhere in \p S, with or
/// without \p SkipLoopPrivates (Transform/MemberPrivates.cpp renames
/// them).
llvm::SmallVector<VarRef, 16>
collectReferencedVars(const clang::Stmt *S,
                      llvm::ArrayRef<const clang::OpenACCClause *> Extra = {},
                      bool SkipLoopPrivates = false,
                      llvm::ArrayRef<const clang::OpenACCClause *>
                          Privatizing = {});

/// Every variable declared inside \p S.
void collectDeclaredVars(const clang::Stmt *S,
                         llvm::DenseSet<const clang::VarDecl *> &Out);

/// Every variable \p S may write: assigned, incremented, or whose address is
/// taken (directly or through an array element or member).
void collectWrittenVars(const clang::Stmt *S,
                        llvm::DenseSet<const clang::VarDecl *> &Out);

/// Whether the local variable or parameter \p V is, in the whole function
/// that declares it, only read as a value, or assigned by name (`v = e`,
/// `v += e`, `++v`) outside \p Region: its address is never taken, no
/// reference binds to it, no lambda or block captures it, no OpenACC clause
/// names it, and \p Region never writes it. Such a variable cannot be
/// present on a device, and a copy of it in and out of \p Region equals a
/// copy in (DataAttributes.cpp rule 3h).
bool isOnlyReadLocal(const clang::VarDecl *V, const clang::Stmt *Region);

/// Whether the OpenACC spec calls a variable of type \p T a scalar (OpenACC
/// 3.3 sec. 1.6 "scalar"): arithmetic, enumeration or pointer types.
bool isScalarType(clang::QualType T);

/// Whether variable \p V is a scalar in the OpenACC sense. For a variable
/// of dependent type (in a function template or a class template's member
/// function) the answer comes from the template's instantiations: none when
/// they disagree or there are none.
std::optional<bool> isScalarVar(const clang::VarDecl *V);

/// The instantiations of \p V, a variable of a function template's pattern
/// or of a member function of a class template's pattern (a parameter or a
/// local), one per specialization (of the class: those whose member was
/// instantiated); nullopt where \p V is in no such function or one is not
/// found.
std::optional<llvm::SmallVector<const clang::VarDecl *, 4>>
instantiationsOf(const clang::VarDecl *V);

/// The types variable \p V has: its own, or, where it is dependent, each
/// instantiation's (none where they are not known).
llvm::SmallVector<clang::QualType, 4> typesOf(const clang::VarDecl *V);

} // namespace accc::analysis

#endif // ACCC_ANALYSIS_VARREFUTILS_H
