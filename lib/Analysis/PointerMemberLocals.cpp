//===- PointerMemberLocals.cpp - Pointer members read through locals -----===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Rules 4 and 6 of MemberReductions.cpp (whose header comment states
// them): on the GPU, a pointer member whose subarray or element a compute
// construct's data clause names gets a local that stands for it (rule 4),
// and a member that is no pointer, named whole or as a subarray or element
// of an array member, a local that points to it (rule 6), where the
// construct reaches the member's object only through its fields.
//
// Tests: test/Translate/pointer-member-locals.c,
// test/Execution/pointer-member-locals.c, test/Translate/data-members.cpp,
// test/Translate/present-lookup.c; rule 6: test/Translate/member-locals.c,
// test/Execution/member-locals.c.
//
//===----------------------------------------------------------------------===//

#include "MemberLocals.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/OpenACCClause.h"
#include "clang/AST/StmtOpenACC.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace accc::analysis {

bool detail::isDataClause(const OpenACCClause *C) {
  return isa<OpenACCCopyClause, OpenACCCopyInClause, OpenACCCopyOutClause,
             OpenACCCreateClause, OpenACCNoCreateClause, OpenACCPresentClause,
             OpenACCDeleteClause>(C);
}

namespace {

using detail::isDataClause;

/// Rule 4: a pointer member's subarray or element in a data clause of a
/// compute construct, before any rewrite; rule 6 (Address): a member that
/// is no pointer, or a subarray or element of an array member.
struct FoundPointer {
  OpenACCConstructStmt *Owner;
  DeclContext *Context;
  MemberPath Path;
  const Expr *Member;
  bool Address;
};

/// Whether the \p Dims - 1 dimensions after the first subscript arrays in
/// \p Elem, the type the first subscripts (`s->m[0:2][0:4]` of `double
/// (*m)[4]`, `s.m[1:2][0:4]` of `double m[4][4]`), not pointers in it
/// (`s->rows[1][0:4]` of `float **rows`, whose row pointer is in host
/// memory).
bool arraysAfterFirst(QualType Elem, size_t Dims) {
  for (size_t D = 1; D < Dims; ++D) {
    const ArrayType *A = Elem->getAsArrayTypeUnsafe();
    if (!A)
      return false;
    Elem = A->getElementType();
  }
  return true;
}

/// Whether the translation can spell a local of type \p T (printed as its
/// canonical type, Transform/MemberStandIns.cpp): no record or enumeration
/// without a name (`struct { int x; } u;`) in it, nor, in C++, a class of a
/// function's own (printed `f()::Local`).
bool spellable(QualType T) {
  while (true) {
    if (const ArrayType *A = T->getAsArrayTypeUnsafe())
      T = A->getElementType();
    else if (T->isPointerType())
      T = T->getPointeeType();
    else
      break;
  }
  const TagDecl *D = T->getAsTagDecl();
  if (D && D->getASTContext().getLangOpts().CPlusPlus &&
      D->getParentFunctionOrMethod())
    return false;
  return !D || D->getIdentifier() || D->getTypedefNameForAnonDecl();
}

/// Rule 6's member: a field of an object type whose address can be taken,
/// not volatile; a pointer only named whole (its target's parts are rule
/// 4's); an array of constant size where the item subscripts it.
bool addressableMember(const Expr *Object, size_t Dims) {
  const auto *ME = dyn_cast<MemberExpr>(Object);
  const auto *F = ME ? dyn_cast<FieldDecl>(ME->getMemberDecl()) : nullptr;
  if (!F || F->isBitField() || F->getType()->isReferenceType())
    return false;
  QualType T = ME->getType();
  if (T.isVolatileQualified() || !T->isObjectType() || T->isIncompleteType() ||
      !spellable(T) ||
      (Dims && T->isPointerType()) ||
      (T->isArrayType() && !isa<ConstantArrayType>(T->getAsArrayTypeUnsafe())))
    return false;
  if (!Dims)
    return true;
  const ArrayType *A = T->getAsArrayTypeUnsafe();
  return A && arraysAfterFirst(A->getElementType(), Dims);
}

/// Whether \p DC is a template, or inside one or an instantiation of one.
bool inTemplate(const DeclContext *DC) {
  for (; DC; DC = DC->getParent()) {
    const auto *D = dyn_cast<Decl>(DC);
    if (D && D->isTemplated())
      return true;
    if (const auto *FD = dyn_cast<FunctionDecl>(DC);
        FD && FD->getTemplateSpecializationKind() != TSK_Undeclared)
      return true;
    if (const auto *RD = dyn_cast<CXXRecordDecl>(DC);
        RD && (isa<ClassTemplateSpecializationDecl>(RD) ||
               RD->getTemplateSpecializationKind() != TSK_Undeclared))
      return true;
  }
  return false;
}

class PointerFinder : public detail::FunctionContexts<PointerFinder> {

public:
  std::vector<FoundPointer> Found;

