//===- MemberPrivates.cpp - Members in private and firstprivate -----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3 sec. 2.5.13, 2.5.14 and 2.9.10 make a copy of each item of a
// private or firstprivate clause, and an item may be a member of a
// composite variable (Glossary, "Var"; sec. 2.7.1): `private(s.x)`,
// `firstprivate(p->v)`, `private(s.v[0:n])`, or a member `x` in a member
// function. Inside the construct the member names the copy; the object's
// other members stay shared. OpenMP privatizes variables only (members only
// of `this` inside member functions), and privatizing the whole object
// would make its other members private too. So accc gives each such member
// a local variable of a unique name and renames the uses of the member in
// the region to it. Not in the seed.
//
// Rules (ClauseChecks rule 24 reports the other forms), for a member M
// (`.` / `->` accesses of fields from a variable or `this`), its local
// __accc_private_<path><n> L:
//  1. The uses of M in the region (the compute construct's statement; a
//     loop's iteration body, rule 3), spelled as a chain of the same fields
//     from the same variable (`ps->x`, `(*ps).x`; `this->x`, `x`), are
//     replaced by L in the printed source: Translation::replaceExpr. A use
//     inside a macro expansion cannot be renamed (an error), nor one in a
//     clause of a construct inside the region (an error). An inner construct
//     that privatizes M again renames the uses inside it to its own copy.
//     The variable holding the object gets no data attribute from renamed
//     uses (VarRefUtils collectReferencedVars).
//  2. Compute construct (parallel, serial; a combined construct's
//     firstprivate): a whole member becomes `T L;` (firstprivate: `T L =
//     M;`, an array copied with __builtin_memcpy) before the compute
//     directive, in the compound statement around it, and `private(L)` /
//     `firstprivate(L)` on it: OpenMP gives each team (thread of the `omp
//     parallel`) its copy, initialized from the host's value. A subarray of
//     a member is PrivateSubarrays.cpp's gang copy, in the region, with L
//     the pointer that stands for M; firstprivate copies from a host
//     pointer `E *L_src = &M[lb]...` set before the directive, which maps
//     it on the GPU (`map(to: L_src[0:C])`: no map of the object or of the
//     member, the host's values, or the device copy when present as for
//     variables).
//  3. Loop (private): a copy per iteration in the body of the innermost
//     associated loop of a partitioned loop (`T L;`, or rule 4 of
//     PrivateSubarrays.cpp for a subarray), one around a sequential loop,
//     as for variables; uses between collapsed loops are an error.
//  4. A thread-level loop inside the region (not fused with the compute
//     directive) that writes a privatized member gets `firstprivate(L)`
//     under the threads mapping, as LoopToOMP.cpp rule 8 gives gang-private
//     scalars: the added thread level must not race on the gang's copy.
//
// Example:
//   #pragma acc parallel loop firstprivate(cfg.scale) copy(a[0:n])
//   for (i = 0; i < n; ++i) a[i] *= cfg.scale;
//   =>
//   {
//   double __accc_private_cfg_scale0 = cfg.scale;
//   #pragma omp target teams distribute parallel for ...
//       firstprivate(__accc_private_cfg_scale0)
//   for (i = 0; i < n; ++i) a[i] *= __accc_private_cfg_scale0;
//   }
//
// Tests: test/Translate/member-private.c, member-private.cpp,
// test/Execution/member-private.c, member-private.cpp,
// test/Diagnostics/member-private.c, member-private.cpp.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "accc/Analysis/VarRefUtils.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

namespace {

/// Whether \p E is a use of \p P.
bool isUseOf(const Stmt *E, const MemberPath &P) {
  const auto *ME = dyn_cast<MemberExpr>(E);
  if (!ME)
    return false;
  std::optional<MemberPath> Q = getMemberPath(ME);
  return Q && *Q == P;
}

/// The uses of \p P in \p S, outermost ones only.
void findUses(const Stmt *S, const MemberPath &P,
              llvm::SmallVectorImpl<const Expr *> &Out) {
  if (!S)
    return;
  if (isUseOf(S, P)) {
    Out.push_back(cast<Expr>(S));
    return;
  }
  for (const Stmt *C : S->children())
    findUses(C, P, Out);
}

/// The member M and the dimensions of member item \p A.
const Expr *memberOf(const DataAttr &A,
                     llvm::SmallVectorImpl<SubarrayDim> *Dims = nullptr) {
  const Expr *M;
  llvm::SmallVector<SubarrayDim, 3> D = subarrayDims(A.Item, &M);
  if (Dims)
    Dims->assign(D.begin(), D.end());
  return M;
}

/// The lvalue that an assignment, increment or address-of in \p S targets,
/// for writesMember.
const Expr *writeTarget(const Stmt *S) {
  if (const auto *BO = dyn_cast<BinaryOperator>(S); BO && BO->isAssignmentOp())
    return BO->getLHS();
  if (const auto *UO = dyn_cast<UnaryOperator>(S);
      UO && (UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf))
    return UO->getSubExpr();
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(S);
      OC && OC->isAssignmentOp())
    return OC->getArg(0);
  return nullptr;
}

