//===- ReductionUpdates.cpp - The updates a reduction allows --------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Recognizes the statements that update a reduction's target with its
// operator (ReductionUpdates.h): Reductions.cpp rule 5 asks whether a
// loop's body only updates a reduced variable, AtomicReductions.cpp where
// the updates of a reduced array's elements are.
//
// Rules:
//  1. An update assigns the target: `v o= e` (and `v -= e` for +), `v = v o
//     e`, `v = e o v`, `v++`, `v--` (+ only); for max and min `v =
//     fmax(v, e)` (fmin, fmaxf, ..., std::max, std::min), `v = v > e ? v :
//     e` (the expansion of a `max` macro) and `if (e > v) v = e;`, each in
//     its orders. e does not mention v; in a conditional or guarded form it
//     has no side effects either (it is read twice).
//  2. Its value is not used: it is a statement of a block or of a loop or
//     `if`, or a `for` loop's init or increment.
//  3. For the elements of an array (UpdateTarget::elements), every mention
//     of the target in one update is the same element (`v[i] = v[i] + e`),
//     written with the same expressions, and the subscripts do not mention
//     v; any other use of v (`v[3]` read, `f(v)`, `*(v + i)`) is not an
//     update.
//
// Tests: test/Execution/reduction-implied-inner-loops.c,
// test/Diagnostics/reduction-race.c (rule 5's),
// test/Translate/reduction-atomic-arrays.c (the atomic arrays').
//
//===----------------------------------------------------------------------===//

#include "ReductionUpdates.h"
#include "accc/Analysis/ListItemUtils.h"
#include "accc/Analysis/VarRefUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtOpenACC.h"

using namespace clang;

