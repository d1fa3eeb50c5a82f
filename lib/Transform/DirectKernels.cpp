//===- DirectKernels.cpp - Collapsed GPU nests as ompx_bare kernels -------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// A collapsed `gang [worker] vector` nest of a combined construct on the
// GPU becomes, through OpenMP's `target teams distribute parallel for`, a
// kernel that runs the OpenMP device runtime: the team's state set up and
// two barriers at its start, a loop over the team's chunks, each chunk a
// parallel region (more barriers) around a loop over the thread's
// iterations, whose bounds and 64-bit counters stay live in registers. The
// small kernels of stencil and hydrodynamics codes pay for it in registers
// and hence occupancy (bench/hydro's equation of state: 44 registers, 512
// threads per team, half the threads an SM can hold) and run 1.2-1.7x as
// long as the same loops written in CUDA, one thread per cell in 32x8
// blocks (docs/performance.md, "Direct kernels").
//
// LLVM's `ompx_bare` clause makes `target teams` such a CUDA kernel: no
// device runtime, the grid and block given by num_teams and thread_limit
// (up to three dimensions), the ompx_* routines of ompx.h giving each
// thread its block and thread numbers. The collapsed nest's second version
// (CollapseVersions.cpp) becomes one (OMPDirectKernel in OMPTree.h):
//
//   #pragma acc parallel loop collapse(2) present(a, b)
//   for (int j = 1; j < n - 1; ++j)
//     for (int i = 1; i < m - 1; ++i)
//       BODY
//   =>
//   {
//   const long long B_n0 = ..., B_n1 = ...;             (trip counts)
//   if (__accc_on_gpu(on) && B_n0 > 0 && B_n1 > 0 && B_n1 <= 2147483391
//       && B_n0 <= 524280) {
//   const int B_mx = (int)B_n1, B_my = (int)B_n0;
//   const int B_tx0 = min(B_mx, 32), B_ty = min(B_my, 256 / B_tx0),
//             B_tx = min(B_mx, 256 / B_ty);             (the block)
//   #pragma omp target teams ompx_bare num_teams((B_mx + B_tx - 1) / B_tx,
//       (B_my + B_ty - 1) / B_ty) thread_limit(B_tx, B_ty) map(...) ...
//   {
//   const int B_px = ompx_block_id_x() * B_tx + ompx_thread_id_x();
//   const int B_py = ompx_block_id_y() * B_ty + ompx_thread_id_y();
//   if (B_px < B_mx && B_py < B_my) {
//   int j = 1 + (B_py); int i = 1 + (B_px);             (loopVariable)
//   do { BODY } while (0);
//   }
//   }
//   } else {
//   #pragma omp target teams distribute parallel for collapse(2) ...
//   for (int j = ...) for (int i = ...) BODY
//   }
//   }
//
// The innermost loop is x (consecutive threads of a warp take consecutive
// iterations, as the nest's memory order has them), the next y, a third z.
// A block has up to 256 threads (or the construct's num_workers times
// vector_length, constants): 32 along x where the innermost loop has
// that many, the rest along y (and z), and x widened again where the outer
// loops are short. The kernel replaces the 32-bit index's (it needs no
// division either): 1.0-1.05x the CUDA twins' time on the H100.
//
// Rules (`-fopenacc-direct-kernels`, the default of compiles; the print
// modes print them with the flag, their OpenMP being LLVM's only): the
// collapsed GPU version of CollapseVersions.cpp (its rules 1, 2 and 4; a
// single loop and constant bounds too, and variables of 64 bits) becomes a
// direct kernel when
//  1. the nest has 1 to 3 levels and its directive has thread-level
//     parallelism (`parallel for`: vector or worker);
//  2. the construct has no num_gangs (the OpenMP kernel keeps the gangs
//     the user asked for), and num_workers and vector_length, if given, are
//     constants (the block then has their product of threads, at most 1024,
//     instead of 256); it is no `serial`, and its if/self conditions have
//     no side effects (Fits tests them again);
//  3. nothing reduces (reduction clauses, reductions the dependence
//     analysis found), but where the construct reduces across its gangs
//     through libacc's memory (GangReductions.cpp) and the nest has 2 or 3
//     levels (rule 8); a single loop that reduces keeps the OpenMP kernel,
//     whose threads' runs of consecutive iterations read narrow elements
//     faster (bench/reduce's int sums at 2^25: 1987-2239 GB/s through
//     OpenMP, 1755-1805 as direct kernels, H100), unless its variable is
//     wider than 32 bits: the OpenMP kernel's 64-bit iteration space costs
//     registers (bench/streamcxx's `intptr_t` dot: 80 against 60, 3 teams
//     of 256 threads to an SM where the reduction's geometry launches 4,
//     0.85 of CUDA at 2^25 on an H200), and the direct kernel's positions
//     are 32-bit; a reduction of a type that depends on a template
//     parameter only where each instantiation's is int, long, float or
//     double (ompx.h's C++ shuffles); no loop variable's last value is
//     kept;
//  4. every directive in the nest is a sequential loop (atomics and caches
//     are statements; a worker or vector loop needs the device runtime), and
//     the body calls no function holding a gang loop (an orphaned
//     `distribute` needs a team's state) and no OpenMP routine;
//  5. (a body holding loops of its own qualifies since 2026-11-28: with
//     the loop branches ptxas unrolls, lib/Ptx/LoopBranches.cpp, bench/
//     matmul's k loop ran 3667 GFLOP/s in the direct kernel against 3116
//     through OpenMP's schedule, CUDA 3989, on an H200; without them both
//     ran about 3160: docs/performance.md, "Loop branches for ptxas");
//  6. once lowered, every clause of the directive has a place in the kernel
//     (OMPDirectKernel::accepts: map, firstprivate, shared, is_device_ptr,
//     nowait, depend; private items are whole variables of a fixed size,
//     declared in each thread: a bare kernel's private clause would give one
//     per team);
//  7. at run time (Fits): the construct runs on a GPU (libacc's
//     __accc_on_gpu: its if condition holds, the current device is no host;
//     the host never runs a bare kernel, whose fallback ompx.h describes as
//     one thread), every loop has an iteration, and the grid fits: x
//     positions in an int, y at most 65535 blocks (of 8 threads for 256
//     threads a block), z 65535 blocks.
//  8. A kernel that reduces has at most Cap = 2048 / threads-per-block
//     blocks per SM (1056 of 256 threads for sm_90's 132 SMs; at most
//     65535, a grid dimension's limit): the
//     outermost level's blocks are what the others leave of Cap (at least
//     one), and its threads step through that level by the grid's threads
//     along it (OMPDirectKernel::StrideLoop), so the level's count must
//     leave room for the step in an int. One thread per iteration gave a
//     4096^2 sweep 65,536 blocks, whose atomics on one double (a
//     compare-and-swap loop for max) took the kernel 206 us against 102 us
//     capped and CUDA's 143 (docs/performance.md, "Direct kernels that
//     reduce"). GangReductions.cpp adds the partial results, the blocks'
//     reduction and the atomics, and moves the kernel in front of the whole
//     `target teams`.
//  9. A `parallel` construct whose body is its one loop construct,
//     unfused (`parallel { loop gang vector ... }`, as many codes write
//     it), gets the kernel too: the version is the `target teams` layer's,
//     the loop's directive gives rule 1's parallelism and the private
//     clauses (OMPCollapseVersion::LoopConstruct), as the fused directive
//     does (addUnfusedDirectKernel).
// 10. A single gang loop without thread-level parallelism whose body holds
//     one vector loop that reduces gets the kernel of RowKernels.cpp: a
//     block per gang iteration, the vector loop across its threads.
// 11. A single loop of 2^22 to 2^30 iterations gives each thread 4 of
//     them, a block's threads taking consecutive ones at each step (a
//     block covers 4 x its threads; the grid a quarter of the blocks):
//     ompx_bare copies on an H200 (best of 27, 2026-11-29) float 2^25
//     136 -> 122 us, 2^28 848 -> 724, double 2^25 197 -> 171, 2^28
//     1186 -> 1166, triads 0-6% faster; BabelStream's CUDA gives its
//     threads 4 elements too (fewer blocks to schedule). Shorter loops
//     keep one iteration per thread (the launch decides their time, and a
//     compute-bound loop keeps its blocks).
// 12. The array reductions done by atomic updates (AtomicReductions.cpp)
//     get a copy per block in its shared memory where they can (its rule
//     4): the grid is then rule 8's, whose threads step through the
//     outermost level, so that each block adds its copy to the data once.
// Otherwise the 32-bit index's version stays (a single loop: the OpenMP
// kernel alone); -Minfo=accel says why.
//
// Tests: test/Translate/direct-kernels.c, test/Execution/direct-kernels.c
// (the GPU suite runs it on the kernels; without a GPU it checks the other
// version); rule 8: test/Translate/direct-kernel-reductions.c,
// test/Execution/direct-kernel-reductions.c; rule 9:
// test/Translate/direct-kernels-unfused.c,
// test/Execution/direct-kernels-unfused.c.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "accc/Analysis/VarRefUtils.h"
#include "accc/Transform/TripCount.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenACC.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

