//===- LoopPartitioningTest.cpp - seq, auto and implicit gang --------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The rules of lib/Analysis/LoopPartitioning.cpp (seed 000, "Implicit Gang
// Clauses" and "Sequential Loops") and the kernels rule of
// DirectiveTree.cpp (OpenACC 3.3 sec. 2.9: in kernels, a loop without
// independent or seq is auto). Each test names the rule it pins. The
// partitioning reads "DEPTH:LEVELS" per loop in pre-order (TestRegion.h).
//
//===----------------------------------------------------------------------===//

#include "TestRegion.h"
#include "gtest/gtest.h"

using namespace accc;
using namespace accc::test;

namespace {

/// The loop partitioning of the first compute construct of \p Code, or of
/// nest(\p Compute, \p Loops).
std::string partitionOfCode(llvm::StringRef Code, Lang L = Lang::C) {
  TestAST AST(Code, L);
  EXPECT_TRUE(AST.ok()) << AST.messages() << "\nin:\n" << Code.str();
  auto R = buildRegion(AST);
  if (!R)
    return "<no region>";
  return partitioning(*R);
}

std::string partitionOf(llvm::StringRef Compute,
                        llvm::ArrayRef<llvm::StringRef> Loops) {
  return partitionOfCode(nest(Compute, Loops));
}

// Rule 2: the outermost loop that may be gang-partitioned gets imp gang.

TEST(LoopPartitioning, NakedLoopGetsImplicitGang) {
  EXPECT_EQ(partitionOf("parallel", {"loop"}), "1:gang(imp)");
  EXPECT_EQ(partitionOf("parallel loop", {}), "1:gang(imp)");
}

TEST(LoopPartitioning, OnlyTheOutermostLoopGetsImplicitGang) {
  EXPECT_EQ(partitionOf("parallel", {"loop", "loop", "loop"}),
            "1:gang(imp) 2:seq 3:seq");
  EXPECT_EQ(partitionOf("parallel loop", {"loop"}), "1:gang(imp) 2:seq");
}

TEST(LoopPartitioning, SiblingLoopsEachGetImplicitGang) {
  EXPECT_EQ(partitionOfCode("void f(int n, float *a) {\n"
                        "#pragma acc parallel\n{\n"
                        "#pragma acc loop\n"
                        "for (int i = 0; i < n; ++i) a[i] = 0;\n"
                        "#pragma acc loop\n"
                        "for (int i = 0; i < n; ++i) a[i] += 1;\n}\n}\n"),
            "1:gang(imp) 1:gang(imp)");
}

TEST(LoopPartitioning, LoopInsidePlainForGetsImplicitGang) {
  // Only loop directives count: a `for` without one is not a level.
  EXPECT_EQ(partitionOf("parallel", {"", "loop"}), "1:gang(imp)");
}

TEST(LoopPartitioning, NoImplicitGangBelowExplicitLevels) {
  // "no ancestor loop with exp gang/worker/vector"
  EXPECT_EQ(partitionOf("parallel", {"loop worker", "loop"}), "1:worker 2:seq");
  EXPECT_EQ(partitionOf("parallel", {"loop vector", "loop"}), "1:vector 2:seq");
  EXPECT_EQ(partitionOf("parallel", {"loop gang", "loop"}), "1:gang 2:seq");
  EXPECT_EQ(partitionOf("parallel loop worker", {"loop"}), "1:worker 2:seq");
}

TEST(LoopPartitioning, ExplicitWorkerOrVectorLoopGetsNoGang) {
  // "not gang, not worker, not vector": a worker or vector loop is
  // permitted a gang but does not get one, and the loops inside it may not.
  EXPECT_EQ(partitionOf("parallel", {"loop vector"}), "1:vector");
  EXPECT_EQ(partitionOf("parallel", {"loop worker", "loop vector"}),
            "1:worker 2:vector");
}

TEST(LoopPartitioning, ImplicitGangAboveWorkerAndVector) {
  EXPECT_EQ(partitionOf("parallel", {"loop", "loop worker", "loop vector"}),
            "1:gang(imp) 2:worker 3:vector");
  EXPECT_EQ(partitionOf("parallel loop", {"loop vector"}),
            "1:gang(imp) 2:vector");
}

TEST(LoopPartitioning, NoImplicitGangAboveExplicitGang) {
  // "no nested loop with exp gang": the gang goes where the user put it.
  EXPECT_EQ(partitionOf("parallel", {"loop", "loop gang"}), "1:seq 2:gang");
  EXPECT_EQ(partitionOf("parallel", {"loop", "loop", "loop gang vector"}),
            "1:seq 2:seq 3:gang,vector");
}

TEST(LoopPartitioning, ImplicitGangBetweenLevels) {
  // Not below the explicit gang; and not above it either.
  EXPECT_EQ(partitionOf("parallel", {"loop gang", "loop", "loop vector"}),
            "1:gang 2:seq 3:vector");
}

// Rule 3: sequential loops.

TEST(LoopPartitioning, SeqLoopIsSequential) {
  EXPECT_EQ(partitionOf("parallel", {"loop seq"}), "1:seq");
  EXPECT_EQ(partitionOf("parallel loop seq", {}), "1:seq");
}

TEST(LoopPartitioning, ImplicitGangSkipsASeqLoop) {
  // "not seq": the outermost loop that may be partitioned is inside it.
  EXPECT_EQ(partitionOf("parallel", {"loop seq", "loop", "loop"}),
            "1:seq 2:gang(imp) 3:seq");
}

// Rule 1: auto loops are sequential, decided before the implicit gang.

TEST(LoopPartitioning, AutoLoopIsSequential) {
  EXPECT_EQ(partitionOf("parallel", {"loop auto"}), "1:seq");
  EXPECT_EQ(partitionOf("parallel", {"loop auto", "loop"}),
            "1:seq 2:gang(imp)");
}

TEST(LoopPartitioning, AutoWithLevelsIsSequential) {
  // An `auto gang` loop is sequential, and does not block the implicit
  // gang below it (the seed's "relaxed" rule).
  EXPECT_EQ(partitionOf("parallel", {"loop auto gang", "loop"}),
            "1:gang,seq 2:gang(imp)");
  EXPECT_EQ(partitionOf("parallel", {"loop auto vector", "loop"}),
            "1:vector,seq 2:gang(imp)");
}

TEST(LoopPartitioning, SequentialAutoGangDoesNotBlockGangAbove) {
  EXPECT_EQ(partitionOf("parallel", {"loop", "loop auto gang", "loop"}),
            "1:gang(imp) 2:gang,seq 3:seq");
}

TEST(LoopPartitioning, IndependentDoesNotChangeParallelLoops) {
  // independent is the default in parallel constructs (sec. 2.9.9).
  EXPECT_EQ(partitionOf("parallel", {"loop independent", "loop independent"}),
            "1:gang(imp) 2:seq");
}

TEST(LoopPartitioning, SerialFollowsTheSameRules) {
  EXPECT_EQ(partitionOf("serial", {"loop", "loop"}), "1:gang(imp) 2:seq");
  EXPECT_EQ(partitionOf("serial loop", {"loop vector"}),
            "1:gang(imp) 2:vector");
}

// Kernels (DirectiveTree.cpp; docs/Mapping.md, "Kernels"): a loop without
// independent or seq is auto, hence sequential.

TEST(LoopPartitioning, KernelsLoopWithoutIndependentIsSequential) {
  EXPECT_EQ(partitionOf("kernels", {"loop"}), "1:seq");
  EXPECT_EQ(partitionOf("kernels loop", {}), "1:seq");
  // Also with explicit levels.
  EXPECT_EQ(partitionOf("kernels", {"loop gang", "loop vector"}),
            "1:gang,seq 2:vector,seq");
}

TEST(LoopPartitioning, KernelsIndependentLoopIsPartitioned) {
  EXPECT_EQ(partitionOf("kernels", {"loop independent"}), "1:gang(imp)");
  EXPECT_EQ(partitionOf("kernels loop independent", {}), "1:gang(imp)");
  EXPECT_EQ(partitionOf("kernels loop independent", {"loop independent"}),
            "1:gang(imp) 2:seq");
  EXPECT_EQ(partitionOf("kernels", {"loop independent gang",
                                    "loop independent vector"}),
            "1:gang 2:vector");
}

TEST(LoopPartitioning, KernelsImplicitGangBelowAnAutoLoop) {
  EXPECT_EQ(partitionOf("kernels", {"loop", "loop independent"}),
            "1:seq 2:gang(imp)");
}

TEST(LoopPartitioning, KernelsAutoIsRecorded) {
  TestAST AST(nest("kernels", {"loop", "loop seq", "loop independent"}));
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto R = buildRegion(AST);
  ASSERT_TRUE(R);
  std::vector<bool> KernelsAuto;
  R->forEach([&](const analysis::Directive &D) {
    if (D.Kind == analysis::DirectiveKind::Loop)
      KernelsAuto.push_back(D.Loop.KernelsAuto);
  });
  EXPECT_EQ(KernelsAuto, (std::vector<bool>{true, false, false}));
}

TEST(LoopPartitioning, PartitionQueries) {
  analysis::LoopPartitioning P;
  P.ImpGang = true;
  EXPECT_TRUE(P.isGangPartitioned());
  P.Sequential = true;
  EXPECT_FALSE(P.isGangPartitioned());
  P = {};
  P.Worker = P.Vector = true;
  EXPECT_TRUE(P.isWorkerPartitioned());
  EXPECT_TRUE(P.isVectorPartitioned());
  EXPECT_FALSE(P.isGangPartitioned());
  P.Sequential = true;
  EXPECT_FALSE(P.isWorkerPartitioned());
  EXPECT_FALSE(P.isVectorPartitioned());
}

TEST(LoopPartitioning, CxxRangeForLoops) {
  EXPECT_EQ(partitionOfCode("void f(float (&a)[8]) {\n"
                        "#pragma acc parallel loop\n"
                        "for (float &x : a)\n"
                        "#pragma acc loop\n"
                        "for (int j = 0; j < 4; ++j) x += j;\n}\n",
                        Lang::CXX),
            "1:gang(imp) 2:seq");
}

} // namespace
