//===- ReadOnlyMemberLocals.cpp - Scalar members a region only reads ------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Rule 8 of MemberReductions.cpp (its header comment states it): on the
// GPU, a scalar member of a local struct variable that a compute construct
// only reads, and that no data clause names, gets a local copy of its
// value (`int L = v.n;`), which the construct takes as it takes any scalar
// (firstprivate). Without it the struct variable, referenced through the
// member, is implicitly `copy` (OpenACC 3.3 sec. 2.6.2) and mapped whole:
// two copies and a wait at every launch (a launch that cannot run ahead of
// the host), and a fault where members of it are present apart (`enter data
// copyin(s.u)`, then `present(s.u)` with `s.n` read: "explicit extension
// not allowed"). The value is the device copy's wherever one could exist:
// none can where the function never names the variable (or the member, or
// a struct member holding it) in a clause and never takes their address,
// so that the only device copies are compute constructs' implicit copies,
// which end with a copy back.
//
// Tests: test/Translate/read-only-member-locals.c,
// test/Execution/read-only-member-locals.c.
//
//===----------------------------------------------------------------------===//

#include "MemberLocals.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/OpenACCClause.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace accc::analysis {

namespace {

/// Whether \p A's fields are a prefix of \p B's (equal included).
bool prefixOf(const MemberPath &A, const MemberPath &B) {
  return A.Base == B.Base && A.Subscripts.empty() &&
         A.Fields.size() <= B.Fields.size() &&
         std::equal(A.Fields.begin(), A.Fields.end(), B.Fields.begin());
}

/// The candidate: a chain of fields from a local struct variable, no
/// subscripts, no `->`, of an arithmetic or enumeration type.
std::optional<MemberPath> candidatePath(const MemberExpr *ME) {
  std::optional<MemberPath> P = getMemberPath(ME, /*WithSubscripts=*/false);
  if (!P || !P->Base || P->BaseArrow ||
      llvm::any_of(P->Arrow, [](bool A) { return A; }))
    return std::nullopt;
  const VarDecl *V = P->Base;
  if (!V->hasLocalStorage() || V->getType()->isReferenceType() ||
      V->getType().isVolatileQualified() || !V->getType()->isRecordType())
    return std::nullopt;
  QualType T = ME->getType();
  if (T.isVolatileQualified() || T->isReferenceType() ||
      !(T->isArithmeticType() || T->isEnumeralType()) || T->isAnyComplexType())
    return std::nullopt;
  if (const TagDecl *D = T->getAsTagDecl();
      D && !D->getIdentifier() && !D->getTypedefNameForAnonDecl())
    return std::nullopt;
  return P;
}

/// The uses of the candidates in one compute construct: each chain's
/// reads (under an lvalue-to-rvalue conversion), and whether it has other
/// uses (stores, `&`, references, a macro's spelling).
class RegionReads : public RecursiveASTVisitor<RegionReads> {
  using Base = RecursiveASTVisitor<RegionReads>;

public:
  explicit RegionReads(const ASTContext &Ctx) : Ctx(Ctx) {}

  struct Member {
    MemberPath Path;
    const MemberExpr *First = nullptr;
    bool OnlyRead = true;
  };
  std::vector<Member> Members;
  /// Variables used otherwise than through chains of their fields, or
  /// through a chain that ends before a member (`s.in` of `s.in.n`).
  llvm::DenseSet<const VarDecl *> OtherUses;

  bool TraverseStmt(Stmt *S, DataRecursionQueue * = nullptr) {
    if (auto *IC = dyn_cast_or_null<ImplicitCastExpr>(S);
        IC && IC->getCastKind() == CK_LValueToRValue)
      if (auto *ME = dyn_cast<MemberExpr>(IC->getSubExpr()->IgnoreParens()))
        if (std::optional<MemberPath> P = candidatePath(ME)) {
          note(*P, ME, /*Read=*/inFile(ME));
          return true;
        }
    if (auto *ME = dyn_cast_or_null<MemberExpr>(S)) {
      std::optional<MemberPath> P = getMemberPath(ME, true);
      if (P && P->Base) {
        if (candidatePath(ME))
          note(*P, ME, /*Read=*/false);
        else
          Chains.push_back(*P);
        return true; // the variable at the bottom is no use of its own
      }
    }
    if (auto *D = dyn_cast_or_null<DeclRefExpr>(S))
      if (const auto *V = dyn_cast<VarDecl>(D->getDecl()))
        OtherUses.insert(V);
    return Base::TraverseStmt(S);
  }
  bool TraverseLambdaExpr(LambdaExpr *LE) {
    for (const LambdaCapture &C : LE->captures())
      if (C.capturesVariable())
        if (const auto *V = dyn_cast<VarDecl>(C.getCapturedVar()))
          OtherUses.insert(V);
    return Base::TraverseLambdaExpr(LE);
  }
  /// A variable the construct declares has no value before it.
  bool VisitVarDecl(VarDecl *V) {
    OtherUses.insert(V);
    return true;
  }

