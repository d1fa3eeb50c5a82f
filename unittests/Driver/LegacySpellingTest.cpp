//===- LegacySpellingTest.cpp - The source read with rewrites -------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// rewriteLegacySpellings (lib/Driver/LegacySpelling.cpp), rule 4: the
// reduction clauses that hold an item clang's Sema rejected are read as
// `private`, every column kept, and the replaced text is recorded for the
// restore after the parse (ReductionItems.cpp).
//
//===----------------------------------------------------------------------===//

#include "accc/Driver/LegacySpelling.h"
#include "gtest/gtest.h"

using namespace accc::driver;

namespace {

TEST(LegacySpelling, RejectedReductionReadAsPrivate) {
  std::optional<LegacyRewrite> R = rewriteLegacySpellings(
      "#pragma acc parallel loop reduction(+:z) reduction(max:m)\n", {{1, 39}});
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Text,
            "#pragma acc parallel loop private  (  z) reduction(max:m)\n");
  ASSERT_EQ(R->Places.size(), 1u);
  const LegacyPlace &P = R->Places[0];
  EXPECT_EQ(P.Kind, LegacyKind::ReductionAsPrivate);
  EXPECT_EQ(P.Line, 1u);
  EXPECT_EQ(P.Column, 27u);
  EXPECT_EQ(P.Operator, "+");
  EXPECT_EQ(P.Original, "reduction(+:");
}

TEST(LegacySpelling, RejectedReductionOverContinuationLines) {
  // The item on the second line of the clause; the head spans two lines,
  // and `-` is read as `+` first (rule 3).
  std::optional<LegacyRewrite> R = rewriteLegacySpellings(
      "int x;\n#pragma acc loop reduction( - \\\n   : s, z) gang\n",
      {{3, 9}});
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Text, "int x;\n#pragma acc loop private  (   \\\n     s, z) gang\n");
  const LegacyPlace &P = R->Places.back();
  EXPECT_EQ(P.Kind, LegacyKind::ReductionAsPrivate);
  EXPECT_EQ(P.Line, 2u);
  EXPECT_EQ(P.Column, 18u);
  EXPECT_EQ(P.Operator, "+");
  EXPECT_EQ(P.Original, "reduction( + \\\n   :");
}

TEST(LegacySpelling, OtherReductionsAndTextAreLeftAlone) {
  // An item outside any reduction list, in a comment, or in another clause
  // changes nothing.
  EXPECT_FALSE(rewriteLegacySpellings(
      "#pragma acc parallel loop copy(z) reduction(*:w) // reduction(+:z)\n",
      {{1, 32}}));
  EXPECT_FALSE(rewriteLegacySpellings(
      "#pragma acc parallel loop reduction(*:w) // reduction(+:z)\n",
      {{1, 57}}));
}

} // namespace
