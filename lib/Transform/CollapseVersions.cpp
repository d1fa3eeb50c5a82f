//===- CollapseVersions.cpp - A second version of collapsed loop nests ----===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenMP's collapse(n), which accc's collapse(n) becomes, costs the loop
// body a division per collapsed level and iteration to recover the loop
// variables from the linear index. Where that cost matters, the combined
// construct's fused directive gets a second version, chosen at run time
// (OMPCollapseVersion in OMPTree.h shows the printed form):
//
// GPU: a 32-bit index. clang gives the index of a collapsed nest 64 bits
// unless it can prove at compile time that the product of the trip counts
// fits in 32 (constant bounds), because the product of two 32-bit counts may
// not. Each iteration then divides 64-bit integers, which costs registers
// and hence occupancy: the 5-point stencil of bench/stencil (8192^2,
// collapse(2)) took 55 registers and ran at 0.74 of CUDA on the H100; with a
// 32-bit index, at 0.92 (docs/performance.md, "What limits the stencil").
// clang's -fopenmp-optimistic-collapse would give every nest of a file a
// 32-bit index, which is wrong for nests of 2^31 iterations or more. So:
//
//   #pragma acc parallel loop collapse(2)
//   for (int i = 1; i < n - 1; ++i)
//     for (int j = 1; j < m - 1; ++j)
//       BODY
//   =>
//   {
//   const long long __accc_cv0_n0 = ..., __accc_cv0_n1 = ...;  (trip counts)
//   if (__accc_cv0_n0 <= 2147483647 && ... && n0 * n1 <= 2147483647) {
//   const int __accc_cv0_m = (int)(n0 * n1), __accc_cv0_m1 = (int)n1;
//   #pragma omp target teams distribute parallel for ...  (no collapse)
//   for (int __accc_cv0_k = 0; __accc_cv0_k < __accc_cv0_m; ++__accc_cv0_k) {
//   const int __accc_cv0_q1 = __accc_cv0_k / __accc_cv0_m1;
//   int i = (int)(1 + (__accc_cv0_q1));
//   int j = (int)(1 + (__accc_cv0_k - __accc_cv0_q1 * __accc_cv0_m1));
//   BODY
//   }
//   } else {
//   #pragma omp target teams distribute parallel for ... collapse(2)
//   for (int i = 1; i < n - 1; ++i) ... BODY
//   }
//   }
//
// Each loop variable is computed from its position as the loop would: start
// + position (signed, step 1: no overflow, each value being one the loop
// takes; LLVM then knows the subscripts it feeds do not wrap, which the
// stencil needs: 2315 GB/s with unsigned arithmetic, 2433 without), in
// long long for a larger step of a signed variable, modulo 2^32 for an
// unsigned one.
//
// Multicore: the outer loop alone. A thread's iterations of `parallel for
// collapse(n)` each recover the loop variables by division, and the
// innermost loop is no loop for LLVM to vectorize; the outer loop alone
// across the threads, each running the inner loops whole, is what the host
// does per thread (bench/jacobi 2048^2 on 2 cores: 16.3 -> 24.2 GB/s). It
// balances where the outer loop has several iterations per thread:
//
//   {
//   const long long __accc_cv0_n0 = ...;                  (the outer count)
//   if (__accc_cv0_n0 >= 8 * omp_get_max_threads()) {
//   #pragma omp parallel for ...                          (no collapse)
//   for (int i = ...) for (int j = ...) BODY
//   } else {
//   #pragma omp parallel for ... collapse(2)
//   for (int i = ...) for (int j = ...) BODY
//   }
//   }
//
// Rules (`-acc-collapse=auto`, the default; `plain` makes no version): a
// combined construct's fused directive (GPU: target teams distribute ...;
// multicore: parallel for) whose loop has collapse(n), n >= 2, gets one when
//  1. every collapsed loop is in canonical form (TripCount.cpp) and declares
//     its variable in its init, and the bounds of the inner loops do not
//     mention the outer loops' variables (a rectangular nest: on multicore
//     every outer iteration then has the same work, which the balance of
//     rule 5 assumes); on the GPU each variable is of an integer type of at
//     most 32 bits (not bool, not an enum, not dependent: 64-bit variables
//     give a 64-bit index as written);
//  2. the loops are tightly nested (no tile, no code between them), and the
//     loop has no per-iteration copies (OMPNode::IterationLayers);
//  3. GPU: not every bound is a constant (clang then chooses itself);
//  4. what is printed twice (the innermost body on the GPU, the nest on
//     multicore) has no label and no static local variable, and nothing in
//     the nest is printed other than as written: no renamed expression
//     (MemberPrivates.cpp), no plain statements translated apart (a kernels
//     region's ranges);
//  5. multicore: the version runs where the outer loop has 8 iterations per
//     thread or more (a static schedule then leaves a thread at most 1/8
//     more work than another).
// Otherwise the directive keeps collapse(n) alone. -Minfo=accel says which.
//
// Tests: test/Translate/collapse-versions.c,
// test/Execution/collapse-versions.c, unittests/Transform/TripCountTest.cpp.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "accc/Transform/TripCount.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

