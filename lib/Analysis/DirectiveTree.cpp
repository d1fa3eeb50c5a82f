//===- DirectiveTree.cpp - Effective directives of a compute construct ----===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Builds the tree of effective directives for one compute construct.
//
// Spec: seed 000, "Combined Directives":
//  1. `acc parallel loop` -> `acc parallel`, whose associated code block is an
//     `acc loop`, whose associated code block is the associated code block
//     from the `acc parallel loop`.
//  2. exp `private` and exp `reduction` -> the effective `acc loop`.
//  3. Each remaining explicit clause is permitted on only one of the separate
//     directives, and so it is mapped to that directive.
//
// Input: a clang OpenACCComputeConstruct (parallel, serial, kernels) or
// OpenACCCombinedConstruct (parallel loop, serial loop, kernels loop) that
// clang's Sema accepted. A `serial` construct is a `parallel` with one
// gang, one worker and a vector length of one (OpenACC 3.3, sec. 2.5.3):
// its effective directive is `parallel` with Serial set. A `kernels`
// construct is a `parallel` with Kernels set; in it, a loop with no
// independent or seq clause is treated as auto (sec. 2.9: "When the parent
// compute construct is a kernels construct, a loop construct with no
// independent or seq clause is treated as if it has the auto clause").
// Output: a DirectiveTree whose root is the effective `parallel`; every
// nested `acc loop` is a child of its nearest enclosing directive, with its
// collapsed `for` nest and loop control variables recorded.
// device_type (OpenACC 3.3 sec. 2.4): each effective directive keeps the
// clauses that apply to the target (Frontend/DeviceTypeClauses.cpp).
// Constructs that later issues translate are reported "not supported yet".
//
// Tests: unittests/Analysis/DirectiveTreeTest.cpp (rules 1-3, device_type
// per target, the collapsed nest, loop sizes), test/Dump/combined-construct.c,
// test/Dump/combined-tree-prefix.c, test/Translate/combined.c,
// test/Translate/device-type.c, test/Translate/kernels.c,
// test/Translate/serial.c, test/Translate/loop-sizes.c,
// test/Translate/loop-tile.c, test/Execution/loop-sizes.c,
// test/Execution/loop-tile.c, test/Execution/collapse.c; errors in
// test/Diagnostics/seq-loop-no-init.c; num_gangs with several dimensions
// and gang(dim:): test/Translate/gang-dimensions.c,
// test/Execution/gang-dimensions.c; collapse(force:):
// test/Translate/collapse-force.c, test/Execution/collapse-force.c.
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/Analyzer.h"
#include "accc/Analysis/Dependence.h"
#include "Subscripts.h"
#include "accc/Analysis/VarRefUtils.h"
#include "accc/Basic/KindUtils.h"
#include "accc/Frontend/DeviceTypeClauses.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace accc::analysis {

namespace {

/// Clauses of a combined construct that belong to the effective loop.
bool isLoopClause(OpenACCClauseKind K) {
  switch (K) {
  case OpenACCClauseKind::Private:
  case OpenACCClauseKind::Reduction:
  case OpenACCClauseKind::Gang:
  case OpenACCClauseKind::Worker:
  case OpenACCClauseKind::Vector:
  case OpenACCClauseKind::Seq:
  case OpenACCClauseKind::Auto:
  case OpenACCClauseKind::Independent:
  case OpenACCClauseKind::Collapse:
  case OpenACCClauseKind::Tile:
    return true;
  default:
    return false;
  }
}

class TreeBuilder {
public:
  TreeBuilder(DirectiveTree &R, TargetKind Target, ASTContext &Ctx,
              Diagnoser &Diags)
      : R(R), Target(Target), Ctx(Ctx), Diags(Diags) {}

