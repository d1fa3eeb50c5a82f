//===- CompositeReductions.h - Reductions member by member ------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The reductions OpenMP has no built-in operator for: of a struct, which
/// OpenACC reduces member by member, and (for accc: its built-in one needs
/// libatomic on the host) of a complex number and a `long double`. The
/// translation declares an OpenMP reduction for each such type and
/// operator (lib/Transform/DeclaredReductions.cpp) from the layout this
/// header computes.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_ANALYSIS_COMPOSITEREDUCTIONS_H
#define ACCC_ANALYSIS_COMPOSITEREDUCTIONS_H

#include "accc/Basic/Diagnostics.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Basic/OpenACCKinds.h"
#include <optional>
#include <string>
#include <vector>

namespace accc::analysis {

/// One part of a reduced type, in the order of its brace initializer: a
/// scalar the reduction combines, or an aggregate (a struct, or an array of
/// constant size) of parts.
struct ReductionPart {
  clang::QualType Type;
  /// How the part is reached from the aggregate that holds it (`.x`,
  /// `[2]`); empty for the reduced type itself and for an anonymous struct
  /// member, whose members are reached from the struct around it.
  std::string Access;
  /// An aggregate's parts; empty for a scalar.
  std::vector<ReductionPart> Parts;
  bool Aggregate = false;
};

/// The type a reduction of the variable \p V, written as \p Item (the
/// variable, or a subarray of it), combines element by element: the
/// variable's type without its array dimensions and without the pointers
/// the subarray's dimensions step through.
clang::QualType reducedElementType(const clang::ValueDecl *V,
                                   const clang::Expr *Item,
                                   const clang::ASTContext &Ctx);

/// Whether a reduction of elements of type \p T needs a declared OpenMP
/// reduction: \p T is a struct or class, a complex type, or a floating type
/// wider than 64 bits (not dependent). OpenMP has no built-in reduction of
/// a struct; clang 22's built-in reduction of the others updates the
/// original with an atomic operation that is a libatomic call on the host
/// (`__atomic_compare_exchange`), which accc does not link.
/// Rule 6: whether \p T is C++'s `std::complex<F>` of a floating type F
/// (then F in \p Element), or, in a template, a type written
/// `std::complex<...>` with a dependent argument (a std::complex in every
/// instantiation; \p Element is left alone).
bool isStdComplex(clang::QualType T, clang::QualType *Element = nullptr);
bool isStdComplexClass(const clang::CXXRecordDecl *RD,
                       clang::QualType *Element = nullptr);

bool needsDeclaredReduction(clang::QualType T, const clang::ASTContext &Ctx);

/// The most scalars a declared reduction combines (one expression each in
/// its combiner and initializer).
constexpr unsigned MaxReductionScalars = 1024;

/// The layout of \p T (needsDeclaredReduction) for a reduction with \p Op,
/// or nullopt where \p Op does not apply to one of its scalars or a member
/// is not a scalar OpenACC reduces (a pointer, a union, a const member, an
/// array without a constant size, more than MaxReductionScalars scalars), a
/// C++ class that is not an aggregate or has base classes. With \p Diags,
/// that is reported at \p Loc, for the variable spelled \p Name (with notes
/// at the member).
std::optional<ReductionPart>
reductionLayout(clang::QualType T, clang::OpenACCReductionOperator Op,
                const clang::ASTContext &Ctx, Diagnoser *Diags = nullptr,
                clang::SourceLocation Loc = {}, llvm::StringRef Name = "");

/// Whether reduction operator \p Op applies to scalar type \p T (arithmetic):
/// `max`, `min`, `&&` and `||` not to complex types, `&`, `|` and `^` to
/// integer types only.
bool reductionOperatorApplies(clang::OpenACCReductionOperator Op,
                              clang::QualType T);

/// Whether \p P is or holds a floating scalar wider than 64 bits (`long
/// double`), which clang 22 does not compile for NVPTX.
bool holdsWideFloat(const ReductionPart &P, const clang::ASTContext &Ctx);

/// The declaration at file or namespace scope that holds \p D (itself if
/// it is one), as written: the template of a function or class template's
/// pattern.
const clang::Decl *namespaceScopeDecl(const clang::Decl *D);

/// Rule 7: where the translation defines the combiner and initializer of
/// type \p T that a template's reduction calls in an instantiation
/// (Transform/DeclaredReductions.cpp rule 6); \p Template is the template's
/// declaration at file or namespace scope.
struct CombinerPlace {
  enum Kind {
    BeforeTemplate, ///< before \p Template: the template's lookup finds it
    AfterType,      ///< after \p After, in its namespace: found by ADL
    // Not supported (the diagnostic's %select):
    LocalType,  ///< a class local to a function
    UnnamedType, ///< a class without a name
    HeaderType,  ///< declared after the template, in a header
  } K = BeforeTemplate;
  /// AfterType: the declaration at namespace scope the definitions follow.
  const clang::Decl *After = nullptr;
};
CombinerPlace combinerPlace(clang::QualType T, const clang::Decl *Template,
                            const clang::ASTContext &Ctx);

} // namespace accc::analysis

#endif // ACCC_ANALYSIS_COMPOSITEREDUCTIONS_H