  bool VisitOpenACCComputeConstruct(OpenACCComputeConstruct *S) {
    collect(S);
    return true;
  }
  bool VisitOpenACCCombinedConstruct(OpenACCCombinedConstruct *S) {
    collect(S);
    return true;
  }
  bool VisitOpenACCEnterDataConstruct(OpenACCEnterDataConstruct *S) {
    collectMembers(S);
    return true;
  }
  bool VisitOpenACCExitDataConstruct(OpenACCExitDataConstruct *S) {
    collectMembers(S);
    return true;
  }

private:
  /// Calls \p F(Object, Dims) for each item of \p S's data clauses but
  /// pointer chains: Object the item without its subarray dimensions
  /// (parentheses and implicit casts aside), Dims their count.
  template <typename Fn>
  static void forEachItem(OpenACCConstructStmt *S, Fn F) {
    for (const OpenACCClause *C : S->clauses()) {
      if (!isDataClause(C))
        continue;
      for (const Expr *Item : cast<OpenACCClauseWithVarList>(C)->getVarList()) {
        const Expr *Object = nullptr;
        size_t Dims = subarrayDims(Item, &Object).size();
        if (Object && !isPointerChainSubarray(Item))
          F(Object->IgnoreParenImpCasts(), Dims);
      }
    }
  }

  void collect(OpenACCConstructStmt *S) {
    if (Contexts.empty() || inTemplate(Contexts.back()))
      return;
    size_t First = Found.size();
    forEachItem(S, [&](const Expr *Object, size_t Dims) {
      QualType T = Object->getType();
      bool Pointer = Dims && T->isPointerType() && !T.isVolatileQualified() &&
                     spellable(T) &&
                     T->getPointeeType()->isObjectType() &&
                     !T->getPointeeType()->isIncompleteType() &&
                     arraysAfterFirst(T->getPointeeType(), Dims);
      if (!Pointer && !addressableMember(Object, Dims))
        return;
      if (std::optional<MemberPath> P = getMemberPath(Object))
        Found.push_back({S, Contexts.back(), *P, Object, !Pointer});
    });
    // A pointer member named whole and in part (`present(s.p, s.p[0:n])`):
    // neither rule, as each local would rename the other's item.
    llvm::SmallVector<MemberPath, 1> Both;
    for (size_t I = First; I < Found.size(); ++I)
      for (size_t J = I + 1; J < Found.size(); ++J)
        if (Found[I].Path == Found[J].Path &&
            Found[I].Address != Found[J].Address)
          Both.push_back(Found[I].Path);
    llvm::erase_if(Found, [&](const FoundPointer &F) {
      return F.Owner == S && llvm::is_contained(Both, F.Path);
    });
  }

  /// Rule 7: where enter or exit data directive \p S names two or more
  /// members of one object and not the object whole, each of its members
  /// that rule 6 takes.
  void collectMembers(OpenACCConstructStmt *S) {
    if (Contexts.empty() || inTemplate(Contexts.back()))
      return;
    std::vector<std::pair<MemberPath, const Expr *>> Members;
    llvm::SmallPtrSet<const VarDecl *, 2> Whole;
    bool WholeThis = false;
    forEachItem(S, [&](const Expr *Object, size_t Dims) {
      if (const auto *D = dyn_cast<DeclRefExpr>(Object))
        if (const auto *V = dyn_cast<VarDecl>(D->getDecl()))
          Whole.insert(V);
      WholeThis |= isa<CXXThisExpr>(Object);
      if (std::optional<MemberPath> P = getMemberPath(Object))
        Members.push_back(
            {*P, addressableMember(Object, Dims) ? Object : nullptr});
    });
    for (const auto &[P, Object] : Members) {
      bool Shared = llvm::any_of(Members, [&, &P = P](const auto &O) {
        return O.first.Base == P.Base && !(O.first == P);
      });
      bool Named = P.Base ? Whole.count(P.Base) : WholeThis;
      if (Object && Shared && !Named)
        Found.push_back({S, Contexts.back(), P, Object, true});
    }
  }
};

/// Whether \p A's fields are a proper prefix of \p B's.
bool properPrefix(const MemberPath &A, const MemberPath &B) {
  return A.Fields.size() < B.Fields.size() &&
         std::equal(A.Fields.begin(), A.Fields.end(), B.Fields.begin());
}

/// Rule 4's and 6's conditions on a construct for member \p Path (its
/// clauses and region traversed); \p Address: rule 6's.
class ObjectUses : public RecursiveASTVisitor<ObjectUses> {
  using Base = RecursiveASTVisitor<ObjectUses>;

public:
  /// \p Owner's data clause items that name the object whole (`s`,
  /// `p[0:1]`, `this[0:1]`) are no use of it: its device copy is mapped,
  /// and the region still reads the member through the local.
  ObjectUses(const MemberPath &Path, const OpenACCConstructStmt *Owner,
             bool Address, bool Array)
      : Path(Path), Address(Address), Array(Array) {
    for (const OpenACCClause *C : Owner->clauses()) {
      if (!isDataClause(C))
        continue;
      for (const Expr *Item : cast<OpenACCClauseWithVarList>(C)->getVarList()) {
        const Expr *E = Item->IgnoreParenImpCasts();
        if (const auto *ME = dyn_cast<MemberExpr>(E))
          Items.insert(ME);
        while (const auto *S = dyn_cast<ArraySectionExpr>(E))
          E = S->getBase()->IgnoreParenImpCasts();
        if (const auto *D = dyn_cast<DeclRefExpr>(E);
            D && Path.Base && D->getDecl() == Path.Base)
          Whole.insert(E);
        else if (isa<CXXThisExpr>(E) && !Path.Base)
          Whole.insert(E);
      }
    }
  }
  bool Allowed = true;
  /// Whether the owner's data clauses name the object whole.
  bool namesWhole() const { return !Whole.empty(); }