namespace accc::analysis {

bool UpdateTarget::is(const Expr *E) const {
  if (!E)
    return false;
  if (!Elements)
    return referencedVar(E) == V;
  const auto *S = dyn_cast<ArraySubscriptExpr>(E->IgnoreParenImpCasts());
  if (!S || !(S->getType()->isScalarType() || S->getType()->isDependentType()))
    return false;
  for (; S;
       S = dyn_cast<ArraySubscriptExpr>(S->getBase()->IgnoreParenImpCasts())) {
    if (mentionsVar(S->getIdx(), V))
      return false;
    if (referencedVar(S->getBase()) == V)
      return true;
  }
  return false;
}

bool UpdateTarget::isSame(const Expr *E, const Expr *Lhs) const {
  return is(E) && (!Elements || sameListItem(E, Lhs, V->getASTContext()));
}

bool UpdateTarget::mentionedIn(const Stmt *S) const {
  return mentionsVar(S, V);
}

namespace {

using Op = OpenACCReductionOperator;

/// The binary operator of reduction operator \p O, and its compound
/// assignment (BO_Comma where there is none).
std::pair<BinaryOperatorKind, BinaryOperatorKind> opcodesOf(Op O) {
  switch (O) {
  case Op::Addition:
    return {BO_Add, BO_AddAssign};
  case Op::Multiplication:
    return {BO_Mul, BO_MulAssign};
  case Op::BitwiseAnd:
    return {BO_And, BO_AndAssign};
  case Op::BitwiseOr:
    return {BO_Or, BO_OrAssign};
  case Op::BitwiseXOr:
    return {BO_Xor, BO_XorAssign};
  case Op::And:
    return {BO_LAnd, BO_Comma};
  case Op::Or:
    return {BO_LOr, BO_Comma};
  default:
    return {BO_Comma, BO_Comma};
  }
}

/// The reduction operator of a call to a maximum or minimum function of
/// two arguments (C's fmax, fmaxf, fmaxl, fmin...; C++'s std::max,
/// std::min), Invalid for any other call.
Op minMaxOf(const CallExpr *Call) {
  llvm::StringRef Name;
  bool Std = false;
  if (const FunctionDecl *FD = Call->getDirectCallee();
      FD && FD->getIdentifier()) {
    Name = FD->getName();
    Std = FD->isInStdNamespace();
  } else if (const auto *U = dyn_cast<UnresolvedLookupExpr>(
                 Call->getCallee()->IgnoreParenImpCasts());
             U && U->getName().isIdentifier() && U->getNumDecls()) {
    // In a template, a call whose arguments depend on its parameters
    // (`std::max(h[i], e)` of a `T *h`): the functions it may call.
    Name = U->getName().getAsIdentifierInfo()->getName();
    Std = llvm::all_of(
        U->decls(), [](const NamedDecl *D) { return D->isInStdNamespace(); });
  } else {
    return Op::Invalid;
  }
  if (Name == "fmax" || Name == "fmaxf" || Name == "fmaxl" ||
      (Std && Name == "max"))
    return Op::Max;
  if (Name == "fmin" || Name == "fminf" || Name == "fminl" ||
      (Std && Name == "min"))
    return Op::Min;
  return Op::Invalid;
}

/// The reduction operator (Max or Min) of the comparison \p Cond between
/// the target \p Lhs and an expression e without the variable and without
/// side effects that selects \p Chosen (`v > e` choosing e: Min), Invalid
/// for any other condition; \p Other is set to e.
Op selectedExtremum(const Expr *Cond, const UpdateTarget &T, const Expr *Lhs,
                    const Expr *Chosen, const Expr *&Other) {
  const auto *C = dyn_cast<BinaryOperator>(Cond->IgnoreParenImpCasts());
  if (!C || !C->isRelationalOp())
    return Op::Invalid;
  const Expr *Greater = C->getOpcode() == BO_GT || C->getOpcode() == BO_GE
                            ? C->getLHS()
                            : C->getRHS();
  const Expr *Lesser = Greater == C->getLHS() ? C->getRHS() : C->getLHS();
  bool VGreater = T.isSame(Greater, Lhs);
  if (!VGreater && !T.isSame(Lesser, Lhs))
    return Op::Invalid;
  Other = VGreater ? Lesser : Greater;
  const ASTContext &Ctx = T.var()->getASTContext();
  if (T.mentionedIn(Other) || Other->HasSideEffects(Ctx))
    return Op::Invalid;
  bool ChoosesV = T.isSame(Chosen, Lhs);
  if (!ChoosesV && !sameListItem(Chosen, Other, Ctx))
    return Op::Invalid;
  // The greater one chosen: a maximum.
  return ChoosesV == VGreater ? Op::Max : Op::Min;
}

/// The reduction operator of `c ? v : e` or `c ? e : v` (v: the target
/// \p Lhs) whose condition compares v with e (selectedExtremum), Invalid
/// for any other expression; \p Other is set to e.
Op conditionalExtremum(const Expr *E, const UpdateTarget &T, const Expr *Lhs,
                       const Expr *&Other) {
  const auto *C = dyn_cast<ConditionalOperator>(E->IgnoreParenImpCasts());
  if (!C)
    return Op::Invalid;
  const Expr *True = C->getTrueExpr(), *False = C->getFalseExpr();
  bool TrueIsV = T.isSame(True, Lhs);
  if (!TrueIsV && !T.isSame(False, Lhs))
    return Op::Invalid;
  // selectedExtremum checks the true branch against e; the false branch
  // is v unless the true one is.
  Op R = selectedExtremum(C->getCond(), T, Lhs, True, Other);
  if (R == Op::Invalid ||
      (TrueIsV && !sameListItem(False, Other, T.var()->getASTContext())))
    return Op::Invalid;
  return R;
}

/// The reduction operator of `if (e > v) v = e;` and its variants (Max or
/// Min), Invalid for any other statement; \p Assign and \p Other are set to
/// the assignment and to e.
Op guardedExtremum(const Stmt *S, const UpdateTarget &T,
                   const BinaryOperator *&Assign, const Expr *&Other) {
  const auto *If = dyn_cast<IfStmt>(S);
  if (!If || If->getElse() || If->getInit() ||
      If->getConditionVariableDeclStmt())
    return Op::Invalid;
  const Stmt *Then = If->getThen();
  if (const auto *CS = dyn_cast<CompoundStmt>(Then))
    Then = CS->size() == 1 ? CS->body_front() : nullptr;
  Assign = dyn_cast_or_null<BinaryOperator>(Then);
  if (!Assign || Assign->getOpcode() != BO_Assign || !T.is(Assign->getLHS()))
    return Op::Invalid;
  return selectedExtremum(If->getCond(), T, Assign->getLHS(), Assign->getRHS(),
                          Other);
}

/// Whether \p Child of \p Parent is evaluated for its effects only (a
/// statement of a block or a loop body, a loop's increment, the statement
/// of an OpenACC `atomic`).
bool isDiscarded(const Stmt *Parent, const Stmt *Child) {
  if (isa<CompoundStmt, OpenACCAtomicConstruct>(Parent))
    return true;
  if (const auto *F = dyn_cast<ForStmt>(Parent))
    return Child == F->getBody() || Child == F->getInc() ||
           Child == F->getInit();
  if (const auto *I = dyn_cast<IfStmt>(Parent))
    return Child == I->getThen() || Child == I->getElse();
  if (const auto *W = dyn_cast<WhileStmt>(Parent))
    return Child == W->getBody();
  if (const auto *D = dyn_cast<DoStmt>(Parent))
    return Child == D->getBody();
  return false;
}

/// Rule 1 for assignment \p BO of the target: the update it is with \p O,
/// or nothing.
std::optional<ReductionUpdate> assignmentUpdate(const BinaryOperator *BO,
                                                const UpdateTarget &T, Op O) {
  auto [Bin, Compound] = opcodesOf(O);
  const Expr *Lhs = BO->getLHS();
  const Expr *RHS = BO->getRHS()->IgnoreParenImpCasts();
  ReductionUpdate U{BO, Lhs};
  if (BO->isCompoundAssignmentOp()) {
    if ((BO->getOpcode() == Compound ||
         (Bin == BO_Add && BO->getOpcode() == BO_SubAssign)) &&
        !T.mentionedIn(RHS))
      return U;
    return std::nullopt;
  }
  if (BO->getOpcode() != BO_Assign)
    return std::nullopt;
  if (const auto *R = dyn_cast<BinaryOperator>(RHS);
      R && R->getOpcode() == Bin) {
    if ((T.isSame(R->getLHS(), Lhs) && !T.mentionedIn(R->getRHS())) ||
        (T.isSame(R->getRHS(), Lhs) && !T.mentionedIn(R->getLHS())))
      return U;
    return std::nullopt;
  }
  if (const auto *Call = dyn_cast<CallExpr>(RHS);
      Call && Call->getNumArgs() == 2 && minMaxOf(Call) == O) {
    for (unsigned I = 0; I < 2; ++I)
      if (T.isSame(Call->getArg(I), Lhs) &&
          !T.mentionedIn(Call->getArg(1 - I))) {
        U.Value = Call->getArg(1 - I);
        U.Selection = BO->getRHS();
        return U;
      }
    return std::nullopt;
  }
  const Expr *Other = nullptr;
  if (conditionalExtremum(RHS, T, Lhs, Other) == O) {
    U.Value = Other;
    U.Selection = BO->getRHS();
    return U;
  }
  return std::nullopt;
}

} // namespace

bool onlyUpdates(const Stmt *S, const UpdateTarget &T, Op O, unsigned &Updates,
                 std::vector<ReductionUpdate> *Found, const Stmt **Offending,
                 bool Discarded) {
  if (!S)
    return true;
  auto Fail = [&] {
    if (Offending)
      *Offending = S;
    return false;
  };
  auto Take = [&](ReductionUpdate U) {
    ++Updates;
    if (Found)
      Found->push_back(U);
    return true;
  };
  if (const auto *BO = dyn_cast<BinaryOperator>(S);
      BO && BO->isAssignmentOp() && T.is(BO->getLHS())) {
    std::optional<ReductionUpdate> U;
    if (Discarded)
      U = assignmentUpdate(BO, T, O);
    return U ? Take(*U) : Fail();
  }
  const BinaryOperator *Assign = nullptr;
  const Expr *Other = nullptr;
  if (Discarded && guardedExtremum(S, T, Assign, Other) == O) {
    const auto *If = cast<IfStmt>(S);
    return Take({If, Assign->getLHS(), Other, If->getCond(), Assign});
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(S);
      UO && UO->isIncrementDecrementOp() && T.is(UO->getSubExpr())) {
    if (Discarded && opcodesOf(O).first == BO_Add)
      return Take({UO, UO->getSubExpr()});
    return Fail();
  }
  if (const auto *E = dyn_cast<Expr>(S);
      E && (T.is(E) || referencedVar(E) == T.var()))
    return Fail();
  for (const Stmt *C : S->children())
    if (!onlyUpdates(C, T, O, Updates, Found, Offending,
                     C && isDiscarded(S, C)))
      return false;
  return true;
}

Op firstUpdateOperator(const Stmt *S, const UpdateTarget &T) {
  if (!S)
    return Op::Invalid;
  if (const auto *BO = dyn_cast<BinaryOperator>(S);
      BO && BO->isAssignmentOp() && T.is(BO->getLHS())) {
    const Expr *RHS = BO->getRHS()->IgnoreParenImpCasts();
    BinaryOperatorKind K = BO->getOpcode();
    if (K == BO_Assign) {
      if (const auto *Call = dyn_cast<CallExpr>(RHS))
        return minMaxOf(Call);
      const Expr *Other = nullptr;
      if (isa<ConditionalOperator>(RHS))
        return conditionalExtremum(RHS, T, BO->getLHS(), Other);
      if (const auto *R = dyn_cast<BinaryOperator>(RHS))
        K = R->getOpcode();
    }
    if (K == BO_SubAssign)
      return Op::Addition; // onlyUpdates reads `v -= e` as a sum too
    if (K == BO_Comma)
      return Op::Invalid; // opcodesOf's "none"
    for (Op X : {Op::Addition, Op::Multiplication, Op::BitwiseAnd,
                 Op::BitwiseOr, Op::BitwiseXOr, Op::And, Op::Or}) {
      auto [Bin, Compound] = opcodesOf(X);
      if (K == Bin || K == Compound)
        return X;
    }
    return Op::Invalid;
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(S);
      UO && UO->isIncrementDecrementOp() && T.is(UO->getSubExpr()))
    return Op::Addition;
  const BinaryOperator *Assign = nullptr;
  const Expr *Other = nullptr;
  if (Op R = guardedExtremum(S, T, Assign, Other); R != Op::Invalid)
    return R;
  for (const Stmt *C : S->children()) {
    Op R = firstUpdateOperator(C, T);
    if (R != Op::Invalid)
      return R;
  }
  return Op::Invalid;
}

} // namespace accc::analysis
