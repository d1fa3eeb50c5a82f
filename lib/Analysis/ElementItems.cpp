//===- ElementItems.cpp - Array elements in data clauses as subarrays ------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3's var-list holds array elements as well as variables and
// subarrays (Glossary, "Var": "... a subarray specification, or an array
// element, ..."), and an element names that one element of the array: Flang
// reads `copyin(a(n))` as `copyin(a(n:n))`. (The seed's rule 7 made
// `a[3]` an error, start or length?; the specification does not leave that
// open.) The V&V suite writes `copy(errors[x])`, `reduction(+:errors[x])`
// and `enter data copyin(list[i])`.
//
// Rules:
//  1. In a data clause (copy, copyin, copyout, create, no_create, present,
//     delete, update's self/host/device) or a reduction clause of a
//     construct, a list item that is a chain of subscripts of a variable or
//     of a member (`a[i]`, `a[i][j]`, `s.v[i]`, `p->v[i]`) becomes the
//     subarray with each subscript a one-element range (`a[i:1][j:1]`); the
//     analysis and lowering then treat it as any subarray (present table,
//     pointer chains row by row, a subarray reduction).
//  2. Elsewhere (private, firstprivate, declare, deviceptr, use_device,
//     ...), and where a subscript follows a range (`a[0:n][2]`), the item is
//     left alone: ClauseChecks reports it. attach and detach keep their
//     elements too: `attach(ptrs[i])` names the pointer stored in the
//     element (Directive.h, isAttachedElement), which AttachToOMP.cpp
//     passes to acc_attach by its address.
// The subarray made has no colon location and its length `1` no location
// (isElementSubarray), so the translation spells the item from its bounds,
// `errors[x:1]` (Lowering.cpp), and diagnostics name it as written.
//
// Input: an AST without errors. Output: the clauses' list items replaced in
// place (clang's OpenACC clauses keep their items in an array of the
// ASTContext; nothing of clang reads them after Sema).
//
// Runs before the DirectiveTree is built (driver/Translate.cpp).
//
// Tests: test/Translate/data-clause-array-element.c,
// test/Execution/data-clause-array-element.c,
// test/Diagnostics/array-element-ok.c.
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/ElementItems.h"
#include "accc/Analysis/Directive.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/OpenACCClause.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenACC.h"

using namespace clang;

namespace accc::analysis {

namespace {

/// Rule 1's clauses: the data clauses that map or update data, and
/// reductions.
bool takesElements(const OpenACCClause *C) {
  std::optional<DAKind> K = dataAttrOfClause(C);
  if (!K)
    return false;
  switch (*K) {
  case DAKind::Copy:
  case DAKind::CopyIn:
  case DAKind::CopyOut:
  case DAKind::Create:
  case DAKind::Present:
  case DAKind::NoCreate:
  case DAKind::Delete:
  case DAKind::UpdateHost:
  case DAKind::UpdateDevice:
  case DAKind::Reduction:
  case DAKind::Private:
  case DAKind::FirstPrivate:
    return true;
  default:
    return false;
  }
}

/// Whether \p E, parens and implicit casts aside, is a variable or a member
/// of one (the base of an element rule 1 rewrites).
bool isObject(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  return isa<DeclRefExpr>(E) || isa<MemberExpr>(E);
}

/// \p E as a subarray by rule 1, or null when it is not an element chain.
Expr *asSubarray(ASTContext &Ctx, Expr *E) {
  auto *Sub = dyn_cast<ArraySubscriptExpr>(E->IgnoreParens());
  if (!Sub)
    return nullptr;
  // As clang's own subarrays: a variable's array decays to a pointer, an
  // inner subarray is the base as it is.
  Expr *Base = Sub->getBase()->IgnoreParenImpCasts();
  Expr *NewBase = isa<ArraySubscriptExpr>(Base) ? asSubarray(Ctx, Base)
                  : isObject(Base)             ? Sub->getBase()
                                               : nullptr;
  if (!NewBase)
    return nullptr;
  Expr *One = IntegerLiteral::Create(
      Ctx, llvm::APInt(Ctx.getIntWidth(Ctx.IntTy), 1), Ctx.IntTy,
      SourceLocation());
  return new (Ctx) ArraySectionExpr(NewBase, Sub->getIdx(), One,
                                    Ctx.ArraySectionTy, VK_LValue,
                                    OK_Ordinary, SourceLocation(),
                                    Sub->getRBracketLoc());
}

void rewriteClauses(ASTContext &Ctx, ArrayRef<const OpenACCClause *> Clauses) {
  for (const OpenACCClause *C : Clauses) {
    if (!takesElements(C))
      continue;
    ArrayRef<Expr *> Items = clauseVarList(C);
    // The items live in the clause's trailing storage, which clang made
    // mutable (OpenACCClauseWithExprs::Exprs) and no longer reads.
    auto Mutable = const_cast<Expr **>(Items.data());
    for (size_t I = 0; I < Items.size(); ++I)
      if (Expr *New = asSubarray(Ctx, Items[I]))
        Mutable[I] = New;
  }
}

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  explicit Visitor(ASTContext &Ctx) : Ctx(Ctx) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }

#define ACCC_CONSTRUCT(Class)                                                  \
  bool Visit##Class(Class *S) {                                                \
    rewriteClauses(Ctx, S->clauses());                                         \
    return true;                                                               \
  }
  ACCC_CONSTRUCT(OpenACCComputeConstruct)
  ACCC_CONSTRUCT(OpenACCCombinedConstruct)
  ACCC_CONSTRUCT(OpenACCLoopConstruct)
  ACCC_CONSTRUCT(OpenACCDataConstruct)
  ACCC_CONSTRUCT(OpenACCEnterDataConstruct)
  ACCC_CONSTRUCT(OpenACCExitDataConstruct)
  ACCC_CONSTRUCT(OpenACCUpdateConstruct)
#undef ACCC_CONSTRUCT

private:
  ASTContext &Ctx;
};

} // namespace

void elementsAsSubarrays(ASTContext &Ctx) {
  Visitor(Ctx).TraverseDecl(Ctx.getTranslationUnitDecl());
}

bool isElementSubarray(const ArraySectionExpr *S) {
  // clang's `m[0:2][1]` has no colon either, and no length.
  return S->getColonLocFirst().isInvalid() && S->getLength() &&
         S->getLength()->getBeginLoc().isInvalid();
}

} // namespace accc::analysis
