//===- Dependence.cpp - Whether a loop's iterations are independent -------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Decides whether the iterations of one loop may run in any order and at
// once (OpenACC 3.3 sec. 2.9.7 `auto`; sec. 2.5.2: the loops of a `kernels`
// construct). Conservative: what it cannot prove is a dependence, with the
// reason -Minfo=accel prints. No Polly, no ScalarEvolution: the loops are
// clang AST, before any code generation, and the usual HPC forms are few.
//
// Rules, for loop L with control variable i:
//  1. L is canonical: `i = lb` (or a declaration), `i < ub` (<=, >, >=,
//     !=), `++i` / `i += c` (or decrement); the body does not write i or a
//     variable of the bounds.
//  2. The body leaves L only at its end: no `break` of L, `return`, `goto`.
//     It calls no function but those clang knows to be free of side effects
//     and of memory reads (the math library: fmax, sqrt, exp, ...); atomic
//     updates of a location are no dependence among themselves, but are one
//     with any other access to it. A static local is not the iteration's.
//  3. A scalar written in the body (declared outside it) is
//     a. a temporary (assigned before every read in each iteration;
//        VarRefUtils isAssignedBeforeUse), which the loop privatizes, unless
//        a data clause of the compute construct names it (Pinned);
//     b. or a reduction: every use is an update with one operator (`s +=
//        e`, `s = s * e`, `m = fmax(m, e)`, `n++`), which the loop reduces;
//     c. or a flag that every write sets to one constant and no iteration
//        reads (`if (c) found = 1;`): any order gives the same value;
//     anything else is a dependence.
//  4. Memory is read and written through array elements, `*p`, and members.
//     Each access has a base (an array variable or a struct member of one:
//     an object; a pointer variable or a pointer member: memory it points
//     to) and a subscript per dimension (`a[j][i]` of `double a[N][M]` or
//     of `double (*a)[M]` has two; through a pointer loaded from memory,
//     `a[j][i]` of `double **a`, the rows may overlap: an unknown base).
//     Two bases may be the same memory unless both are objects of different
//     variables, or one is a `restrict` pointer (C's promise that nothing
//     else reaches its data).
//  5. A write W and an access A (W itself too) to one base are independent
//     across iterations of L if some dimension d shows it:
//     a. ZIV: neither subscript changes in L and they differ by a constant
//        (`a[0][i]`, `a[1][i]`);
//     b. strong SIV: both are `c*i + e` with the same c != 0 and the same
//        e that does not change in L (`a[j][i]` and `a[j][i]`);
//     c. a linearized row: both are `i*X + k + e` with the same X and e,
//        where k is the control variable of an inner loop that runs within
//        [0, X) (`a[j*m + i]` with `for (i = 1; i < m - 1; ++i)`).
//     Subscripts are read as affine sums of variables with constant
//     coefficients; a product of variables (`j*m`) is one opaque term.
//     d. An integer variable the body declares and never assigns stands
//        for its initializer (`const int index = kk + jj*x; u[index]`,
//        TeaLeaf's kernels: "every iteration writes 'r[j]'" before).
//     Accesses that may alias with different bases are a dependence ("may
//     point to the same memory: declare them restrict").
// Out of bounds subscripts are undefined behaviour in C and C++ and are
// assumed away, as every vectorizing compiler does. Rules 1 and 5 (loop
// shapes, affine subscripts) are in Subscripts.cpp.
//
// Tests: unittests/Analysis/DependenceTest.cpp (each rule),
// test/Translate/kernels-auto.c, test/Execution/kernels-auto.c.
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/Dependence.h"
#include "Subscripts.h"
#include "accc/Analysis/VarRefUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/Basic/Builtins.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>
#include <map>

using namespace clang;

namespace accc::analysis {

namespace {


class DependenceAnalyzer {
public:
  DependenceAnalyzer(const ForStmt *Loop, const DependenceContext &Cx,
                     ASTContext &Ctx)
      : Loop(Loop), Cx(Cx), Ctx(Ctx) {}

  LoopDependence run() {
    LoopDependence R;
    R.Reason = analyze(R.Reductions);
    R.Independent = R.Reason.empty();
    if (!R.Independent)
      R.Reductions.clear();
    return R;
  }

private:
  /// The base of a memory access (rule 4).
  struct Base {
    enum Kind { Object, Pointer, Unknown } K = Unknown;
    const ValueDecl *Var = nullptr;
    std::string Path; ///< member path: ".f", "->g"
    bool Restrict = false;
    std::string key() const {
      return std::to_string(K) + ":" +
             llvm::utohexstr(reinterpret_cast<uintptr_t>(Var)) + Path;
    }
  };
  struct Access {
    Base B;
    llvm::SmallVector<const Expr *, 4> Subs;
    bool Write = false;
    const Expr *E = nullptr;
    bool Atomic = false; ///< in an atomic construct
  };
  struct ScalarUse {
    bool Read = false, Write = false;
    bool Atomic = false, Plain = false; ///< used in / outside atomics
    const Expr *FirstWrite = nullptr;
  };