namespace {

/// Whether \p F's definition holds a gang loop (an orphaned `distribute`
/// in its translation).
bool holdsGangLoop(const FunctionDecl *F) {
  const FunctionDecl *Def = nullptr;
  if (!F || !F->hasBody(Def) || !Def->getBody())
    return false;
  struct Finder : RecursiveASTVisitor<Finder> {
    bool Found = false;
    bool VisitOpenACCLoopConstruct(OpenACCLoopConstruct *L) {
      for (const OpenACCClause *C : L->clauses())
        if (isa<OpenACCGangClause>(C))
          Found = true;
      return !Found;
    }
  } G;
  G.TraverseStmt(Def->getBody());
  return G.Found;
}

} // namespace

std::string whyNotCalls(const Stmt *S) {
  struct Finder : RecursiveASTVisitor<Finder> {
    std::string Why;
    bool VisitCallExpr(CallExpr *C) {
      const FunctionDecl *F = C->getDirectCallee();
      if (!F)
        return true;
      if (F->getName().starts_with("omp_"))
        Why = "the loop body calls the OpenMP routine " + F->getName().str();
      else if (holdsGangLoop(F))
        Why = "the loop body calls " + F->getNameAsString() +
              ", which holds a gang loop";
      return Why.empty();
    }
  } F;
  F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Why;
}