  /// A chain of the object's fields, classified where it starts (its
  /// outermost access); the variable or `this` at its bottom is no use of
  /// its own. Recursion without the visitor's queue, so that InChain
  /// holds while the chain's children are visited.
  bool TraverseStmt(Stmt *S, DataRecursionQueue * = nullptr) {
    const auto *ME = dyn_cast_or_null<MemberExpr>(S);
    std::optional<MemberPath> P;
    if (ME && !InChain)
      P = getMemberPath(ME, /*WithSubscripts=*/true);
    if (!P || P->Base != Path.Base)
      return Base::TraverseStmt(S);
    // One that ends before M copies M with it.
    if (properPrefix(*P, Path) && P->Subscripts.empty())
      Allowed = false;
    if (*P == Path && ME->getBeginLoc().isMacroID())
      Allowed = false;
    // Rule 6: an array member's use that does not decay to its pointer
    // (`sizeof`, `&`), but as a data clause's item.
    if (Address && Array && *P == Path && !Decayed.count(ME) &&
        !Items.count(ME))
      Allowed = false;
    InChain = true;
    bool R = Base::TraverseStmt(S);
    InChain = false;
    return R;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *IC) {
    if (IC->getCastKind() == CK_ArrayToPointerDecay)
      if (const auto *ME =
              dyn_cast<MemberExpr>(IC->getSubExpr()->IgnoreParens()))
        Decayed.insert(ME);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *D) {
    if (Path.Base && D->getDecl() == Path.Base && !InChain && !Whole.count(D))
      Allowed = false;
    return true;
  }
  bool VisitCXXThisExpr(CXXThisExpr *T) {
    if (!Path.Base && !InChain && !Whole.count(T))
      Allowed = false;
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->isAssignmentOp())
      written(BO->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf)
      written(UO->getSubExpr());
    return true;
  }

private:
  const MemberPath &Path;
  bool Address;
  bool Array;
  bool InChain = false;
  llvm::SmallPtrSet<const Expr *, 2> Whole;
  /// The members that the owner's data clauses name whole.
  llvm::SmallPtrSet<const MemberExpr *, 4> Items;
  llvm::SmallPtrSet<const MemberExpr *, 4> Decayed;

  /// A store to M (rule 4: rule 6's local points to M), to a chain that
  /// holds it, or to the variable.
  void written(const Expr *E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      std::optional<MemberPath> P = getMemberPath(ME, /*WithSubscripts=*/true);
      if (P && P->Base == Path.Base &&
          ((*P == Path && !Address) ||
           (properPrefix(*P, Path) && P->Subscripts.empty())))
        Allowed = false;
    } else if (const auto *D = dyn_cast<DeclRefExpr>(E);
               D && Path.Base && D->getDecl() == Path.Base) {
      Allowed = false;
    }
  }
};

/// Whether \p E holds a chain of fields that is \p Path or a part of it.
bool holdsPart(const Stmt *E, const MemberPath &Path) {
  if (!E)
    return false;
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    std::optional<MemberPath> P = getMemberPath(ME, /*WithSubscripts=*/true);
    if (P && P->Base == Path.Base && (*P == Path || properPrefix(Path, *P)))
      return true;
  }
  return llvm::any_of(E->children(),
                      [&](const Stmt *C) { return holdsPart(C, Path); });
}

