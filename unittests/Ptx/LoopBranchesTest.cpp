//===- LoopBranchesTest.cpp - The loop-branch rewrite of lib/Ptx ----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// rewriteLoopBranches (accc/Ptx/LoopBranches.h): each rule, on loops as
// LLVM 22 writes them, and the lines it must leave alone.
//
//===----------------------------------------------------------------------===//

#include "accc/Ptx/LoopBranches.h"
#include "gtest/gtest.h"

using accc::ptx::rewriteLoopBranches;

namespace {

/// A kernel whose loop ends in the latch \p Latch (three lines: the
/// comparison, the conditional branch, the unconditional one), the
/// predicate used elsewhere too where \p Extra says so.
std::string kernel(const std::string &Latch, const std::string &Extra = "") {
  return ".visible .entry k(\n"
         "\t.param .u32 k_param_0\n"
         ")\n"
         "{\n"
         "\t.reg .pred \t%p<8>;\n"
         "\tmov.b32 \t%r2, 0;\n"
         "$L__BB0_3:                              // =>This Inner Loop "
         "Header: Depth=1\n"
         "\tadd.s32 \t%r2, %r2, 1;\n" +
         Latch + Extra +
         "$L__BB0_4:\n"
         "\tret;\n"
         "}\n";
}

const char *const CountedLatch = "\tsetp.eq.b32 \t%p5, %r2, %r1;\n"
                                 "\t@%p5 bra \t$L__BB0_4;\n"
                                 "\tbra.uni \t$L__BB0_3;\n";

TEST(LoopBranches, CountedLoop) {
  std::string Ptx = kernel(CountedLatch);
  EXPECT_EQ(rewriteLoopBranches(Ptx), 1u);
  // The complement, the branch back, the jump's line left empty.
  EXPECT_EQ(Ptx, kernel("\tsetp.ne.b32 \t%p5, %r2, %r1;\n"
                        "\t@%p5 bra \t$L__BB0_3;\n"
                        "\n"));
}

TEST(LoopBranches, EveryIntegerComparison) {
  const std::pair<const char *, const char *> Pairs[] = {
      {"eq", "ne"}, {"ne", "eq"}, {"lt", "ge"}, {"ge", "lt"}, {"le", "gt"},
      {"gt", "le"}, {"lo", "hs"}, {"hs", "lo"}, {"ls", "hi"}, {"hi", "ls"}};
  for (auto [Cmp, Inverse] : Pairs)
    for (const char *Type : {"b16", "s32", "u32", "s64", "u64", "b64"}) {
      std::string Ptx = kernel(std::string("\tsetp.") + Cmp + "." + Type +
                               " \t%p5, %r2, %r1;\n"
                               "\t@%p5 bra \t$L__BB0_4;\n"
                               "\tbra.uni \t$L__BB0_3;\n");
      ASSERT_EQ(rewriteLoopBranches(Ptx), 1u) << Cmp << "." << Type;
      EXPECT_NE(Ptx.find(std::string("setp.") + Inverse + "." + Type +
                         " \t%p5"),
                std::string::npos)
          << Cmp << "." << Type;
    }
}

TEST(LoopBranches, LeftAlone) {
  const std::string Cases[] = {
      // A floating comparison: its complement is the unordered one.
      kernel("\tsetp.lt.f64 \t%p5, %fd2, %fd1;\n"
             "\t@%p5 bra \t$L__BB0_4;\n"
             "\tbra.uni \t$L__BB0_3;\n"),
      // A comparison combined with another predicate.
      kernel("\tsetp.eq.and.b32 \t%p5, %r2, %r1, %p1;\n"
             "\t@%p5 bra \t$L__BB0_4;\n"
             "\tbra.uni \t$L__BB0_3;\n"),
      // Two results.
      kernel("\tsetp.eq.b32 \t%p5|%p6, %r2, %r1;\n"
             "\t@%p5 bra \t$L__BB0_4;\n"
             "\tbra.uni \t$L__BB0_3;\n"),
      // A predicate not from setp.
      kernel("\tmov.pred \t%p5, %p1;\n"
             "\t@%p5 bra \t$L__BB0_4;\n"
             "\tbra.uni \t$L__BB0_3;\n"),
      // The conditional branch goes elsewhere than the next label.
      kernel("\tsetp.eq.b32 \t%p5, %r2, %r1;\n"
             "\t@%p5 bra \t$L__BB0_9;\n"
             "\tbra.uni \t$L__BB0_3;\n"),
      // A negated predicate.
      kernel("\tsetp.eq.b32 \t%p5, %r2, %r1;\n"
             "\t@!%p5 bra \t$L__BB0_4;\n"
             "\tbra.uni \t$L__BB0_3;\n"),
  };
  for (const std::string &C : Cases) {
    std::string Ptx = C;
    EXPECT_EQ(rewriteLoopBranches(Ptx), 0u) << C;
    EXPECT_EQ(Ptx, C);
  }
}

TEST(LoopBranches, PredicateUsedTwice) {
  // The comparison's result is used by another instruction too.
  std::string Ptx = kernel(CountedLatch);
  Ptx.insert(Ptx.find("\t@%p5 bra"), "\tselp.b32 \t%r7, 1, 0, %p5;\n");
  std::string Before = Ptx;
  EXPECT_EQ(rewriteLoopBranches(Ptx), 0u);
  EXPECT_EQ(Ptx, Before);
  // %p50 is another register.
  Ptx = kernel(CountedLatch);
  Ptx.insert(Ptx.find("\tadd.s32"), "\tmov.pred \t%p50, %p1;\n");
  EXPECT_EQ(rewriteLoopBranches(Ptx), 1u);
}

TEST(LoopBranches, ForwardBranchLeftAlone) {
  // The unconditional branch goes forward: no loop's back edge.
  std::string Ptx = ".visible .entry k()\n{\n"
                    "\tsetp.eq.b32 \t%p5, %r2, %r1;\n"
                    "\t@%p5 bra \t$L__BB0_4;\n"
                    "\tbra.uni \t$L__BB0_5;\n"
                    "$L__BB0_4:\n\tret;\n"
                    "$L__BB0_5:\n\tret;\n}\n";
  std::string Before = Ptx;
  EXPECT_EQ(rewriteLoopBranches(Ptx), 0u);
  EXPECT_EQ(Ptx, Before);
}

TEST(LoopBranches, RegistersAreEachFunctionsOwn) {
  // %p5 appears in the first function too: the second's latch is still
  // rewritten (its own %p5 has one definition and one use).
  std::string First = ".visible .func f()\n{\n"
                      "\tsetp.eq.b32 \t%p5, %r2, %r1;\n"
                      "\tselp.b32 \t%r7, 1, 0, %p5;\n\tret;\n}\n";
  std::string Ptx = First + kernel(CountedLatch);
  EXPECT_EQ(rewriteLoopBranches(Ptx), 1u);
  EXPECT_EQ(Ptx.substr(0, First.size()), First);
}

TEST(LoopBranches, NothingToRewrite) {
  std::string Ptx = "//\n.version 8.8\n.target sm_90\n";
  EXPECT_EQ(rewriteLoopBranches(Ptx), 0u);
  EXPECT_EQ(Ptx, "//\n.version 8.8\n.target sm_90\n");
}

} // namespace
