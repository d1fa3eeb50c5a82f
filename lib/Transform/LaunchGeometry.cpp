//===- LaunchGeometry.cpp - Teams, threads and chunks of GPU loops --------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Chooses the launch geometry of a combined gang-vector loop on the GPU
// (threads mapping): a `parallel loop` whose one loop level is both the gang
// and the thread level, translated to `target teams distribute parallel for`.
// Left to LLVM's runtime, such a kernel runs 128 threads per team and hands
// each team one chunk of 128 iterations at a time, entering and leaving a
// parallel region (five barriers) per chunk; a gang-level reduction runs on
// up to 3200 teams whose partial results LLVM combines one team at a time;
// and a loop of fewer than 409,600 iterations gets 32 threads per team. On
// an H100 that costs up to 3.5x (numbers: docs/performance.md, "Launch
// geometry").
//
// Rules G1-G4 (the first that applies), for a combined construct without
// num_gangs, num_workers or vector_length (the user's geometry is kept):
//  G1 streaming: no gang-level reduction, and the body has no inner loop or
//     the loop is collapsed -> thread_limit(512) dist_schedule(static, C):
//     each team entry moves 64 bytes of each array per thread: C = 4096 for
//     8-byte elements, 8 iterations per thread (triad 2445 -> 2928 GB/s,
//     2-D stencil 1345 -> 1950 GB/s, collapse(2) matmul 2319 -> 3279
//     GFLOP/s), 8192 for 4-byte ones (float triad 2^25: 2061 -> 2108 GB/s,
//     2^28: 2487 -> 2528; the widest element of the body decides). A loop
//     with fewer iterations than 4 * SMs such chunks (rounded down to a
//     power of two: 512 on the H100) gets chunks halved down to two
//     iterations per thread, so that the teams still fill the GPU: kernel
//     times (ncu) of float copy at 2^20 10.3 -> 6.6 us (CUDA 5.5), at 2^18
//     0.33 -> 0.76 of CUDA's speed, double copy 2^18 0.38 -> 0.86; a
//     conditional expression of the trip count where it is not a constant;
//  G2 heavy iterations: no gang-level reduction, an inner loop, not
//     collapsed -> thread_limit(256): full teams even for a few thousand
//     iterations, one chunk of 256 per team (n-body step 1979 -> 6856
//     GFLOP/s; 4096-iteration chunks would leave most SMs idle);
//  G3 reduction, no inner loop -> num_teams(SMs) thread_limit(1024)
//     dist_schedule(static): one contiguous range and one reduction per team,
//     few teams to combine;
//  G4 reduction with an inner loop -> num_teams(2 * SMs) thread_limit(512)
//     dist_schedule(static): the same with registers for heavier bodies.
//     G3 and G4 ask for fewer teams where the loop (the collapsed nest) has
//     fewer iterations than those teams' first chunks (G3: threads x rule
//     R's C each, 4096 for a double sum; G4: one iteration per thread):
//     one team per such chunk, written as
//     an expression of the trip count where it is not a constant. A 1000-
//     iteration sum on 132 teams of 1024 threads took 18.7 us on the H100,
//     on one team 7.0 us (the teams' partial results are combined one team
//     at a time).
// With ThreadLimit256 (the driver's fallback when ptxas cannot compile a
// file: a kernel of 512 or 1024 threads must fit every function it may call
// into 128 or 64 registers, and as far as ptxas knows it may call the
// parallel-region wrappers and reduction helpers of every other kernel of the
// file), G1 becomes thread_limit(256) with chunks of the same iterations per
// thread (dist_schedule(static, 2048) for doubles) and G3/G4
// num_teams(4 * SMs) thread_limit(256): 256 threads allow 255 registers, the
// most any function has; 1-8% slower (docs/performance.md).
//  R  every thread-level loop with a reduction (G3/G4, and a vector loop
//     with a reduction inside a gang loop) also gets schedule(static, C),
//     C = 32 bytes / the size of the largest reduction variable, between 2
//     and 8, and at most 32 bytes / the bytes an iteration reads from arrays
//     (but not below 4: a float dot product gets 4; in a template, a
//     variable of a dependent type counts with the largest of its
//     instantiations' types, and array elements of a dependent type as 8
//     bytes): each thread reads C consecutive elements per chunk, C loads in
//     flight instead of one, which is what limits a reduction (the loop's
//     stride is the run-time team size, so LLVM does not unroll it): double
//     sum 1964 -> 2632 GB/s (C = 4), int sum 1174 -> 2421 GB/s (C = 8),
//     matvec 1634 -> 2650 GB/s. Loops without a reduction lose with it
//     (triad 2861 -> 1982 GB/s at C = 4), so they do not get it; larger
//     chunks lose too (double sum C = 16: 1760 GB/s).
//  G5 a gang loop whose iterations hold a partitioned loop (a nest: `teams
//     distribute` over `parallel for`), not collapsed, with a trip count
//     accc can state (TripCount.cpp) -> num_teams(min(trip count, 65536)):
//     one team per gang iteration, as CUDA launches one block per row. The
//     runtime's 3200 teams give some teams one iteration more than others
//     (16384 rows: 6 vs 5.12 on average) and leave a partial last wave:
//     matvec 16384^2 2526 -> 3016 GB/s, 24576^2 2917 -> 3055; more than
//     65536 teams lose to their start-up cost (2^24 rows of 2: 23.3 ms
//     uncapped, 15.2 capped, 18.0 with the runtime's choice).
// gang(static: n) keeps its own dist_schedule (and G5 does not apply). SMs: the
// streaming multiprocessors of the --offload-arch (gpuMultiprocessors()).
//  F  On a construct with an `if` (or `self`) condition, the teams G3-G5
//     choose are the GPU's: where the condition sends the construct to the
//     host, num_teams is 1, as for the constructs that get none (`(on) ?
//     T : 1`): libomp ran the GPU's count of host teams, clamped to the
//     cores with a warning on stderr ("Cannot form a team with 225 threads,
//     using 16 instead", bench/hydro's host run on a GPU machine). A
//     condition with side effects is evaluated by the if clause alone, and
//     the count stays; so does one that is not an integer (a pointer, an
//     array, a double), whose warnings clang would give again for the copy
//     (test/Driver/if-condition-warnings.c). (Where no GPU is used at all, libacc silences that
//     warning: runtime/src/GpuStartup.cpp rule 4.)
//
// Example (G1):
//   #pragma acc parallel loop
//   =>
//   #pragma omp target teams distribute parallel for ... thread_limit(512)
//       dist_schedule(static, 4096)
//
// Tests: test/Translate/launch-geometry.c,
// launch-geometry-template.cpp, reductions.c;
// test/Execution/launch-geometry-trip-counts.c, reduction-*.c.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "accc/Transform/TripCount.h"
#include "accc/Analysis/VarRefUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/bit.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