bool hasUncopyable(const Stmt *S) {
  struct Finder : RecursiveASTVisitor<Finder> {
    bool Found = false;
    bool VisitLabelStmt(LabelStmt *) { return !(Found = true); }
    bool VisitAddrLabelExpr(AddrLabelExpr *) { return !(Found = true); }
    bool VisitVarDecl(VarDecl *V) {
      if (V->isStaticLocal())
        Found = true;
      return !Found;
    }
  } F;
  F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Found;
}

bool copyableNest(const Directive &L, const OMPNode &N) {
  return L.Loops.size() == L.Loop.Collapse && !L.Loop.Tile &&
         !L.Loop.InterveningCode && L.IterationBody &&
         N.IterationLayers.empty();
}

namespace {

/// The name of the trip count of loop \p K of the version named \p B.
std::string countName(const std::string &B, unsigned K) {
  return B + "_n" + std::to_string(K);
}

bool within(const SourceManager &SM, SourceRange Inner, SourceRange Outer) {
  SourceLocation B = SM.getExpansionLoc(Inner.getBegin()),
                 E = SM.getExpansionLoc(Inner.getEnd()),
                 OB = SM.getExpansionLoc(Outer.getBegin()),
                 OE = SM.getExpansionLoc(Outer.getEnd());
  return !SM.isBeforeInTranslationUnit(B, OB) &&
         !SM.isBeforeInTranslationUnit(OE, E);
}

} // namespace

void ComputeLowering::addCollapseVersion(const Directive &L, OMPNode &PN) {
  if (!Opts.CollapseVersions || PN.Layers.size() != 1 ||
      !PN.Layers.front().Directive)
    return;
  OMPLayer &Layer = PN.Layers.front();
  const OMPDirective &D = *Layer.Directive;
  unsigned N = L.Loop.Collapse;
  bool GPU = isGPU() && D.has(OMPWord::Target) && D.has(OMPWord::Distribute);
  bool Threads = Opts.Target == TargetKind::Multicore &&
                 D.has(OMPWord::Parallel) && D.has(OMPWord::For);
  // A single GPU loop gets a direct kernel only (DirectKernels.cpp).
  bool Single = GPU && N == 1 && Opts.DirectKernels;
  if ((!GPU && !Threads) || (N < 2 && !Single) || !copyableNest(L, PN))
    return;
  auto Why = [&](llvm::StringRef Reason) {
    PN.Info.push_back((Single ? std::string("no direct kernel: ")
                              : "collapse(" + std::to_string(N) + ") alone: ") +
                      Reason.str());
  };
  // Rule 1.
  bool Narrow = true; // every variable an integer of at most 32 bits
  std::string Reason;
  std::optional<std::vector<CanonicalLoop>> Nest =
      versionLoops(L, GPU, Narrow, Reason);
  if (!Nest)
    return Reason.empty() ? void() : Why(Reason);
  std::vector<CanonicalLoop> &Loops = *Nest;
  // Rule 3 (the GPU): the 32-bit index where clang cannot give one itself;
  // 64-bit loop variables give a 64-bit index as written.
  bool AllConstant = llvm::all_of(Loops, [&](const CanonicalLoop &C) {
    return !C.Start->isValueDependent() && !C.End->isValueDependent() &&
           isConstant(C.Start) && isConstant(C.End);
  });
  bool IndexLoop = GPU && N >= 2 && Narrow && !AllConstant;
  if (GPU && !IndexLoop && !Opts.DirectKernels)
    return;
  // Rule 4 (the nest's renamed expressions and ranges:
  // finishCollapseVersion).
  if (hasUncopyable(GPU ? L.IterationBody : L.Loops.front()))
    return Why("the loop body has a label or a static variable");

  OMPCollapseVersion V;
  V.Levels = N;
  V.Nest = L.Loops.front();
  std::string B = Out.uniqueName("__accc_cv");
  addTripCounts(V, Loops, B, GPU ? N : 1);
  if (Threads) {
    // Rule 5: the outer loop has 8 iterations per thread or more.
    V.OuterLoop = true;
    V.Body = V.Nest;
    V.Fits = countName(B, 0) + " >= 8 * omp_get_max_threads()";
    Out.requireOmpHeader();
    Layer.CollapseVersion = std::move(V);
    return;
  }

  V.Body = L.IterationBody;
  if (IndexLoop)
    addIndexLoop(V, Loops, B);
  addDirectKernel(L, PN, V, Loops, B);
  if (IndexLoop || V.Direct)
    Layer.CollapseVersion = std::move(V);
}