  /// Whether \p M, one of Members, is read only and no other chain in the
  /// construct holds it or parts of it apart (`s.in` passed whole).
  bool onlyRead(const Member &M) const {
    if (!M.OnlyRead || OtherUses.count(M.Path.Base))
      return false;
    return llvm::none_of(
        Chains, [&](const MemberPath &C) { return prefixOf(C, M.Path); });
  }

private:
  const ASTContext &Ctx;
  std::vector<MemberPath> Chains;

  /// A use the printed source can spell as the local.
  bool inFile(const MemberExpr *ME) const {
    if (ME->getBeginLoc().isMacroID())
      return false;
    return Lexer::makeFileCharRange(
               CharSourceRange::getTokenRange(ME->getSourceRange()),
               Ctx.getSourceManager(), Ctx.getLangOpts())
        .isValid();
  }

  void note(const MemberPath &P, const MemberExpr *ME, bool Read) {
    auto It =
        llvm::find_if(Members, [&](const Member &M) { return M.Path == P; });
    if (It == Members.end()) {
      Members.push_back({P, ME, Read});
      return;
    }
    It->OnlyRead &= Read;
  }
};

/// The variables whose device copies a function could make or change
/// otherwise than by compute constructs' implicit copies: named in a
/// clause of a directive (as themselves or a chain of their fields, but a
/// pointer member's target: `s.x[0:n]`), or a chain of theirs whose
/// address is taken or that a reference binds (rather than read).
class FunctionUses : public RecursiveASTVisitor<FunctionUses> {
public:
  /// Clause items naming the variable or a chain of its fields (the paths;
  /// an empty one: the variable whole).
  std::vector<MemberPath> Named;
  llvm::DenseSet<const VarDecl *> NamedWhole;
  /// Chains (or variables, as empty paths) used otherwise than read,
  /// assigned or accessed further.
  std::vector<MemberPath> Escaped;

  bool VisitOpenACCConstructStmt(OpenACCConstructStmt *S) {
    clauses(S->clauses());
    return true;
  }
  bool VisitOpenACCDeclareDecl(OpenACCDeclareDecl *D) {
    clauses(D->clauses());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->getOpcode() == UO_AddrOf)
      escaped(UO->getSubExpr());
    return true;
  }
  bool VisitCallExpr(CallExpr *CE) {
    // Arguments bound to reference parameters (and `this` of a member
    // call on the object).
    const FunctionDecl *F = CE->getDirectCallee();
    for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
      const ParmVarDecl *P =
          F && I < F->getNumParams() ? F->getParamDecl(I) : nullptr;
      if (!P || P->getType()->isReferenceType())
        if (CE->getArg(I)->isGLValue())
          escaped(CE->getArg(I));
    }
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(CE))
      escaped(MC->getImplicitObjectArgument());
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    if (V->getType()->isReferenceType() && V->getInit())
      escaped(V->getInit());
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *CE) {
    for (const Expr *A : CE->arguments())
      if (A->isGLValue())
        escaped(A);
    return true;
  }
  bool VisitLambdaExpr(LambdaExpr *LE) {
    for (const LambdaCapture &C : LE->captures())
      if (C.capturesVariable() && C.getCaptureKind() == LCK_ByRef)
        if (const auto *V = dyn_cast<VarDecl>(C.getCapturedVar()))
          Escaped.push_back(MemberPath{V, false, {}, {}, {}});
    return true;
  }

