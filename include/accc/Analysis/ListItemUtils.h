//===- ListItemUtils.h - What a clause's list item designates --*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The shapes of clause list items: a variable, a subarray or element of
/// one, a member of an object (OpenACC 3.3 sec. 2.7.1, Glossary "Var").
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_ANALYSIS_LISTITEMUTILS_H
#define ACCC_ANALYSIS_LISTITEMUTILS_H

#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace accc::analysis {

/// The variable a clause list item names: `v`, `v[a:b]`, `v[a:b][c:d]`.
/// Null when the item is something else (a member, a call, ...).
const clang::VarDecl *getListItemVar(const clang::Expr *Item);
/// Whether a list item designates part of a struct or class object: a member
/// (`s.a`, `s.p[0:n]`, `ps->a`, `this->a`, a member `a` named in a member
/// function) or `this` itself (`this[0:1]`, `*this`). \p Base is set to the
/// variable holding the object (`s`, `ps`), or null for `this`.
bool getMemberItemBase(const clang::Expr *Item, const clang::VarDecl *&Base);
/// The member accesses of a member list item, from the object outward:
/// `s.x` (Base s), `ps->a.b` (Base ps), a member `x` in a member function
/// (Base null: `this`). `(*ps).x` is read as `ps->x`, `(&s)->x` as `s.x`.
struct MemberPath {
  /// A subscript in the chain (`s[1].x`, `s[k].x`): a constant, or a
  /// variable (Var) whose value the caller knows does not change.
  struct Index {
    const clang::VarDecl *Var = nullptr;
    int64_t Value = 0;
    bool operator==(const Index &O) const {
      return Var == O.Var && (Var || Value == O.Value);
    }
  };
  const clang::VarDecl *Base = nullptr; ///< null: `this`
  bool BaseArrow = false; ///< the first access is `->` (Base a pointer)
  llvm::SmallVector<const clang::FieldDecl *, 2> Fields;
  llvm::SmallVector<bool, 2> Arrow; ///< `->` before each field but the first
  /// The subscripts of the object before each field's access, outermost
  /// first; empty where the chain has none.
  llvm::SmallVector<llvm::SmallVector<Index, 1>, 2> Subscripts;

  bool operator==(const MemberPath &O) const {
    return Base == O.Base && BaseArrow == O.BaseArrow && Fields == O.Fields &&
           Arrow == O.Arrow && Subscripts == O.Subscripts;
  }
  /// The variables that subscripts of the chain read.
  llvm::SmallVector<const clang::VarDecl *, 2> indexVars() const;
};
/// The path of \p E when it is a chain of `.` / `->` accesses of fields from
/// a variable or `this` (parentheses and implicit casts aside); none for
/// anything else (a call in the chain, a static member), and for subscripts
/// in the chain unless \p WithSubscripts, which admits those by an integer
/// constant or an integer variable (`s[1].x`, `p->a[k].y`).
std::optional<MemberPath> getMemberPath(const clang::Expr *E,
                                        bool WithSubscripts = false);
/// \p P as part of a C identifier: `s_a_x` for `s.a.x`, `this_x` for a
/// member of `this`, `s_1_x` for `s[1].x` (the names of the locals that
/// stand for members).
std::string flatMemberName(const MemberPath &P);

/// \p E without its subarray dimensions and subscripts, which are appended
/// to \p Dims innermost (last written) first.
const clang::Expr *
stripDimensions(const clang::Expr *E,
                llvm::SmallVectorImpl<const clang::Expr *> &Dims);
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
/// The element type of an array or the pointee of a pointer (what one
/// dimension of a subarray steps into); null else.
clang::QualType elementType(clang::QualType T);
/// The sizes of the array dimensions inside one element of subarray \p S's
/// innermost dimension (`m[1:2]` of `float m[4][10]`: {10}; `a[0:n]` of a
/// `float *`: none), as far as they are constant.
std::vector<uint64_t> innerArraySizes(const clang::ArraySectionExpr *S,
                                      const clang::ASTContext &Ctx);
/// Whether a list item is a subarray (`v[a:b]`).
bool isSubarray(const clang::Expr *Item);
/// One dimension of a subarray over an array of constant size (`m[1:2]` of
/// `double m[4][8]`: extent 4): its lower bound (0 where none is written)
/// and its length, each where it is an integer constant.
struct ConstantDimension {
  const clang::ArraySectionExpr *Section = nullptr;
  uint64_t Extent = 0;
  std::optional<llvm::APSInt> Lower, Length;
};
/// The dimensions of subarray \p Item, outermost first, that subscript
/// arrays of constant size, up to the first that does not; \p Base gets
/// the expression the outermost subscripts, \p All whether every written
/// dimension is one.
llvm::SmallVector<ConstantDimension, 4>
constantDimensions(const clang::Expr *Item, const clang::ASTContext &Ctx,
                   const clang::Expr **Base = nullptr, bool *All = nullptr);
/// The array variable that subarray \p Item subscripts (`a` of `a[0:n]`,
/// `m[1:2][0:4]`), or null where the item steps through a pointer or an
/// element; \p Whole, if given, tells whether every written dimension is
/// the array's whole extent (`a[0:N]`, `a[:]`, `m[0:R]` of `m[R][C]`).
const clang::DeclRefExpr *sectionedArray(const clang::Expr *Item,
                                         const clang::ASTContext &Ctx,
                                         bool *Whole = nullptr);
/// Whether list items \p A and \p B are the same variable, subarray or
/// element, written with the same expressions (`a[0:n]` twice; not
/// `a[0:n]` and `a[0:m]`, even where n == m).
bool sameListItem(const clang::Expr *A, const clang::Expr *B,
                  const clang::ASTContext &Ctx);
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

} // namespace accc::analysis

#endif // ACCC_ANALYSIS_LISTITEMUTILS_H