  Directive *buildRoot(const OpenACCConstructStmt *Node) {
    OpenACCDirectiveKind K = Node->getDirectiveKind();
    if (K != OpenACCDirectiveKind::Parallel &&
        K != OpenACCDirectiveKind::ParallelLoop &&
        K != OpenACCDirectiveKind::Serial &&
        K != OpenACCDirectiveKind::SerialLoop &&
        K != OpenACCDirectiveKind::Kernels &&
        K != OpenACCDirectiveKind::KernelsLoop) {
      unsupportedConstruct(Node);
      return nullptr;
    }
    bool Serial = K == OpenACCDirectiveKind::Serial ||
                  K == OpenACCDirectiveKind::SerialLoop;
    bool Kernels = K == OpenACCDirectiveKind::Kernels ||
                   K == OpenACCDirectiveKind::KernelsLoop;
    if (const auto *CC = dyn_cast<OpenACCCombinedConstruct>(Node)) {
      Directive *P = R.create(DirectiveKind::Parallel, CC, CC->getLoop());
      P->Compute = P;
      P->Serial = Serial;
      P->Kernels = Kernels;
      Directive *L = R.create(DirectiveKind::Loop, CC, CC->getLoop());
      for (const OpenACCClause *C : frontend::clausesFor(CC->clauses(), Target))
        (isLoopClause(C->getClauseKind()) ? L : P)->Clauses.push_back(C);
      readComputeClauses(*P);
      attach(P, L);
      buildLoop(*L);
      return P;
    }
    const auto *CC = cast<OpenACCComputeConstruct>(Node);
    Directive *P =
        R.create(DirectiveKind::Parallel, CC, CC->getStructuredBlock());
    P->Compute = P;
    P->Serial = Serial;
    P->Kernels = Kernels;
    P->Clauses = frontend::clausesFor(CC->clauses(), Target);
    readComputeClauses(*P);
    visitNested(P, CC->getStructuredBlock());
    return P;
  }

private:
  DirectiveTree &R;
  TargetKind Target;
  ASTContext &Ctx;
  Diagnoser &Diags;

  void attach(Directive *Parent, Directive *Child) {
    Child->Parent = Parent;
    Child->Compute = Parent->Compute;
    Parent->Children.push_back(Child);
  }

  void unsupportedConstruct(const OpenACCConstructStmt *Node) {
    Diags.report(Node->getDirectiveLoc(), DiagID::err_acc_unsupported_construct)
        << spell(Node->getDirectiveKind());
  }

  void unsupportedClause(const Directive &D, const OpenACCClause *C) {
    Diags.report(C->getBeginLoc(), DiagID::err_acc_unsupported_clause)
        << spell(C->getClauseKind()) << D.spelling();
  }

  void readComputeClauses(Directive &P) {
    for (const OpenACCClause *C : P.Clauses) {
      switch (C->getClauseKind()) {
      case OpenACCClauseKind::NumGangs: {
        // OpenACC 3.3 sec. 2.5.10: up to three dimensions of gangs; OpenMP
        // has one, of their product (docs/Mapping.md, "Multi-dimensional
        // gangs").
        auto Exprs = cast<OpenACCNumGangsClause>(C)->getIntExprs();
        if (!Exprs.empty())
          P.NumGangs = Exprs[0];
        P.NumGangsDims.assign(Exprs.begin() + std::min<size_t>(1, Exprs.size()),
                              Exprs.end());
        break;
      }
      case OpenACCClauseKind::NumWorkers:
        P.NumWorkers = cast<OpenACCNumWorkersClause>(C)->getIntExpr();
        break;
      case OpenACCClauseKind::VectorLength:
        P.VectorLength = cast<OpenACCVectorLengthClause>(C)->getIntExpr();
        break;
      case OpenACCClauseKind::If:
        P.IfCond = cast<OpenACCIfClause>(C)->getConditionExpr();
        break;
      case OpenACCClauseKind::Self: {
        const auto *SC = cast<OpenACCSelfClause>(C);
        if (SC->hasConditionExpr() && SC->getConditionExpr())
          P.SelfCond = SC->getConditionExpr();
        else
          P.SelfNoArg = true;
        break;
      }
      case OpenACCClauseKind::Default:
        P.Default = cast<OpenACCDefaultClause>(C);
        break;
      // Data clauses: read by DataAttributes.
      case OpenACCClauseKind::Copy:
      case OpenACCClauseKind::PCopy:
      case OpenACCClauseKind::PresentOrCopy:
      case OpenACCClauseKind::CopyIn:
      case OpenACCClauseKind::PCopyIn:
      case OpenACCClauseKind::PresentOrCopyIn:
      case OpenACCClauseKind::CopyOut:
      case OpenACCClauseKind::PCopyOut:
      case OpenACCClauseKind::PresentOrCopyOut:
      case OpenACCClauseKind::Create:
      case OpenACCClauseKind::PCreate:
      case OpenACCClauseKind::PresentOrCreate:
      case OpenACCClauseKind::Present:
      case OpenACCClauseKind::NoCreate:
      case OpenACCClauseKind::DevicePtr:
      case OpenACCClauseKind::Attach:
      case OpenACCClauseKind::FirstPrivate:
      case OpenACCClauseKind::Private:
      case OpenACCClauseKind::Reduction:
        break;
      // async/wait: the region runs synchronously, which satisfies both
      // (docs/Mapping.md, "async and wait"); queues come with issue #3.
      case OpenACCClauseKind::Async:
      case OpenACCClauseKind::Wait:
        break;
      default:
        unsupportedClause(P, C);
        break;
      }
    }
  }

