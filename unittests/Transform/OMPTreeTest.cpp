//===- OMPTreeTest.cpp - The OpenMP IR's list operations and printing -----===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Pins lib/Transform/OMPTree.cpp (adding a clause once, joining list clauses
// by kind and modifiers, removing a variable's items, all by declaration)
// and OMPPrint.cpp (the one serializer: clause, directive and statement
// text).
//
//===----------------------------------------------------------------------===//

#include "TestAST.h"
#include "accc/Transform/OMPTree.h"
#include "gtest/gtest.h"

using namespace accc::transform;
using accc::test::TestAST;

namespace {

/// Two variables named `a` (a global and a local that shadows it) and `b`.
class OMPTreeTest : public ::testing::Test {
protected:
  TestAST AST{"int a, b; void f(void) { int a; (void)a; }"};
  const clang::ValueDecl *GlobalA = nullptr, *LocalA = nullptr, *B = nullptr;

  void SetUp() override {
    ASSERT_TRUE(AST.ok()) << AST.messages();
    B = AST.var("b");
    auto *TU = AST.context().getTranslationUnitDecl();
    for (const clang::Decl *D : TU->decls()) {
      if (const auto *V = llvm::dyn_cast<clang::VarDecl>(D);
          V && V->getName() == "a")
        GlobalA = V;
      if (const auto *F = llvm::dyn_cast<clang::FunctionDecl>(D))
        for (const clang::Stmt *S :
             llvm::cast<clang::CompoundStmt>(F->getBody())->body())
          if (const auto *DS = llvm::dyn_cast<clang::DeclStmt>(S))
            LocalA = llvm::cast<clang::VarDecl>(DS->getSingleDecl());
    }
    ASSERT_TRUE(GlobalA && LocalA && B);
  }

