//===- Lowering.cpp - What every lowering family shares -------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// How the lowering spells what it writes: expressions as the user wrote them,
// list items with the declaration they name, names qualified so that they
// resolve to the same declaration anywhere (C++ namespaces and static
// members), local copies of private variables.
//
// Tests: test/Translate/cxx-qualified-names.cpp, test/Translate/clause-macros.c,
// test/Translate/data-members.cpp, test/Translate/loop-seq-private.c,
// unittests/Transform/OMPTreeTest.cpp.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "accc/Analysis/ElementItems.h"
#include "accc/Analysis/MemberReductions.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdio>

using namespace clang;

namespace accc::transform {

/// The user's text \p Text of subarray or element \p E of a local that
/// stands for a member (`s->p[0:N]`), with the local's name for the
/// member's (`L[0:N]`: the bounds as written, macros kept); none where E
/// is no such item or its text cannot be split so (a member written with
/// subscripts, a bound that names a stand-in).
static std::optional<std::string> standInItemText(const Expr *E, StringRef Text,
                                                  const ASTContext &Ctx) {
  const Expr *Base = E->IgnoreParenImpCasts();
  unsigned Dims = 0;
  for (;; ++Dims) {
    if (const auto *S = dyn_cast<ArraySectionExpr>(Base)) {
      if (analysis::namesStandIn(S->getLowerBound()) ||
          analysis::namesStandIn(S->getLength()))
        return std::nullopt;
      Base = S->getBase()->IgnoreParenImpCasts();
    } else if (const auto *S = dyn_cast<ArraySubscriptExpr>(Base)) {
      if (analysis::namesStandIn(S->getIdx()))
        return std::nullopt;
      Base = S->getBase()->IgnoreParenImpCasts();
    } else {
      break;
    }
  }
  const Expr *Member = analysis::standInMember(Base);
  size_t Bracket = Text.find('[');
  if (!Dims || !Member || Bracket == StringRef::npos ||
      analysis::sourceText(Member->getSourceRange(), Ctx).find('[') !=
          std::string::npos)
    return std::nullopt;
  return cast<DeclRefExpr>(Base)->getDecl()->getNameAsString() +
         Text.substr(Bracket).str();
}

std::string LoweringContext::exprText(const Expr *E) const {
  // The user's spelling where the expression is a contiguous piece of the
  // file, macro names included (`num_gangs(NG)` stays `NG`). An expression
  // that is only part of a macro's expansion (a whole clause written as a
  // macro) has no such piece: it is printed from the AST instead.
  // An expression naming a local that stands for a reduced member has the
  // member's text (Analysis/MemberReductions.h): printed from the AST too.
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange R = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(E->getSourceRange()), SM,
      Ctx.getLangOpts());
  StringRef Text =
      R.isValid() ? Lexer::getSourceText(R, SM, Ctx.getLangOpts()) : "";
  if (!Text.empty() && !analysis::namesStandIn(E))
    return Text.str();
  if (!Text.empty())
    if (std::optional<std::string> T = standInItemText(E, Text, Ctx))
      return *T;
  std::string S;
  llvm::raw_string_ostream OS(S);
  E->printPretty(OS, nullptr, Ctx.getPrintingPolicy());
  return S;
}

std::string LoweringContext::declName(const ValueDecl *V) const {
  // A namespace variable or a static data member is named from its
  // namespace or class: the directive may be in another scope (C++).
  const DeclContext *DC = V->getDeclContext()->getRedeclContext();
  const auto *Var = dyn_cast<VarDecl>(V);
  if (!Var || !Var->hasGlobalStorage() ||
      !(DC->isNamespace() || DC->isRecord()))
    return V->getNameAsString();
  PrintingPolicy Policy = Ctx.getPrintingPolicy();
  Policy.SuppressUnwrittenScope = true;
  std::string S;
  llvm::raw_string_ostream OS(S);
  V->printQualifiedName(OS, Policy);
  return S;
}