/// Rule 6: M or a part of it an item of a clause in \p S (from \p Owner
/// down) other than the owner's data clauses (`private`, `reduction`,
/// `cache`), or a part of M (`s.in.a` of M `s.in`) an item of those.
bool inOtherItems(const Stmt *S, const OpenACCConstructStmt *Owner,
                  const MemberPath &Path) {
  if (!S)
    return false;
  if (const auto *C = dyn_cast<OpenACCConstructStmt>(S))
    for (const OpenACCClause *Cl : C->clauses()) {
      const auto *L = dyn_cast<OpenACCClauseWithVarList>(Cl);
      if (!L)
        continue;
      bool Own = C == Owner && isDataClause(Cl);
      for (const Expr *Item : L->getVarList()) {
        const Expr *Object = nullptr;
        subarrayDims(Item, &Object);
        std::optional<MemberPath> P =
            Own && Object ? getMemberPath(Object, /*WithSubscripts=*/true)
                          : std::nullopt;
        if (Own ? P && P->Base == Path.Base && properPrefix(Path, *P)
                : holdsPart(Item, Path))
          return true;
      }
    }
  return llvm::any_of(S->children(), [&](const Stmt *C) {
    return inOtherItems(C, Owner, Path);
  });
}

/// Rule 6: whether every chain of fields from \p Base (null: `this`) in
/// \p S, clauses included, is one of \p Covered or a part of one: else the
/// construct maps the object (a variable's or `this`'s implicit copy),
/// which would overlap the members' own maps.
bool chainsCovered(const Stmt *S, const VarDecl *Base,
                   llvm::ArrayRef<MemberPath> Covered) {
  if (!S)
    return true;
  if (const auto *ME = dyn_cast<MemberExpr>(S)) {
    std::optional<MemberPath> P = getMemberPath(ME, /*WithSubscripts=*/true);
    if (P && P->Base == Base)
      return llvm::any_of(Covered, [&](const MemberPath &C) {
        return *P == C || properPrefix(C, *P);
      });
  }
  if (const auto *C = dyn_cast<OpenACCConstructStmt>(S))
    for (const OpenACCClause *Cl : C->clauses())
      for (const Stmt *Child : Cl->children())
        if (!chainsCovered(Child, Base, Covered))
          return false;
  return llvm::all_of(S->children(), [&](const Stmt *C) {
    return chainsCovered(C, Base, Covered);
  });
}

} // namespace

/// After the reductions' locals (whose renamed members are variables by
/// then).
void detail::pointerMembersAsLocals(ASTContext &Ctx, Diagnoser &Diags,
                                    unsigned &Counter,
                                    std::vector<MemberStandIn> &Out) {
  PointerFinder F;
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  detail::OwnedMembers Done;
  for (const FoundPointer &M : F.Found) {
    if (!Done.first(M.Owner, M.Path))
      continue;
    QualType T = M.Member->getType().getNonReferenceType();
    // Rule 7's directives have no region that could use the object.
    if (isa<OpenACCComputeConstruct, OpenACCCombinedConstruct>(M.Owner)) {
      ObjectUses U(M.Path, M.Owner, M.Address, T->isArrayType());
      U.TraverseStmt(M.Owner);
      if (!U.Allowed)
        continue;
      // Rule 6: the object not mapped by the construct too.
      if (M.Address) {
        std::vector<MemberPath> Covered;
        for (const FoundPointer &O : F.Found)
          if (O.Owner == M.Owner && O.Path.Base == M.Path.Base)
            Covered.push_back(O.Path);
        if (U.namesWhole() || inOtherItems(M.Owner, M.Owner, M.Path) ||
            ((!M.Path.BaseArrow || !M.Path.Base) &&
             !chainsCovered(M.Owner, M.Path.Base, Covered)))
          continue;
      }
    }
    if (M.Address) { // rule 6
      T = T->isArrayType() ? Ctx.getArrayDecayedType(T) : Ctx.getPointerType(T);
      Out.push_back(detail::standIn(Ctx, Diags, M.Owner, M.Context, M.Path,
                                    M.Member, T, "__accc_member_", Counter,
                                    /*Address=*/true));
      continue;
    }
    Out.push_back(detail::standIn(Ctx, Diags, M.Owner, M.Context, M.Path,
                                  M.Member, T.getUnqualifiedType(),
                                  "__accc_member_", Counter));
    Out.back().PointerTarget = true;
  }
}

} // namespace accc::analysis