  const ForStmt *Loop;
  const DependenceContext &Cx;
  ASTContext &Ctx;
  LoopShape Shape;
  llvm::DenseSet<const VarDecl *> Locals;  ///< declared in the body
  llvm::DenseSet<const VarDecl *> Written; ///< scalars the body writes
  std::vector<Access> Accesses;
  llvm::MapVector<const VarDecl *, ScalarUse> Scalars;
  llvm::DenseMap<const VarDecl *, const ForStmt *> InnerLoops;
  /// Locals nothing assigns, increments or takes the address of (rule 5d).
  llvm::DenseSet<const VarDecl *> Unassigned;
  std::string Problem; ///< the first reason found while walking
  unsigned Nested = 0;   ///< loops and switches around a `break`
  bool InAtomic = false;

  std::string text(const Stmt *S) const {
    return sourceText(S->getSourceRange(), Ctx);
  }
  void fail(std::string Why) {
    if (Problem.empty())
      Problem = std::move(Why);
  }

  std::string analyze(std::vector<InferredReduction> &Reductions) {
    std::optional<LoopShape> S = shapeOf(Loop);
    if (!S)
      return "the loop is not in canonical form (`for (i = lb; i < ub; ++i)`)";
    Shape = *S;
    const Stmt *Body = Loop->getBody();
    collectDeclaredVars(Body, Locals);
    // A static local is one variable for every iteration.
    for (const VarDecl *V : llvm::to_vector(Locals))
      if (V->isStaticLocal())
        Locals.erase(V);
    walk(Body);
    if (!Problem.empty())
      return Problem;
    llvm::DenseSet<const VarDecl *> Assigned;
    collectWrittenVars(Body, Assigned);
    for (const VarDecl *V : Locals)
      if (!Assigned.count(V) && !InnerLoops.count(V))
        Unassigned.insert(V);
    if (Written.count(Shape.IV))
      return "the body assigns the loop variable '" +
             Shape.IV->getNameAsString() + "'";
    for (const Expr *E : {Shape.Bound, Shape.Step})
      if (E && subscripts().changesIn(E))
        return "the loop's bound '" + text(E) + "' changes in the body";
    for (auto &[V, U] : Scalars) {
      if (U.Atomic && U.Plain)
        return "scalar '" + V->getNameAsString() +
               "' is updated atomically and also used otherwise";
      if (U.Write) {
        std::string Why = checkScalar(V, U, Reductions);
        if (!Why.empty())
          return Why;
      }
    }
    return checkMemory();
  }

  // ---- Walking the body ------------------------------------------------

  void walk(const Stmt *S) {
    if (!S || !Problem.empty())
      return;
    if (const auto *A = dyn_cast<OpenACCAtomicConstruct>(S)) {
      bool Saved = InAtomic;
      InAtomic = true;
      walk(A->getAssociatedStmt());
      InAtomic = Saved;
      return;
    }
    if (isa<ReturnStmt, GotoStmt, IndirectGotoStmt>(S))
      return fail("the body leaves the loop (" +
                  std::string(S->getStmtClassName()) + ")");
    if (isa<BreakStmt>(S) && !Nested)
      return fail("the body leaves the loop with 'break'");
    if (isa<GCCAsmStmt, MSAsmStmt, LambdaExpr, BlockExpr, CXXThrowExpr,
            CXXTryStmt>(S))
      return fail("the body has a statement accc does not analyze (" +
                  std::string(S->getStmtClassName()) + ")");
    if (const auto *F = dyn_cast<ForStmt>(S)) {
      if (std::optional<LoopShape> Inner = shapeOf(F))
        InnerLoops[Inner->IV] = F;
    }
    if (isa<ForStmt, WhileStmt, DoStmt, SwitchStmt, CXXForRangeStmt>(S)) {
      ++Nested;
      for (const Stmt *C : S->children())
        walk(C);
      --Nested;
      return;
    }
    if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      for (const Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D))
          if (const Expr *Init = VD->getInit())
            walk(Init);
      return;
    }
    const auto *E = dyn_cast<Expr>(S);
    if (!E) {
      for (const Stmt *C : S->children())
        walk(C);
      return;
    }
    walkExpr(E);
  }

