//===- MemberReductions.cpp - Members in reductions, as local variables ---===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3's var-list holds members of composite variables (Glossary,
// "Var"), in reduction clauses too (sec. 2.5.15, 2.9.11):
// `reduction(+:st.sum)`, `reduction(max:p->err)`, `reduction(+:h.bins[0:n])`.
// clang 22's Sema rejects them ("OpenACC variable is not a valid variable
// name, ..."); the driver parses again with such clauses read as `private`
// and makes them reductions again (Driver/ReductionItems.cpp), and OpenMP
// reduces variables only (a member only of `this`, in member functions).
// So each reduced member gets a local variable that stands for it around
// the construct that owns it, and the AST names the local instead of the
// member from here on: the analysis and the translation treat it as a
// variable of the user's (data attributes, the implicit copy and the
// compute construct's reduction for a gang loop's, declared reductions of
// structs, subarray reductions). Not in the seed.
//
// Rules, for a member M (a chain of `.`/`->` accesses of fields from a
// variable or `this`, with subscripts by integer constants or integer
// variables between them: `s[1].sum`, `p->part[k].sum`; of a subarray or
// element item, the member it subscripts) in a reduction clause of
// construct C:
//  1. The owner O is the outermost construct around C, C itself included,
//     among the compute (or combined) construct and the loops from it to C
//     (or, for an orphaned loop, the loops from the outermost orphaned one),
//     whose region does not declare M's variable: where the local can be
//     declared and M can be read.
//  2. One local L per member and owner, of M's type, named
//     `__accc_reduction_<path><n>`, implicit, declared (for the AST) just
//     before O. Every use of M spelled as the same chain of fields from the
//     same variable (`ps->x`, `(*ps).x`; `this->x`, `x`) in the clauses of
//     O and of the constructs inside it, and in O's region, becomes a
//     reference to L: clause items (`s.v[0:n]` -> `L[0:n]`), conditions,
//     and the body. The original expressions are kept for the printer,
//     which spells each use as L (Transform/MemberStandIns.cpp).
//  3. A use that a macro expansion spells cannot be renamed in the printed
//     source: an error. So is a reduction item that is neither a
//     variable's nor a member's (a member of an element subscripted
//     otherwise, `a[i + 1].x`; a member in a template whose type depends
//     on a parameter), and an assignment in O to a variable that
//     subscripts M (the local stands for the element M names when O
//     starts).
// Other accesses of the object (the whole object, a pointer to it, a
// member spelled through another pointer) are not renamed: inside the
// region they read the member as it was before the construct, as the
// specification leaves the original variable's value undefined until the
// reduction is done.
//  4. For the GPU, a pointer member M (a chain of fields from a variable or
//     `this`, no subscripts; M of a pointer to a complete object type, not
//     volatile) whose subarray or element (its dimensions after the first
//     subscript arrays of the target, not pointers in it) is an item of a
//     copy, copyin, copyout, create, no_create or present clause of a
//     compute (or combined) construct C outside templates, gets a
//     local L of M's type in the same way (rules 2, 3: `present(s->a[0:n])`
//     -> `present(L[0:n])`, `s->a[i]` -> `L[i]`), set from M before C and
//     never stored back (Transform/MemberStandIns.cpp), where C reaches
//     M's object only through fields: in C's clauses and region no use of
//     the variable (or `this`) but as the object of a chain of fields, no
//     chain that ends before M (`s->inner` of M `s->inner.a`, which copies
//     M with it), no store to M or its address taken, no store to the
//     variable, no use of M spelled by a macro, and M in no reduction. C's
//     own data clause items that name the object whole (`s`, `p[0:1]`,
//     `this[0:1]`) may map it: the region still reads M through L.
//     Then the region reads its pointer from L, OpenMP maps L's target
//     as a variable's and passes L the target's device address (or
//     libacc's present lookup finds it: Transform/PresentLookups.cpp),
//     and nothing needs M's device copy: no attach (sec. 2.7.2's attach
//     action only gives the region the device address, which L has), no
//     map of M's object that clang would group with its members mapped
//     apart (`enter data copyin(s.a, s.b, s.c[0:n])` then `present(s.a,
//     s.b, s.c[0:n])`: the struct range a..c at the construct, only a..b
//     present, GCC's struct-copyout-2), and none of the member maps and
//     attachments that cost 10-13 us per launch on the H200
//     (docs/performance.md).
//  6. For the GPU, a member M (a chain of fields from a variable or `this`,
//     no subscripts; not a bit-field, reference or volatile; of a complete
//     type, an array of constant size) named whole (a pointer member too,
//     the pointer's own storage, unless the construct also names a part of
//     its target), or as a subarray or element of an array member (its
//     dimensions after the first arrays), by a copy, copyin, copyout, create,
//     no_create or present clause of a compute (or combined) construct C
//     outside templates, gets a local L that points to it (`T *L = &M`; an
//     array's `E *L = M`, its first element), where C reaches M's object
//     only through fields as in rule 4, stores to M aside (they go through
//     L), M or a part of it is an item of no other clause in C (`private`,
//     `reduction`, `cache`), no part of it (`s.in.a` of M `s.in`) an item
//     of C's data clauses, and each use of an array member decays to its
//     pointer (no `sizeof`, no `&`). Clause items become `L[0:1]` (an
//     array's `L[0:n]`; `s.u[0:k]` -> `L[0:k]`), the region's uses `(*L)`
//     (an array's `L`). So each member is a map of its own, found where it
//     is present: members entered apart (`enter data copyin(s.a)`, then
//     `copyin(s.b)`) and used together (`present(s.a, s.b)`, which clang
//     maps as the one range a..b: "explicit extension not allowed").
//  7. For the GPU, an `enter data` or `exit data` directive outside
//     templates that names two or more members of one object (and not the
//     object whole) gets rule 6's local for each of those members that rule
//     6 takes: each is mapped apart, with reference counts of its own
//     (sec. 2.6.7; GCC's struct-1: `enter data copyin(s.a, s.b)`, then
//     `exit data copyout(s.a)` leaves `b` present). Not on `data`
//     constructs: the compute constructs in their regions are given their
//     members present implicitly (DataAttributes.cpp rule 3i), which clang
//     maps as one range again and finds only as the data construct's one
//     range.
//  8. For the GPU, a member M of an arithmetic or enumeration type, a
//     chain of fields through `.` from a local struct variable V (no
//     subscripts; V not a reference, not volatile), that a compute (or
//     combined) construct C outside templates and lambdas, without a
//     `default` clause, only reads (each use converted to its value,
//     spelled in the file), where C uses V only through chains of fields
//     that do not hold M (no `s.in` beside `s.in.n`), gets a local L of
//     M's type set from M before C and never stored back, as rule 4's
//     (`int L = v.n;`); C takes L as any scalar it reads (firstprivate).
//     Only where no device copy of M but compute constructs' implicit
//     copies (which end with a copy back) can exist: the function names
//     neither V nor a chain that holds M or that M holds in a clause of a
//     directive (a pointer member's target aside), and takes the address
//     of none of them nor binds a reference to them (C++ copies of V
//     included: constructors bind). Then V, when every chain it is used
//     through has a local (rules 4, 6), is not mapped at all: no implicit
//     copy of the object (two copies and a wait per launch), no overlap
//     with members present apart (ReadOnlyMemberLocals.cpp).
//
// Tests: test/Translate/member-reduction.c,
// test/Execution/member-reduction.c, member-reduction.cpp,
// member-reduction-element.c, test/Diagnostics/member-reduction.cpp,
// reduction-not-a-variable.c.
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/MemberReductions.h"
#include "MemberLocals.h"
#include "accc/Analysis/CompositeReductions.h"
#include "accc/Analysis/ListItemUtils.h"
#include "accc/Analysis/VarRefUtils.h"
#include "accc/Basic/KindUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/OpenACCClause.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace accc::analysis {