namespace {

bool containsLoop(const Stmt *S) {
  if (!S)
    return false;
  if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S))
    return true;
  for (const Stmt *C : S->children())
    if (containsLoop(C))
      return true;
  return false;
}

/// The size of the widest array element \p S reads or writes (8 if none or
/// unknown: a template's dependent types).
int64_t widestElement(const Stmt *S, const ASTContext &Ctx) {
  if (!S)
    return 0;
  int64_t Widest = 0;
  if (const auto *E = dyn_cast<Expr>(S)) {
    bool Element = isa<ArraySubscriptExpr>(E);
    if (const auto *UO = dyn_cast<UnaryOperator>(E))
      Element = UO->getOpcode() == UO_Deref;
    QualType T = E->getType();
    // A row `a[j]` of `a[j][i]` is no element: its elements count.
    if (Element && !T->isArrayType()) {
      if (T->isDependentType() || T->isIncompleteType() || !isScalarType(T))
        return 8;
      Widest = Ctx.getTypeSizeInChars(T).getQuantity();
    }
  }
  for (const Stmt *C : S->children())
    Widest = std::max(Widest, widestElement(C, Ctx));
  return Widest;
}

/// The variables \p S subscripts (`a` of `a[i]`, `s` of `s.v[i]`).
void arraysRead(const Stmt *S, llvm::SmallPtrSetImpl<const ValueDecl *> &Out) {
  if (!S)
    return;
  if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(S)) {
    const Expr *B = ASE->getBase()->IgnoreParenImpCasts();
    while (const auto *Row = dyn_cast<ArraySubscriptExpr>(B))
      B = Row->getBase()->IgnoreParenImpCasts();
    while (const auto *M = dyn_cast<MemberExpr>(B))
      B = M->getBase()->IgnoreParenImpCasts();
    if (const auto *D = dyn_cast<DeclRefExpr>(B))
      Out.insert(D->getDecl());
  }
  for (const Stmt *C : S->children())
    arraysRead(C, Out);
}

} // namespace

int64_t ComputeLowering::elementBytes(const Directive &L) const {
  int64_t Widest = widestElement(L.Body, Ctx);
  return Widest > 0 ? Widest : 8;
}