private:
  void clauses(llvm::ArrayRef<const OpenACCClause *> Clauses) {
    for (const OpenACCClause *C : Clauses) {
      const auto *L = dyn_cast<OpenACCClauseWithVarList>(C);
      if (!L)
        continue;
      for (const Expr *Item : L->getVarList()) {
        const Expr *Object = nullptr;
        subarrayDims(Item, &Object);
        Object = Object ? Object->IgnoreParenImpCasts() : nullptr;
        if (const auto *D = dyn_cast_or_null<DeclRefExpr>(Object)) {
          if (const auto *V = dyn_cast<VarDecl>(D->getDecl()))
            NamedWhole.insert(V);
        } else if (std::optional<MemberPath> P =
                       Object ? getMemberPath(Object, true) : std::nullopt) {
          // A pointer member's target: the pointer's storage is attached,
          // no scalar beside it.
          if (Object != Item->IgnoreParenImpCasts() &&
              Object->getType()->isPointerType())
            continue;
          Named.push_back(*P);
        }
      }
    }
  }
  void escaped(const Expr *E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
      if (const auto *V = dyn_cast<VarDecl>(D->getDecl()))
        Escaped.push_back(MemberPath{V, false, {}, {}, {}});
    } else if (std::optional<MemberPath> P = getMemberPath(E, true)) {
      Escaped.push_back(*P);
    }
  }
};

/// Whether \p A and \p B overlap: one holds the other.
bool overlap(const MemberPath &A, const MemberPath &B) {
  auto Holds = [](const MemberPath &Outer, const MemberPath &Inner) {
    return Outer.Base == Inner.Base &&
           Outer.Fields.size() <= Inner.Fields.size() &&
           std::equal(Outer.Fields.begin(), Outer.Fields.end(),
                      Inner.Fields.begin());
  };
  return Holds(A, B) || Holds(B, A);
}

/// Whether construct \p S's clauses name a default (none or present),
/// under which the variable keeps its diagnostics or its present test.
bool hasDefault(const OpenACCConstructStmt *S) {
  return llvm::any_of(S->clauses(), [](const OpenACCClause *C) {
    return isa<OpenACCDefaultClause>(C);
  });
}

class Finder : public detail::FunctionContexts<Finder> {
public:
  struct Found {
    OpenACCConstructStmt *Owner;
    DeclContext *Context;
    MemberPath Path;
    const MemberExpr *Member;
  };
  std::vector<Found> Members;

  explicit Finder(const ASTContext &Ctx) : Ctx(Ctx) {}

  bool VisitOpenACCComputeConstruct(OpenACCComputeConstruct *S) {
    collect(S);
    return true;
  }
  bool VisitOpenACCCombinedConstruct(OpenACCCombinedConstruct *S) {
    collect(S);
    return true;
  }

private:
  const ASTContext &Ctx;
  llvm::DenseMap<const DeclContext *, std::unique_ptr<FunctionUses>> Uses;

  const FunctionUses &usesOf(DeclContext *DC) {
    std::unique_ptr<FunctionUses> &U = Uses[DC];
    if (!U) {
      U = std::make_unique<FunctionUses>();
      if (const auto *F = dyn_cast<FunctionDecl>(DC))
        U->TraverseStmt(F->getBody());
    }
    return *U;
  }

  void collect(OpenACCConstructStmt *S) {
    if (Contexts.empty() || hasDefault(S))
      return;
    // A lambda's body is its call operator's: the enclosing function's
    // variables are captures there, not locals.
    auto *F = dyn_cast<FunctionDecl>(Contexts.back());
    const auto *Method = dyn_cast_or_null<CXXMethodDecl>(F);
    if (!F || F->isTemplated() || F->isTemplateInstantiation() ||
        (Method && Method->getParent()->isLambda()))
      return;
    RegionReads R(Ctx);
    R.TraverseStmt(S);
    const FunctionUses &U = usesOf(F);
    for (const RegionReads::Member &M : R.Members) {
      if (!R.onlyRead(M) || M.Path.Base->getDeclContext() != F ||
          U.NamedWhole.count(M.Path.Base))
        continue;
      auto Overlaps = [&](const MemberPath &P) {
        return P.Base == M.Path.Base &&
               (P.Fields.empty() || overlap(P, M.Path));
      };
      if (llvm::any_of(U.Named, Overlaps) || llvm::any_of(U.Escaped, Overlaps))
        continue;
      Members.push_back({S, Contexts.back(), M.Path, M.First});
    }
  }
};

} // namespace

void detail::readOnlyMembersAsLocals(ASTContext &Ctx, Diagnoser &Diags,
                                     unsigned &Counter,
                                     std::vector<MemberStandIn> &Out) {
  Finder F(Ctx);
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  detail::OwnedMembers Done;
  for (const Finder::Found &M : F.Members) {
    if (!Done.first(M.Owner, M.Path))
      continue;
    QualType T = M.Member->getType().getUnqualifiedType();
    Out.push_back(detail::standIn(Ctx, Diags, M.Owner, M.Context, M.Path,
                                  M.Member, T, "__accc_member_", Counter));
    Out.back().ReadOnly = true;
  }
}

} // namespace accc::analysis
