//===- LoweringTest.cpp - How the lowering spells list items --------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Pins lib/Transform/Lowering.cpp: a list item names its declaration; its
// spelling is the user's where written, else a name qualified so that it
// resolves to the same declaration; a subarray's bounds are zero-based, one
// per dimension, outermost first.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "TestAST.h"
#include "accc/Analysis/Directive.h"
#include "gtest/gtest.h"

using namespace accc;
using namespace accc::transform;
using accc::test::TestAST;

namespace {

/// The list items of the first clause of the first construct of \p AST,
/// each as an explicit data attribute of the variable it names.
std::vector<analysis::DataAttr> clauseItems(TestAST &AST) {
  std::vector<analysis::DataAttr> Out;
  const clang::OpenACCClause *C = AST.constructs().front()->clauses().front();
  for (const clang::Expr *E : analysis::clauseVarList(C)) {
    analysis::DataAttr A;
    A.Item = E;
    A.Source = analysis::DASource::Exp;
    const clang::Expr *Base = E->IgnoreParenImpCasts();
    while (const auto *S = llvm::dyn_cast<clang::ArraySectionExpr>(Base))
      Base = S->getBase()->IgnoreParenImpCasts();
    if (const auto *R = llvm::dyn_cast<clang::DeclRefExpr>(Base))
      A.Var = R->getDecl();
    Out.push_back(A);
  }
  return Out;
}

struct Lowering {
  TestAST &AST;
  TranslateOptions Opts;
  Diagnoser Diags{AST.diagnostics()};
  Translation Out;
  LoweringContext Cx{Opts, AST.context(), Diags, Out};
  explicit Lowering(TestAST &AST) : AST(AST) {}
};

TEST(Lowering, SubarrayBoundsAreZeroBasedOutermostFirst) {
  TestAST AST(R"(
    void f(double *p, double m[4][8], int n) {
      #pragma acc parallel copy(p[2:n], m[1:2][0:4], m[1:], p[:n], p[0:n])
      ;
    })");
  ASSERT_TRUE(AST.ok()) << AST.messages();
  Lowering L(AST);
  std::vector<analysis::DataAttr> Items = clauseItems(AST);
  ASSERT_EQ(Items.size(), 5u);
  auto Bounds = [&](unsigned I) {
    std::string S;
    for (const OMPBound &B : L.Cx.item(Items[I]).Bounds)
      S += "[" + B.Lb + ", " + B.Len + "]";
    return S;
  };
  EXPECT_EQ(Bounds(0), "[2, n]");
  EXPECT_EQ(Bounds(1), "[1, 2][0, 4]");
  EXPECT_EQ(Bounds(2), "[1, sizeof((m)) / sizeof((m)[0]) - (1)]");
  EXPECT_EQ(Bounds(3), "[0, n]");
  EXPECT_EQ(Bounds(4), "[0, n]");
  OMPItem Item = L.Cx.item(Items[0]);
  EXPECT_EQ(Item.Text, "p[2:n]");
  EXPECT_EQ(Item.Decl, AST.var("p"));
  EXPECT_EQ(Item.Ref, Items[0].Item);
  EXPECT_FALSE(Item.isWhole(AST.var("p")));
}

TEST(Lowering, WrittenItemsKeepTheUsersSpelling) {
  TestAST AST(R"(
    #define N 4
    double v[N];
    void f(void) {
      #pragma acc parallel copy(v, v[0:N])
      ;
    })");
  ASSERT_TRUE(AST.ok()) << AST.messages();
  Lowering L(AST);
  std::vector<analysis::DataAttr> Items = clauseItems(AST);
  OMPItem Whole = L.Cx.item(Items[0]);
  EXPECT_EQ(Whole.Text, "v");
  EXPECT_TRUE(Whole.isWhole(AST.var("v")));
  EXPECT_TRUE(Whole.Bounds.empty());
  EXPECT_EQ(L.Cx.item(Items[1]).Text, "v[0:N]");
}

TEST(Lowering, ImplicitItemsAreQualified) {
  TestAST AST(R"(
    namespace phys { double table[4]; namespace detail { int k; } }
    namespace { int bias; }
    struct Cfg { static double coef; };
    int global;
    void f() {
      int local = 0;
      #pragma acc parallel
      local += phys::table[0] + phys::detail::k + bias + Cfg::coef + global;
    })",
              accc::test::Lang::CXX);
  ASSERT_TRUE(AST.ok()) << AST.messages();
  Lowering L(AST);
  auto Implicit = [&](const clang::ValueDecl *V) {
    analysis::DataAttr A;
    A.Var = V;
    return L.Cx.item(A).Text;
  };
  EXPECT_EQ(Implicit(AST.var("table")), "phys::table");
  EXPECT_EQ(Implicit(AST.var("k")), "phys::detail::k");
  EXPECT_EQ(Implicit(AST.var("bias")), "bias");
  EXPECT_EQ(Implicit(AST.var("coef")), "Cfg::coef");
  EXPECT_EQ(Implicit(AST.var("global")), "global");
  EXPECT_EQ(Implicit(AST.var("local")), "local");
}

} // namespace