bool writesMember(const Stmt *S, const MemberPath &P) {
  if (!S)
    return false;
  // The target, or an element or member of it (`m.v[i] = ...`, `m.a.b++`).
  for (const Expr *T = writeTarget(S); T;) {
    T = T->IgnoreParenImpCasts();
    if (isUseOf(T, P))
      return true;
    if (const auto *SE = dyn_cast<ArraySubscriptExpr>(T))
      T = SE->getBase();
    else if (const auto *ME = dyn_cast<MemberExpr>(T); ME && !ME->isArrow())
      T = ME->getBase();
    else
      T = nullptr;
  }
  for (const Stmt *C : S->children())
    if (writesMember(C, P))
      return true;
  return false;
}

} // namespace

void LoweringContext::renameMemberUses(const DataAttr &A, const Stmt *Region,
                                       llvm::StringRef Name,
                                       llvm::StringRef Construct) const {
  const Expr *M = memberOf(A);
  std::optional<MemberPath> P = getMemberPath(M);
  if (!P || !Region)
    return;
  const SourceManager &SM = Ctx.getSourceManager();
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S)
      return;
    if (isUseOf(S, *P)) {
      CharSourceRange R = Lexer::makeFileCharRange(
          CharSourceRange::getTokenRange(S->getSourceRange()), SM,
          Ctx.getLangOpts());
      if (R.isInvalid() || S->getBeginLoc().isMacroID())
        Diags.report(S->getBeginLoc(), DiagID::err_acc_member_private_macro)
            << exprText(M) << S->getSourceRange();
      else
        Out.replaceExpr(cast<Expr>(S), Name.str());
      return;
    }
    // Rule 1: a clause of an inner construct would still name the member
    // (an inner private or firstprivate of it makes its own copy).
    if (const auto *C = dyn_cast<OpenACCConstructStmt>(S))
      for (const OpenACCClause *Cl : C->clauses()) {
        if (isa<OpenACCPrivateClause, OpenACCFirstPrivateClause>(Cl))
          continue;
        llvm::SmallVector<const Expr *, 1> Uses;
        for (const Stmt *Child : Cl->children())
          findUses(Child, *P, Uses);
        if (!Uses.empty())
          Diags.report(Uses.front()->getBeginLoc(),
                       DiagID::err_acc_member_private_nested_clause)
              << exprText(M) << Construct << Uses.front()->getSourceRange();
      }
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Region);
}