  /// Finds nested OpenACC constructs in \p S and hangs them under \p Parent.
  void visitNested(Directive *Parent, const Stmt *S) {
    if (!S)
      return;
    if (const auto *F = dyn_cast<ForStmt>(S);
        F && findsImplicitLoops(*Parent) && implicitLoop(Parent, F))
      return;
    if (const auto *LC = dyn_cast<OpenACCLoopConstruct>(S)) {
      Directive *L = R.create(DirectiveKind::Loop, LC, LC->getLoop());
      L->Clauses = frontend::clausesFor(LC->clauses(), Target);
      attach(Parent, L);
      buildLoop(*L);
      return;
    }
    if (isa<OpenACCAtomicConstruct, OpenACCCacheConstruct>(S)) {
      R.InPlace.push_back(cast<OpenACCConstructStmt>(S));
      return;
    }
    if (const auto *C = dyn_cast<OpenACCConstructStmt>(S)) {
      unsupportedConstruct(C);
      return;
    }
    for (const Stmt *Child : S->children())
      visitNested(Parent, Child);
  }

  /// Naked loops count as loops of a `kernels` region (OpenACC 3.3 sec.
  /// 2.5.2: the compiler splits the region into kernels, "typically each
  /// loop nest" one), directly in it or in an implicit loop.
  static bool findsImplicitLoops(const Directive &Parent) {
    return Parent.isImplicitLoop() ||
           (Parent.Kind == DirectiveKind::Parallel && Parent.Kernels &&
            !Parent.isCombined());
  }

  /// What the dependence analysis must know of the construct: the
  /// variables in the compute construct's data clauses (an explicit clause
  /// wins over privatization) and those \p Clauses privatize or reduce.
  static DependenceContext
  dependenceContext(const Directive *Compute,
                    llvm::ArrayRef<const OpenACCClause *> Clauses) {
    DependenceContext Cx;
    if (Compute)
      for (const OpenACCClause *C : Compute->Clauses)
        if (std::optional<DAKind> K = dataAttrOfClause(C); K && isDMA(*K))
          for (const Expr *E : clauseVarList(C))
            if (const VarDecl *V = getListItemVar(E))
              Cx.Pinned.insert(V);
    for (const OpenACCClause *C : Clauses)
      if (isa<OpenACCPrivateClause, OpenACCReductionClause>(C))
        for (const Expr *E : clauseVarList(C))
          if (const VarDecl *V = getListItemVar(E))
            Cx.Owned.insert(V);
    return Cx;
  }

  /// The reductions of an `independent` loop of a kernels construct: each
  /// scalar variable from outside \p Body that \p Body only updates with
  /// one operator (`s += a[i]`, `m = fmax(m, e)`) and that no clause of the
  /// construct or the loop names, in declaration order. `independent`
  /// asserts that the iterations do not depend on each other; codes written
  /// for PGI still sum into a scalar there, which nvc reduces as the
  /// dependence analysis reduces it in an auto loop (TeaLeaf's OpenACC
  /// kernels), where leaving it shared would race.
  static std::vector<InferredReduction>
  updatedScalars(const Stmt *Body, const DependenceContext &Cx) {
    llvm::DenseSet<const VarDecl *> Written, Declared;
    collectWrittenVars(Body, Written);
    collectDeclaredVars(Body, Declared);
    std::vector<InferredReduction> Found;
    for (const VarDecl *V : Written) {
      if (Declared.count(V) || Cx.Pinned.count(V) || Cx.Owned.count(V) ||
          !isScalarVar(V).value_or(false))
        continue;
      OpenACCReductionOperator Op = inferReductionOperator(Body, V);
      if (Op != OpenACCReductionOperator::Invalid)
        Found.push_back({V, Op});
    }
    llvm::sort(Found, [](const InferredReduction &A,
                         const InferredReduction &B) {
      return A.Var->getBeginLoc() < B.Var->getBeginLoc();
    });
    return Found;
  }