namespace {

constexpr llvm::StringLiteral Prefix = "__accc_reduction_";

/// The member each local of the translation unit being translated stands
/// for (standInMember; cleared by each membersAsLocals).
llvm::DenseMap<const VarDecl *, const Expr *> &registry() {
  static llvm::DenseMap<const VarDecl *, const Expr *> Members;
  return Members;
}

/// A reduced member found in a clause, before any rewrite.
struct Found {
  OpenACCConstructStmt *Owner;
  DeclContext *Context;
  MemberPath Path;
  const Expr *Member;
  bool Whole; ///< the item is the member (not a subarray or element of it)
  OpenACCReductionOperator Op;
};

/// Whether \p D is declared inside construct \p S's region (a construct's
/// own range is its directive's).
bool declaredIn(const VarDecl *D, const OpenACCConstructStmt *S,
                const SourceManager &SM) {
  const Stmt *Region = nullptr;
  for (const Stmt *C : static_cast<const Stmt *>(S)->children())
    Region = C ? C : Region;
  if (!D || !Region)
    return false;
  SourceLocation L = SM.getExpansionLoc(D->getLocation());
  SourceRange R(S->getBeginLoc(), Region->getEndLoc());
  return !SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(R.getBegin())) &&
         !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(R.getEnd()), L);
}