  void walkExpr(const Expr *E) {
    if (!E || !Problem.empty())
      return;
    E = E->IgnoreParens();
    if (const auto *BO = dyn_cast<BinaryOperator>(E);
        BO && BO->isAssignmentOp()) {
      access(BO->getLHS(), /*Write=*/true, BO->isCompoundAssignmentOp());
      walkExpr(BO->getRHS());
      return;
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
      if (UO->isIncrementDecrementOp())
        return access(UO->getSubExpr(), /*Write=*/true, /*Read=*/true);
      if (UO->getOpcode() == UO_AddrOf) {
        const Expr *Sub = UO->getSubExpr()->IgnoreParenImpCasts();
        if (const VarDecl *V = referencedVar(Sub); V && Locals.count(V))
          return;
        return fail("the body takes the address of '" + text(Sub) + "'");
      }
      if (UO->getOpcode() == UO_Deref)
        return access(UO, /*Write=*/false, /*Read=*/true);
    }
    if (const auto *CE = dyn_cast<CallExpr>(E))
      return call(CE);
    if (isa<ArraySubscriptExpr, MemberExpr, DeclRefExpr>(E))
      return access(E, /*Write=*/false, /*Read=*/true);
    for (const Stmt *C : E->children())
      if (C)
        walk(C);
  }

  void call(const CallExpr *CE) {
    const FunctionDecl *FD = CE->getDirectCallee();
    unsigned ID = FD ? FD->getBuiltinID() : 0;
    const Builtin::Context &BI = Ctx.BuiltinInfo;
    // Const only: a pure function (strlen) reads memory through its
    // arguments, which the analysis would not see.
    bool Pure = ID && (BI.isConst(ID) || BI.isConstWithoutErrnoAndExceptions(ID) ||
                       BI.isConstWithoutExceptions(ID));
    if (!Pure)
      return fail("the body calls '" +
                  (FD ? FD->getNameAsString() : text(CE->getCallee())) +
                  "', which may have side effects");
    for (const Expr *A : CE->arguments())
      walkExpr(A);
  }