MemberCopy LoweringContext::memberCopy(const DataAttr &A, const Directive &D,
                                       bool PerIteration,
                                       const Stmt *Region) const {
  const PrintingPolicy &Policy = Ctx.getPrintingPolicy();
  bool Compute = D.Kind == DirectiveKind::Parallel;
  llvm::SmallVector<SubarrayDim, 3> Dims;
  const Expr *M = memberOf(A, &Dims);
  MemberCopy R;
  R.Path = *getMemberPath(M);
  R.Name = Out.uniqueName("__accc_private_" + flatMemberName(R.Path));
  bool First = A.Kind == DAKind::FirstPrivate;
  QualType T = M->getType().getNonReferenceType();
  auto Declarator = [&](QualType Ty, llvm::StringRef Name) {
    std::string S;
    llvm::raw_string_ostream OS(S);
    Ty.getUnqualifiedType().print(OS, Policy, Name);
    return S;
  };
  std::string What = std::string(First ? "firstprivate" : "private") + "(" +
                     exprText(A.Item) + ")";
  R.Whole = Dims.empty();
  if (R.Whole) {
    // Rules 2 and 3: the member's own copy.
    OMPStmts Decl;
    std::string Var = Declarator(T, R.Name);
    if (!First)
      Decl.push_back(OMPStmt::decl(Var + ";"));
    else if (T->isArrayType()) {
      Decl.push_back(OMPStmt::decl(Var + ";"));
      Decl.push_back(OMPStmt::code("__builtin_memcpy(&" + R.Name + ", &(" +
                                   exprText(M) + "), sizeof(" + R.Name +
                                   "));"));
    } else {
      Decl.push_back(OMPStmt::decl(Var + " = " + exprText(M) + ";"));
    }
    if (Compute) {
      R.Before = std::move(Decl);
      R.Clause = OMPClause::list(First ? OMPClauseKind::FirstPrivate
                                         : OMPClauseKind::Private,
                                   OMPItem{nullptr, nullptr, R.Name, {}});
      R.Info = What + ": the member's copy " + R.Name + ", " +
                 (First ? "firstprivate" : "private") + " on the directive";
    } else {
      R.Copy.Open = std::move(Decl);
      R.Info = What + ": the member's copy " + R.Name +
                 (PerIteration ? " in each iteration"
                               : " for the sequential loop");
    }
  } else {
    // A subarray of the member: PrivateSubarrays.cpp's copy, L standing for
    // the member; firstprivate's source read on the host (rule 2).
    std::string Src = R.Name + "_src";
    R.Copy = privateCopy(A.Item, T, R.Name + "_data", R.Name, nullptr,
                           First, Src, PerIteration);
    if (First) {
      QualType ElemPtr = Ctx.getPointerType(R.Copy.Elem);
      R.Before.push_back(OMPStmt::decl(
          Declarator(ElemPtr, Src) + " = (" + ElemPtr.getAsString(Policy) +
          ")" + R.Copy.First + ";"));
      if (isGPU())
        R.Clause = OMPClause::map(
            OMPMapType::To,
            OMPItem{nullptr, nullptr, Src + "[0:" + R.Copy.Count + "]", {}},
            /*Hold=*/false, /*Present=*/false);
    }
    R.Info = What + ": " +
               (Compute ? std::string("each gang's copy")
                : !PerIteration
                    ? std::string("one copy for the sequential loop")
                : R.Copy.Array
                    ? "a copy per iteration, a local array of " +
                          R.Copy.Count + " elements"
                    : std::string("a copy per iteration, on the heap")) +
               ", named " + R.Name + " in the region";
  }
  renameMemberUses(A, Region, R.Name, D.spelling());
  return R;
}

void ComputeLowering::addMemberPrivates(const Directive &P, OMPNode &N,
                                        OMPLayer &Copies) {
  OMPLayer &Front = N.Layers.front();
  for (const DataAttr &A : P.MemberPrivates) {
    MemberCopy C = memberCopy(A, P, /*PerIteration=*/false, P.Body);
    llvm::append_range(Front.Prologue, C.Before);
    if (C.Clause)
      Front.Directive->addClause(*C.Clause);
    llvm::append_range(Copies.Prologue, C.Copy.Open);
    llvm::append_range(Copies.Epilogue, C.Copy.Close);
    N.Info.push_back(C.Info);
    if (C.Whole)
      MemberNames.push_back({C.Path, C.Name, &P});
  }
}

void ComputeLowering::addMemberFirstprivates(const Directive &L,
                                             OMPDirective &D) {
  // Rule 4: the nearest privatization of each member around L (recorded
  // outside in), unless L privatizes it itself.
  llvm::SmallVector<MemberPath, 2> Done;
  for (const DataAttr &A : L.MemberPrivates)
    if (std::optional<MemberPath> P = getMemberPath(memberOf(A)))
      Done.push_back(*P);
  for (auto It = MemberNames.rbegin(); It != MemberNames.rend(); ++It) {
    bool Around = false;
    for (const Directive *X = L.Parent; X; X = X->Parent)
      Around |= X == It->Owner;
    if (!Around || llvm::is_contained(Done, It->Path))
      continue;
    Done.push_back(It->Path);
    if (writesMember(L.Body, It->Path))
      D.addClause(OMPClause::list(OMPClauseKind::FirstPrivate,
                                  OMPItem{nullptr, nullptr, It->Name, {}},
                                  /*Implicit=*/true));
  }
}

} // namespace accc::transform