bool holdsLongLoop(const Stmt *S, const ASTContext &Ctx) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const ASTContext &Ctx;
    bool Found = false;
    explicit Finder(const ASTContext &Ctx) : Ctx(Ctx) {}
    bool VisitForStmt(ForStmt *F) {
      std::optional<CanonicalLoop> C = canonicalLoop(F, Ctx);
      std::optional<llvm::APSInt> Lo, Hi;
      if (C && !C->Start->isValueDependent() && !C->End->isValueDependent()) {
        Lo = C->Start->getIntegerConstantExpr(Ctx);
        Hi = C->End->getIntegerConstantExpr(Ctx);
      }
      int64_t Span = Lo && Hi ? Hi->getExtValue() - Lo->getExtValue() : 0;
      if (!Lo || !Hi || Span > 16 || Span < -16)
        Found = true;
      return !Found;
    }
    bool VisitWhileStmt(WhileStmt *) { return !(Found = true); }
    bool VisitDoStmt(DoStmt *) { return !(Found = true); }
    bool VisitCXXForRangeStmt(CXXForRangeStmt *) { return !(Found = true); }
  } F(Ctx);
  F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Found;
}

bool onlySequentialInside(const Directive &L) {
  return llvm::all_of(L.Children, [](const Directive *C) {
    return C->Kind == DirectiveKind::Loop && C->Loop.Sequential &&
           onlySequentialInside(*C);
  });
}

bool conditionHasSideEffects(const Directive &P, const ASTContext &Ctx) {
  for (const Expr *C : {P.IfCond, P.SelfCond})
    if (C && C->HasSideEffects(Ctx))
      return true;
  return false;
}

std::optional<unsigned>
ComputeLowering::directThreads(const Directive &P) const {
  if (!P.VectorLength && !P.NumWorkers)
    return 256;
  auto Value = [&](const Expr *E) -> std::optional<int64_t> {
    if (!E)
      return 1;
    if (E->isValueDependent())
      return std::nullopt;
    if (std::optional<llvm::APSInt> V = E->getIntegerConstantExpr(Ctx))
      return V->getExtValue();
    return std::nullopt;
  };
  std::optional<int64_t> V = Value(P.VectorLength), W = Value(P.NumWorkers);
  if (!P.VectorLength || !V || !W || *V < 1 || *W < 1 || *V * *W > 1024)
    return std::nullopt;
  return static_cast<unsigned>(*V * *W);
}

