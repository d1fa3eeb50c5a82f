//===- ConstructCollector.h - Find the OpenACC constructs of a TU -*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Walks a translation unit that clang's Sema built with -fopenacc and
/// returns the constructs accc translates: compute constructs (with their
/// loops), data directives (data, enter data, exit data, update, host_data),
/// `wait` and `declare` directives. Everything else OpenACC (constructs and
/// declarations of later issues, orphaned loops, directives in macros or
/// headers) is reported "not supported yet".
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_FRONTEND_CONSTRUCTCOLLECTOR_H
#define ACCC_FRONTEND_CONSTRUCTCOLLECTOR_H

#include "accc/Basic/Diagnostics.h"
#include "accc/Basic/Options.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclOpenACC.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/Lex/Token.h"
#include <optional>
#include <vector>

namespace accc::frontend {

/// A construct to translate, with the `data` constructs that lexically
/// enclose it in its function (outermost first): their clauses are visible
/// data clauses for a compute construct (OpenACC 3.3, sec. 2.6.2).
struct CollectedConstruct {
  const clang::OpenACCConstructStmt *Node;
  std::vector<const clang::OpenACCDataConstruct *> EnclosingData;
  /// The `declare` directives visible at the construct: at file scope
  /// before it, and in the blocks that enclose it, before it (their clauses
  /// are visible data clauses too, OpenACC 3.3 sec. 2.6.2).
  std::vector<const clang::OpenACCDeclareDecl *> VisibleDeclares;
};

/// A `declare` directive of the main file (OpenACC 3.3, sec. 2.13).
struct CollectedDeclare {
  const clang::OpenACCDeclareDecl *Decl;
  /// In a function: the compound statement (function body or block) whose
  /// end ends the data lifetime (sec. 2.6.3, the implicit data region).
  /// Null at file or namespace scope, and inside a compute construct.
  const clang::CompoundStmt *Scope = nullptr;
  /// In a function: the function.
  const clang::FunctionDecl *Function = nullptr;
  /// The `return` statements after the directive in Scope: each leaves the
  /// data lifetime.
  std::vector<const clang::ReturnStmt *> Returns;
  /// The `break`, `continue` and `goto` statements after the directive that
  /// leave Scope.
  std::vector<const clang::Stmt *> Jumps;
  /// The first computed goto after the directive, if any.
  const clang::Stmt *ComputedGoto = nullptr;
  /// Inside a compute construct, naming the region's own automatic locals:
  /// nothing to do (a warning; the printer discards the directive).
  bool InComputeConstruct = false;

  bool isFileScope() const { return Scope == nullptr && !InComputeConstruct; }
};

/// A `routine` directive of the main file (OpenACC 3.3, sec. 2.15.1).
struct CollectedRoutine {
  /// The function: the declaration the unnamed form precedes, the one the
  /// named form names (null for a lambda).
  const clang::FunctionDecl *Function = nullptr;
  /// The directive: the `#` of its line and its last token.
  clang::SourceLocation Begin, Last;
  /// The named form, `#pragma acc routine(name)`.
  bool Named = false;
  /// The name as written in the named form.
  std::string NameText;
  /// bind(name) / bind("name"): what device code calls instead of the
  /// function.
  const clang::OpenACCBindClause *Bind = nullptr;
  /// bind(name): the function it names (lib/Frontend/RoutineBind.cpp).
  const clang::FunctionDecl *BindFunction = nullptr;
  /// bind(name) of a function declared after the variant's place, in the
  /// same scope: the translation declares it before its `declare variant`.
  const clang::FunctionDecl *BindDeclaredLater = nullptr;
  /// bind(name) of a function that OpenMP cannot name as the variant (a
  /// static routine bound to a function that is not static): the bound
  /// function's linker symbol, which a declaration of the routine's type
  /// takes (RoutineBind.cpp rule 7).
  std::string BindSymbol;
  /// nohost: the body of the function's definition in this unit, which the
  /// host compilation does not get (Transform/RoutineToOMP.cpp rule 3);
  /// null without nohost, a definition, or for a lambda.
  const clang::CompoundStmt *NoHostBody = nullptr;
};

/// A bind that no OpenMP `declare variant` can express, because the routine
/// or the function it binds is a lambda, a variable holding a closure object
/// (RoutineBind.cpp rule 6): device code of this file calls Target where it
/// calls Routine (Transform/CallSiteBinds.cpp).
struct CallSiteBind {
  /// A function, or the variable of a lambda.
  const clang::ValueDecl *Routine = nullptr;
  const clang::ValueDecl *Target = nullptr;
};

/// What collectConstructs() finds, each list in source order.
struct CollectedDirectives {
  std::vector<CollectedConstruct> Constructs;
  std::vector<CollectedDeclare> Declares;
  std::vector<CollectedRoutine> Routines;
  /// The first directive not written in the main file's text (one in an
  /// included file, or one a macro expands to), which the lists leave out;
  /// invalid when there is none. The driver then translates the
  /// preprocessed unit, where every directive is (Driver.cpp).
  clang::SourceLocation OutsideMainFile;
  /// For the GPU: the binds of or to lambdas.
  std::vector<CallSiteBind> CallSiteBinds;
};

/// The compute constructs (parallel, parallel loop; outermost only: nested
/// loops belong to them), the data directives and the `declare` directives
/// of the main file, and with \p UserHeaders of the user's headers (not
/// the system's) too: the source print rewrites each file in place. A
/// routine directive keeps the clauses for \p Target's device type.
CollectedDirectives collectConstructs(clang::ASTContext &Ctx,
                                      Diagnoser &Diags, TargetKind Target,
                                      bool UserHeaders);

/// The error for a directive outside the main file's text (\p Loc, as
/// CollectedDirectives::OutsideMainFile) where no preprocessed unit can be
/// translated instead.
void reportOutsideMainFile(clang::SourceLocation Loc,
                           const clang::SourceManager &SM, Diagnoser &Diags);

/// The statement associated with an OpenACC construct, or null.
const clang::Stmt *associatedStmt(const clang::OpenACCConstructStmt *S);

/// The location of the last token of \p S. Unlike Stmt::getEndLoc(), it
/// counts the statements of nested OpenACC constructs: clang's range of a
/// construct ends with its directive, so `for (...) #pragma acc loop for
/// (...) x;` would otherwise "end" at the nested directive.
clang::SourceLocation fullEndLoc(const clang::Stmt *S,
                                 const clang::SourceManager &SM);

/// The token after the one at \p Loc, as Lexer::findNextToken finds it,
/// but skipping preprocessor directive lines and the blocks in \p Skipped
/// (PreprocessorFacts::Skipped): in `x = a\n#ifdef NO\n* b\n#endif\n;`
/// the `;`.
std::optional<clang::Token>
nextTokenAfter(clang::SourceLocation Loc, const clang::SourceManager &SM,
               const clang::LangOptions &LO,
               llvm::ArrayRef<clang::SourceRange> Skipped = {});

} // namespace accc::frontend

#endif // ACCC_FRONTEND_CONSTRUCTCOLLECTOR_H
