//===- RowKernels.cpp - Gang loops around one reducing vector loop --------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// A gang loop whose iterations each reduce one vector loop into the
// iteration's own variable (a matrix-vector product, the rows of a sparse
// matrix, row norms):
//
//   #pragma acc parallel loop gang present(A, x, y)
//   for (int i = 0; i < n; ++i) {
//     double sum = 0;
//     #pragma acc loop vector reduction(+:sum)
//     for (int j = 0; j < n; ++j)
//       sum += A[i * n + j] * x[j];
//     y[i] = sum;
//   }
//
// becomes through OpenMP `target teams distribute` around `parallel for
// reduction(+: sum)`: a generic-mode kernel whose teams enter a parallel
// region per row and combine the row through the device runtime's
// reduction. On an H200 that kernel took 598 us for 16384^2 doubles (55
// registers, 128 threads, 56% occupancy, bound by its L1 traffic: 0.78 of
// CUDA's one block per row, 464 us); the same row loop as an `ompx_bare`
// kernel, one block of 256 threads per row, a warp-shuffle and
// shared-memory reduction, 484 us (32 registers, 98% occupancy; Nsight
// Compute, docs/performance.md "Row kernels").
//
// So the GPU version of such a gang loop (OMPCollapseVersion, a single
// loop's: CollapseVersions.cpp, DirectKernels.cpp) is that kernel
// (OMPDirectKernel::RowLoop), chosen at run time where the construct runs
// on a GPU:
//
//   if (__accc_on_gpu(on) && B_n0 > 0 && B_n0 <= 2147418112) {
//   const int B_m = (int)B_n0;
//   #pragma omp target teams ompx_bare num_teams(B_m < 65535 ? B_m : 65535)
//       thread_limit(256) <data clauses> ompx_dyn_cgroup_mem(256 * k)
//   {
//   const int B_t = ompx_thread_id_x();
//   for (int B_p = ompx_block_id_x(); B_p < B_m; B_p += ompx_grid_dim_x()) {
//   int i = (int)(B_p);  <the gang loop's privates>
//   do {
//   double sum = 0;                         (every thread: the prefix)
//   {
//   double B_r0;                            (the block's result)
//   {
//   __ACCC_GANG_PARTIAL(double, sum, (double)(0))  (the thread's partial)
//   const long long B_k = <the vector loop's trip count>;
//   for (long long B_q = B_t; B_q < B_k; B_q += 256) {
//   int j = (int)(B_q);  <the vector loop's privates>
//   do { sum += A[i * n + j] * x[j]; } while (0);
//   }
//   <the block's reduction of sum; its thread 0: B_r0 = sum;>
//   }
//   if (B_t == 0) { sum += B_r0; }
//   }
//   if (B_t == 0) {
//   y[i] = sum;                             (thread 0: the suffix)
//   }
//   } while (0);
//   }
//   }
//   } else { <the OpenMP kernel> }
//
// Rules (-fopenacc-direct-kernels; -Minfo=accel says why a loop gets none):
//  1. The gang loop is a single loop of a combined construct or of a
//     `parallel` construct's one loop construct (DirectKernels.cpp rule 9),
//     partitioned across gangs only, without num_gangs (the block has 256
//     threads, or the constant num_workers times vector_length), not
//     `serial` (a `kernels loop` qualifies too: its scalars are shared,
//     which rule 2 allows for), conditions without side effects, with no
//     reduction of its own (of the construct or the gang loop) and no last
//     value kept.
//  1'. Where the construct's or the gang loop's reductions go through
//     libacc's memory (GangReductions.cpp rule 1': the vector loop reduces
//     the same variables), each thread accumulates them over all its rows
//     in a partial result of the kernel, the vector loop's reduction of
//     them needs no block reduction per row, and after the rows the block
//     combines the partial results with one atomic per variable; the grid
//     has at most 2048 / threads-per-block blocks per SM.
//  2. Its body is a compound statement: statements that every thread of
//     the block can run (the prefix: declarations of local variables of a
//     fixed size whose initializers have no side effects, and assignments
//     without side effects to such variables or to the construct's private
//     and firstprivate variables, each thread's own in a bare kernel),
//     then the vector loop's construct, then any statements (the suffix,
//     run by the block's first thread once the row is reduced) that assign
//     no variable declared outside the gang loop's body but through memory
//     (`y[i] = sum`; another variable would differ between the threads
//     that run the next iteration's prefix).
//  3. The vector loop is the body's one directive: a single loop
//     partitioned across workers or vectors only, in canonical form with
//     an integer variable, with no loop directive inside but sequential
//     ones, no loop inside but short ones counted by constants (rule 5 of
//     DirectKernels.cpp), no last value kept, and its reductions, if any,
//     each of a variable of the prefix or a private of the construct, of
//     type int, long (and their unsigned kinds), float or double (the
//     block's shuffles), not volatile. Its lowered directive has only
//     private, reduction, shared and schedule clauses, and nothing of its
//     translation wraps its body (finishRowKernel).
//  3'. Without a reduction (a 2-D update written as a gang loop over a
//     vector loop, TeaLeaf's `kernels loop independent` around `loop
//     independent`, which OpenMP's generic-mode `teams distribute` around
//     `parallel for` runs with a parallel region per row) the block's
//     threads step through the row alike, and a suffix runs after a
//     barrier of the block.
//  4. The bodies call no function that holds a gang loop and no OpenMP
//     routine (DirectKernels.cpp rule 4).
//  5. At run time (Fits): the construct runs on a GPU and the gang loop
//     has 1 to 2^31 - 65536 iterations; a block per iteration, at most
//     65535, each stepping through the iterations by the grid's blocks.
// The vector loop's iterations go to the block's threads round-robin (the
// CUDA twin's order: consecutive threads read consecutive elements); its
// reduction starts from the operator's identity in each thread, as
// OpenACC's private copies do, and the block's total is combined into the
// variable once (sec. 2.9.11).
//
// Tests: test/Translate/row-kernels.c, test/Execution/row-kernels.c (the
// GPU suite runs the kernels; without a GPU the OpenMP version runs).
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "accc/Analysis/VarRefUtils.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenACC.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

