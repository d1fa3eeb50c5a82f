//===- ListItemUtils.cpp - What a clause's list item designates ------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The shapes of the list items of OpenACC clauses (OpenACC 3.3 sec. 2.7.1,
// Glossary "Var"): a variable, a subarray or array element of one, a member
// of an object, and the dimensions and member accesses that make them.
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/ListItemUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include <algorithm>

using namespace clang;

namespace accc::analysis {

static const Expr *stripItem(const Expr *E) {
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *AS = dyn_cast<ArraySectionExpr>(E))
      E = AS->getBase();
    else if (const auto *SE = dyn_cast<ArraySubscriptExpr>(E))
      E = SE->getBase();
    else
      return E;
  }
}

const VarDecl *getListItemVar(const Expr *Item) {
  if (const auto *DRE = dyn_cast<DeclRefExpr>(stripItem(Item)))
    return dyn_cast<VarDecl>(DRE->getDecl());
  return nullptr;
}

bool getMemberItemBase(const Expr *Item, const VarDecl *&Base) {
  const Expr *E = stripItem(Item);
  bool Member = false;
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      if (!isa<FieldDecl>(ME->getMemberDecl()))
        return false; // a static member or a method: not object data
      Member = true;
      E = stripItem(ME->getBase());
    } else if (const auto *UO = dyn_cast<UnaryOperator>(E);
               UO && UO->getOpcode() == UO_Deref) {
      E = UO->getSubExpr();
    } else {
      break;
    }
  }
  if (isa<CXXThisExpr>(E)) {
    Base = nullptr;
    return true;
  }
  const auto *DRE = dyn_cast<DeclRefExpr>(E);
  Base = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  return Member && Base;
}

std::optional<MemberPath> getMemberPath(const Expr *E, bool WithSubscripts) {
  // The accesses, outermost (last written) first, each with whether it
  // reads through a pointer: `->`, or `.` on a dereference `(*p).x`, and
  // the subscripts of its object, innermost first.
  struct Access {
    const FieldDecl *Field;
    bool Through;
    llvm::SmallVector<MemberPath::Index, 1> Subscripts;
  };
  llvm::SmallVector<Access, 3> Chain;
  E = E->IgnoreParenImpCasts();
  while (const auto *ME = dyn_cast<MemberExpr>(E)) {
    const auto *F = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (!F)
      return std::nullopt; // a static member or a method: not object data
    bool Through = ME->isArrow();
    E = ME->getBase()->IgnoreParenImpCasts();
    if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
      // `(*ps).x` is `ps->x`, `(&s)->x` is `s.x`.
      if (!Through && UO->getOpcode() == UO_Deref) {
        E = UO->getSubExpr()->IgnoreParenImpCasts();
        Through = true;
      } else if (Through && UO->getOpcode() == UO_AddrOf) {
        E = UO->getSubExpr()->IgnoreParenImpCasts();
        Through = false;
      }
    }
    Access A{F, Through, {}};
    while (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
      if (!WithSubscripts)
        return std::nullopt;
      const Expr *Idx = AS->getIdx()->IgnoreParenImpCasts();
      MemberPath::Index I;
      if (std::optional<llvm::APSInt> V =
              Idx->getIntegerConstantExpr(F->getASTContext()))
        I.Value = V->getExtValue();
      else if (const auto *DRE = dyn_cast<DeclRefExpr>(Idx);
               DRE && isa<VarDecl>(DRE->getDecl()) &&
               DRE->getType()->isIntegerType() &&
               !DRE->getType().isVolatileQualified())
        I.Var = cast<VarDecl>(DRE->getDecl());
      else
        return std::nullopt;
      A.Subscripts.push_back(I);
      E = AS->getBase()->IgnoreParenImpCasts();
    }
    Chain.push_back(std::move(A));
  }
  if (Chain.empty())
    return std::nullopt;
  MemberPath P;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    P.Base = dyn_cast<VarDecl>(DRE->getDecl());
    if (!P.Base)
      return std::nullopt;
  } else if (!isa<CXXThisExpr>(E)) {
    return std::nullopt;
  }
  P.BaseArrow = Chain.back().Through;
  bool Subscripted = false;
  for (size_t I = Chain.size(); I-- > 0;) {
    P.Fields.push_back(Chain[I].Field);
    if (I + 1 < Chain.size())
      P.Arrow.push_back(Chain[I].Through);
    P.Subscripts.emplace_back(Chain[I].Subscripts.rbegin(),
                              Chain[I].Subscripts.rend());
    Subscripted = Subscripted || !Chain[I].Subscripts.empty();
  }
  if (!Subscripted)
    P.Subscripts.clear();
  return P;
}

llvm::SmallVector<const VarDecl *, 2> MemberPath::indexVars() const {
  llvm::SmallVector<const VarDecl *, 2> Vars;
  for (const auto &List : Subscripts)
    for (const Index &I : List)
      if (I.Var && !llvm::is_contained(Vars, I.Var))
        Vars.push_back(I.Var);
  return Vars;
}