class Finder : public detail::FunctionContexts<Finder> {
  using Base = detail::FunctionContexts<Finder>;

public:
  Finder(ASTContext &Ctx, Diagnoser &Diags) : Ctx(Ctx), Diags(Diags) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }

  std::vector<Found> Members;

#define ACCC_CONSTRUCT(Class)                                                  \
  bool Traverse##Class(Class *S) {                                             \
    Stack.push_back(S);                                                        \
    collect(S);                                                                \
    bool R = Base::Traverse##Class(S);                                         \
    Stack.pop_back();                                                          \
    return R;                                                                  \
  }
  ACCC_CONSTRUCT(OpenACCComputeConstruct)
  ACCC_CONSTRUCT(OpenACCCombinedConstruct)
  ACCC_CONSTRUCT(OpenACCLoopConstruct)
#undef ACCC_CONSTRUCT

private:
  ASTContext &Ctx;
  Diagnoser &Diags;
  /// The compute construct (or outermost orphaned loop) and the loops from
  /// it to the construct being visited.
  std::vector<OpenACCConstructStmt *> Stack;

  void collect(OpenACCConstructStmt *S) {
    // The candidates of rule 1: from the compute construct, or from the
    // outermost orphaned loop.
    size_t First = 0;
    for (size_t I = 0; I < Stack.size(); ++I)
      if (isa<OpenACCComputeConstruct, OpenACCCombinedConstruct>(Stack[I]))
        First = I;
    for (const OpenACCClause *C : S->clauses()) {
      const auto *RC = dyn_cast<OpenACCReductionClause>(C);
      if (!RC)
        continue;
      for (const Expr *Item : RC->getVarList()) {
        if (getListItemVar(Item))
          continue;
        const Expr *Object = nullptr;
        bool Whole = subarrayDims(Item, &Object).empty();
        std::optional<MemberPath> P =
            Object ? getMemberPath(Object, /*WithSubscripts=*/true)
                   : std::nullopt;
        if (!P || Contexts.empty()) {
          Diags.report(Item->getBeginLoc(), DiagID::err_acc_reduction_item_form)
              << Item->getSourceRange();
          continue;
        }
        // Rule 1.
        OpenACCConstructStmt *Owner = S;
        for (size_t I = First; I < Stack.size(); ++I)
          if (!declaredIn(P->Base, Stack[I], Ctx.getSourceManager())) {
            Owner = Stack[I];
            break;
          }
        Members.push_back({Owner, Contexts.back(), *P,
                           Object->IgnoreParenImpCasts(), Whole,
                           RC->getReductionOp()});
      }
    }
  }
};

/// Rule 2: the member's uses in one owner, replaced; with \p Address (rule
/// 6), \p Local points to the member (to its first element, an array's),
/// and a use is `(*L)` (an array's decayed use `L`, a data clause's item
/// naming the member whole `L[0:1]` or `L[0:n]`).
class Renamer {
public:
  Renamer(ASTContext &Ctx, Diagnoser &Diags, const MemberPath &Path,
          VarDecl *Local, std::vector<const Expr *> &Uses, bool Address)
      : Ctx(Ctx), Diags(Diags), Path(Path), Local(Local), Uses(Uses),
        Address(Address) {}

  void inConstruct(OpenACCConstructStmt *S) {
    // A use in a clause is printed from the AST (the translation writes
    // the clauses), one in the region renamed in the printed source.
    bool Outer = InClause;
    InClause = true;
    for (const OpenACCClause *C : S->clauses()) {
      bool Items = detail::isDataClause(C);
      for (Stmt *&Child : const_cast<OpenACCClause *>(C)->children()) {
        TopItem = Items;
        in(Child);
      }
    }
    TopItem = false;
    InClause = Outer;
    // Stmt's children (the associated statement), not the construct base's.
    for (Stmt *&Child : static_cast<Stmt *>(S)->children())
      in(Child);
  }

private:
  ASTContext &Ctx;
  Diagnoser &Diags;
  const MemberPath &Path;
  VarDecl *Local;
  std::vector<const Expr *> &Uses;
  bool Address;
  bool InClause = false;
  bool TopItem = false; ///< the slot is a data clause's item

  MemberExpr *matching(Expr *E) {
    auto *ME = dyn_cast<MemberExpr>(E);
    std::optional<MemberPath> P =
        ME ? getMemberPath(ME, /*WithSubscripts=*/true) : std::nullopt;
    return P && *P == Path ? ME : nullptr;
  }