  /// Whether the iterations of each of \p Levels are independent; their
  /// reductions are added to \p Reductions, or the reason is \p Why.
  bool proveIndependent(llvm::ArrayRef<const ForStmt *> Levels,
                        const DependenceContext &Cx,
                        std::vector<InferredReduction> &Reductions,
                        std::string &Why) {
    for (const ForStmt *F : Levels) {
      LoopDependence D = analyzeLoopDependence(F, Cx, Ctx);
      if (!D.Independent) {
        Why = D.Reason;
        return false;
      }
      for (const InferredReduction &Red : D.Reductions)
        if (llvm::none_of(Reductions, [&](const InferredReduction &X) {
              return X.Var == Red.Var;
            }))
          Reductions.push_back(Red);
    }
    return true;
  }

  /// A naked loop \p F of a kernels region: an implicit independent loop
  /// directive (with the tightly nested loops it can collapse) when the
  /// dependence analysis proves it, or null, its reason recorded for
  /// -Minfo=accel (the loop stays a plain sequential `for`).
  Directive *implicitLoop(Directive *Parent, const ForStmt *F) {
    DependenceContext Cx = dependenceContext(Parent->Compute, {});
    std::vector<InferredReduction> Reductions;
    std::string Why;
    if (!proveIndependent({F}, Cx, Reductions, Why)) {
      Parent->Compute->LoopNotes.push_back({F->getBeginLoc(), Why});
      return nullptr;
    }
    unsigned Collapse = 1;
    llvm::SmallPtrSet<const VarDecl *, 3> Counters;
    if (std::optional<LoopShape> S = shapeOf(F))
      Counters.insert(S->IV);
    for (const ForStmt *Outer = F; Collapse < 3; ++Collapse) {
      const auto *Inner = dyn_cast_or_null<ForStmt>(soleStatement(Outer->getBody()));
      std::string InnerWhy;
      if (!Inner || !isCollapsibleWith(Outer, Inner, Ctx) ||
          !proveIndependent({Inner}, Cx, Reductions, InnerWhy))
        break;
      if (std::optional<LoopShape> S = shapeOf(Inner))
        Counters.insert(S->IV);
      Outer = Inner;
    }
    // The privatized variables the code after the loop reads: their last
    // values are kept. clang 22 returns no lastprivate value of a variable
    // other than a loop counter from the GPU's threads (H100, 2026-11-26:
    // `distribute parallel for lastprivate(x)` leaves x unchanged), so on
    // the GPU such a loop stays sequential, as nvc's "scalar last value
    // needed after loop" keeps it.
    llvm::SmallPtrSet<const ValueDecl *, 4> LiveOut;
    llvm::DenseSet<const VarDecl *> Written, Declared;
    collectWrittenVars(F, Written);
    collectDeclaredVars(F, Declared);
    for (const VarDecl *V : Written) {
      if (Declared.count(V) || Cx.Pinned.count(V) ||
          !isScalarVar(V).value_or(false) ||
          llvm::any_of(Reductions,
                       [&](const InferredReduction &X) { return X.Var == V; }))
        continue;
      bool Counter = Counters.count(V);
      if (!Counter && !isAssignedBeforeUse(F->getBody(), V))
        continue; // not privatized (a flag every write sets alike)
      std::optional<MentionAfter> After = firstMentionAfter(F, V, Ctx);
      if (!After || After->PlainStore)
        continue;
      if (!Counter && Target == TargetKind::GPU) {
        Parent->Compute->LoopNotes.push_back(
            {F->getBeginLoc(),
             "the last value of '" + V->getNameAsString() +
                 "' is used after the loop (for the GPU, clang 22 returns "
                 "no last value of a private variable)"});
        return nullptr;
      }
      LiveOut.insert(V);
    }
    Directive *L = R.create(DirectiveKind::Loop, nullptr, F);
    L->LiveOut = std::move(LiveOut);
    L->Loop.Independent = L->Loop.Proven = true;
    L->Loop.Collapse = Collapse;
    L->InferredReductions = std::move(Reductions);
    attach(Parent, L);
    buildLoop(*L);
    return L;
  }