int64_t ComputeLowering::reductionChunkSize(const Directive &L) const {
  int64_t Largest = 0;
  for (const DataAttr &A : L.DSAs) {
    if (A.Kind != DAKind::Reduction)
      continue;
    // In a template, each instantiation's type (none known: no chunk).
    const auto *V = dyn_cast<VarDecl>(A.Var);
    llvm::SmallVector<QualType, 4> Types;
    if (V)
      Types = typesOf(V);
    else
      Types.push_back(A.Var->getType()); // a member (MemberReductions.cpp)
    if (Types.empty())
      return 0;
    for (QualType T : Types) {
      if (!isScalarType(T) || T->isDependentType() || T->isIncompleteType())
        return 0;
      Largest = std::max(Largest, Ctx.getTypeSizeInChars(T).getQuantity());
    }
  }
  if (Largest == 0)
    return 0;
  int64_t Chunk = std::clamp<int64_t>(32 / Largest, 2, 8);
  // Each element of every array the body reads is a load in flight: a dot
  // product of floats reads 8 bytes an iteration, like a sum of doubles
  // (float dot on the H100, 2^25 / 2^28: C = 8 1437 / 2334 GB/s, C = 4
  // 1479 / 2488). Never below 4, where the double measurements stand.
  llvm::SmallPtrSet<const ValueDecl *, 4> Arrays;
  arraysRead(L.Body, Arrays);
  if (int64_t PerIteration = elementBytes(L) * int64_t(Arrays.size()))
    Chunk = std::min(Chunk, std::max<int64_t>(4, 32 / PerIteration));
  return Chunk;
}

std::string ComputeLowering::reductionChunk(const Directive &L) const {
  int64_t Chunk = reductionChunkSize(L);
  return Chunk ? "static, " + std::to_string(Chunk) : "";
}

void ComputeLowering::addReductionSchedule(const Directive &L,
                                             OMPDirective &D) {
  if (!threadsMapping() || !Opts.TunedGeometry || !D.has(OMPWord::For) ||
      L.Loop.GangStatic)
    return;
  std::string Chunk = reductionChunk(L);
  // `parallel loop` with the reduction on the compute construct's side.
  if (Chunk.empty() && L.Compute && L.Compute->Node == L.Node)
    Chunk = reductionChunk(*L.Compute);
  if (!Chunk.empty())
    D.addClause(OMPClause::value(OMPClauseKind::Schedule, Chunk));
}

ComputeLowering::TripProduct
ComputeLowering::tripProduct(const Directive &L, int64_t Saturate) const {
  TripProduct Out;
  if (L.Loops.empty())
    return Out;
  int64_t Constant = 1;
  bool AllConstant = true;
  llvm::SmallVector<const VarDecl *, 3> Outer;
  for (const ForStmt *F : L.Loops) {
    std::optional<CanonicalLoop> C = canonicalLoop(F, Ctx);
    if (!C)
      return TripProduct();
    // A triangular nest (`j = i; j < n`): the count is no product, and the
    // outer variable does not exist where the clause is evaluated.
    for (const VarDecl *V : Outer)
      if (mentionsVar(C->Start, V) || mentionsVar(C->End, V))
        return TripProduct();
    Outer.push_back(C->Var);
    std::string T =
        tripCountText(*C, Ctx, [&](const Expr *E) { return exprText(E); });
    int64_t N;
    if (AllConstant && !llvm::StringRef(T).getAsInteger(10, N) &&
        N < (int64_t(1) << 31))
      Constant = std::min(Constant * N, Saturate);
    else
      AllConstant = false;
    Out.Text = Out.Text.empty() ? "(" + T + ")" : Out.Text + " * (" + T + ")";
  }
  if (AllConstant) // tripCountText writes no negative constant
    Out.Constant = Constant;
  else if (L.Loops.size() > 1)
    Out.Text = "(long long)" + Out.Text;
  return Out;
}

std::string ComputeLowering::reductionTeams(const Directive &L, int64_t Max,
                                            int64_t PerTeam) const {
  // A constant product is only compared with Max * PerTeam: it saturates
  // there (no overflow for three collapsed loops of 2^31 iterations).
  TripProduct P = tripProduct(L, Max * PerTeam);
  if (P.Text.empty())
    return std::to_string(Max);
  if (P.Constant)
    return std::to_string(
        std::clamp<int64_t>((*P.Constant + PerTeam - 1) / PerTeam, 1, Max));
  const std::string &Trips = P.Text;
  // Evaluated on the host before the launch; a loop that runs no iteration
  // gets one team.
  std::string Limit = std::to_string((Max - 1) * PerTeam);
  std::string Per = std::to_string(PerTeam);
  return Trips + " > " + Limit + " ? " + std::to_string(Max) + " : " + Trips +
         " > 0 ? (" + Trips + " + " + std::to_string(PerTeam - 1) + ") / " +
         Per + " : 1";
}