namespace {

/// Rule 3: whether the loop variable of \p L's loop is wider than 32 bits.
bool wideLoopVariable(const Directive &L, const ASTContext &Ctx) {
  std::optional<CanonicalLoop> C =
      L.Loops.empty() ? std::nullopt : canonicalLoop(L.Loops.front(), Ctx);
  QualType T = C ? C->Var->getType() : QualType();
  return C && !T->isDependentType() && T->isIntegerType() &&
         Ctx.getTypeSize(T) > 32;
}

/// Rule 3: whether reduction \p A's variable has a type of its own, or, in
/// a template, int, long, float or double in each instantiation.
bool shuffledInTemplate(const DataAttr &A) {
  const auto *V = dyn_cast<VarDecl>(A.Var);
  if (!A.Var->getType()->isDependentType())
    return true;
  llvm::SmallVector<QualType, 4> Types = V ? typesOf(V) : decltype(Types)();
  return !Types.empty() && llvm::all_of(Types, [](QualType T) {
    const auto *BT = T.getCanonicalType()->getAs<BuiltinType>();
    return BT && (BT->getKind() == BuiltinType::Int ||
                  BT->getKind() == BuiltinType::Long ||
                  BT->getKind() == BuiltinType::Float ||
                  BT->getKind() == BuiltinType::Double);
  });
}

} // namespace

std::string ComputeLowering::whyNotDirect(const Directive &L,
                                          const OMPDirective &D,
                                          unsigned Levels) const {
  const Directive *P = L.Compute;
  if (Levels > 3)
    return "more than 3 collapsed loops";
  if (!D.has(OMPWord::Parallel))
    return "no worker or vector parallelism";
  if (!P)
    return "no compute construct";
  if (P->NumGangs || P->Serial)
    return "num_gangs given";
  if (!directThreads(*P))
    return "num_workers or vector_length other than constants of at most "
           "1024 threads in all";
  if (conditionHasSideEffects(*P, Ctx))
    return "a condition with side effects";
  // Reductions through libacc's memory only (GangReductions.cpp). A
  // kernels region's reductions are its loops' (the dependence analysis
  // found them), each loop's its own.
  if ((L.hasReduction() || (P->hasReduction() && !P->Kernels) ||
       !L.InferredReductions.empty()) &&
      !GangReductionForm)
    return "a reduction other than a gang reduction through libacc's memory";
  if (GangReductionForm && Levels == 1 && !wideLoopVariable(L, Ctx))
    return "a single loop that reduces (the OpenMP kernel's runs of "
           "consecutive iterations per thread read faster)";
  if (GangReductionForm)
    for (const Directive *D : {P, &L})
      for (const DataAttr &A : D->DSAs)
        if (A.Kind == DAKind::Reduction && !shuffledInTemplate(A))
          return "a reduction of a type that depends on a template parameter "
                 "other than int, long, float or double in an instantiation "
                 "(the block's shuffles)";
  if (!L.LiveOut.empty())
    return "a loop variable's last value is kept";
  if (!onlySequentialInside(L))
    return "a worker or vector loop inside";
  return whyNotCalls(L.IterationBody);
}

void ComputeLowering::addUnfusedDirectKernel(const Directive &P,
                                             const Directive &L, OMPNode &PN,
                                             const OMPNode &LN) {
  // (A gang loop alone: rule 10's row kernel.)
  if (!Opts.DirectKernels || !isGPU() ||
      !isUnfusedSingleLoop(P, L, PN, LN, /*Threads=*/false))
    return;
  unsigned N = L.Loop.Collapse;
  if (!copyableNest(L, LN) || PN.Layers.front().CollapseVersion)
    return;
  auto Why = [&](const std::string &Reason) {
    PN.Info.push_back("no direct kernel: " + Reason);
  };
  bool Narrow = true;
  std::string Reason;
  std::optional<std::vector<CanonicalLoop>> Loops =
      versionLoops(L, /*GPU=*/true, Narrow, Reason);
  if (!Loops)
    return Reason.empty() ? void() : Why(Reason);
  if (hasUncopyable(L.IterationBody))
    return Why("the loop body has a label or a static variable");
  OMPCollapseVersion V;
  V.Levels = N;
  V.Nest = L.Loops.front();
  V.Body = L.IterationBody;
  V.LoopConstruct = L.Node;
  std::string B = Out.uniqueName("__accc_cv");
  addTripCounts(V, *Loops, B, N);
  addDirectKernel(L, PN, V, *Loops, B, LN.firstDirective());
  if (V.Direct)
    PN.Layers.front().CollapseVersion = std::move(V);
}