std::optional<std::vector<CanonicalLoop>>
ComputeLowering::versionLoops(const Directive &L, bool GPU, bool &Narrow,
                              std::string &Why) const {
  std::vector<CanonicalLoop> Loops;
  for (const ForStmt *F : L.Loops) {
    std::optional<CanonicalLoop> C = canonicalLoop(F, Ctx);
    if (!C) {
      Why = "a loop is not `for (T i = start; i < end; i += c)`";
      return std::nullopt;
    }
    if (!C->DeclaredInInit) {
      Why = "a loop variable is declared outside its loop";
      return std::nullopt;
    }
    QualType T = C->Var->getType();
    if (GPU && (T->isDependentType() || !T->isIntegerType() ||
                T->isEnumeralType() || T->isBooleanType()))
      return std::nullopt;
    Narrow = Narrow && Ctx.getTypeSize(T) <= 32;
    for (const CanonicalLoop &Outer : Loops)
      if (mentionsVar(C->Start, Outer.Var) || mentionsVar(C->End, Outer.Var)) {
        Why = "the bounds of an inner loop depend on an outer loop";
        return std::nullopt;
      }
    Loops.push_back(*C);
  }
  return Loops;
}

void ComputeLowering::addTripCounts(OMPCollapseVersion &V,
                                    const std::vector<CanonicalLoop> &Loops,
                                    const std::string &B,
                                    unsigned Levels) const {
  for (unsigned K = 0; K < Levels; ++K) {
    std::string W = wideTripCountText(
        Loops[K], Ctx, [&](const Expr *E) { return exprText(E); });
    V.Counts.push_back(OMPStmt::decl("const long long " + countName(B, K) +
                                     " = (" + W + ") > 0 ? (" + W + ") : 0;"));
  }
}