namespace {

/// Rule 2: whether \p S holds an OpenACC construct.
bool holdsConstruct(const Stmt *S) {
  struct Finder : RecursiveASTVisitor<Finder> {
    bool Found = false;
    bool VisitOpenACCConstructStmt(OpenACCConstructStmt *) {
      return !(Found = true);
    }
  } F;
  F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Found;
}

/// Rule 2: the variable \p E names (parentheses and casts aside), if any.
const VarDecl *namedVar(const Expr *E) {
  const auto *R = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
}

/// Rule 2: the first variable the suffix \p S assigns by name (`x = ...`,
/// `x += ...`, `++x`) that neither \p Own (the prefix's declarations) nor
/// \p S itself declares, if any.
const VarDecl *assignsOther(const Stmt *S,
                            const llvm::SmallPtrSetImpl<const VarDecl *> &Own) {
  struct Finder : RecursiveASTVisitor<Finder> {
    llvm::SmallPtrSet<const VarDecl *, 8> Own;
    const VarDecl *Found = nullptr;
    explicit Finder(const llvm::SmallPtrSetImpl<const VarDecl *> &O)
        : Own(O.begin(), O.end()) {}
    void check(const Expr *E) {
      if (const VarDecl *V = namedVar(E); V && !Own.count(V))
        Found = V;
    }
    bool VisitBinaryOperator(BinaryOperator *B) {
      if (B->isAssignmentOp())
        check(B->getLHS());
      return !Found;
    }
    bool VisitUnaryOperator(UnaryOperator *U) {
      if (U->isIncrementDecrementOp())
        check(U->getSubExpr());
      return !Found;
    }
    bool VisitDeclStmt(DeclStmt *D) {
      for (const Decl *X : D->decls())
        if (const auto *V = dyn_cast<VarDecl>(X))
          Own.insert(V);
      return true;
    }
  } F(Own);
  F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Found;
}

/// Rule 3: the reduced types the block's shuffles take.
bool shuffledType(QualType T) {
  if (T.isVolatileQualified())
    return false;
  const auto *BT = T.getCanonicalType()->getAs<BuiltinType>();
  if (!BT)
    return false;
  switch (BT->getKind()) {
  case BuiltinType::Int:
  case BuiltinType::UInt:
  case BuiltinType::Long:
  case BuiltinType::ULong:
  case BuiltinType::LongLong:
  case BuiltinType::ULongLong:
  case BuiltinType::Float:
  case BuiltinType::Double:
    return true;
  default:
    return false;
  }
}

} // namespace