  void in(Stmt *&Slot) {
    if (!Slot)
      return;
    bool Top = TopItem;
    TopItem = false;
    // Rule 6: an array member's decayed use is the pointer L.
    if (auto *IC = dyn_cast<ImplicitCastExpr>(Slot);
        Address && IC && IC->getCastKind() == CK_ArrayToPointerDecay)
      if (MemberExpr *ME = matching(IC->getSubExpr()->IgnoreParens())) {
        if (rename(ME))
          Slot = ImplicitCastExpr::Create(Ctx, Local->getType(),
                                          CK_LValueToRValue, ref(ME), nullptr,
                                          VK_PRValue, FPOptionsOverride());
        return;
      }
    if (auto *ME = dyn_cast<MemberExpr>(Slot); ME && matching(ME)) {
      if (rename(ME))
        Slot = replacement(ME, Top);
      return;
    }
    if (auto *C = dyn_cast<OpenACCConstructStmt>(Slot)) {
      inConstruct(C);
      return;
    }
    for (Stmt *&Child : Slot->children())
      in(Child);
  }

  DeclRefExpr *ref(const MemberExpr *ME) {
    return DeclRefExpr::Create(Ctx, NestedNameSpecifierLoc(), SourceLocation(),
                               Local, /*RefersToEnclosingVariableOrCapture=*/
                               false, ME->getBeginLoc(), Local->getType(),
                               VK_LValue);
  }

  /// What stands for \p ME: L (rule 2), or by rule 6 `L[0:1]` / `L[0:n]`
  /// for a data clause's item, `(*L)` for any other use.
  Expr *replacement(MemberExpr *ME, bool Top) {
    if (!Address)
      return ref(ME);
    Expr *Pointer = ImplicitCastExpr::Create(
        Ctx, Local->getType(), CK_LValueToRValue, ref(ME), nullptr, VK_PRValue,
        FPOptionsOverride());
    QualType T = ME->getType();
    if (!Top)
      return UnaryOperator::Create(Ctx, Pointer, UO_Deref, T, VK_LValue,
                                   OK_Ordinary, ME->getBeginLoc(), false,
                                   FPOptionsOverride());
    uint64_t Length = 1;
    if (const auto *A = Ctx.getAsConstantArrayType(T))
      Length = A->getZExtSize();
    // `int` where the length fits, as a user writes it.
    QualType LT = Length <= INT32_MAX ? Ctx.IntTy : Ctx.LongLongTy;
    auto Literal = [&](uint64_t V) {
      // No location: the bounds are printed from the AST.
      return IntegerLiteral::Create(Ctx, llvm::APInt(Ctx.getIntWidth(LT), V),
                                    LT, SourceLocation());
    };
    return new (Ctx) ArraySectionExpr(
        Pointer, Literal(0), Literal(Length), Ctx.ArraySectionTy, VK_LValue,
        OK_Ordinary, SourceLocation(), ME->getEndLoc());
  }

  /// Records \p ME's use; false where the printed source cannot spell it
  /// (rule 3's error).
  bool rename(MemberExpr *ME) {
    // Rule 3: the printed source must be able to spell the use as L.
    const SourceManager &SM = Ctx.getSourceManager();
    CharSourceRange R = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(ME->getSourceRange()), SM,
        Ctx.getLangOpts());
    if (!InClause && (R.isInvalid() || ME->getBeginLoc().isMacroID())) {
      Diags.report(ME->getBeginLoc(), DiagID::err_acc_member_reduction_macro)
          << ME->getSourceRange();
      return false;
    }
    if (!InClause)
      Uses.push_back(ME);
    return true;
  }
};

/// A store to \p V in \p S (an assignment, an increment or decrement, its
/// address taken).
const Expr *writeOf(const VarDecl *V, const Stmt *S) {
  if (!S)
    return nullptr;
  auto Names = [&](const Expr *E) {
    const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return DRE && DRE->getDecl() == V;
  };
  if (const auto *BO = dyn_cast<BinaryOperator>(S);
      BO && BO->isAssignmentOp() && Names(BO->getLHS()))
    return BO;
  if (const auto *UO = dyn_cast<UnaryOperator>(S);
      UO && (UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf) &&
      Names(UO->getSubExpr()))
    return UO;
  for (const Stmt *C : S->children())
    if (const Expr *W = writeOf(V, C))
      return W;
  return nullptr;
}

} // namespace