  /// OpenACC 3.3 sec. 2.9.2 - 2.9.4: `gang(num: n)`, `worker(n)` and
  /// `vector(n)` on a loop (in a kernels construct, and vector also on a
  /// combined construct) give the size of the kernel the loop becomes. accc
  /// runs the compute region as one kernel: the argument becomes the
  /// construct's num_gangs / num_workers / vector_length (\p Field) unless
  /// the construct or an earlier loop already set it, which is reported.
  /// A variable \p E reads that is declared inside \p Compute's construct
  /// (a control variable of an enclosing loop, a block's local), if any.
  const VarDecl *localOfConstruct(const Stmt *E, const Directive &Compute) {
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
      const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
      SourceRange R = Compute.Body->getSourceRange();
      const SourceManager &SM = Ctx.getSourceManager();
      if (VD && !SM.isBeforeInTranslationUnit(VD->getLocation(), R.getBegin()) &&
          !SM.isBeforeInTranslationUnit(R.getEnd(), VD->getLocation()))
        return VD;
    }
    for (const Stmt *Child : E->children())
      if (Child)
        if (const VarDecl *VD = localOfConstruct(Child, Compute))
          return VD;
    return nullptr;
  }

  /// ClauseChecks.cpp rule 28 for the threads of a gang whose workers or
  /// vector lanes a loop's clause \p E sizes (the compute construct's own
  /// clauses are checked there): num_workers times vector_length must fit
  /// thread_limit's int.
  void checkThreadsOfGang(const Directive &Compute, const Expr *E) {
    if (!Compute.NumWorkers || !Compute.VectorLength ||
        Compute.NumWorkers->isValueDependent() ||
        Compute.VectorLength->isValueDependent())
      return;
    auto W = Compute.NumWorkers->getIntegerConstantExpr(Ctx);
    auto V = Compute.VectorLength->getIntegerConstantExpr(Ctx);
    if (!W || !V || !W->isStrictlyPositive() || !V->isStrictlyPositive() ||
        W->getActiveBits() > 31 || V->getActiveBits() > 31)
      return;
    if (W->getZExtValue() * V->getZExtValue() > INT32_MAX)
      Diags.report(E->getBeginLoc(), DiagID::err_acc_launch_threads_too_many)
          << toString(*W, 10) << toString(*V, 10) << E->getSourceRange();
  }

  void setComputeSize(const OpenACCClause *C, const Expr *E,
                      const Directive &Loop, const Expr *&Field,
                      const char *What) {
    const Directive &Compute = *Loop.Compute;
    auto Text = [&](SourceRange R) { return sourceText(R, Ctx); };
    // The size is evaluated where the kernel is launched, before the region
    // runs: an argument that reads a variable of the region cannot be.
    if (const VarDecl *Local = localOfConstruct(E, Compute)) {
      Diags.report(E->getBeginLoc(), DiagID::warn_acc_loop_size_local)
          << Text(C->getSourceRange()) << What << Local->getName()
          << E->getSourceRange();
      return;
    }
    if (!Field) {
      Field = E;
      if (Loop.Node != Compute.Node) // a combined construct: ClauseChecks
        checkThreadsOfGang(Compute, E);
      return;
    }
    if (Text(Field->getSourceRange()) != Text(E->getSourceRange()))
      Diags.report(C->getBeginLoc(), DiagID::warn_acc_loop_size_ignored)
          << Text(C->getSourceRange()) << What << Text(Field->getSourceRange());
  }

