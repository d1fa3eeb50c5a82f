//===- PointerMemberLocals.cpp - Pointer members read through locals -----===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Rule 4 of MemberReductions.cpp (whose header comment states it): on the
// GPU, a pointer member whose subarray or element a compute construct's
// data clause names gets a local that stands for it, where the construct
// reaches the member's object only through its fields.
//
// Tests: test/Translate/pointer-member-locals.c,
// test/Execution/pointer-member-locals.c, test/Translate/data-members.cpp,
// test/Translate/present-lookup.c.
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

namespace {

/// The clauses whose items rule 4 reads: copy, copyin, copyout, create,
/// no_create, present.
bool isDataClause(const OpenACCClause *C) {
  return isa<OpenACCCopyClause, OpenACCCopyInClause, OpenACCCopyOutClause,
             OpenACCCreateClause, OpenACCNoCreateClause, OpenACCPresentClause>(
      C);
}

/// Rule 4: a pointer member's subarray or element in a data clause of a
/// compute construct, before any rewrite.
struct FoundPointer {
  OpenACCConstructStmt *Owner;
  DeclContext *Context;
  MemberPath Path;
  const Expr *Member;
};

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

private:
  void collect(OpenACCConstructStmt *S) {
    if (Contexts.empty() || inTemplate(Contexts.back()))
      return;
    for (const OpenACCClause *C : S->clauses()) {
      if (!isDataClause(C))
        continue;
      for (const Expr *Item : cast<OpenACCClauseWithVarList>(C)->getVarList()) {
        const Expr *Object = nullptr;
        size_t Dims = subarrayDims(Item, &Object).size();
        if (isPointerChainSubarray(Item) || !Dims || !Object)
          continue;
        Object = Object->IgnoreParenImpCasts();
        QualType T = Object->getType();
        if (!T->isPointerType() || T.isVolatileQualified() ||
            !T->getPointeeType()->isObjectType() ||
            T->getPointeeType()->isIncompleteType())
          continue;
        // The dimensions after the first subscript arrays of the target
        // (`s->m[0:2][0:4]` of `double (*m)[4]`), not pointers in it
        // (`s->rows[1][0:4]` of `float **rows`, whose row pointer is in
        // host memory).
        QualType Elem = T->getPointeeType();
        bool Arrays = true;
        for (size_t D = 1; D < Dims && Arrays; ++D) {
          const ArrayType *A = Elem->getAsArrayTypeUnsafe();
          Arrays = A;
          if (A)
            Elem = A->getElementType();
        }
        if (!Arrays)
          continue;
        if (std::optional<MemberPath> P = getMemberPath(Object))
          Found.push_back({S, Contexts.back(), *P, Object});
      }
    }
  }
};

/// Whether \p A's fields are a proper prefix of \p B's.
bool properPrefix(const MemberPath &A, const MemberPath &B) {
  return A.Fields.size() < B.Fields.size() &&
         std::equal(A.Fields.begin(), A.Fields.end(), B.Fields.begin());
}

/// Rule 4's conditions on a construct for member \p Path (its clauses and
/// region traversed).
class ObjectUses : public RecursiveASTVisitor<ObjectUses> {
  using Base = RecursiveASTVisitor<ObjectUses>;

public:
  /// \p Owner's data clause items that name the object whole (`s`,
  /// `p[0:1]`, `this[0:1]`) are no use of it: its device copy is mapped,
  /// and the region still reads the member through the local.
  ObjectUses(const MemberPath &Path, const OpenACCConstructStmt *Owner)
      : Path(Path) {
    for (const OpenACCClause *C : Owner->clauses()) {
      if (!isDataClause(C))
        continue;
      for (const Expr *Item : cast<OpenACCClauseWithVarList>(C)->getVarList()) {
        const Expr *E = Item->IgnoreParenImpCasts();
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
    InChain = true;
    bool R = Base::TraverseStmt(S);
    InChain = false;
    return R;
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
  bool InChain = false;
  llvm::SmallPtrSet<const Expr *, 2> Whole;

  /// A store to M, to a chain that holds it, or to the variable.
  void written(const Expr *E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      std::optional<MemberPath> P = getMemberPath(ME, /*WithSubscripts=*/true);
      if (P && P->Base == Path.Base &&
          (*P == Path || (properPrefix(*P, Path) && P->Subscripts.empty())))
        Allowed = false;
    } else if (const auto *D = dyn_cast<DeclRefExpr>(E);
               D && Path.Base && D->getDecl() == Path.Base) {
      Allowed = false;
    }
  }
};

} // namespace

/// After the reductions' locals (whose renamed members are variables by
/// then).
void detail::pointerMembersAsLocals(ASTContext &Ctx, Diagnoser &Diags,
                                    unsigned &Counter,
                                    std::vector<MemberStandIn> &Out) {
  PointerFinder F;
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  std::vector<std::pair<const OpenACCConstructStmt *, MemberPath>> Done;
  for (const FoundPointer &M : F.Found) {
    if (llvm::any_of(Done, [&](const auto &D) {
          return D.first == M.Owner && D.second == M.Path;
        }))
      continue;
    Done.push_back({M.Owner, M.Path});
    ObjectUses U(M.Path, M.Owner);
    U.TraverseStmt(M.Owner);
    if (!U.Allowed)
      continue;
    QualType T = M.Member->getType().getNonReferenceType().getUnqualifiedType();
    Out.push_back(detail::standIn(Ctx, Diags, M.Owner, M.Context, M.Path,
                                  M.Member, T, "__accc_member_", Counter));
    Out.back().PointerTarget = true;
  }
}

} // namespace accc::analysis