void ComputeLowering::addIndexLoop(OMPCollapseVersion &V,
                                   const std::vector<CanonicalLoop> &Loops,
                                   const std::string &B) const {
  unsigned N = Loops.size();
  V.Var = B + "_k";
  V.End = B + "_m";
  auto Count = [&](unsigned K) { return countName(B, K); };
  auto Int = [&](unsigned K) { return B + "_m" + std::to_string(K); };
  std::string Product, Fits;
  for (unsigned K = 0; K < N; ++K)
    Fits += (K ? " && " : "") + Count(K) + " <= 2147483647";
  for (unsigned K = 1; K < N; ++K) {
    Product = (K == 1 ? Count(0) : Product) + " * " + Count(K);
    Fits += " && " + Product + " <= 2147483647";
  }
  V.Fits = Fits;
  V.Before.push_back(
      OMPStmt::decl("const int " + V.End + " = (int)(" + Product + ");"));
  for (unsigned K = 1; K < N; ++K)
    V.Before.push_back(OMPStmt::decl("const int " + Int(K) + " = (int)" +
                                     Count(K) + ";"));
  // The position of the iteration in loop K: Q_N is the index, Q_K =
  // Q_{K+1} / m_K, the position Q_{K+1} - Q_K * m_K (Q_1 for loop 0).
  auto Quot = [&](unsigned K) {
    return K == N ? V.Var : B + "_q" + std::to_string(K);
  };
  std::vector<std::string> Position(N);
  for (unsigned K = N - 1; K >= 1; --K) {
    V.Indices.push_back(OMPStmt::decl("const int " + Quot(K) + " = " +
                                      Quot(K + 1) + " / " + Int(K) + ";"));
    Position[K] = Quot(K + 1) + " - " + Quot(K) + " * " + Int(K);
  }
  Position[0] = Quot(1);
  PrintingPolicy Policy = Ctx.getPrintingPolicy();
  for (unsigned K = 0; K < N; ++K)
    V.Indices.push_back(loopVariable(Loops[K], Position[K], Policy));
}

OMPStmt ComputeLowering::loopVariable(const CanonicalLoop &C,
                                      const std::string &Position,
                                      const PrintingPolicy &Policy) const {
  std::string T =
      C.Var->getType().getCanonicalType().getUnqualifiedType().getAsString(
          Policy);
  int64_t Step = C.Step > 0 ? C.Step : -C.Step;
  std::string Pos = "(" + Position + ")", Sign = C.Step > 0 ? " + " : " - ";
  std::optional<llvm::APSInt> SC;
  if (!C.Start->isValueDependent())
    SC = C.Start->getIntegerConstantExpr(Ctx);
  std::string Value;
  if (T.rfind("unsigned", 0) == 0) {
    // Unsigned: the loop's own modular arithmetic.
    std::string Start = SC ? std::to_string(uint32_t(SC->getExtValue())) + "u"
                           : "(" + T + ")(" + exprText(C.Start) + ")";
    std::string Offset = "(" + T + ")" + Pos +
                         (Step == 1 ? "" : " * " + std::to_string(Step) + "u");
    Value = Start == "0u" && C.Step > 0 ? Offset : Start + Sign + Offset;
  } else if (Step == 1) {
    // Signed, step 1: start + position never overflows (each value is one
    // the loop takes), and LLVM keeps knowing it (nsw), which a 64-bit
    // subscript of it needs to stay cheap.
    std::string Start = SC ? std::to_string(SC->getExtValue())
                           : "(" + T + ")(" + exprText(C.Start) + ")";
    Value = Start == "0" && C.Step > 0 ? Position : Start + Sign + Pos;
  } else {
    // Signed, a larger step: position * step may not fit the type.
    Value = "(long long)(" + T + ")(" + exprText(C.Start) + ")" + Sign +
            "(long long)" + Pos + " * " + std::to_string(Step);
  }
  return OMPStmt::decl(T + " " + C.Var->getNameAsString() + " = (" + T +
                       ")(" + Value + ");");
}