void ComputeLowering::addDirectKernel(const Directive &L, OMPNode &PN,
                                      OMPCollapseVersion &V,
                                      const std::vector<CanonicalLoop> &Loops,
                                      const std::string &B,
                                      const OMPDirective *Loop) {
  if (!Opts.DirectKernels)
    return;
  const OMPDirective &D = *PN.Layers.front().Directive;
  unsigned N = Loops.size();
  // Rule 10: a gang loop around one vector loop that reduces.
  if (N == 1 && !(Loop ? *Loop : D).has(OMPWord::Parallel))
    return addRowKernel(L, PN, V, Loops.front(), B);
  if (std::string Why = whyNotDirect(L, Loop ? *Loop : D, N); !Why.empty()) {
    PN.Info.push_back("no direct kernel: " + Why);
    return;
  }
  // Dimension 0 (x) is the innermost loop. The block has Threads threads
  // (256, or the construct's num_workers times vector_length), up to
  // Along = 32 of them along x; y then has blocks of at least
  // Threads / Along threads.
  static const char *const Dim[] = {"x", "y", "z"};
  unsigned Threads = *directThreads(*L.Compute),
           Along = std::min(32u, Threads);
  const std::string Limit[] = {"2147483391",
                               std::to_string(65535u * (Threads / Along)),
                               "65535"};
  std::string BT = std::to_string(Threads), BX = std::to_string(Along);
  auto Count = [&](unsigned K) { return B + "_n" + std::to_string(K); };
  auto LevelOf = [&](unsigned Di) { return N - 1 - Di; };
  auto M = [&](unsigned Di) { return B + "_m" + Dim[Di]; };
  auto T = [&](unsigned Di) { return B + "_t" + Dim[Di]; };
  auto P = [&](unsigned Di) { return B + "_p" + Dim[Di]; };
  auto Min = [](const std::string &A, const std::string &Bound) {
    return A + " < " + Bound + " ? " + A + " : " + Bound;
  };

  // Rule 8: a reduction's grid has Cap blocks at most (a full SM's threads
  // per SM); its threads step through the outermost level (dimension Outer)
  // by the grid's threads along it, which must not overflow the int (a
  // single loop: its only level, nothing left to guard).
  // Rule 12: blocks with copies of arrays reduced by atomic updates step
  // through the loop as a reduction's do.
  bool Copies = !GangReductionForm && hasBlockCopies(*this, *L.Compute, L);
  bool Strided = GangReductionForm || Copies;
  unsigned Outer = N - 1, Cap = reductionGridCap(Threads);
  std::string StridedLimit =
      std::to_string(2147483647ull - uint64_t(Cap) * Threads);

  OMPDirectKernel K;
  K.BlockThreads = Threads;
  K.Fits = "__accc_on_gpu(" + onDeviceCondition(D) + ")";
  for (unsigned K2 = 0; K2 < N; ++K2)
    K.Fits += " && " + Count(K2) + " > 0";
  for (unsigned Di = 0; Di < N; ++Di)
    K.Fits += " && " + Count(LevelOf(Di)) + " <= " +
              (Strided && Di == Outer ? StridedLimit : Limit[Di]);
  auto Decl = [&](const std::string &Name, const std::string &Value) {
    K.Before.push_back(OMPStmt::decl("const int " + Name + " = " + Value +
                                     ";"));
  };
  for (unsigned Di = 0; Di < N; ++Di)
    Decl(M(Di), "(int)" + Count(LevelOf(Di)));
  // The block: up to 32 along x, the rest of 256 along y (and z), then x
  // widened to what the others leave.
  if (N == 1) {
    Decl(T(0), Min(M(0), BT));
  } else {
    std::string Tx0 = B + "_tx0";
    Decl(Tx0, Min(M(0), BX));
    Decl(T(1), Min(M(1), BT + " / " + Tx0));
    std::string Others = T(1);
    if (N == 3) {
      Decl(T(2), Min(M(2), BT + " / (" + Tx0 + " * " + T(1) + ")"));
      Others = "(" + T(1) + " * " + T(2) + ")";
    }
    Decl(T(0), Min(M(0), BT + " / " + Others));
  }
  auto Blocks = [&](unsigned Di) {
    return "(" + M(Di) + " + " + T(Di) + " - 1) / " + T(Di);
  };
  for (unsigned Di = 0; Di < N; ++Di) {
    std::string Sep = Di ? ", " : "";
    std::string First = "ompx_block_id_" + std::string(Dim[Di]) + "() * " +
                        T(Di) + " + ompx_thread_id_" + Dim[Di] + "()";
    K.ThreadLimit += Sep + T(Di);
    if (Strided && Di == Outer) {
      // The blocks the other dimensions leave of Cap, at least one.
      std::string Others, G = B + "_g" + Dim[Di], C = B + "_c" + Dim[Di];
      for (unsigned O = 0; O < Outer; ++O)
        Others += (O ? " * (" : "(") + Blocks(O) + ")";
      Decl(G, Blocks(Di));
      Decl(C, Outer == 0 ? std::to_string(Cap)
                         : std::to_string(Cap) + " / " +
                               (Outer > 1 ? "(" + Others + ")" : Others));
      K.NumTeams += Sep + "(" + G + " < " + C + " ? " + G + " : " + C +
                    " > 0 ? " + C + " : 1)";
      K.StrideLoop = "for (int " + P(Di) + " = " + First + "; " + P(Di) +
                     " < " + M(Di) + "; " + P(Di) + " += ompx_grid_dim_" +
                     Dim[Di] + "() * " + T(Di) + ")";
      continue;
    }
    if (N == 1) {
      // Rule 11: a long single loop gives each thread up to 4 iterations,
      // a block's threads taking consecutive ones at each step.
      std::string Per = B + "_kx", Step = T(0) + " * " + Per;
      Decl(Per, M(0) + " >= 4194304 && " + M(0) + " <= 1073741824 ? 4 : 1");
      K.NumTeams = "(int)(((long long)" + M(0) + " + " + Step + " - 1) / (" +
                   Step + "))";
      std::string U = B + "_u";
      K.StrideLoop = "for (int " + U + " = 0, " + P(0) +
                     " = ompx_block_id_x() * " + Step +
                     " + ompx_thread_id_x(); " + U + " < " + Per + " && " +
                     P(0) + " < " + M(0) + "; ++" + U + ", " + P(0) +
                     " += " + T(0) + ")";
      continue;
    }
    K.NumTeams += Sep + Blocks(Di);
    K.Positions.push_back(
        OMPStmt::decl("const int " + P(Di) + " = " + First + ";"));
    K.Guard += (K.Guard.empty() ? "" : " && ") + P(Di) + " < " + M(Di);
  }
  PrintingPolicy Policy = Ctx.getPrintingPolicy();
  for (unsigned Level = 0; Level < N; ++Level)
    K.Indices.push_back(
        loopVariable(Loops[Level], P(N - 1 - Level), Policy));
  if (Copies)
    addBlockCopies(*this, *L.Compute, K, PN);
  V.Direct = std::move(K);
}