std::string ComputeLowering::streamingChunk(const Directive &L,
                                            int64_t Threads,
                                            int64_t Largest) const {
  // Chunks Largest, Largest / 2, ... down to two iterations per thread;
  // the largest that still gives every one of Chunks teams a chunk.
  const int64_t Smallest = std::min(Largest, 2 * Threads);
  const int64_t Chunks = int64_t(llvm::bit_floor(
      uint64_t(std::max<int64_t>(1, StreamingChunksPerSM * Opts.GpuSMs))));
  TripProduct P = tripProduct(L, Largest * Chunks);
  if (P.Text.empty())
    return std::to_string(Largest);
  int64_t C = Largest;
  if (P.Constant) {
    while (C > Smallest && *P.Constant < C * Chunks)
      C /= 2;
    return std::to_string(C);
  }
  // `T >= 4194304 ? 8192 : T >= 2097152 ? 4096 : ... : 1024`, evaluated on
  // the host before the launch (a loop without iterations gets Smallest).
  std::string Text;
  for (; C > Smallest; C /= 2)
    Text += P.Text + " >= " + std::to_string(C * Chunks) + " ? " +
            std::to_string(C) + " : ";
  return Text + std::to_string(Smallest);
}

std::string ComputeLowering::deviceTeams(const Directive &P,
                                         const OMPDirective &D,
                                         const std::string &Teams) const {
  if (conditionHasSideEffects(P, Ctx))
    return Teams;
  for (const Expr *C : {P.IfCond, P.SelfCond})
    if (C && !C->getType()->isIntegralOrEnumerationType())
      return Teams;
  for (const OMPClause &C : D.Clauses)
    if (C.Kind == OMPClauseKind::If) {
      int64_t Constant;
      bool Plain = !llvm::StringRef(Teams).getAsInteger(10, Constant);
      return "(" + C.Arg + ") ? " + (Plain ? Teams : "(" + Teams + ")") +
             " : 1";
    }
  return Teams;
}

void ComputeLowering::addNestGeometry(const Directive &P, const Directive &L,
                                        OMPNode &N) {
  if (P.NumGangs || L.Loop.GangStatic || L.Loops.size() != 1)
    return;
  std::string Trips = tripCountText(L.Loops.front(), Ctx,
                                    [&](const Expr *E) { return exprText(E); });
  if (Trips.empty())
    return;
  const int64_t Max = MaxNestTeams;
  std::string Teams;
  int64_t Constant;
  if (!llvm::StringRef(Trips).getAsInteger(10, Constant))
    Teams = std::to_string(std::min(Constant, Max));
  else
    Teams = Trips + " < " + std::to_string(Max) + " ? " + Trips + " : " +
            std::to_string(Max);
  OMPDirective &D = *N.Layers.front().Directive;
  D.addClause(
      OMPClause::value(OMPClauseKind::NumTeams, deviceTeams(P, D, Teams)));
  N.Info.push_back("launch geometry: one team per iteration of the gang "
                   "loop, at most " +
                   std::to_string(Max) +
                   " (gang loop over a partitioned "
                   "inner loop)");
}

void ComputeLowering::addLaunchGeometry(const Directive &P,
                                          const Directive &L, OMPNode &N) {
  if (!tunesGeometry(P) || N.Layers.size() != 1 ||
      !N.Layers.front().Directive)
    return;
  OMPDirective &D = *N.Layers.front().Directive;
  if (D.has(OMPWord::Distribute) && !D.has(OMPWord::Parallel)) {
    addNestGeometry(P, L, N);
    return;
  }
  if (!D.has(OMPWord::Distribute) || !D.has(OMPWord::Parallel))
    return;
  addThreadGeometry(P, L, D, D, N.Info);
}

void ComputeLowering::addSingleLoopGeometry(const Directive &P,
                                            const Directive &L, OMPNode &PN,
                                            OMPNode &LN) {
  // The construct launches what `parallel loop` would.
  if (tunesGeometry(P) && isUnfusedSingleLoop(P, L, PN, LN))
    addThreadGeometry(P, L, *PN.Layers.front().Directive,
                      *LN.Layers.front().Directive, PN.Info);
}