void ComputeLowering::finishCollapseVersion(OMPNode &PN) {
  // The fused directive's layer; where a gang reduction split it
  // (GangReductions.cpp), the loop's (the 32-bit index) and the teams' (a
  // direct kernel, which reduces).
  auto Versioned = [](const OMPLayer &L) { return L.CollapseVersion.has_value(); };
  auto First = llvm::find_if(PN.Layers, Versioned);
  if (First == PN.Layers.end())
    return;
  const SourceManager &SM = Ctx.getSourceManager();
  SourceRange Nest = First->CollapseVersion->Nest->getSourceRange();
  unsigned Levels = First->CollapseVersion->Levels;
  std::string Collapse = "collapse(" + std::to_string(Levels) + ")";
  bool Renamed = llvm::any_of(Out.replacements(), [&](const auto &R) {
    return within(SM, R.first->getSourceRange(), Nest);
  });
  bool Ranges = llvm::any_of(Out.ranges(), [&](const OMPStmtRange &R) {
    return within(SM, R.First->getSourceRange(), Nest);
  });
  if (Renamed || Ranges) {
    for (OMPLayer &L : PN.Layers)
      L.CollapseVersion.reset();
    PN.Info.push_back(Collapse + " alone: the nest's translation renames or "
                                 "rewrites code in it");
    return;
  }
  for (size_t I = 0; I < PN.Layers.size(); ++I) {
    OMPLayer &Layer = PN.Layers[I];
    if (!Layer.CollapseVersion)
      continue;
    OMPCollapseVersion &V = *Layer.CollapseVersion;
    std::string Why;
    if (V.Direct) {
      // A reducing kernel's private clauses are the loop directive's (the
      // next layer's), an unfused loop's its own node's.
      OMPDirective D = *Layer.Directive;
      const OMPDirective *Loop = nullptr;
      if (V.LoopConstruct) {
        if (const OMPNode *LN = Out.lookup(V.LoopConstruct))
          Loop = LN->firstDirective();
      } else if (!V.Direct->Partials.empty() && I + 1 < PN.Layers.size() &&
                 PN.Layers[I + 1].Directive) {
        Loop = &*PN.Layers[I + 1].Directive;
      }
      if (Loop)
        for (const OMPClause &C : Loop->Clauses)
          if (C.Kind == OMPClauseKind::Private)
            D.Clauses.push_back(C);
      if (!finishDirectKernel(D, *V.Direct, Why) ||
          (V.Direct->Row && !finishRowKernel(*V.Direct, Why))) {
        V.Direct.reset();
        PN.Info.push_back("no direct kernel: " + Why);
        if (V.Var.empty()) { // no 32-bit index either (OMPCollapseVersion)
          // The loop's version, if any, counts again in the region.
          if (I + 1 < PN.Layers.size() && PN.Layers[I + 1].CollapseVersion)
            PN.Layers[I + 1].CollapseVersion->Counts = std::move(V.Counts);
          Layer.CollapseVersion.reset();
          continue;
        }
      }
    }
    if (V.Direct && V.Direct->Row) {
      PN.Info.push_back(
          "loop: a direct kernel (ompx_bare: a block of " +
          std::to_string(V.Direct->BlockThreads) +
          " threads per gang iteration, at most " +
          (V.Direct->Partials.empty()
               ? std::string("65535 blocks")
               : std::to_string(std::max(1u, 2048 / V.Direct->BlockThreads)) +
                     " blocks per SM") +
          " stepping through the loop; the vector loop's iterations across the "
          "block's threads" +
          (V.Direct->SharedBytes ? " and a block reduction" : "") +
          ") where the construct runs "
          "on a GPU and the loop's count fits, else the OpenMP kernel (two "
          "kernels)");
      continue;
    }
    if (V.Direct) {
      bool Reduces = !V.Direct->Partials.empty();
      PN.Info.push_back(
          (V.Levels == 1 ? std::string("loop") : Collapse) +
          ": a direct kernel (ompx_bare: " +
          (Reduces
               ? "blocks of up to " + std::to_string(V.Direct->BlockThreads) +
                     " threads, a few per SM, stepping through the "
                     "outer loop; " +
                     (V.Direct->SharedBytesExpr.empty()
                          ? "a block reduction and one atomic per block"
                          : "each block's copies of the arrays reduced "
                            "by atomic updates")
               : std::string(V.Levels == 1
                                 ? "a thread per iteration (4 in a loop "
                                   "of 2^22 to 2^30 iterations)"
                                 : "one thread per iteration") +
                     ", blocks of up to " +
                     std::to_string(V.Direct->BlockThreads) + " threads") +
          ") where the construct runs on a GPU and the loops' counts fit, "
          "else " +
          (V.Var.empty() ? "the OpenMP kernel (two kernels)"
                         : "a 64-bit index (two kernels)"));
      continue;
    }
    PN.Info.push_back(
        V.OuterLoop
            ? Collapse + ": the outer loop alone across the threads where "
                         "it has 8 iterations per thread or more (the inner "
                         "loops run whole in each thread), else the "
                         "collapsed nest"
            : Collapse + ": a 32-bit index where the nest's iterations fit "
                         "in an int, else a 64-bit one (two kernels)");
  }
}

} // namespace accc::transform