  void buildLoop(Directive &L) {
    for (const OpenACCClause *C : L.Clauses) {
      switch (C->getClauseKind()) {
      case OpenACCClauseKind::Gang: {
        L.Loop.Gang = true;
        const auto *GC = cast<OpenACCGangClause>(C);
        for (unsigned I = 0; I < GC->getNumExprs(); ++I) {
          auto [Kind, E] = GC->getExpr(I);
          if (Kind == OpenACCGangKind::Static) {
            if (isa<OpenACCAsteriskSizeExpr>(E))
              L.Loop.GangStaticStar = true;
            else
              L.Loop.GangStatic = E;
          } else if (Kind == OpenACCGangKind::Num) {
            setComputeSize(C, E, L, L.Compute->NumGangs,
                           "number of gangs");
            L.Compute->NumGangsFromLoop |= L.Compute->NumGangs == E;
          } else if (Kind == OpenACCGangKind::Dim) {
            // Checked by clang (a constant 1 to 3) and by rule 13 of
            // ClauseChecks.cpp (nesting); LoopPartitioning.cpp rule 5
            // partitions it.
            if (auto V = E->getIntegerConstantExpr(Ctx);
                V && V->isStrictlyPositive())
              L.Loop.GangDim = V->getZExtValue();
          }
        }
        break;
      }
      case OpenACCClauseKind::Worker: {
        L.Loop.Worker = true;
        const auto *WC = cast<OpenACCWorkerClause>(C);
        if (WC->hasIntExpr() && L.Compute)
          setComputeSize(C, WC->getIntExpr(), L, L.Compute->NumWorkers,
                         "number of workers");
        else if (WC->hasIntExpr())
          unsupportedClause(L, C);
        break;
      }
      case OpenACCClauseKind::Vector: {
        L.Loop.Vector = true;
        const auto *VC = cast<OpenACCVectorClause>(C);
        if (VC->hasIntExpr() && L.Compute)
          setComputeSize(C, VC->getIntExpr(), L,
                         L.Compute->VectorLength,
                         "vector length");
        else if (VC->hasIntExpr())
          unsupportedClause(L, C);
        break;
      }
      case OpenACCClauseKind::Seq:
        L.Loop.Seq = true;
        break;
      case OpenACCClauseKind::Auto:
        L.Loop.Auto = true;
        break;
      case OpenACCClauseKind::Independent:
        L.Loop.Independent = true;
        break;
      case OpenACCClauseKind::Collapse: {
        const auto *CC = cast<OpenACCCollapseClause>(C);
        L.Loop.CollapseForce = CC->hasForce();
        if (auto V = CC->getLoopCount()->getIntegerConstantExpr(Ctx))
          L.Loop.Collapse = V->isStrictlyPositive() ? V->getZExtValue() : 1;
        break;
      }
      case OpenACCClauseKind::Tile:
        // OpenACC 3.3 sec. 2.9.8: the tiled loops are tightly nested and
        // their iterations are divided into tiles; which gang or vector
        // lane runs which iteration is the implementation's to choose, so
        // accc partitions the tiled nest as one collapsed iteration space
        // (docs/Mapping.md, "Loop directives").
        L.Loop.Tile = cast<OpenACCTileClause>(C)->getSizeExprs().size();
        break;
      case OpenACCClauseKind::Private:
      case OpenACCClauseKind::Reduction:
        break;
      default:
        unsupportedClause(L, C);
        break;
      }
    }
    L.Loop.Collapse = std::max(L.Loop.Collapse, L.Loop.Tile);
    if (L.Compute && L.Compute->Kernels && !L.Loop.Seq && !L.Loop.Independent)
      L.Loop.Auto = L.Loop.KernelsAuto = true;
    // The collapsed nest and its loop control variables.
    const Stmt *S = L.Body;
    for (unsigned Level = 0; Level < L.Loop.Collapse && S; ++Level) {
      S = soleStatement(S);
      // collapse(force: n) (OpenACC 3.3 sec. 2.9.1): code may stand between
      // the associated loops; clang's Sema allows one loop among it.
      if (L.Loop.CollapseForce && Level > 0 && !isa<ForStmt, CXXForRangeStmt>(S))
        if (const Stmt *Inner =
                loopAmongInterveningCode(S, L.Loop.InterveningCode))
          S = Inner;
      if (const auto *RF = dyn_cast<CXXForRangeStmt>(S)) {
        L.ControlVars.push_back({RF->getLoopVariable(), true});
        S = RF->getBody();
        continue;
      }
      const auto *FS = dyn_cast<ForStmt>(S);
      if (!FS)
        break;
      L.Loops.push_back(FS);
      L.ControlVars.push_back(controlVar(FS));
      // A sequential loop needs no control variable: the seed drops its
      // directive and leaves the `for` as written.
      if (!L.ControlVars.back().Var && !L.Loop.Seq && !L.Loop.Auto)
        Diags.report(FS->getBeginLoc(),
                     DiagID::err_acc_loop_control_var_missing)
            << L.spelling();
      S = FS->getBody();
    }
    if (L.ControlVars.size() == L.Loop.Collapse)
      L.IterationBody = S;
    // An auto loop (exp, or in kernels without independent) whose levels
    // the dependence analysis proves independent is treated as independent
    // (OpenACC 3.3 sec. 2.9.7: the implementation decides).
    if (L.Loop.Auto && !L.Loop.Seq && !L.Loops.empty() &&
        L.Loops.size() == L.Loop.Collapse) {
      std::vector<InferredReduction> Reductions;
      std::string Why;
      if (proveIndependent(L.Loops, dependenceContext(L.Compute, L.Clauses),
                           Reductions, Why)) {
        L.Loop.Auto = false;
        L.Loop.Independent = L.Loop.Proven = true;
        L.InferredReductions = std::move(Reductions);
      } else {
        L.DependenceNote = Why;
      }
    } else if (L.Compute && L.Compute->Kernels && L.Loop.Independent &&
               !L.Loop.Proven && !L.Loop.Seq && L.IterationBody) {
      // (A naked loop the analysis proved keeps the reductions it found,
      // also of a variable in a data clause: `copy(sum)`.)
      L.InferredReductions = updatedScalars(
          L.IterationBody, dependenceContext(L.Compute, L.Clauses));
    }
    // Nested constructs: inside the innermost collapsed body and, for
    // robustness, anywhere else in the nest.
    visitNested(&L, L.Loops.empty() ? L.Body : L.Loops.back()->getBody());
  }