std::string flatMemberName(const MemberPath &P) {
  std::string S = P.Base ? P.Base->getNameAsString() : "this";
  for (size_t I = 0; I < P.Fields.size(); ++I) {
    if (I < P.Subscripts.size())
      for (const MemberPath::Index &X : P.Subscripts[I])
        S += "_" + (X.Var ? X.Var->getNameAsString()
                          : std::to_string(X.Value < 0 ? -X.Value : X.Value));
    S += "_" + P.Fields[I]->getNameAsString();
  }
  return S;
}

const Expr *stripDimensions(const Expr *E,
                            llvm::SmallVectorImpl<const Expr *> &Dims) {
  E = E->IgnoreParenImpCasts();
  while (true) {
    if (const auto *S = dyn_cast<ArraySectionExpr>(E)) {
      Dims.push_back(S);
      E = S->getBase()->IgnoreParenImpCasts();
    } else if (const auto *S = dyn_cast<ArraySubscriptExpr>(E)) {
      Dims.push_back(S);
      E = S->getBase()->IgnoreParenImpCasts();
    } else {
      return E;
    }
  }
}

bool isPointerChainSubarray(const Expr *Item) {
  // The dimensions, last written first.
  llvm::SmallVector<const Expr *, 3> Dims;
  const Expr *E = stripDimensions(Item, Dims);
  // A variable or a member (`s.pp[0:n][0:m]`).
  if ((!isa<DeclRefExpr>(E) && !isa<MemberExpr>(E)) || Dims.size() < 2)
    return false;
  // Dims is innermost-first as collected; walk it in written order. A
  // pointer stepped through after a range (`pp[0:n][...]`) is one block per
  // element of the range; after single elements (`pp[1][0:m]`) it is one.
  std::reverse(Dims.begin(), Dims.end());
  QualType T = E->getType().getNonReferenceType();
  bool SawRange = false;
  for (size_t I = 0; I < Dims.size(); ++I) {
    // In a template, `T **` is a pointer to a pointer whatever T is.
    if (T.isNull())
      return false;
    if (SawRange && T->isPointerType())
      return true;
    SawRange = SawRange || isa<ArraySectionExpr>(Dims[I]);
    T = elementType(T);
  }
  return false;
}

bool getPointerChainRanges(
    const Expr *Item, llvm::SmallVectorImpl<const ArraySectionExpr *> &Dims,
    const Expr **Base) {
  if (!isPointerChainSubarray(Item))
    return false;
  llvm::SmallVector<const ArraySectionExpr *, 3> Found;
  const Expr *E = Item->IgnoreParenImpCasts();
  while (const auto *AS = dyn_cast<ArraySectionExpr>(E)) {
    Found.push_back(AS);
    E = AS->getBase()->IgnoreParenImpCasts();
  }
  if (!isa<DeclRefExpr>(E) && !isa<MemberExpr>(E))
    return false;
  Dims.assign(Found.rbegin(), Found.rend());
  if (Base)
    *Base = E;
  return true;
}

const Expr *nonContiguousDimension(const Expr *Item, const ASTContext &Ctx) {
  llvm::SmallVector<const Expr *, 4> Dims; // last written first
  const Expr *E = stripDimensions(Item, Dims);
  if (Dims.size() < 2 || !isSubarray(Item) || isPointerChainSubarray(Item))
    return nullptr;
  auto Value = [&](const Expr *X) -> std::optional<int64_t> {
    if (!X || X->isValueDependent())
      return std::nullopt;
    if (std::optional<llvm::APSInt> V = X->getIntegerConstantExpr(Ctx))
      return V->getExtValue();
    return std::nullopt;
  };
  QualType T = E->getType().getNonReferenceType();
  bool SeveralBefore = false; // an earlier dimension of more than one element
  for (const Expr *D : llvm::reverse(Dims)) {
    if (T.isNull() || T->isDependentType())
      return nullptr;
    std::optional<int64_t> Extent;
    if (const auto *CAT = Ctx.getAsConstantArrayType(T))
      Extent = static_cast<int64_t>(CAT->getZExtSize());
    std::optional<int64_t> Lb, Len;
    if (const auto *SE = dyn_cast<ArraySubscriptExpr>(D)) {
      Lb = Value(SE->getIdx());
      Len = 1;
    } else {
      const auto *AS = cast<ArraySectionExpr>(D);
      Lb = AS->getLowerBound() ? Value(AS->getLowerBound()) : 0;
      if (AS->getLength())
        Len = Value(AS->getLength());
      else if (AS->getColonLocFirst().isInvalid())
        Len = 1; // `[i]` after a range: one element
      else if (Extent && Lb)
        Len = *Extent - *Lb;
    }
    bool NotWhole =
        Extent && ((Len && *Len < *Extent) || (!Len && Lb && *Lb > 0));
    if (SeveralBefore && NotWhole)
      return D;
    // clang's OpenMP counts an empty dimension as one of several elements.
    SeveralBefore = SeveralBefore || (Len && *Len != 1);
    T = elementType(T);
  }
  return nullptr;
}

