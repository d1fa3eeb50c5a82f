//===- LegacySpellingTest.cpp - The source read with rewrites -------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// rewriteLegacySpellings (lib/Driver/LegacySpelling.cpp), rule 4: the
// reduction clauses that hold an item clang's Sema rejected are read as
// `private`, every column kept, and the replaced text is recorded for the
// restore after the parse (ReductionItems.cpp); rule 5: a `declare` item's
// redundant parentheses blanked; rule 6: the `firstprivate` clauses of the
// directives on given lines read as `private`.
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

TEST(LegacySpelling, DeclareItemParenthesesBlanked) {
  std::optional<LegacyRewrite> R = rewriteLegacySpellings(
      "#pragma acc declare create((x), y) copyin(zero: ( (a[0:n]) ))\n"
      "#pragma acc parallel copy((z))\n");
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Text, "#pragma acc declare create( x , y) copyin(zero:    a[0:n]   )\n"
                     "#pragma acc parallel copy((z))\n");
  ASSERT_EQ(R->Places.size(), 2u);
  EXPECT_EQ(R->Places[0].Kind, LegacyKind::ParenthesizedDeclareItem);
  EXPECT_EQ(R->Places[0].Column, 28u);
  EXPECT_EQ(R->Places[0].Original, "(x)");
  EXPECT_EQ(R->Places[1].Column, 49u);
  EXPECT_EQ(R->Places[1].Original, "( (a[0:n]) )");
  // An item that is not wholly parenthesized stays.
  EXPECT_FALSE(rewriteLegacySpellings(
      "#pragma acc declare copyin((p)[0:n], a[(i)])\n"));
}

TEST(LegacySpelling, FirstprivateOfGivenDirectivesReadAsPrivate) {
  std::optional<LegacyRewrite> R = rewriteLegacySpellings(
      "#pragma acc parallel firstprivate(m)\n"
      "#pragma acc parallel loop \\\n  firstprivate (a, b)\n",
      {}, {2});
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Text, "#pragma acc parallel firstprivate(m)\n"
                     "#pragma acc parallel loop \\\n  private      (a, b)\n");
  ASSERT_EQ(R->Places.size(), 1u);
  EXPECT_EQ(R->Places[0].Kind, LegacyKind::FirstprivateAsPrivate);
  EXPECT_EQ(R->Places[0].Line, 3u);
  EXPECT_EQ(R->Places[0].Column, 3u);
  EXPECT_EQ(R->Places[0].Original, "firstprivate");
}

} // namespace