  /// Records an access to the lvalue \p E (rule 4).
  void access(const Expr *E, bool Write, bool Read) {
    E = E->IgnoreParens();
    if (const auto *ICE = dyn_cast<ImplicitCastExpr>(E);
        ICE && ICE->getCastKind() == CK_NoOp)
      return access(ICE->getSubExpr(), Write, Read);
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
      const auto *V = dyn_cast<VarDecl>(DRE->getDecl());
      if (!V || Locals.count(V))
        return;
      if (Cx.Owned.count(V))
        return; // the loop's own private or reduction copy
      if (isScalarType(V->getType().getNonReferenceType())) {
        ScalarUse &U = Scalars[V];
        if (InAtomic) { // rule 2: an atomic update races with nothing atomic
          U.Atomic = true;
          return;
        }
        U.Plain = true;
        U.Read |= Read || !Write;
        if (Write) {
          U.Write = true;
          Written.insert(V);
          if (!U.FirstWrite)
            U.FirstWrite = E;
        }
        return;
      }
      // A whole aggregate (a struct assigned at once, an array passed on).
      record({objectBase(V), {}, Write, E, InAtomic});
      return;
    }
    Access A;
    A.Write = Write;
    A.E = E;
    A.Atomic = InAtomic;
    if (!baseOf(E, A))
      A.B = Base();
    if (A.B.Var && Cx.Owned.count(A.B.Var) && A.B.K == Base::Object)
      return; // the loop's own private copy of an array
    record(std::move(A));
  }

  void record(Access A) { Accesses.push_back(std::move(A)); }

  Base objectBase(const ValueDecl *V) {
    Base B;
    B.K = Base::Object;
    B.Var = V;
    return B;
  }

  /// The base of the memory a pointer value \p P points to.
  Base pointerBase(const Expr *P) {
    P = P->IgnoreParenCasts();
    Base B;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(P)) {
      walkExpr(DRE); // reading the pointer variable
      B.K = Base::Pointer;
      B.Var = DRE->getDecl();
      B.Restrict = DRE->getType().isRestrictQualified() ||
                   DRE->getDecl()->getType().isRestrictQualified();
      if (const auto *V = dyn_cast<VarDecl>(B.Var); V && Locals.count(V))
        B.K = Base::Unknown; // a pointer the body computes
      return B;
    }
    if (const auto *ME = dyn_cast<MemberExpr>(P)) {
      Base Of;
      if (!memberBase(ME, Of))
        return Base();
      Of.K = Base::Pointer;
      Of.Restrict = ME->getType().isRestrictQualified();
      return Of;
    }
    walkExpr(P);
    return Base(); // a pointer loaded from an array, computed, returned
  }

  /// The base of member access \p ME as a path from a variable.
  bool memberBase(const MemberExpr *ME, Base &B) {
    std::string Field = ME->getMemberDecl()->getNameAsString();
    if (ME->isArrow()) {
      B = pointerBase(ME->getBase());
      if (B.K == Base::Unknown)
        return false;
      B.Path += "->" + Field;
      return true;
    }
    const Expr *Of = ME->getBase()->IgnoreParenImpCasts();
    if (const auto *DRE = dyn_cast<DeclRefExpr>(Of)) {
      const auto *V = dyn_cast<VarDecl>(DRE->getDecl());
      if (!V || Locals.count(V))
        return false;
      B = objectBase(V);
      B.Path = "." + Field;
      return true;
    }
    if (const auto *Inner = dyn_cast<MemberExpr>(Of)) {
      if (!memberBase(Inner, B))
        return false;
      B.Path += "." + Field;
      return true;
    }
    return false;
  }

  /// Fills \p A's base and subscripts for an element, `*p` or member
  /// access \p E; false if the base is unknown.
  bool baseOf(const Expr *E, Access &A) {
    if (const auto *UO = dyn_cast<UnaryOperator>(E);
        UO && UO->getOpcode() == UO_Deref) {
      const Expr *P = UO->getSubExpr()->IgnoreParenImpCasts();
      if (const auto *Add = dyn_cast<BinaryOperator>(P);
          Add && Add->getOpcode() == BO_Add &&
          Add->getLHS()->getType()->isPointerType()) {
        walkExpr(Add->getRHS());
        A.Subs.push_back(Add->getRHS());
        A.B = pointerBase(Add->getLHS());
      } else {
        A.B = pointerBase(P);
        A.Subs.push_back(nullptr); // element 0
      }
      return A.B.K != Base::Unknown;
    }
    if (const auto *ME = dyn_cast<MemberExpr>(E))
      return memberBase(ME, A.B);
    const Expr *Cur = E;
    llvm::SmallVector<const Expr *, 4> Subs;
    while (const auto *ASE = dyn_cast<ArraySubscriptExpr>(Cur->IgnoreParens())) {
      walkExpr(ASE->getIdx());
      Subs.push_back(ASE->getIdx());
      const Expr *B = ASE->getBase()->IgnoreParens();
      const auto *Decay = dyn_cast<ImplicitCastExpr>(B);
      if (Decay && Decay->getCastKind() == CK_ArrayToPointerDecay) {
        Cur = Decay->getSubExpr()->IgnoreParens();
        if (isa<ArraySubscriptExpr>(Cur))
          continue; // a row of a multi-dimensional array: one object
        std::reverse(Subs.begin(), Subs.end());
        A.Subs = Subs;
        if (const auto *DRE = dyn_cast<DeclRefExpr>(Cur)) {
          const auto *V = dyn_cast<VarDecl>(DRE->getDecl());
          if (!V || Locals.count(V))
            return false;
          A.B = objectBase(V);
          return true;
        }
        if (const auto *ME = dyn_cast<MemberExpr>(Cur))
          return memberBase(ME, A.B);
        return false;
      }
      // Subscripting a pointer value: the pointer's pointee.
      std::reverse(Subs.begin(), Subs.end());
      A.Subs = Subs;
      A.B = pointerBase(B);
      return A.B.K != Base::Unknown;
    }
    return false;
  }

  // ---- Scalars (rule 3) -------------------------------------------------

  std::string checkScalar(const VarDecl *V, const ScalarUse &U,
                          std::vector<InferredReduction> &Reductions) {
    if (Cx.Owned.count(V))
      return "";
    std::string Name = "'" + V->getNameAsString() + "'";
    const Stmt *Body = Loop->getBody();
    bool Pinned = Cx.Pinned.count(V);
    if (!Pinned && isAssignedBeforeUse(Body, V))
      return ""; // 3a
    OpenACCReductionOperator Op = inferReductionOperator(Body, V);
    if (Op != OpenACCReductionOperator::Invalid) {
      Reductions.push_back({V, Op}); // 3b
      return "";
    }
    if (!U.Read && writesOneConstant(Body, V))
      return ""; // 3c
    if (Pinned && isAssignedBeforeUse(Body, V))
      return "scalar " + Name +
             " is in a data clause of the construct, so its one copy would "
             "be shared by the iterations that assign it";
    return "scalar " + Name + " is written and read by different iterations";
  }

  /// Whether every write of \p V in \p S assigns one integer constant.
  bool writesOneConstant(const Stmt *S, const VarDecl *V) {
    std::optional<llvm::APSInt> Value;
    bool Ok = true;
    std::function<void(const Stmt *)> Visit = [&](const Stmt *X) {
      if (!X || !Ok)
        return;
      if (const auto *BO = dyn_cast<BinaryOperator>(X);
          BO && BO->isAssignmentOp() && referencedVar(BO->getLHS()) == V) {
        std::optional<llvm::APSInt> C =
            BO->getOpcode() == BO_Assign && !BO->getRHS()->isInstantiationDependent()
                ? BO->getRHS()->getIntegerConstantExpr(Ctx)
                : std::nullopt;
        if (!C || (Value && *C != *Value))
          Ok = false;
        Value = C;
        return;
      }
      if (const auto *UO = dyn_cast<UnaryOperator>(X);
          UO && UO->isIncrementDecrementOp() && referencedVar(UO->getSubExpr()) == V)
        Ok = false;
      for (const Stmt *C : X->children())
        Visit(C);
    };
    Visit(S);
    return Ok && Value;
  }

  // ---- Memory (rules 4, 5) ----------------------------------------------

  /// Whether a subscript of \p A has a term in the loop variable.
  bool dependsOnIV(const Access &A) const {
    for (const Expr *S : A.Subs)
      if (S && mentionsVar(S, Shape.IV))
        return true;
    return false;
  }

  static bool mayAlias(const Base &X, const Base &Y) {
    if (X.K == Base::Unknown || Y.K == Base::Unknown)
      return true;
    if (X.key() == Y.key())
      return true;
    if (X.K == Base::Object && Y.K == Base::Object) {
      if (X.Var != Y.Var)
        return false;
      llvm::StringRef A = X.Path, B = Y.Path;
      return A.starts_with(B) || B.starts_with(A);
    }
    bool XR = X.K == Base::Pointer && X.Restrict;
    bool YR = Y.K == Base::Pointer && Y.Restrict;
    return !XR && !YR;
  }

  SubscriptTest subscripts() const {
    return SubscriptTest(Ctx, Shape.IV, Written, Locals, InnerLoops,
                         Unassigned);
  }

  std::string checkMemory() {
    SubscriptTest Test = subscripts();
    for (const Access &W : Accesses) {
      if (!W.Write)
        continue;
      for (const Access &A : Accesses) {
        if (!mayAlias(W.B, A.B) || (W.Atomic && A.Atomic))
          continue; // atomic updates of one element are ordered by the hardware
        std::string WT = "'" + text(W.E) + "'", AT = "'" + text(A.E) + "'";
        if (W.B.K == Base::Unknown || A.B.K == Base::Unknown)
          return "the base of " + (W.B.K == Base::Unknown ? WT : AT) +
                 " is not a variable (a pointer loaded from memory, such as a "
                 "row of a pointer array, may alias other rows)";
        if (W.B.key() != A.B.key())
          return WT + " and " + AT +
                 " may refer to the same memory (declare the pointers "
                 "'restrict')";
        if (W.Subs.size() != A.Subs.size())
          return "loop-carried dependence between " + WT + " and " + AT;
        bool Separate = false;
        for (unsigned D = 0; D < W.Subs.size() && !Separate; ++D)
          Separate = Test.separates(W.Subs[D], A.Subs[D]);
        if (Separate)
          continue;
        if (&W != &A)
          return "loop-carried dependence between " + WT + " and " + AT;
        return dependsOnIV(W) ? "no proof that different iterations write "
                                "different elements of " + WT
                              : "every iteration writes " + WT;
      }
    }
    return "";
  }
};

} // namespace

LoopDependence analyzeLoopDependence(const ForStmt *Loop,
                                     const DependenceContext &Cx,
                                     ASTContext &Ctx) {
  return DependenceAnalyzer(Loop, Cx, Ctx).run();
}

bool isCollapsibleWith(const ForStmt *Outer, const ForStmt *Inner,
                       ASTContext &Ctx) {
  std::optional<LoopShape> O = shapeOf(Outer), I = shapeOf(Inner);
  if (!O || !I)
    return false;
  for (const Expr *E : {I->Lb, I->Bound, I->Step})
    if (E && mentionsVar(E, O->IV))
      return false;
  return true;
}

} // namespace accc::analysis