  static OMPItem whole(const clang::ValueDecl *V, std::string Text) {
    return OMPItem{V, nullptr, std::move(Text)};
  }
};

TEST_F(OMPTreeTest, ClauseText) {
  EXPECT_EQ(OMPClause::map(OMPMapType::ToFrom, whole(B, "b"), true, false)
                .text(),
            "map(ompx_hold, tofrom: b)");
  EXPECT_EQ(OMPClause::map(OMPMapType::Alloc, whole(B, "b"), true, true)
                .text(),
            "map(ompx_hold, present, alloc: b)");
  EXPECT_EQ(OMPClause::map(OMPMapType::Release, whole(B, "b"), false, false)
                .text(),
            "map(release: b)");
  EXPECT_EQ(OMPClause::list(OMPClauseKind::Reduction, whole(B, "b"), false,
                            "+")
                .text(),
            "reduction(+: b)");
  OMPClause Motion = OMPClause::list(OMPClauseKind::From, whole(B, "b"));
  Motion.Present = true;
  EXPECT_EQ(Motion.text(), "from(present: b)");
  EXPECT_EQ(OMPClause::value(OMPClauseKind::If, "c", "target").text(),
            "if(target: c)");
  EXPECT_EQ(OMPClause::value(OMPClauseKind::Schedule, "static, 4").text(),
            "schedule(static, 4)");
  EXPECT_EQ(OMPClause::bare(OMPClauseKind::NoWait).text(), "nowait");
}

TEST_F(OMPTreeTest, DirectiveTextOrdersWords) {
  OMPDirective D{OMPWord::Parallel, OMPWord::Target, OMPWord::For,
                 OMPWord::Teams, OMPWord::Distribute};
  D.addClause(OMPClause::list(OMPClauseKind::Shared, whole(B, "b")));
  EXPECT_EQ(D.text(), "omp target teams distribute parallel for shared(b)");
  OMPDirective T{OMPWord::DeclareTarget};
  OMPClause List{OMPClauseKind::DirectiveList};
  List.Items = {whole(GlobalA, "a"), whole(B, "b")};
  T.addClause(List);
  EXPECT_EQ(T.text(), "omp declare target(a, b)");
}

TEST_F(OMPTreeTest, AddClauseOnce) {
  OMPDirective D{OMPWord::Target, OMPWord::Teams};
  D.addClause(OMPClause::value(OMPClauseKind::NumTeams, "1"));
  D.addClause(OMPClause::value(OMPClauseKind::NumTeams, "1"));
  D.addClause(OMPClause::list(OMPClauseKind::Reduction, whole(B, "b"), false,
                              "+"));
  D.addClause(OMPClause::list(OMPClauseKind::Reduction, whole(B, "b"), true,
                              "+"));
  EXPECT_EQ(D.Clauses.size(), 2u);
  // Another operator is another clause.
  D.addClause(OMPClause::list(OMPClauseKind::Reduction, whole(B, "b"), false,
                              "max"));
  EXPECT_EQ(D.Clauses.size(), 3u);
}

TEST_F(OMPTreeTest, MergeJoinsSameKindAndModifiers) {
  OMPDirective D{OMPWord::Target, OMPWord::Teams};
  D.addClause(OMPClause::map(OMPMapType::To, whole(GlobalA, "a"), true, false));
  D.addClause(OMPClause::map(OMPMapType::ToFrom, whole(B, "b"), true, false));
  D.addClause(OMPClause::map(OMPMapType::To, whole(B, "b"), true, false));
  D.addClause(OMPClause::map(OMPMapType::To, whole(B, "b"), false, false));
  D.addClause(OMPClause::list(OMPClauseKind::FirstPrivate, whole(B, "b")));
  D.mergeLists();
  EXPECT_EQ(D.text(), "omp target teams map(ompx_hold, to: a, b) "
                      "map(ompx_hold, tofrom: b) map(to: b) firstprivate(b)");
}

TEST_F(OMPTreeTest, MergeComparesDeclarationsNotNames) {
  // The global and the local `a` print alike but are two list items.
  OMPDirective D{OMPWord::Parallel};
  D.addClause(OMPClause::list(OMPClauseKind::Shared, whole(GlobalA, "a")));
  D.addClause(OMPClause::list(OMPClauseKind::Shared, whole(B, "b")));
  D.addClause(OMPClause::list(OMPClauseKind::Shared, whole(LocalA, "a")));
  D.addClause(OMPClause::list(OMPClauseKind::Shared, whole(B, "b"), true));
  D.mergeLists();
  ASSERT_EQ(D.Clauses.size(), 1u);
  EXPECT_EQ(D.Clauses[0].Items.size(), 3u);
  // Implicit only where every joined clause was.
  EXPECT_FALSE(D.Clauses[0].Implicit);
}

TEST_F(OMPTreeTest, MergeKeepsDependClausesApart) {
  OMPDirective D{OMPWord::Target, OMPWord::EnterData};
  OMPItem Q1{nullptr, nullptr, "*__accc_queue(1)"};
  OMPItem Q2{nullptr, nullptr, "*__accc_queue(2)"};
  D.addClause(OMPClause::list(OMPClauseKind::Depend, Q1, false, "in"));
  D.addClause(OMPClause::list(OMPClauseKind::Depend, Q2, false, "in"));
  D.addClause(OMPClause::list(OMPClauseKind::Depend, Q1, false, "in"));
  D.mergeLists();
  EXPECT_EQ(D.text(), "omp target enter data depend(in: *__accc_queue(1)) "
                      "depend(in: *__accc_queue(2))");
}

TEST_F(OMPTreeTest, RemoveItemsOfOneDeclaration) {
  OMPDirective D{OMPWord::Parallel};
  OMPClause Shared{OMPClauseKind::Shared};
  Shared.Items = {whole(GlobalA, "a"), whole(LocalA, "a"), whole(B, "b")};
  D.addClause(Shared);
  D.addClause(OMPClause::list(OMPClauseKind::FirstPrivate, whole(LocalA, "a")));
  D.removeItems(OMPClauseKind::Shared, LocalA);
  EXPECT_TRUE(D.names(OMPClauseKind::Shared, GlobalA));
  EXPECT_FALSE(D.names(OMPClauseKind::Shared, LocalA));
  EXPECT_TRUE(D.names(OMPClauseKind::FirstPrivate, LocalA));
  D.removeItems(OMPClauseKind::FirstPrivate, LocalA);
  EXPECT_EQ(D.text(), "omp parallel shared(a, b)");
}

TEST_F(OMPTreeTest, RemoveItemsKeepsPartsOfTheVariable) {
  // A subarray of b is not the whole variable b.
  const clang::Expr *Section = reinterpret_cast<const clang::Expr *>(&B);
  OMPDirective D{OMPWord::Target, OMPWord::Data};
  D.addClause(OMPClause::map(OMPMapType::To, OMPItem{B, Section, "b[0:n]"},
                             false, false));
  D.removeItems(OMPClauseKind::Map, B);
  EXPECT_EQ(D.text(), "omp target data map(to: b[0:n])");
}

TEST_F(OMPTreeTest, StatementsPrintNested) {
  OMPDirective X{OMPWord::Target, OMPWord::EnterData};
  X.addClause(OMPClause::map(OMPMapType::To,
                             OMPItem{B, nullptr, "p[__accc_i0][__accc_i1][0:k]"},
                             false, false));
  OMPStmt Rows = OMPStmt::loop(
      "__accc_i0", "0", "n",
      {OMPStmt::loop("__accc_i1", "1", "1 + m",
                     {OMPStmt::directive(X)})});
  EXPECT_TRUE(Rows.hasDirective());
  std::vector<std::string> Lines;
  Rows.print(Lines);
  std::vector<std::string> Expected = {
      "for (long long __accc_i0 = 0; __accc_i0 < n; ++__accc_i0) {",
      "  for (long long __accc_i1 = 1; __accc_i1 < 1 + m; ++__accc_i1) {",
      "    #pragma omp target enter data map(to: p[__accc_i0][__accc_i1][0:k])",
      "  }",
      "}"};
  EXPECT_EQ(Lines, Expected);
  EXPECT_FALSE(OMPStmt::code("acc_wait_all();").hasDirective());
}

TEST_F(OMPTreeTest, NodeLinesOpenAndClose) {
  OMPNode N;
  N.Layers.resize(2);
  OMPLayer &Outer = N.Layers[0];
  Outer.Prologue.push_back(OMPStmt::code("acc_attach((void **)&(p));"));
  Outer.Epilogue.push_back(OMPStmt::code("acc_detach((void **)&(p));"));
  N.Layers[1].Directive = OMPDirective{OMPWord::Target, OMPWord::Teams};
  std::vector<std::string> Open = {"{", "acc_attach((void **)&(p));",
                                   "#pragma omp target teams"};
  std::vector<std::string> Close = {"acc_detach((void **)&(p));", "}"};
  EXPECT_EQ(N.openingLines(), Open);
  EXPECT_EQ(N.closingLines(), Close);
  EXPECT_FALSE(N.closesWithDirective());
  Outer.Epilogue.push_back(OMPStmt::directive(
      OMPDirective{OMPWord::Target, OMPWord::ExitData}));
  EXPECT_TRUE(N.closesWithDirective());
}

} // namespace