bool ComputeLowering::finishDirectKernel(const OMPDirective &D,
                                         OMPDirectKernel &K,
                                         std::string &Why) {
  if (!OMPDirectKernel::accepts(D)) {
    Why = "a clause a bare kernel has no place for";
    return false;
  }
  if (!threadPrivates(D, K.Privates, Why))
    return false;
  Out.requireOmpxHeader();
  Out.requireRuntimeHeader();
  return true;
}

bool ComputeLowering::threadPrivates(const OMPDirective &D, OMPStmts &Decls,
                                     std::string &Why) const {
  PrintingPolicy Policy = Ctx.getPrintingPolicy();
  for (const OMPClause &C : D.Clauses) {
    if (C.Kind != OMPClauseKind::Private)
      continue;
    for (const OMPItem &I : C.Items) {
      const auto *Var = dyn_cast_or_null<VarDecl>(I.Decl);
      QualType T = Var ? Var->getType() : QualType();
      if (!Var || I.Ref || !I.Bounds.empty() || T->isReferenceType() ||
          T->isDependentType() || T->isIncompleteType() ||
          !T->isConstantSizeType()) {
        Why = "a private item other than a variable of a fixed size";
        return false;
      }
      std::string Text;
      llvm::raw_string_ostream OS(Text);
      T.getUnqualifiedType().print(OS, Policy, Var->getName());
      Decls.push_back(OMPStmt::decl(Text + ";", Var));
    }
  }
  return true;
}

} // namespace accc::transform