bool ComputeLowering::isUnfusedSingleLoop(const Directive &P,
                                          const Directive &L,
                                          const OMPNode &PN,
                                          const OMPNode &LN,
                                          bool Threads) {
  if (P.Kernels || PN.Layers.size() != 1 || !PN.Layers.front().Directive ||
      LN.Layers.size() != 1 || !LN.Layers.front().Directive ||
      !LN.Layers.front().Prologue.empty())
    return false;
  const OMPDirective &Teams = *PN.Layers.front().Directive;
  const OMPDirective &Loop = *LN.Layers.front().Directive;
  if (!Teams.has(OMPWord::Target) || !Teams.has(OMPWord::Teams) ||
      Teams.has(OMPWord::Distribute) || !Loop.has(OMPWord::Distribute) ||
      (Threads && !Loop.has(OMPWord::Parallel)))
    return false;
  // The body is the loop construct alone, in braces or not.
  const Stmt *Body = P.Body;
  if (const auto *CS = dyn_cast_or_null<CompoundStmt>(Body))
    Body = CS->size() == 1 ? CS->body_front() : nullptr;
  return Body && Body == L.Node;
}

void ComputeLowering::addThreadGeometry(const Directive &P, const Directive &L,
                                        OMPDirective &TeamsD,
                                        OMPDirective &D,
                                        std::vector<std::string> &Info) {
  bool Reduction = P.hasReduction() || L.hasReduction();
  if (P.NumGangs || P.NumWorkers || P.VectorLength) {
    if (Reduction)
      addReductionSchedule(L, D); // rule R does not depend on the geometry
    return;
  }
  bool InnerLoop = !L.Loops.empty() && containsLoop(L.Loops.back()->getBody());
  bool Collapsed = L.Loop.Collapse > 1;
  // A gang reduction through libacc's memory has its loop in a parallel
  // region of its own (GangReductions.cpp rule 3).
  bool Small = Opts.ThreadLimit256 || GangReductionForm;
  std::string Teams, Chunk, Why;
  int64_t Threads = 256, MaxTeams = 0;
  if (!Reduction && (!InnerLoop || Collapsed)) {
    Threads = Small ? 256 : 512;
    // 64 bytes of each array per thread and chunk: 8 doubles, 16 floats;
    // smaller chunks where the loop has too few iterations for them.
    int64_t PerThread = std::clamp<int64_t>(64 / elementBytes(L), 8, 32);
    Chunk = "static, " + streamingChunk(L, Threads, PerThread * Threads);
    Why = "streaming loop: chunks of up to " + std::to_string(PerThread) +
          " iterations per thread";
  } else if (!Reduction) {
    Why = "loop with an inner loop: one iteration per thread and chunk";
  } else {
    unsigned PerSM = Small ? 4 : InnerLoop ? 2 : 1;
    Threads = Small ? 256 : InnerLoop ? 512 : 1024;
    Chunk = "static";
    // A team's first pass over the loop: rule R's chunk per thread (4
    // where L has none of its own), or one iteration per thread where each
    // holds an inner loop.
    int64_t PerThread = InnerLoop ? 1 : reductionChunkSize(L);
    if (PerThread == 0)
      PerThread = 4;
    MaxTeams = PerSM * Opts.GpuSMs;
    Teams = reductionTeams(L, MaxTeams, Threads * PerThread);
    Why = "reduction: " + std::to_string(PerSM) + " team" +
          (PerSM > 1 ? "s" : "") + " per SM, one range per team";
  }
  if (!Teams.empty())
    TeamsD.addClause(OMPClause::value(OMPClauseKind::NumTeams,
                                      deviceTeams(P, TeamsD, Teams)));
  TeamsD.addClause(
      OMPClause::value(OMPClauseKind::ThreadLimit, std::to_string(Threads)));
  if (!Chunk.empty() && !L.Loop.GangStatic)
    D.addClause(OMPClause::value(OMPClauseKind::DistSchedule, Chunk));
  if (Reduction)
    addReductionSchedule(L, D);
  std::string TeamsInfo = "teams by trip count";
  if (!Teams.empty()) {
    int64_t Count;
    TeamsInfo = llvm::StringRef(Teams).getAsInteger(10, Count)
                    ? "up to " + std::to_string(MaxTeams) +
                          " teams by trip count"
                    : Teams + " teams";
  }
  Info.push_back("launch geometry: " + TeamsInfo +
                   ", " + std::to_string(Threads) + " threads per team (" +
                   Why + ")");
}

} // namespace accc::transform