/// Rule 2: the local of type \p T named \p Prefix, the member's path and
/// a count, declared (for the AST) just before \p Owner, and every use of
/// \p Path in \p Owner's clauses and region renamed to it.
MemberStandIn detail::standIn(ASTContext &Ctx, Diagnoser &Diags,
                              OpenACCConstructStmt *Owner, DeclContext *Context,
                              const MemberPath &Path, const Expr *Member,
                              QualType T, llvm::StringRef Prefix,
                              unsigned &Counter, bool Address) {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation At = Owner->getBeginLoc();
  if (At.isFileID() && SM.getFileOffset(At) > 0)
    At = At.getLocWithOffset(-1);
  std::string Name =
      (Prefix + flatMemberName(Path) + std::to_string(Counter++)).str();
  VarDecl *Local =
      VarDecl::Create(Ctx, Context, At, At, &Ctx.Idents.get(Name), T,
                      Ctx.getTrivialTypeSourceInfo(T, At), SC_None);
  Local->setImplicit();
  registry()[Local] = Member;
  MemberStandIn S;
  S.Owner = Owner;
  S.Local = Local;
  S.Member = Member;
  S.Address = Address;
  Renamer(Ctx, Diags, Path, Local, S.Uses, Address).inConstruct(Owner);
  return S;
}

std::vector<MemberStandIn> membersAsLocals(ASTContext &Ctx, Diagnoser &Diags,
                                           bool PointerMembers) {
  registry().clear();
  Finder F(Ctx, Diags);
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  std::vector<MemberStandIn> Out;
  detail::OwnedMembers Done;
  unsigned Counter = 0;
  for (const Found &M : F.Members) {
    if (!Done.first(M.Owner, M.Path))
      continue;
    QualType T = M.Member->getType().getNonReferenceType();
    // The checks clang's Sema makes of a variable's type, here for the
    // member's (its text in the messages): a reduction item is of an
    // arithmetic, complex, struct or array type whose scalars the operator
    // applies to, and not const.
    if (M.Whole && (T->isPointerType() || T->isMemberPointerType())) {
      Diags.report(M.Member->getBeginLoc(),
                   DiagID::err_acc_member_reduction_type)
          << sourceText(M.Member->getSourceRange(), Ctx) << T
          << M.Member->getSourceRange();
      continue;
    }
    // A scalar's operator (a composite's are checked with its layout,
    // CompositeReductions.cpp); of a subarray or element, the scalar it
    // subscripts.
    QualType Scalar = T;
    while (!M.Whole && Scalar->isPointerType())
      Scalar = Scalar->getPointeeType();
    Scalar = Ctx.getBaseElementType(Scalar);
    if (Scalar->isArithmeticType() &&
        !reductionOperatorApplies(M.Op, Scalar)) {
      Diags.report(M.Member->getBeginLoc(),
                   DiagID::err_acc_reduction_operator_type)
          << spell(M.Op) << sourceText(M.Member->getSourceRange(), Ctx)
          << Scalar << M.Member->getSourceRange();
      continue;
    }
    if (Ctx.getBaseElementType(T).isConstQualified()) {
      Diags.report(M.Member->getBeginLoc(), DiagID::err_acc_const_var)
          << sourceText(M.Member->getSourceRange(), Ctx) << "reduction"
          << M.Member->getSourceRange();
      continue;
    }
    // A variable subscript names one element for the whole construct.
    if (llvm::any_of(M.Path.indexVars(), [&](const VarDecl *V) {
          const Expr *W = writeOf(V, M.Owner);
          if (W)
            Diags.report(W->getExprLoc(),
                         DiagID::err_acc_member_reduction_index_written)
                << V->getName() << sourceText(M.Member->getSourceRange(), Ctx)
                << W->getSourceRange();
          return W;
        }))
      continue;
    Out.push_back(detail::standIn(Ctx, Diags, M.Owner, M.Context, M.Path,
                                  M.Member, T.getUnqualifiedType(), Prefix,
                                  Counter));
  }
  if (PointerMembers) {
    detail::readOnlyMembersAsLocals(Ctx, Diags, Counter, Out);
    detail::pointerMembersAsLocals(Ctx, Diags, Counter, Out);
  }
  return Out;
}

const Expr *standInMember(const Expr *E) {
  const auto *DRE = E ? dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts())
                      : nullptr;
  const auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  return V ? registry().lookup(V) : nullptr;
}

std::string itemText(const Expr *E, const ASTContext &Ctx) {
  if (const Expr *M = standInMember(E))
    E = M;
  return sourceText(E->getSourceRange(), Ctx);
}

bool namesStandIn(const Expr *E) {
  if (!E)
    return false;
  if (isa<DeclRefExpr>(E))
    return standInMember(E);
  for (const Stmt *C : E->children())
    if (const auto *X = dyn_cast_or_null<Expr>(C); X && namesStandIn(X))
      return true;
  return false;
}

} // namespace accc::analysis