QualType elementType(QualType T) {
  T = T.getNonReferenceType();
  if (const clang::ArrayType *AT = T->getAsArrayTypeUnsafe())
    return AT->getElementType();
  if (const auto *PT = T->getAs<PointerType>())
    return PT->getPointeeType();
  return QualType();
}

std::vector<uint64_t> innerArraySizes(const ArraySectionExpr *S,
                                      const ASTContext &Ctx) {
  std::vector<uint64_t> Sizes;
  QualType Elem = elementType(S->getBase()->IgnoreParenImpCasts()->getType());
  while (!Elem.isNull()) {
    const auto *CAT = Ctx.getAsConstantArrayType(Elem);
    if (!CAT)
      break;
    Sizes.push_back(CAT->getZExtSize());
    Elem = CAT->getElementType();
  }
  return Sizes;
}

bool isSubarray(const Expr *Item) {
  return isa<ArraySectionExpr>(Item->IgnoreParenImpCasts());
}

llvm::SmallVector<ConstantDimension, 4>
constantDimensions(const Expr *Item, const ASTContext &Ctx, const Expr **Base,
                   bool *All) {
  llvm::SmallVector<const ArraySectionExpr *, 4> Sections; // innermost first
  const Expr *E = Item->IgnoreParenImpCasts();
  while (const auto *S = dyn_cast<ArraySectionExpr>(E)) {
    Sections.push_back(S);
    E = S->getBase()->IgnoreParenImpCasts();
  }
  if (Base)
    *Base = E;
  auto Value = [&](const Expr *X) -> std::optional<llvm::APSInt> {
    return X ? X->getIntegerConstantExpr(Ctx) : std::nullopt;
  };
  llvm::SmallVector<ConstantDimension, 4> Dims;
  QualType T = E->getType();
  for (const ArraySectionExpr *S : llvm::reverse(Sections)) {
    const ConstantArrayType *A = Ctx.getAsConstantArrayType(T);
    if (!A)
      break;
    ConstantDimension D;
    D.Section = S;
    D.Extent = A->getZExtSize();
    D.Lower = S->getLowerBound() ? Value(S->getLowerBound())
                                 : std::optional(llvm::APSInt::get(0));
    D.Length = Value(S->getLength());
    Dims.push_back(D);
    T = A->getElementType();
  }
  if (All)
    *All = Dims.size() == Sections.size();
  return Dims;
}

const DeclRefExpr *sectionedArray(const Expr *Item, const ASTContext &Ctx,
                                  bool *Whole) {
  const Expr *Base = nullptr;
  bool AllConstant = false;
  llvm::SmallVector<ConstantDimension, 4> Dims =
      constantDimensions(Item, Ctx, &Base, &AllConstant);
  const auto *Ref = dyn_cast<DeclRefExpr>(Base);
  if (Dims.empty() || !AllConstant || !Ref || !isa<VarDecl>(Ref->getDecl()))
    return nullptr;
  bool All = true;
  for (const ConstantDimension &D : Dims) {
    bool FromStart = D.Lower && *D.Lower == 0;
    int64_t Lower = D.Lower ? D.Lower->getExtValue() : 0;
    bool ToEnd = D.Section->getLength()
                     ? D.Length && D.Length->getExtValue() >= 0 &&
                           uint64_t(D.Length->getExtValue()) ==
                               D.Extent - Lower
                     : D.Section->getColonLocFirst().isValid();
    All = All && FromStart && ToEnd;
  }
  if (Whole)
    *Whole = All;
  return Ref;
}

bool sameListItem(const Expr *A, const Expr *B, const ASTContext &Ctx) {
  llvm::FoldingSetNodeID IA, IB;
  A->IgnoreParenImpCasts()->Profile(IA, Ctx, /*Canonical=*/true);
  B->IgnoreParenImpCasts()->Profile(IB, Ctx, /*Canonical=*/true);
  return IA == IB;
}

bool isElementWithoutColon(const Expr *Item) {
  return isa<ArraySubscriptExpr>(Item->IgnoreParenImpCasts());
}

llvm::SmallVector<SubarrayDim, 3> subarrayDims(const Expr *Item,
                                               const Expr **Base) {
  llvm::SmallVector<SubarrayDim, 3> Dims;
  const Expr *E = Item->IgnoreParenImpCasts();
  while (true) {
    SubarrayDim D;
    if (const auto *S = dyn_cast<ArraySectionExpr>(E)) {
      D.Lb = S->getLowerBound();
      D.Len = S->getLength();
      D.One = !D.Len && S->getColonLocFirst().isInvalid();
      E = S->getBase()->IgnoreParenImpCasts();
    } else if (const auto *SE = dyn_cast<ArraySubscriptExpr>(E)) {
      D.Lb = SE->getIdx();
      D.One = true;
      E = SE->getBase()->IgnoreParenImpCasts();
    } else {
      break;
    }
    Dims.insert(Dims.begin(), D);
  }
  if (Base)
    *Base = E;
  return Dims;
}

} // namespace accc::analysis