void ComputeLowering::addRowKernel(const Directive &L, OMPNode &PN,
                                   OMPCollapseVersion &V,
                                   const CanonicalLoop &Loop,
                                   const std::string &B) {
  auto Why = [&](const std::string &Reason) {
    PN.Info.push_back("no direct kernel: " + Reason);
  };
  const Directive *P = L.Compute;
  // Rule 1.
  if (!P || P->Serial)
    return Why("no worker or vector parallelism");
  if (P->NumGangs)
    return Why("num_gangs given");
  std::optional<unsigned> Threads = directThreads(*P);
  if (!Threads)
    return Why("num_workers or vector_length other than constants of at "
               "most 1024 threads in all");
  if (conditionHasSideEffects(*P, Ctx))
    return Why("a condition with side effects");
  // Rule 1': the construct's reductions (the gang loop's) go through
  // libacc's memory: GangReductions.cpp gives the kernel each thread's
  // partial results and the blocks' reduction.
  if ((!GangReductionForm &&
       (P->hasReduction() || L.hasReduction() ||
        !L.InferredReductions.empty())) ||
      !L.LiveOut.empty())
    return Why("no worker or vector parallelism");
  llvm::SmallPtrSet<const ValueDecl *, 4> GangReduced;
  if (GangReductionForm)
    for (const DataAttr *A : reductionsOf(*P, L))
      GangReduced.insert(A->Var);
  // Rules 2 and 3: the body's statements around its one vector loop.
  const auto *Body = dyn_cast_or_null<CompoundStmt>(L.IterationBody);
  const Directive *C = L.Children.size() == 1 ? L.Children.front() : nullptr;
  if (!Body || !C || C->Kind != DirectiveKind::Loop || !C->Node ||
      C->Loop.isGangPartitioned() || !C->Loop.isThreadLevel() ||
      C->Loop.Collapse != 1 || C->Loop.Tile || C->Loops.size() != 1)
    return Why("no worker or vector parallelism");
  auto NoRow = [&](const std::string &Reason) {
    Why((C->hasReduction() ? "the gang loop's vector loop reduces, but "
                           : "the gang loop holds one vector loop, but ") +
        Reason);
  };
  llvm::SmallPtrSet<const VarDecl *, 8> Own, PerThread;
  for (const Directive *D : {P, &L})
    for (const DataAttr &A : D->DSAs)
      if (A.Kind == DAKind::Private || A.Kind == DAKind::FirstPrivate)
        if (const auto *Var = dyn_cast<VarDecl>(A.Var))
          PerThread.insert(Var);
  OMPDirectKernel::RowLoop Row;
  Row.Loop = C->Node;
  Row.LoopBody = C->IterationBody;
  bool Seen = false;
  for (const Stmt *S : Body->body()) {
    if (S == C->Node) {
      Seen = true;
      continue;
    }
    if (Seen) {
      if (holdsConstruct(S))
        return NoRow("a directive follows it in the gang loop's body");
      if (const VarDecl *Other = assignsOther(S, Own))
        return NoRow("the statements after it assign '" +
                     Other->getNameAsString() +
                     "', declared outside the gang loop's body");
      Row.Suffix.push_back(S);
      continue;
    }
    if (isa<NullStmt>(S))
      continue;
    if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      for (const Decl *X : DS->decls()) {
        const auto *Var = dyn_cast<VarDecl>(X);
        if (!Var || !Var->hasLocalStorage() ||
            !Var->getType()->isConstantSizeType() ||
            Var->getType()->isDependentType() ||
            (Var->getInit() && Var->getInit()->HasSideEffects(Ctx)))
          return NoRow("a statement before it is no declaration of a "
                       "variable of a fixed size without side effects");
        Own.insert(Var);
        PerThread.insert(Var);
      }
      Row.Prefix.push_back(S);
      continue;
    }
    const auto *Assign = dyn_cast<BinaryOperator>(S);
    const VarDecl *Target =
        Assign && Assign->getOpcode() == BO_Assign ? namedVar(Assign->getLHS())
                                                   : nullptr;
    if (!Target || !PerThread.count(Target) ||
        Assign->getRHS()->HasSideEffects(Ctx))
      return NoRow("a statement before it is neither a declaration nor an "
                   "assignment without side effects to a private variable");
    Row.Prefix.push_back(S);
  }
  if (!Seen)
    return Why("no worker or vector parallelism");
  // Rule 3.
  std::optional<CanonicalLoop> Inner = canonicalLoop(C->Loops.front(), Ctx);
  QualType IT = Inner ? Inner->Var->getType() : QualType();
  if (!Inner || IT->isDependentType() || !IT->isIntegerType() ||
      IT->isEnumeralType() || IT->isBooleanType())
    return NoRow("it is not `for (T j = start; j < end; j += c)` over an "
                 "integer");
  bool OwnInferred = llvm::any_of(C->InferredReductions, [&](const auto &R) {
    return !GangReduced.count(R.Var);
  });
  if (OwnInferred || !C->LiveOut.empty() ||
      !C->MemberPrivates.empty() || !onlySequentialInside(*C))
    return NoRow("it keeps a last value or holds a loop directive");
  if (holdsLongLoop(C->IterationBody, Ctx))
    return NoRow("its body holds a loop");
  std::vector<const DataAttr *> Reductions;
  for (const DataAttr &A : C->DSAs) {
    // (Rule 1': a variable the gang loop reduces accumulates in the
    // thread's partial result of the whole kernel.)
    if (A.Kind != DAKind::Reduction || GangReduced.count(A.Var))
      continue;
    const auto *Var = dyn_cast<VarDecl>(A.Var);
    if (!Var || !PerThread.count(Var) || !shuffledType(Var->getType()) ||
        !identityOf(A.Op, Var, Ctx))
      return NoRow("'" + A.Var->getNameAsString() +
                   "' is no variable of the gang loop's own of type int, "
                   "long, float or double");
    Reductions.push_back(&A);
  }
  if (std::string Calls = whyNotCalls(L.IterationBody); !Calls.empty())
    return Why(Calls);

  // Rules 1 and 5: the grid, a block per gang iteration.
  std::string BT = std::to_string(*Threads), Count = B + "_n0",
              M = B + "_m", Pos = B + "_p", T = B + "_t", Q = B + "_q",
              K = B + "_k";
  OMPDirectKernel Kernel;
  Kernel.BlockThreads = *Threads;
  Kernel.Fits = "__accc_on_gpu(" +
                onDeviceCondition(*PN.Layers.front().Directive) + ") && " +
                Count + " > 0 && " + Count + " <= 2147418112";
  Kernel.Before.push_back(
      OMPStmt::decl("const int " + M + " = (int)" + Count + ";"));
  // Rule 1': a block's atomic per variable; as many blocks as the GPU
  // holds at once, stepping through the rows (DirectKernels.cpp rule 8).
  std::string Cap =
      std::to_string(GangReductionForm ? reductionGridCap(*Threads) : 65535u);
  Kernel.NumTeams = "(" + M + " < " + Cap + " ? " + M + " : " + Cap + ")";
  Kernel.ThreadLimit = BT;
  Kernel.Positions.push_back(
      OMPStmt::decl("const int " + T + " = ompx_thread_id_x();"));
  Kernel.StrideLoop = "for (int " + Pos + " = ompx_block_id_x(); " + Pos +
                      " < " + M + "; " + Pos + " += ompx_grid_dim_x())";
  PrintingPolicy Policy = Ctx.getPrintingPolicy();
  Kernel.Indices.push_back(loopVariable(Loop, Pos, Policy));
  Kernel.SharedBytes = ReductionSlotBytes * Reductions.size();
  std::string W = wideTripCountText(
      *Inner, Ctx, [&](const Expr *E) { return exprText(E); });
  // The thread's positions in 32 bits, as CUDA codes step theirs (a 64-bit
  // position was not measured apart), in runs of at most 2^30 iterations:
  // one run but for loops longer than that.
  std::string Run = B + "_b", RunCount = B + "_c";
  OMPStmts Steps = {
      OMPStmt::decl("const long long " + K + " = (" + W + ") > 0 ? (" + W +
                    ") : 0;"),
      OMPStmt::code("for (long long " + Run + " = 0; " + Run + " < " + K +
                    "; " + Run + " += 1073741824) {"),
      OMPStmt::decl("const int " + RunCount + " = (int)(" + K + " - " + Run +
                    " < 1073741824 ? " + K + " - " + Run + " : 1073741824);"),
      OMPStmt::code("for (int " + Q + " = " + T + "; " + Q + " < " + RunCount +
                    "; " + Q + " += " + BT + ") {"),
      loopVariable(*Inner, Run + " + " + Q, Policy)};
  Row.Thread = T;
  if (Reductions.empty()) {
    // Rule 3': the vector loop's iterations across the block's threads;
    // the suffix waits for all of them (it may read what they wrote).
    Row.Open = std::move(Steps);
    Row.Close = {OMPStmt::code("}"), OMPStmt::code("}")};
    if (!Row.Suffix.empty())
      Row.Close.push_back(OMPStmt::code("ompx_sync_block_acq_rel();"));
    Kernel.Row = std::move(Row);
    V.Direct = std::move(Kernel);
    return;
  }

  // The vector loop's iterations across the block's threads, each thread's
  // partial results under the variables' names, the block's reduction.
  OMPStmts Finish, Apply;
  for (size_t I = 0; I < Reductions.size(); ++I) {
    const DataAttr &A = *Reductions[I];
    const auto *Var = cast<VarDecl>(A.Var);
    std::string Name = Var->getNameAsString(), Type = typeText(Var, Policy),
                Result = B + "_r" + std::to_string(I);
    Row.Open.push_back(OMPStmt::decl(Type + " " + Result + ";"));
    Finish.push_back(OMPStmt::code(Result + " = " + Name + ";"));
    Apply.push_back(
        OMPStmt::code(reductionCombiner(A.Op, Name, Result) + ";"));
  }
  Row.Open.push_back(OMPStmt::code("{"));
  for (const DataAttr *A : Reductions) {
    const auto *Var = cast<VarDecl>(A->Var);
    std::string Type = typeText(Var, Policy);
    // openacc.h's macro: -Wshadow does not apply to it.
    Row.Open.push_back(OMPStmt::decl(
        "__ACCC_GANG_PARTIAL(" + Type + ", " + Var->getNameAsString() + ", (" +
        Type + ")(" + *identityOf(A->Op, Var, Ctx) + "))"));
  }
  Row.Open.insert(Row.Open.end(), Steps.begin(), Steps.end());
  Row.Close.push_back(OMPStmt::code("}"));
  Row.Close.push_back(OMPStmt::code("}"));
  OMPStmts Block =
      blockReduction(Reductions, std::move(Finish), /*Again=*/true,
                     /*FullWarps=*/*Threads % 32 == 0, Ctx);
  Row.Close.insert(Row.Close.end(), Block.begin(), Block.end());
  Row.Close.push_back(OMPStmt::code("}"));
  Row.Close.push_back(OMPStmt::code("if (" + T + " == 0) {"));
  Row.Close.insert(Row.Close.end(), Apply.begin(), Apply.end());
  Row.Close.push_back(OMPStmt::code("}"));
  Kernel.Row = std::move(Row);
  V.Direct = std::move(Kernel);
  Out.requireOmpHeader(); // llvm_omp_target_dynamic_shared_alloc
  Out.requireRuntimeHeader(); // __ACCC_GANG_PARTIAL
}

bool ComputeLowering::finishRowKernel(OMPDirectKernel &K,
                                      std::string &Why) const {
  const OMPNode *N = Out.lookup(K.Row->Loop);
  const OMPDirective *D = N ? N->firstDirective() : nullptr;
  bool Plain = N && D && N->Layers.size() == 1 && N->IterationLayers.empty() &&
               !N->Layers.front().opensCompound() &&
               N->Layers.front().Statements.empty() &&
               !N->Layers.front().CollapseVersion &&
               !N->Layers.front().ContinueGuard;
  if (Plain)
    for (const OMPClause &C : D->Clauses)
      if (C.Kind != OMPClauseKind::Private &&
          C.Kind != OMPClauseKind::Reduction &&
          C.Kind != OMPClauseKind::Shared &&
          C.Kind != OMPClauseKind::Schedule &&
          C.Kind != OMPClauseKind::SimdLen)
        Plain = false;
  if (!Plain) {
    Why = "the vector loop's translation has more than a directive";
    return false;
  }
  return threadPrivates(*D, K.Row->Privates, Why);
}

} // namespace accc::transform