OMPItem LoweringContext::item(const DataAttr &A) const {
  OMPItem I;
  I.Decl = A.Var;
  const Expr *E = A.Item ? A.Item->IgnoreParenImpCasts() : nullptr;
  // `copyin(this)` names the object, as `this[0:1]` does (OpenMP cannot map
  // the prvalue `this`).
  if (E && isa<CXXThisExpr>(E)) {
    I.Ref = A.Item;
    I.Text = "this[0:1]";
    return I;
  }
  if (!E) {
    I.Text = declName(A.Var);
    return I;
  }
  if (!isa<DeclRefExpr>(E) || A.Member)
    I.Ref = A.Item;
  I.Text = exprText(A.Item);
  const Expr *Base;
  const ArraySectionExpr *Outermost;
  I.Bounds = itemBounds(E, &Base, &Outermost);
  // A subarray without the length of its outermost dimension (`a[2:]`, the
  // rest of the array): OpenMP asks for it in `target update` and in
  // reductions, so the item is spelled with every bound written out; so is
  // an array element read as a subarray (`a[i]` as `a[i:1]`,
  // Analysis/ElementItems.cpp).
  bool Element = false;
  const Expr *X = E;
  while (const auto *S = dyn_cast<ArraySectionExpr>(X->IgnoreParenImpCasts())) {
    Element |= analysis::isElementSubarray(S);
    X = S->getBase();
  }
  // A reduction of a subarray whose elements are arrays (`m[0:1]` of
  // `float m[4][10]`): OpenMP reduces sections of scalars only ("list item
  // of type 'float[10]' is not valid for specified reduction operation"),
  // so the item is spelled with a whole range for each inner dimension,
  // `m[0:1][0:10]` (a fuzzing find).
  std::string Inner;
  if (Outermost && A.Kind == analysis::DAKind::Reduction)
    for (uint64_t N : analysis::innerArraySizes(cast<ArraySectionExpr>(E), Ctx))
      Inner += "[0:" + std::to_string(N) + "]";
  if (Outermost && (!Outermost->getLength() || Element || !Inner.empty())) {
    I.Text = exprText(Base);
    for (const OMPBound &B : I.Bounds)
      I.Text += "[" + B.Lb + ":" + B.Len + "]";
    I.Text += Inner;
  }
  return I;
}

std::vector<OMPBound>
LoweringContext::itemBounds(const Expr *E, const Expr **BaseOut,
                            const ArraySectionExpr **Outermost) const {
  llvm::SmallVector<const ArraySectionExpr *, 3> Dims;
  while (const auto *S = dyn_cast<ArraySectionExpr>(E->IgnoreParenImpCasts())) {
    Dims.push_back(S);
    E = S->getBase();
  }
  if (BaseOut)
    *BaseOut = E;
  if (Outermost)
    *Outermost = Dims.empty() ? nullptr : Dims.back();
  std::vector<OMPBound> Bounds;
  auto Text = [&](const Expr *X) { return exprText(X); };
  // The outermost dimension's default length is the rest of the array the
  // base names; inner ones (arrays of arrays) say so with an empty length.
  std::string Base = "(" + exprText(E) + ")";
  for (const ArraySectionExpr *S : llvm::reverse(Dims)) {
    OMPBound B = sectionBounds(S, Base, Text);
    if (!S->getLength() && !Bounds.empty())
      B.Len.clear();
    // The rest of an array of known size from a constant start: a number.
    const auto *CAT = Ctx.getAsConstantArrayType(
        S->getBase()->IgnoreParenImpCasts()->getType());
    const Expr *Lb = S->getLowerBound();
    if (!S->getLength() && Bounds.empty() && CAT &&
        (!Lb || isConstant(Lb))) {
      int64_t From = Lb ? Lb->EvaluateKnownConstInt(Ctx).getExtValue() : 0;
      int64_t Size = static_cast<int64_t>(CAT->getZExtSize());
      if (From >= 0 && From <= Size)
        B.Len = std::to_string(Size - From);
    }
    Bounds.push_back(std::move(B));
  }
  return Bounds;
}

OMPStmt LoweringContext::localCopyDecl(const ValueDecl *V) const {
  std::string S;
  llvm::raw_string_ostream OS(S);
  QualType T = V->getType().getNonReferenceType().getUnqualifiedType();
  T.print(OS, Ctx.getPrintingPolicy(), V->getName());
  OS << ";";
  return OMPStmt::decl(S, V);
}

std::string quoted(llvm::StringRef S) {
  std::string Out = "\"";
  for (char C : S) {
    if (C == '"' || C == '\\')
      Out += '\\';
    if (static_cast<unsigned char>(C) < 0x20) {
      char Buf[8];
      snprintf(Buf, sizeof Buf, "\\%03o", static_cast<unsigned char>(C));
      Out += Buf;
      continue;
    }
    Out += C;
  }
  return Out + "\"";
}

bool LoweringContext::isConstant(const Expr *E) const {
  return !E->isValueDependent() && E->isIntegerConstantExpr(Ctx);
}

} // namespace accc::transform
