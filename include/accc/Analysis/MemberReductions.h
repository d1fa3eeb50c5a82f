//===- MemberReductions.h - Reduced members as locals ----------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A member in a reduction clause (`reduction(+:s.x)`, `p->v[0:n]`, a
/// member of `this`) is reduced through a local variable that stands for
/// the member around the construct: the AST names the local instead of the
/// member before the analysis reads it (lib/Analysis/MemberReductions.cpp),
/// and the translation declares it from the member before the construct
/// and stores it back after (lib/Transform/MemberStandIns.cpp). So, on the
/// GPU, is a pointer member whose target a compute construct's data clause
/// names (`present(s->a[0:n])`), without the store.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_ANALYSIS_MEMBERREDUCTIONS_H
#define ACCC_ANALYSIS_MEMBERREDUCTIONS_H

#include "accc/Basic/Diagnostics.h"
#include <vector>

namespace clang {
class ASTContext;
class Expr;
class OpenACCConstructStmt;
class VarDecl;
} // namespace clang

namespace accc::analysis {

/// The local variable that stands for one reduced member in one construct.
struct MemberStandIn {
  /// The construct around whose translation the local lives: the compute
  /// or combined construct, or the orphaned loop, whose region holds every
  /// reduction of the member (the outermost that does not declare the
  /// member's object).
  const clang::OpenACCConstructStmt *Owner = nullptr;
  /// The local (implicit, of the member's type, declared just before the
  /// owner's directive in the AST's eyes).
  const clang::VarDecl *Local = nullptr;
  /// The member as the first reduction clause names it (`s.x`, `s.v` of
  /// `s.v[0:n]`): its text is the user's.
  const clang::Expr *Member = nullptr;
  /// The member's uses in the owner's region (outside clauses, which the
  /// translation prints from the AST), the AST's references to the local
  /// now: the printed source renames them.
  std::vector<const clang::Expr *> Uses;
  /// A pointer member whose target a data clause of the owner, a compute
  /// construct, names (`present(s->a[0:n])`; MemberReductions.cpp rule
  /// 4): the local is set from the member and never stored back.
  bool PointerTarget = false;
  /// A member that is no pointer, named by a data clause of the owner, a
  /// compute construct (MemberReductions.cpp rule 6): the local points to
  /// it (to its first element, an array's), is set from its address and
  /// never stored back; the uses read `(*L)` (an array's `L`).
  bool Address = false;
  /// A scalar member of a local struct variable that the owner, a compute
  /// construct, only reads, named by no clause (MemberReductions.cpp rule
  /// 8): the local is a copy of its value, never stored back.
  bool ReadOnly = false;
};

/// Replaces, in every OpenACC construct of \p Ctx's translation unit, each
/// member in a reduction clause, and every use of that member in the
/// owner's clauses and region, by a reference to a new local variable, and
/// returns those locals. Reports (at the user's text) the members it
/// cannot reduce this way. Requires a parse without errors; runs before the
/// analysis, after ElementItems (an element of a member array is a
/// subarray of it by then).
/// With \p PointerMembers (the GPU), also each member whose part or whole a
/// data clause of a compute construct names, where the construct reaches
/// its object only through members: a pointer member's target (rule 4), a
/// member that is no pointer (rule 6); and each scalar member of a local
/// struct variable that a compute construct only reads (rule 8).
std::vector<MemberStandIn>
membersAsLocals(clang::ASTContext &Ctx, Diagnoser &Diags, bool PointerMembers);

/// The member that \p E (parentheses and implicit casts aside) stands for,
/// where it names a local that membersAsLocals made; else null. Messages
/// name the member, not the local.
const clang::Expr *standInMember(const clang::Expr *E);

/// The user's text of list item \p E for messages: the member's where \p E
/// names a local that stands for a reduced member (standInMember).
std::string itemText(const clang::Expr *E, const clang::ASTContext &Ctx);

/// Whether \p E names a variable that membersAsLocals made: such an
/// expression has no text of the user's and is printed from the AST.
bool namesStandIn(const clang::Expr *E);

} // namespace accc::analysis

#endif // ACCC_ANALYSIS_MEMBERREDUCTIONS_H
