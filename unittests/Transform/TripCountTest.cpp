//===- TripCountTest.cpp - The iteration count of canonical loops ----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// tripCountText (lib/Transform/TripCount.cpp): one case per rule of its file
// comment (1. init, 2. test, 3. step, 4. bounds free of side effects and of
// the loop variable), constant folding, the text of non-constant bounds
// with their parentheses, and the loops that have no trip count (empty).
// Each test parses one function whose first `for` is the loop measured.
//
//===----------------------------------------------------------------------===//

#include "TestAST.h"
#include "accc/Transform/TripCount.h"
#include "gtest/gtest.h"

using namespace accc;
using accc::test::Lang;
using accc::test::TestAST;

namespace {

/// The trip count of the first `for` loop of \p Code, bounds written as in
/// the source.
std::string tripCount(llvm::StringRef Code, Lang L = Lang::C) {
  TestAST AST(Code, L);
  EXPECT_TRUE(AST.ok()) << AST.messages();
  if (AST.forStmts().empty()) {
    ADD_FAILURE() << "no for loop in:\n" << Code.str();
    return "<no loop>";
  }
  return transform::tripCountText(
      AST.forStmts().front(), AST.context(),
      [&](const clang::Expr *E) { return AST.text(E); });
}

/// A function of ints n, m, a, b (and unsigned u, long l) around \p Loop.
std::string inFunction(llvm::StringRef Loop) {
  return ("void f(int n, int m, int a, int b, unsigned u, long l,"
          " int *p) {\n  int i; unsigned k; long j; char c;\n  " +
          Loop + " ;\n}\n")
      .str();
}

std::string loop(llvm::StringRef Loop) { return tripCount(inFunction(Loop)); }

// Rule 2: each comparison, counting up.

TEST(TripCount, LessThan) {
  EXPECT_EQ(loop("for (int i = 0; i < n; ++i)"), "n");
  EXPECT_EQ(loop("for (int i = a; i < b; ++i)"), "b - a");
}

TEST(TripCount, LessEqual) {
  EXPECT_EQ(loop("for (int i = 0; i <= n; ++i)"), "n + 1");
  EXPECT_EQ(loop("for (int i = a; i <= b; i++)"), "b - a + 1");
}

TEST(TripCount, NotEqualCountingUp) {
  EXPECT_EQ(loop("for (int i = 0; i != n; ++i)"), "n");
  EXPECT_EQ(loop("for (int i = 0; i != 10; i++)"), "10");
}

// Counting down: the start is the high bound.

TEST(TripCount, GreaterThan) {
  EXPECT_EQ(loop("for (int i = n; i > 0; --i)"), "n");
  EXPECT_EQ(loop("for (int i = b; i > a; i--)"), "b - a");
}

TEST(TripCount, GreaterEqual) {
  EXPECT_EQ(loop("for (int i = n - 1; i >= 0; --i)"), "n - 1 + 1");
  EXPECT_EQ(loop("for (int i = b; i >= a; i -= 1)"), "b - a + 1");
}

TEST(TripCount, NotEqualCountingDown) {
  EXPECT_EQ(loop("for (int i = n; i != 0; --i)"), "n");
}

TEST(TripCount, BoundOnTheLeft) {
  // `ub > i` is `i < ub` turned round.
  EXPECT_EQ(loop("for (int i = 0; n > i; ++i)"), "n");
  EXPECT_EQ(loop("for (int i = 0; n >= i; ++i)"), "n + 1");
  EXPECT_EQ(loop("for (int i = n; 0 < i; --i)"), "n");
}

// Rule 3: steps.

TEST(TripCount, PositiveStep) {
  EXPECT_EQ(loop("for (int i = a; i <= b; i += 4)"), "(b - a + 1 + 3) / 4");
  EXPECT_EQ(loop("for (int i = 0; i < n; i += 2)"), "(n + 1) / 2");
}

TEST(TripCount, NegativeStep) {
  EXPECT_EQ(loop("for (int i = n; i > 0; i -= 3)"), "(n + 2) / 3");
}

TEST(TripCount, StepIsAConstantExpression) {
  EXPECT_EQ(loop("for (int i = 0; i < n; i += 2 * 4)"), "(n + 7) / 8");
  EXPECT_EQ(loop("for (int i = 0; i < n; i += sizeof(int))"), "(n + 3) / 4");
}

TEST(TripCount, StepAgainstTheTest) {
  // A loop that counts away from its bound is not in canonical form.
  EXPECT_EQ(loop("for (int i = 0; i < n; --i)"), "");
  EXPECT_EQ(loop("for (int i = n; i > 0; i += 1)"), "");
  EXPECT_EQ(loop("for (int i = 0; i <= n; i -= 2)"), "");
}

TEST(TripCount, StepNotPositiveConstant) {
  EXPECT_EQ(loop("for (int i = 0; i < n; i += m)"), "");
  EXPECT_EQ(loop("for (int i = 0; i < n; i += 0)"), "");
  EXPECT_EQ(loop("for (int i = 0; i < n; i += -1)"), "");
  EXPECT_EQ(loop("for (int i = 0; i < n; i *= 2)"), "");
  EXPECT_EQ(loop("for (int i = 0; i < n; i = i + 1)"), "");
  // Wider than 31 bits.
  EXPECT_EQ(loop("for (long j = 0; j < l; j += 4294967296L)"), "");
}

TEST(TripCount, StepOfAnotherVariable) {
  EXPECT_EQ(loop("for (int i = 0; i < n; ++m)"), "");
  EXPECT_EQ(loop("for (int i = 0; i < n; m += 1)"), "");
  EXPECT_EQ(loop("for (int i = 0; i < n;)"), "");
}

// Constant bounds fold to a number.

TEST(TripCount, ConstantBounds) {
  EXPECT_EQ(loop("for (int i = 0; i < 1024; i += 2)"), "512");
  EXPECT_EQ(loop("for (int i = 0; i < 1023; i += 2)"), "512");
  EXPECT_EQ(loop("for (int i = 1; i <= 100; ++i)"), "100");
  EXPECT_EQ(loop("for (int i = 10; i > 0; --i)"), "10");
  EXPECT_EQ(loop("for (int i = 10; i >= 0; i -= 5)"), "3");
  EXPECT_EQ(loop("for (int i = -5; i < 5; ++i)"), "10");
}

TEST(TripCount, ConstantBoundsEmptyLoop) {
  // A loop that runs no iteration counts 0, never a negative number.
  EXPECT_EQ(loop("for (int i = 10; i < 0; ++i)"), "0");
  EXPECT_EQ(loop("for (int i = 5; i < 5; ++i)"), "0");
  EXPECT_EQ(loop("for (int i = 0; i > 10; --i)"), "0");
  EXPECT_EQ(loop("for (int i = 0; i < -7; i += 3)"), "0");
}

TEST(TripCount, ConstantExpressionBounds) {
  EXPECT_EQ(loop("for (int i = 2 * 3; i < 4 * 4; ++i)"), "10");
  EXPECT_EQ(loop("for (int i = 0; i < (int)sizeof(double); ++i)"), "8");
}

TEST(TripCount, MacroBounds) {
  EXPECT_EQ(tripCount("#define N 100\n#define STEP 4\n"
                      "void f(void) { for (int i = 0; i < N; i += STEP) ; }"),
            "25");
  // A non-constant macro is written as the source spells it.
  EXPECT_EQ(tripCount("#define LEN(n) (2 * (n))\n"
                      "void f(int n) { for (int i = 0; i < LEN(n); ++i) ; }"),
            "LEN(n)");
}

// Rule 1: the init.

TEST(TripCount, AssignedLoopVariable) {
  EXPECT_EQ(loop("for (i = 0; i < n; ++i)"), "n");
  EXPECT_EQ(loop("for (i = a; i < b; i++)"), "b - a");
}

TEST(TripCount, InitNotCanonical) {
  EXPECT_EQ(loop("for (; i < n; ++i)"), "");
  EXPECT_EQ(loop("for (int i = 0, j2 = 0; i < n; ++i)"), "");
  EXPECT_EQ(loop("for (i += 0; i < n; ++i)"), "");
  EXPECT_EQ(loop("for (int i; i < n; ++i)"), "");
}

TEST(TripCount, IntegerTypes) {
  EXPECT_EQ(loop("for (unsigned x = 0; x < u; ++x)"), "u");
  EXPECT_EQ(loop("for (k = 0; k < u; k += 2)"), "(u + 1) / 2");
  EXPECT_EQ(loop("for (long x = 0; x < l; ++x)"), "l");
  EXPECT_EQ(loop("for (c = 'a'; c <= 'z'; ++c)"), "26");
  EXPECT_EQ(loop("for (unsigned x = 10; x > 0; --x)"), "10");
}

TEST(TripCount, NonIntegerLoopVariable) {
  EXPECT_EQ(loop("for (double x = 0; x < n; ++x)"), "");
  EXPECT_EQ(loop("for (int *q = p; q < p + n; ++q)"), "");
}

// Rule 2: a test that is not a comparison of the loop variable.

TEST(TripCount, TestNotCanonical) {
  EXPECT_EQ(loop("for (int i = 0; n; ++i)"), "");
  EXPECT_EQ(loop("for (int i = 0; ; ++i)"), "");
  EXPECT_EQ(loop("for (int i = 0; m < n; ++i)"), "");
  EXPECT_EQ(loop("for (int i = 0; i < n && i < m; ++i)"), "");
  EXPECT_EQ(loop("for (int i = 0; i == n; ++i)"), "");
  EXPECT_EQ(loop("for (int i = 0; i + 1 < n; ++i)"), "");
  EXPECT_EQ(loop("for (int i = 0; i < i; ++i)"), "");
}

// Rule 4: bounds evaluated again on the host.

TEST(TripCount, BoundsWithSideEffects) {
  EXPECT_EQ(loop("for (int i = 0; i < n++; ++i)"), "");
  EXPECT_EQ(loop("for (int i = m++; i < n; ++i)"), "");
  EXPECT_EQ(tripCount("int g(void);\n"
                      "void f(void) { for (int i = 0; i < g(); ++i) ; }"),
            "");
}

TEST(TripCount, BoundsMentionTheLoopVariable) {
  EXPECT_EQ(loop("for (i = 0; i < n * i; ++i)"), "");
  EXPECT_EQ(loop("for (i = i + 1; i < n; ++i)"), "");
}

TEST(TripCount, BoundsReadMemory) {
  // A load has no side effect: it can be evaluated once more.
  EXPECT_EQ(loop("for (int i = p[0]; i < p[1]; ++i)"), "p[1] - p[0]");
}

// Parentheses around non-constant bounds.

TEST(TripCount, ParenthesesAroundTheLowBound) {
  EXPECT_EQ(loop("for (int i = a + 1; i < b; ++i)"), "b - (a + 1)");
  EXPECT_EQ(loop("for (int i = a - 1; i < b; ++i)"), "b - (a - 1)");
  EXPECT_EQ(loop("for (int i = a * 2; i < b; ++i)"), "b - a * 2");
  EXPECT_EQ(loop("for (int i = m ? a : b; i < n; ++i)"), "n - (m ? a : b)");
}

TEST(TripCount, ParenthesesAroundTheHighBound) {
  EXPECT_EQ(loop("for (int i = 1; i < n - 1; ++i)"), "n - 1 - 1");
  EXPECT_EQ(loop("for (int i = 0; i < (n << 1); ++i)"), "(n << 1)");
  EXPECT_EQ(loop("for (int i = 0; i < (m ? a : b); ++i)"), "(m ? a : b)");
  EXPECT_EQ(loop("for (int i = a; i < (m ? a : b); ++i)"),
            "(m ? a : b) - a");
  EXPECT_EQ(loop("for (int i = 1; i < (n & 7); ++i)"), "(n & 7) - 1");
}

TEST(TripCount, ParenthesesAroundShifts) {
  // `n << 1 - a` would shift by 1 - a.
  EXPECT_EQ(loop("for (int i = a; i < n << 1; ++i)"), "(n << 1) - a");
  EXPECT_EQ(loop("for (int i = n << 1; i > a; --i)"), "(n << 1) - a");
}

TEST(TripCount, ZeroLowBoundLeftOut) {
  EXPECT_EQ(loop("for (int i = n; i > 0; --i)"), "n");
  EXPECT_EQ(loop("for (int i = n; i >= 0; --i)"), "n + 1");
  EXPECT_EQ(loop("for (int i = 0 * 5; i < n; ++i)"), "n");
}

TEST(TripCount, OneConstantBound) {
  EXPECT_EQ(loop("for (int i = 3; i < n; ++i)"), "n - 3");
  EXPECT_EQ(loop("for (int i = 100; i > m; --i)"), "100 - m");
}

TEST(TripCount, CxxRangeAndTemplates) {
  // A bound that depends on a template parameter is written as spelled:
  // its value is known per instantiation only.
  EXPECT_EQ(tripCount("template <int N> void f() {\n"
                      "  for (int i = 0; i < N; ++i) ;\n}\n",
                      Lang::CXX),
            "N");
  EXPECT_EQ(tripCount("template <typename T> void f(T n) {\n"
                      "  for (int i = 0; i < n; i += 2) ;\n}\n",
                      Lang::CXX),
            "(n + 1) / 2");
}

/// wideTripCountText of the first `for` loop of \p Loop (in loop()'s
/// function), or "<none>" where it is not in canonical form; \p InInit
/// gets whether it declares its variable.
std::string wide(llvm::StringRef Loop, bool *InInit = nullptr) {
  TestAST AST(inFunction(Loop), Lang::C);
  EXPECT_TRUE(AST.ok()) << AST.messages();
  std::optional<transform::CanonicalLoop> L =
      transform::canonicalLoop(AST.forStmts().front(), AST.context());
  if (!L)
    return "<none>";
  if (InInit)
    *InInit = L->DeclaredInInit;
  return transform::wideTripCountText(
      *L, AST.context(), [&](const clang::Expr *E) { return AST.text(E); });
}

// The collapsed index's counts (CollapseVersions.cpp): bounds widened to long
// long before the subtraction, constants written as numbers.
TEST(WideTripCount, BoundsWidened) {
  EXPECT_EQ(wide("for (int i = 1; i < n - 1; ++i)"), "(long long)(n - 1) - 1");
  EXPECT_EQ(wide("for (int i = 0; i < n; ++i)"), "(long long)(n)");
  EXPECT_EQ(wide("for (int i = a; i <= b; ++i)"),
            "(long long)(b) - (long long)(a) + 1");
  EXPECT_EQ(wide("for (int i = 100; i > m; --i)"), "100 - (long long)(m)");
}

TEST(WideTripCount, NegativeLowerBoundAndSteps) {
  EXPECT_EQ(wide("for (int i = n; i > -3; i -= 2)"),
            "((long long)(n) + 3 + 1) / 2");
  EXPECT_EQ(wide("for (unsigned q = 0; q <= u; q += 3)"),
            "((long long)(u) + 1 + 2) / 3");
}

TEST(WideTripCount, DeclaredInInit) {
  bool InInit = false;
  wide("for (int q = 0; q < n; ++q)", &InInit);
  EXPECT_TRUE(InInit);
  wide("for (i = 0; i < n; ++i)", &InInit);
  EXPECT_FALSE(InInit);
  EXPECT_EQ(wide("for (int q = 0; q < n; q *= 2)"), "<none>");
}

} // namespace