  /// The one loop in block \p S, looking into nested blocks, or null; the
  /// first other statement (intervening code) goes to \p Other if unset.
  static const Stmt *loopAmongInterveningCode(const Stmt *S,
                                              const Stmt *&Other) {
    const auto *CS = dyn_cast_or_null<CompoundStmt>(S);
    if (!CS)
      return nullptr;
    const Stmt *Found = nullptr;
    for (const Stmt *Child : CS->body()) {
      const Stmt *Loop = isa<ForStmt, CXXForRangeStmt>(Child)
                             ? Child
                             : loopAmongInterveningCode(Child, Other);
      if (Loop && Found)
        return nullptr;
      if (Loop)
        Found = Loop;
      else if (!Other)
        Other = Child;
    }
    return Found;
  }

  static LoopControlVar controlVar(const ForStmt *FS) {
    const Stmt *Init = FS->getInit();
    if (const auto *DS = dyn_cast_or_null<DeclStmt>(Init)) {
      if (DS->isSingleDecl())
        return {dyn_cast<VarDecl>(DS->getSingleDecl()), true};
      return {};
    }
    const Expr *E = dyn_cast_or_null<Expr>(Init);
    if (!E)
      return {};
    E = E->IgnoreParenImpCasts();
    const Expr *LHS = nullptr;
    if (const auto *BO = dyn_cast<BinaryOperator>(E);
        BO && BO->getOpcode() == BO_Assign)
      LHS = BO->getLHS();
    else if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E);
             OC && OC->getOperator() == OO_Equal)
      LHS = OC->getArg(0);
    if (const auto *DRE =
            dyn_cast_or_null<DeclRefExpr>(LHS ? LHS->IgnoreParenImpCasts()
                                              : nullptr))
      return {dyn_cast<VarDecl>(DRE->getDecl()), false};
    return {};
  }
};

} // namespace

std::unique_ptr<DirectiveTree>
buildDirectiveTree(const OpenACCConstructStmt *Node, TargetKind Target,
                   ASTContext &Ctx, Diagnoser &Diags) {
  auto R = std::make_unique<DirectiveTree>();
  R->Target = Target;
  TreeBuilder B(*R, Target, Ctx, Diags);
  R->Root = B.buildRoot(Node);
  if (!R->Root)
    return nullptr;
  return R;
}

} // namespace accc::analysis
