//===- DependenceTest.cpp - Whether a loop's iterations are independent ---===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The rules of lib/Analysis/Dependence.cpp, each test naming the rule it
// pins. A loop is the first `for` of the code (or the one given); the
// result reads "independent", "independent +:s" (its reductions) or the
// reason.
//
//===----------------------------------------------------------------------===//

#include "../TestAST.h"
#include "accc/Analysis/Dependence.h"
#include "clang/Basic/OpenACCKinds.h"
#include "gtest/gtest.h"
#include "llvm/Support/raw_ostream.h"

using namespace accc;
using namespace accc::analysis;
using namespace accc::test;

namespace {

/// The verdict for the \p Index'th `for` of a function with \p Params whose
/// body is \p Body.
std::string verdict(llvm::StringRef Params, llvm::StringRef Body,
                    unsigned Index = 0, llvm::StringRef Pinned = "") {
  std::string Code = "double fmax(double, double);\ndouble sqrt(double);\n"
                     "void f(" + Params.str() + ") {\n" + Body.str() + "\n}\n";
  TestAST AST(Code);
  EXPECT_TRUE(AST.ok()) << AST.messages() << "\nin:\n" << Code;
  if (!AST.ok() || AST.forStmts().size() <= Index)
    return "<no loop>";
  DependenceContext Cx;
  if (!Pinned.empty())
    Cx.Pinned.insert(AST.var(Pinned));
  LoopDependence D =
      analyzeLoopDependence(AST.forStmts()[Index], Cx, AST.context());
  if (!D.Independent)
    return D.Reason;
  std::string Out = "independent";
  for (const InferredReduction &R : D.Reductions) {
    llvm::raw_string_ostream OS(Out);
    OS << " " << R.Op << ":" << R.Var->getName();
  }
  return Out;
}

// Rule 1: canonical loops only; the body may not change i or the bound.

TEST(Dependence, NonCanonicalLoopIsNotAnalyzed) {
  EXPECT_NE(verdict("int n, double *restrict a",
                    "for (int i = 0; i * i < n; ++i) a[i] = 0;"),
            "independent");
  EXPECT_EQ(verdict("int n, double *restrict a",
                    "for (int i = 0; i < n; ++i) { a[i] = 0; n--; }"),
            "the loop's bound 'n' changes in the body");
}

// Rule 2: leaving the loop, calls with side effects.

TEST(Dependence, EarlyExitAndCallsAreDependences) {
  EXPECT_EQ(verdict("int n, double *restrict a",
                    "for (int i = 0; i < n; ++i) { if (a[i]) break; a[i] = 1; }"),
            "the body leaves the loop with 'break'");
  EXPECT_EQ(verdict("int n, double *restrict a, void g(double *)",
                    "for (int i = 0; i < n; ++i) g(&a[i]);"),
            "the body calls 'g', which may have side effects");
  EXPECT_EQ(verdict("int n, double *restrict a",
                    "for (int i = 0; i < n; ++i) a[i] = sqrt(a[i]);"),
            "independent");
  // A break of an inner loop leaves only that loop.
  EXPECT_EQ(verdict("int n, double *restrict a",
                    "for (int i = 0; i < n; ++i)\n"
                    "  for (int k = 0; k < 4; ++k) { if (k == i) break; a[i] += k; }"),
            "independent");
}

TEST(Dependence, OnlyConstFunctionsAndNoSharedStatics) {
  // strlen reads the memory its argument points to, which the loop writes.
  EXPECT_EQ(verdict("int n, char *restrict a, unsigned long strlen(const char *)",
                    "for (int i = 0; i < n; ++i) a[i] = strlen(a);"),
            "the body calls 'strlen', which may have side effects");
  // A static local is one variable for all iterations.
  EXPECT_EQ(verdict("int n, int *restrict a",
                    "for (int i = 0; i < n; ++i) { static int c; c++; a[i] = c; }"),
            "scalar 'c' is written and read by different iterations");
}

TEST(Dependence, AtomicUpdatesRaceOnlyWithOtherAccesses) {
  EXPECT_EQ(verdict("int n, int *restrict h, int *restrict k",
                    "for (int i = 0; i < n; ++i) {\n"
                    "#pragma acc atomic update\n"
                    "  h[k[i]] += 1;\n}"),
            "independent");
  EXPECT_NE(verdict("int n, int *restrict h, int *restrict k, int *restrict o",
                    "for (int i = 0; i < n; ++i) {\n"
                    "#pragma acc atomic update\n"
                    "  h[0] += 1;\n"
                    "  o[i] = h[0];\n}"),
            "independent");
  EXPECT_EQ(verdict("int n, int c, int *restrict o",
                    "for (int i = 0; i < n; ++i) {\n"
                    "#pragma acc atomic update\n"
                    "  c += 1;\n"
                    "  o[i] = c;\n}"),
            "scalar 'c' is updated atomically and also used otherwise");
}

// Rule 3: scalars.

TEST(Dependence, TemporariesAreIndependent) {
  EXPECT_EQ(verdict("int n, double *restrict a, double t",
                    "for (int i = 0; i < n; ++i) { t = a[i]; a[i] = t * t; }"),
            "independent");
  // Named in a data clause of the construct: one shared copy.
  EXPECT_NE(verdict("int n, double *restrict a, double t",
                    "for (int i = 0; i < n; ++i) { t = a[i]; a[i] = t * t; }",
                    0, "t"),
            "independent");
}

TEST(Dependence, ReductionsAreFound) {
  EXPECT_EQ(verdict("int n, double *a, double s",
                    "for (int i = 0; i < n; ++i) s += a[i];"),
            "independent +:s");
  EXPECT_EQ(verdict("int n, double *a, double m",
                    "for (int i = 0; i < n; ++i) m = fmax(m, a[i]);"),
            "independent max:m");
  EXPECT_EQ(verdict("int n, double *a, int c",
                    "for (int i = 0; i < n; ++i) if (a[i] > 0) c++;"),
            "independent +:c");
  EXPECT_EQ(verdict("int n, double *a, double s",
                    "for (int i = 0; i < n; ++i) { s += a[i]; a[0] = s; }"),
            "scalar 's' is written and read by different iterations");
}

TEST(Dependence, FlagsOfOneConstantAreIndependent) {
  EXPECT_EQ(verdict("int n, double *a, int found",
                    "for (int i = 0; i < n; ++i) if (a[i] < 0) found = 1;"),
            "independent");
  EXPECT_EQ(verdict("int n, double *a, int last",
                    "for (int i = 0; i < n; ++i) if (a[i] < 0) last = i;"),
            "scalar 'last' is written and read by different iterations");
}

// Rules 4, 5: memory.

TEST(Dependence, StrongSIV) {
  EXPECT_EQ(verdict("int n, double *restrict a, double *restrict b",
                    "for (int i = 0; i < n; ++i) a[i] = b[i + 1] + b[i - 1];"),
            "independent");
  EXPECT_EQ(verdict("int n, double *a",
                    "for (int i = 1; i < n; ++i) a[i] = a[i - 1];"),
            "loop-carried dependence between 'a[i]' and 'a[i - 1]'");
  EXPECT_EQ(verdict("int n, double *a", "for (int i = 0; i < n; ++i) a[2*i] += 1;"),
            "independent");
  EXPECT_EQ(verdict("int n, double *a", "for (int i = 0; i < n; ++i) a[0] += a[i];"),
            "every iteration writes 'a[0]'");
}

TEST(Dependence, MultiDimensionalArrays) {
  const char *P = "int n, double x[64][64], double y[64][64]";
  // The j loop: rows differ; the i loop inside reads its neighbours.
  EXPECT_EQ(verdict(P, "for (int j = 0; j < 64; ++j)\n"
                       "  for (int i = 0; i < 63; ++i) x[j][i] = x[j][i + 1];"),
            "independent");
  EXPECT_EQ(verdict(P,
                    "for (int j = 0; j < 64; ++j)\n"
                    "  for (int i = 0; i < 63; ++i) x[j][i] = x[j][i + 1];",
                    1),
            "loop-carried dependence between 'x[j][i]' and 'x[j][i + 1]'");
  // ZIV: rows 0 and 1 never meet.
  EXPECT_EQ(verdict(P, "for (int i = 0; i < 64; ++i) x[0][i] = x[1][i];"),
            "independent");
}

TEST(Dependence, LinearizedRows) {
  const char *P = "int n, int m, double *restrict a, double *restrict b";
  EXPECT_EQ(verdict(P, "for (int j = 0; j < n; ++j)\n"
                       "  for (int i = 1; i < m - 1; ++i) a[j*m + i] = b[j*m + i];"),
            "independent");
  // The inner loop may run past a row: no proof.
  EXPECT_NE(verdict(P, "for (int j = 0; j < n; ++j)\n"
                       "  for (int i = 0; i < m + 1; ++i) a[j*m + i] = 0;"),
            "independent");
}

TEST(Dependence, LocalIndexVariables) {
  const char *P = "int n, int m, double *restrict a, const double *restrict b,"
                  " int *restrict idx";
  // Rule 5d: a local the body never assigns stands for its initializer.
  EXPECT_EQ(verdict(P, "for (int i = 0; i < n; ++i) {\n"
                       "  const int j = i; a[j] = b[j]; }"),
            "independent");
  EXPECT_EQ(verdict(P, "for (int i = 0; i < n; ++i) {\n"
                       "  int j = i + 1; a[j - 1] = b[j]; }"),
            "independent");
  EXPECT_EQ(verdict(P, "for (int j = 0; j < n; ++j)\n"
                       "  for (int k = 1; k < m - 1; ++k) {\n"
                       "    const int index = k + j * m; a[index] = b[index]; }"),
            "independent");
  // Assigned after its declaration, or from memory: no proof.
  EXPECT_EQ(verdict(P, "for (int i = 0; i < n; ++i) {\n"
                       "  int j = i; j = 0; a[j] = b[i]; }"),
            "every iteration writes 'a[j]'");
  EXPECT_NE(verdict(P, "for (int i = 0; i < n; ++i) {\n"
                       "  const int j = idx[i]; a[j] = b[i]; }"),
            "independent");
  // A local from a variable the body writes after it: no proof.
  EXPECT_NE(verdict(P, "for (int i = 0; i < n; ++i) {\n"
                       "  int k = 0; const int j = k; k = i; a[j] = b[k]; }"),
            "independent");
}

TEST(Dependence, AliasingNeedsRestrictOrArrays) {
  EXPECT_EQ(verdict("int n, double *a, double *b",
                    "for (int i = 0; i < n; ++i) a[i] = b[i];"),
            "'a[i]' and 'b[i]' may refer to the same memory (declare the "
            "pointers 'restrict')");
  EXPECT_EQ(verdict("int n, double *restrict a, double *b",
                    "for (int i = 0; i < n; ++i) a[i] = b[i];"),
            "independent");
  EXPECT_NE(verdict("int n, int m, double **p",
                    "for (int j = 0; j < n; ++j) for (int i = 0; i < m; ++i) "
                    "p[j][i] = 0;"),
            "independent");
  EXPECT_NE(verdict("int n, double *restrict a, int *restrict idx",
                    "for (int i = 0; i < n; ++i) a[idx[i]] = 1;"),
            "independent");
}

TEST(Dependence, CollapsibleNests) {
  TestAST AST("void f(int n, int m, double *a) {\n"
              "for (int j = 0; j < n; ++j) for (int i = 0; i < m; ++i) a[i] = 0;\n"
              "for (int j = 0; j < n; ++j) for (int i = 0; i < j; ++i) a[i] = 0;\n}");
  ASSERT_TRUE(AST.ok());
  const auto &F = AST.forStmts();
  EXPECT_TRUE(isCollapsibleWith(F[0], F[1], AST.context()));
  EXPECT_FALSE(isCollapsibleWith(F[2], F[3], AST.context()));
}

} // namespace
