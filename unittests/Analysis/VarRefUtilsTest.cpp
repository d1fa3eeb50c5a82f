//===- VarRefUtilsTest.cpp - Variables referenced by statements and items --===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The functions of lib/Analysis/VarRefUtils.cpp and ListItemUtils.cpp,
// each a pure function of AST nodes: what a clause list item names (members
// and their paths, dimensions, pointer-chain subarrays), the variables a
// statement references, declares and writes, and scalars.
//
//===----------------------------------------------------------------------===//

#include "TestAST.h"
#include "accc/Analysis/Directive.h"
#include "accc/Analysis/VarRefUtils.h"
#include "gtest/gtest.h"

using namespace accc;
using namespace accc::analysis;
using namespace accc::test;

namespace {

const char *Decls = "struct S { int x; float *p; float **pp; };\n"
                    "void f(int n, int m, float *a, float **pp, float ***ppp,"
                    " float a2[4][8], struct S s, struct S *ps) {\n";

/// The list items of every data clause of the first construct of \p AST.
std::vector<const clang::Expr *> items(const TestAST &AST) {
  std::vector<const clang::Expr *> Out;
  if (AST.constructs().empty())
    return Out;
  for (const clang::OpenACCClause *C : AST.constructs().front()->clauses())
    if (dataAttrOfClause(C))
      for (const clang::Expr *E : clauseVarList(C))
        Out.push_back(E);
  return Out;
}

/// \p AST over `#pragma acc enter data copyin(ITEMS)` in a function with
/// the parameters of Decls.
std::string enterData(llvm::StringRef Items) {
  return (Decls + llvm::Twine("#pragma acc enter data copyin(") + Items +
          ")\n}\n")
      .str();
}

std::string name(const clang::VarDecl *V) {
  return V ? V->getName().str() : "<null>";
}

TEST(VarRefUtils, ListItemVar) {
  TestAST AST(enterData("n, a[0:n], a2[1:2][0:8], s.x, ps->p[0:n]"));
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto I = items(AST);
  ASSERT_EQ(I.size(), 5u);
  EXPECT_EQ(name(getListItemVar(I[0])), "n");
  EXPECT_EQ(name(getListItemVar(I[1])), "a");
  EXPECT_EQ(name(getListItemVar(I[2])), "a2");
  // Members are not variables.
  EXPECT_EQ(getListItemVar(I[3]), nullptr);
  EXPECT_EQ(getListItemVar(I[4]), nullptr);
}

TEST(VarRefUtils, MemberItemBase) {
  TestAST AST(enterData("s.x, s.p[0:n], ps->x, ps->p[0:n], (*ps).x, a[0:n], n"));
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto I = items(AST);
  ASSERT_EQ(I.size(), 7u);
  const char *Bases[] = {"s", "s", "ps", "ps", "ps"};
  for (unsigned K = 0; K < 5; ++K) {
    const clang::VarDecl *Base = nullptr;
    EXPECT_TRUE(getMemberItemBase(I[K], Base)) << AST.text(I[K]);
    EXPECT_EQ(name(Base), Bases[K]) << AST.text(I[K]);
  }
  const clang::VarDecl *Base = nullptr;
  EXPECT_FALSE(getMemberItemBase(I[5], Base));
  EXPECT_FALSE(getMemberItemBase(I[6], Base));
}

TEST(VarRefUtils, MemberItemBaseOfThis) {
  TestAST AST("struct T {\n  float *p; int n;\n  void g() {\n"
              "#pragma acc enter data copyin(this[0:1], p[0:n], n)\n  }\n};\n",
              Lang::CXX);
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto I = items(AST);
  ASSERT_EQ(I.size(), 3u);
  for (const clang::Expr *E : I) {
    const clang::VarDecl *Base = AST.var("n"); // overwritten with null
    EXPECT_TRUE(getMemberItemBase(E, Base)) << AST.text(E);
    EXPECT_EQ(Base, nullptr) << AST.text(E);
  }
}

TEST(VarRefUtils, PointerChainSubarrays) {
  // (clang reads a subscript after a range as a range: `pp[0:n][2]` is
  // `pp[0:n][2:]`, an error without a length.)
  TestAST AST(enterData("pp[0:n][0:m], pp[1][0:m], a2[0:4][0:8], a[0:n], "
                        "s.pp[0:n][0:m], ppp[0:n][0:m][0:2], "
                        "ppp[1][0:n][0:m], ppp[1][2][0:m], pp[0:n]"));
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto I = items(AST);
  ASSERT_EQ(I.size(), 9u);
  bool Expected[] = {true, false, false, false, true, true, true, false, false};
  for (unsigned K = 0; K < I.size(); ++K)
    EXPECT_EQ(isPointerChainSubarray(I[K]), Expected[K]) << AST.text(I[K]);
}

TEST(VarRefUtils, PointerChainRanges) {
  TestAST AST(enterData("pp[0:n][1:m], s.pp[0:n][0:m], ppp[1][0:n][0:m], "
                        "pp[1][0:m]"));
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto I = items(AST);
  ASSERT_EQ(I.size(), 4u);
  llvm::SmallVector<const clang::ArraySectionExpr *, 3> Dims;
  const clang::Expr *Base = nullptr;
  ASSERT_TRUE(getPointerChainRanges(I[0], Dims, &Base));
  ASSERT_EQ(Dims.size(), 2u);
  EXPECT_EQ(AST.text(Dims[0]), "pp[0:n]"); // outermost first
  EXPECT_EQ(AST.text(Dims[1]->getLowerBound()), "1");
  EXPECT_EQ(AST.text(Base), "pp");
  ASSERT_TRUE(getPointerChainRanges(I[1], Dims, &Base));
  EXPECT_EQ(Dims.size(), 2u);
  EXPECT_EQ(AST.text(Base), "s.pp");
  // A subscript among the dimensions, or no chain: false, Dims untouched.
  Dims.clear();
  Base = nullptr;
  EXPECT_FALSE(getPointerChainRanges(I[2], Dims, &Base));
  EXPECT_FALSE(getPointerChainRanges(I[3], Dims, &Base));
  EXPECT_TRUE(Dims.empty());
  EXPECT_EQ(Base, nullptr);
}

TEST(VarRefUtils, SubarrayAndElement) {
  TestAST AST(enterData("a[0:n], a[3], (a[1:2]), n, a[:n]"));
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto I = items(AST);
  ASSERT_EQ(I.size(), 5u);
  EXPECT_TRUE(isSubarray(I[0]));
  EXPECT_FALSE(isElementWithoutColon(I[0]));
  EXPECT_FALSE(isSubarray(I[1]));
  EXPECT_TRUE(isElementWithoutColon(I[1]));
  EXPECT_TRUE(isSubarray(I[2]));
  EXPECT_FALSE(isSubarray(I[3]));
  EXPECT_FALSE(isElementWithoutColon(I[3]));
  EXPECT_TRUE(isSubarray(I[4]));
}

TEST(VarRefUtils, ReferencedVar) {
  TestAST AST("int g;\nint f(int n, int *p) { return (n) + g + p[0] + 1; }\n");
  ASSERT_TRUE(AST.ok()) << AST.messages();
  const auto *F = llvm::cast<clang::FunctionDecl>(AST.var("n")->getDeclContext());
  const auto *Ret = llvm::cast<clang::ReturnStmt>(
      llvm::cast<clang::CompoundStmt>(F->getBody())->body_front());
  // ((((n) + g) + p[0]) + 1)
  const auto *Sum = llvm::cast<clang::BinaryOperator>(Ret->getRetValue());
  const auto *L1 = llvm::cast<clang::BinaryOperator>(Sum->getLHS());
  const auto *L2 = llvm::cast<clang::BinaryOperator>(L1->getLHS());
  EXPECT_EQ(referencedVar(L2->getLHS()), AST.var("n")); // parens, casts
  EXPECT_EQ(referencedVar(L2->getRHS()), AST.var("g")); // globals too
  EXPECT_EQ(referencedVar(L1->getRHS()), nullptr);      // p[0]
  EXPECT_EQ(referencedVar(Sum), nullptr);
  EXPECT_EQ(referencedVar(nullptr), nullptr);
  EXPECT_TRUE(mentionsVar(Sum, AST.var("p")));
  EXPECT_TRUE(mentionsVar(Sum, AST.var("g")));
  EXPECT_FALSE(mentionsVar(Sum->getRHS(), AST.var("n")));
  EXPECT_FALSE(mentionsVar(nullptr, AST.var("n")));
}

TEST(VarRefUtils, SoleStatement) {
  TestAST AST("void f(int n) {\n  { { for (int i = 0; i < n; ++i) ; } }\n"
              "  { n = 1; n = 2; }\n  {}\n}\n");
  ASSERT_TRUE(AST.ok()) << AST.messages();
  const auto *F = llvm::cast<clang::FunctionDecl>(AST.var("n")->getDeclContext());
  const auto *Body = llvm::cast<clang::CompoundStmt>(F->getBody());
  ASSERT_EQ(Body->size(), 3u);
  const clang::Stmt *Nested = Body->body_begin()[0],
                    *Two = Body->body_begin()[1],
                    *Empty = Body->body_begin()[2];
  EXPECT_EQ(soleStatement(Nested), AST.forStmts().front());
  EXPECT_EQ(soleStatement(Two), Two);     // two statements: kept
  EXPECT_EQ(soleStatement(Empty), Empty); // empty: kept
  EXPECT_EQ(soleStatement(Body), Body);
  EXPECT_EQ(soleStatement(nullptr), nullptr);
}

/// The names of collectReferencedVars(body of the first construct).
std::string referenced(llvm::StringRef Code, bool SkipLoopPrivates = false,
                       Lang L = Lang::C) {
  TestAST AST(Code, L);
  EXPECT_TRUE(AST.ok()) << AST.messages();
  const auto *CC =
      llvm::dyn_cast<clang::OpenACCComputeConstruct>(AST.constructs().front());
  if (!CC)
    return "<no compute construct>";
  std::vector<std::string> Names;
  for (const VarRef &R : collectReferencedVars(CC->getStructuredBlock(),
                                               CC->clauses(), SkipLoopPrivates))
    Names.push_back(name(R.Var));
  return llvm::join(Names, " ");
}

TEST(VarRefUtils, ReferencedVarsInOrderOfFirstReference) {
  EXPECT_EQ(referenced("int g; enum { E = 3 }; int h(int);\n"
                       "void f(int n, float *a, float s) {\n"
                       "#pragma acc parallel copy(a[0:n])\n"
                       "{ float t = s; a[0] = t + g + E + h(n); s = a[1]; }\n}\n"),
            // a and n from the clause first; t is declared inside; E and h
            // are not data.
            "a n s g");
}

TEST(VarRefUtils, ReferencedVarsOfNestedClauses) {
  EXPECT_EQ(referenced("void f(int n, float *a, float s, int t) {\n"
                       "#pragma acc parallel\n{\n"
                       "#pragma acc loop reduction(+:s) private(t)\n"
                       "for (int i = 0; i < n; ++i) { t = i; s += a[i] * t; }\n"
                       "}\n}\n"),
            "s t n a");
}

TEST(VarRefUtils, ReferencedVarsSkipLoopPrivates) {
  const char *Code = "void f(int n, float *a, int t) {\n"
                     "#pragma acc parallel\n{\n"
                     "#pragma acc loop private(t)\n"
                     "for (int i = 0; i < n; ++i) { t = i; a[i] = t; }\n"
                     "a[0] = t;\n}\n}\n";
  EXPECT_EQ(referenced(Code, false), "t n a");
  // Inside the loop t is the loop's copy; after it, the region's t.
  EXPECT_EQ(referenced(Code, true), "n a t");
}

TEST(VarRefUtils, ReferencedVarsHidePrivatizedMembers) {
  // A member in a private or firstprivate clause of the construct (or of a
  // loop inside, with SkipLoopPrivates) names a local copy where it is used
  // (Transform/MemberPrivates.cpp): such uses reference no variable.
  TestAST AST("struct S { int x, y; };\n"
              "void f(int n, struct S s, struct S *ps) {\n"
              "#pragma acc parallel firstprivate(s.x)\n"
              "{ s.x = n; ps->y = s.x + s.y;\n"
              "#pragma acc loop private(ps->x)\n"
              "for (int i = 0; i < n; ++i) (*ps).x = i;\n"
              "}\n}\n");
  ASSERT_TRUE(AST.ok()) << AST.messages();
  const auto *CC =
      llvm::cast<clang::OpenACCComputeConstruct>(AST.constructs().front());
  std::vector<std::string> Names;
  for (const VarRef &R : collectReferencedVars(CC->getStructuredBlock(), {},
                                               /*SkipLoopPrivates=*/true,
                                               CC->clauses()))
    Names.push_back(name(R.Var));
  // s for s.y only; ps for ps->y; not for the loop's (*ps).x.
  EXPECT_EQ(llvm::join(Names, " "), "n ps s");
}

TEST(VarRefUtils, MemberPaths) {
  TestAST AST(enterData("s.x, (&s)->x, ps->x, (*ps).x, s.p, ps->pp[0:n]"));
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto I = items(AST);
  ASSERT_EQ(I.size(), 6u);
  std::vector<MemberPath> P;
  for (const clang::Expr *E : I) {
    const clang::Expr *M;
    subarrayDims(E, &M);
    std::optional<MemberPath> Path = getMemberPath(M);
    ASSERT_TRUE(Path) << AST.text(E);
    P.push_back(*Path);
  }
  EXPECT_TRUE(P[0] == P[1]); // (&s)->x is s.x
  EXPECT_TRUE(P[2] == P[3]); // (*ps).x is ps->x
  EXPECT_FALSE(P[0] == P[2]);
  EXPECT_FALSE(P[0] == P[4]);
  EXPECT_EQ(name(P[5].Base), "ps");
  EXPECT_TRUE(P[5].BaseArrow);
  EXPECT_FALSE(P[0].BaseArrow);
}

TEST(VarRefUtils, MemberPathsNone) {
  TestAST AST("struct A { int x; }; struct B { struct A a[2]; int y; };\n"
              "void f(struct B b) {\n"
              "#pragma acc enter data copyin(b.a[1].x, b.y)\n}\n");
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto I = items(AST);
  ASSERT_EQ(I.size(), 2u);
  EXPECT_FALSE(getMemberPath(I[0])); // a subscript in the chain
  EXPECT_TRUE(getMemberPath(I[1]));
}

TEST(VarRefUtils, MemberPathsWithSubscripts) {
  TestAST AST("struct A { int x; }; struct B { struct A a[2][3]; int y; };\n"
              "void f(struct B *b, int k, int j, int *q) {\n"
              "#pragma acc enter data copyin(b->a[1][2].x, b->a[1][k].x, "
              "b->a[1][j].x, b[0].y, b->a[1][2 * 1].x, b->a[k + 1][0].x, "
              "b->a[q[0]][0].x)\n}\n");
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto I = items(AST);
  ASSERT_EQ(I.size(), 7u);
  std::vector<std::optional<MemberPath>> P;
  for (const clang::Expr *E : I)
    P.push_back(getMemberPath(E, /*WithSubscripts=*/true));
  ASSERT_TRUE(P[0] && P[1] && P[2] && P[3] && P[4]);
  EXPECT_FALSE(P[5]); // an expression subscript
  EXPECT_FALSE(P[6]);
  EXPECT_TRUE(*P[0] == *P[4]); // the same constants
  EXPECT_FALSE(*P[0] == *P[1]);
  EXPECT_FALSE(*P[1] == *P[2]); // other variables
  EXPECT_EQ(flatMemberName(*P[0]), "b_a_1_2_x");
  EXPECT_EQ(flatMemberName(*P[1]), "b_a_1_k_x");
  EXPECT_EQ(flatMemberName(*P[3]), "b_0_y");
  ASSERT_EQ(P[1]->indexVars().size(), 1u);
  EXPECT_EQ(name(P[1]->indexVars()[0]), "k");
  EXPECT_TRUE(P[0]->indexVars().empty());
  EXPECT_FALSE(getMemberPath(I[0])); // not without WithSubscripts
}

TEST(VarRefUtils, SubarrayDims) {
  TestAST AST(enterData("a2[1][2:3], a2[0:2][1], a[:n], n"));
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto I = items(AST);
  ASSERT_EQ(I.size(), 4u);
  const clang::Expr *Base;
  auto D = subarrayDims(I[0], &Base);
  ASSERT_EQ(D.size(), 2u);
  EXPECT_EQ(name(referencedVar(Base)), "a2");
  EXPECT_TRUE(D[0].One);
  EXPECT_EQ(AST.text(D[0].Lb), "1");
  EXPECT_FALSE(D[1].One);
  EXPECT_EQ(AST.text(D[1].Len), "3");
  D = subarrayDims(I[1], &Base);
  ASSERT_EQ(D.size(), 2u);
  EXPECT_FALSE(D[0].One);
  EXPECT_TRUE(D[1].One); // clang's section without a colon after a range
  D = subarrayDims(I[2], &Base);
  ASSERT_EQ(D.size(), 1u);
  EXPECT_EQ(D[0].Lb, nullptr);
  EXPECT_TRUE(subarrayDims(I[3], &Base).empty());
  EXPECT_EQ(name(referencedVar(Base)), "n");
}

TEST(VarRefUtils, ReferencedVarsLeaveOutLambdaParameters) {
  EXPECT_EQ(referenced("void f(int n, float *a) {\n"
                       "#pragma acc parallel\n"
                       "{ auto g = [&](int k) { return a[k] * n; };"
                       " a[0] = g(1); }\n}\n",
                       false, Lang::CXX),
            "a n");
}

TEST(VarRefUtils, DeclaredVars) {
  TestAST AST("void f(int n) {\n  int a = 0, b;\n"
              "  for (int i = 0; i < n; ++i) { int c = i; b = c; }\n}\n");
  ASSERT_TRUE(AST.ok()) << AST.messages();
  const auto *F = llvm::cast<clang::FunctionDecl>(AST.var("n")->getDeclContext());
  llvm::DenseSet<const clang::VarDecl *> Out;
  collectDeclaredVars(F->getBody(), Out);
  EXPECT_EQ(Out.size(), 4u);
  for (const char *N : {"a", "b", "i", "c"})
    EXPECT_TRUE(Out.count(AST.var(N))) << N;
  EXPECT_FALSE(Out.count(AST.var("n")));
}

TEST(VarRefUtils, WrittenVars) {
  TestAST AST("struct S { int m; };\n"
              "void g(int *);\n"
              "void f(int x, int y, int z, int w, int r, int arr[4], int *p,"
              " struct S s, struct S *ps, int q, int v[4]) {\n"
              "  int local[4];\n"
              "  x = 1; y++; --w; g(&z); local[0] = r; p[0] = 1; s.m = 2;"
              " ps->m = 3; arr[1] = 4; *p = q; v[0] += 1;\n}\n");
  ASSERT_TRUE(AST.ok()) << AST.messages();
  const auto *F = llvm::cast<clang::FunctionDecl>(AST.var("x")->getDeclContext());
  llvm::DenseSet<const clang::VarDecl *> Out;
  collectWrittenVars(F->getBody(), Out);
  for (const char *N : {"x", "y", "w", "z", "local", "s"})
    EXPECT_TRUE(Out.count(AST.var(N))) << N << " is written";
  // Writing through a pointer writes the pointee (a parameter `int arr[4]`
  // is a pointer); reads are not writes.
  for (const char *N : {"r", "p", "ps", "arr", "q", "v"})
    EXPECT_FALSE(Out.count(AST.var(N))) << N << " is not written";
}

/// Whether \p Var is a temporary of the body of the first `for` of a
/// function f over the statements \p Body.
bool temporaryOfLoop(llvm::StringRef Body, llvm::StringRef Var) {
  TestAST AST(("void g(double);\n"
               "void f(int n, int c, double *a, double t, double u) {\n"
               "  for (int i = 0; i < n; ++i) {\n" +
               Body + "\n  }\n}\n")
                  .str());
  EXPECT_TRUE(AST.ok()) << AST.messages();
  return isAssignedBeforeUse(AST.forStmts().front()->getBody(),
                             AST.var(Var));
}

TEST(VarRefUtils, TemporariesAreAssignedBeforeEveryRead) {
  EXPECT_TRUE(temporaryOfLoop("t = a[i]; a[i] = t * t;", "t"));
  EXPECT_TRUE(temporaryOfLoop("if (c) { t = a[i]; a[i] = t; }", "t"));
  EXPECT_TRUE(temporaryOfLoop("if (c) t = 1; else t = 2; a[i] = t;", "t"));
  // A temporary of an inner loop (the gang loop's body is that loop).
  EXPECT_TRUE(temporaryOfLoop(
      "for (int j = 0; j < n; ++j) { u = a[j]; g(u); }", "u"));
}

TEST(VarRefUtils, FlagsAndCarriedValuesAreNoTemporaries) {
  // Written only: its value is for the code after the loop.
  EXPECT_FALSE(temporaryOfLoop("if (a[i] > 0) t = 1;", "t"));
  EXPECT_FALSE(temporaryOfLoop("t = a[i];", "t"));
  // Read before it is assigned, or possibly so.
  EXPECT_FALSE(temporaryOfLoop("a[i] = t; t = a[i];", "t"));
  EXPECT_FALSE(temporaryOfLoop("t += a[i];", "t"));
  EXPECT_FALSE(temporaryOfLoop("t = t + a[i];", "t"));
  EXPECT_FALSE(temporaryOfLoop("if (c) t = a[i]; a[i] = t;", "t"));
  EXPECT_FALSE(temporaryOfLoop(
      "for (int j = 0; j < n; ++j) t = a[j]; a[i] = t;", "t"));
  EXPECT_FALSE(temporaryOfLoop("g(t); t = 0;", "t"));
  EXPECT_FALSE(temporaryOfLoop("a[i] = 0;", "t"));
}

TEST(VarRefUtils, ScalarTypes) {
  TestAST AST("enum E { A };\nstruct S { int x; };\n"
              "void f(int i, double d, enum E e, float *p, struct S s,"
              " int &r, int (&arr)[4], decltype(nullptr) np, int S::*mp,"
              " bool b) {}\n",
              Lang::CXX);
  ASSERT_TRUE(AST.ok()) << AST.messages();
  for (const char *N : {"i", "d", "e", "p", "r", "np", "mp", "b"})
    EXPECT_TRUE(isScalarType(AST.var(N)->getType())) << N;
  for (const char *N : {"s", "arr"})
    EXPECT_FALSE(isScalarType(AST.var(N)->getType())) << N;
}

TEST(VarRefUtils, ScalarVarsOfTemplates) {
  // The answer for a dependent type comes from the instantiations (AST.var
  // finds the pattern's declarations: instantiations are not traversed).
  TestAST AST("template <typename T> void f(T x, T *p) { T y = x; T a[4]; }\n"
              "template void f<int>(int, int *);\n"
              "template void f<double>(double, double *);\n",
              Lang::CXX);
  ASSERT_TRUE(AST.ok()) << AST.messages();
  EXPECT_EQ(isScalarVar(AST.var("x")), true);
  EXPECT_EQ(isScalarVar(AST.var("y")), true);
  EXPECT_EQ(isScalarVar(AST.var("p")), true);  // T*: a pointer whatever T is
  EXPECT_EQ(isScalarVar(AST.var("a")), false); // T[4]: an array
}

TEST(VarRefUtils, ScalarVarsOfTemplatesUnknown) {
  // Instantiations that disagree, or none: no answer.
  TestAST Mixed("struct S { int m; };\n"
                "template <typename T> void f(T x) { T y = x; }\n"
                "template void f<int>(int);\n"
                "template void f<S>(S);\n",
                Lang::CXX);
  ASSERT_TRUE(Mixed.ok()) << Mixed.messages();
  EXPECT_EQ(isScalarVar(Mixed.var("x")), std::nullopt);
  EXPECT_EQ(isScalarVar(Mixed.var("y")), std::nullopt);
  TestAST Never("template <typename T> void f(T x) {}\n", Lang::CXX);
  ASSERT_TRUE(Never.ok()) << Never.messages();
  EXPECT_EQ(isScalarVar(Never.var("x")), std::nullopt);
}

TEST(VarRefUtils, ScalarVarsOfNonTemplates) {
  TestAST AST("struct S { int x; };\nvoid f(int i, struct S s, float *p) {}\n");
  ASSERT_TRUE(AST.ok()) << AST.messages();
  EXPECT_EQ(isScalarVar(AST.var("i")), true);
  EXPECT_EQ(isScalarVar(AST.var("s")), false);
  EXPECT_EQ(isScalarVar(AST.var("p")), true);
}

// Directive.h's clause helpers.

TEST(VarRefUtils, DataAttributeOfClauseAliases) {
  TestAST AST("void f(int n, float *a, float *b, float *c, float *d) {\n"
              "#pragma acc data pcopy(a[0:n]) present_or_copyin(b[0:n]) "
              "pcreate(c[0:n]) copyout(zero: d[0:n]) if(n)\n{}\n}\n");
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto Clauses = AST.constructs().front()->clauses();
  ASSERT_EQ(Clauses.size(), 5u);
  EXPECT_EQ(dataAttrOfClause(Clauses[0]), DAKind::Copy);
  EXPECT_EQ(dataAttrOfClause(Clauses[1]), DAKind::CopyIn);
  EXPECT_EQ(dataAttrOfClause(Clauses[2]), DAKind::Create);
  EXPECT_EQ(dataAttrOfClause(Clauses[3]), DAKind::CopyOut);
  EXPECT_EQ(dataAttrOfClause(Clauses[4]), std::nullopt);
  EXPECT_EQ(clauseModifiers(Clauses[3]), clang::OpenACCModifierKind::Zero);
  EXPECT_EQ(clauseModifiers(Clauses[0]), clang::OpenACCModifierKind::Invalid);
  EXPECT_EQ(daKindName(DAKind::NoCreate), "no_create");
  EXPECT_TRUE(isDMA(DAKind::DevicePtr));
  EXPECT_FALSE(isDMA(DAKind::Reduction));
  EXPECT_TRUE(isUnmappableDSA(DAKind::FirstPrivate));
  EXPECT_FALSE(isUnmappableDSA(DAKind::Reduction));
}

} // namespace

namespace {

/// headerBindsReference of the first `for` of \p Body in C++.
bool bindsReference(llvm::StringRef Body) {
  std::string Code = "namespace std {\n"
                     "template <class T> const T &max(const T &a, const T &b)"
                     " { return a < b ? b : a; }\n"
                     "template <class T> T vmax(T a, T b) { return a < b ? b : a; }\n"
                     "}\nvoid f(int n, int i, double *g) {\n" +
                     Body.str() + "\n}\n";
  TestAST AST(Code, Lang::CXX);
  EXPECT_TRUE(AST.ok()) << AST.messages();
  if (!AST.ok() || AST.forStmts().empty())
    return false;
  return headerBindsReference(AST.forStmts()[0]);
}

TEST(VarRefUtils, HeaderBindsReference) {
  // A call that returns a reference, in the init or the condition.
  EXPECT_TRUE(bindsReference("for (int j = std::max(2, i - n + 2); j < n; j++) g[j] = 0;"));
  EXPECT_TRUE(bindsReference("int a = 2; for (int j = 0; j <= std::max(a, i); j++) g[j] = 0;"));
  // Values only: the header binds nothing; the body does not count.
  EXPECT_FALSE(bindsReference("for (int j = std::vmax(2, i); j < n; j++) g[j] = 0;"));
  EXPECT_FALSE(bindsReference("for (int j = 0; j < n; j++) g[j] = std::max(g[j], 0.0);"));
}

/// firstMentionAfter of `v` after the first `for` of a function whose
/// body is \p Body (int v, n, a[8] declared): "none", "store" (a plain
/// store: the value the loop leaves is dead) or "read"; with \p InFirstIf,
/// within the first `if` statement around the loop only.
std::string afterLoop(llvm::StringRef Body, bool InFirstIf = false) {
  TestAST AST(("int c(void); void f(void) { int v = 0, n = 8, a[8];\n" +
               Body + "\n}\n")
                  .str());
  EXPECT_TRUE(AST.ok()) << AST.messages();
  if (!AST.ok() || AST.forStmts().empty())
    return "?";
  const clang::Stmt *Within = nullptr;
  if (InFirstIf) {
    struct IfFinder : clang::RecursiveASTVisitor<IfFinder> {
      const clang::IfStmt *If = nullptr;
      bool VisitIfStmt(clang::IfStmt *S) {
        if (!If)
          If = S;
        return true;
      }
    } Find;
    Find.TraverseAST(AST.context());
    Within = Find.If;
  }
  std::optional<MentionAfter> M =
      Within ? firstMentionAfterIn(AST.forStmts()[0], AST.var("v"), Within)
             : firstMentionAfter(AST.forStmts()[0], AST.var("v"),
                                 AST.context());
  return !M ? "none" : M->PlainStore ? "store" : "read";
}

TEST(VarRefUtils, FirstMentionAfter) {
  const char *Loop = "for (int i = 0; i < n; ++i) v = a[i];";
  EXPECT_EQ(afterLoop(Loop), "none");
  EXPECT_EQ(afterLoop(std::string(Loop) + " a[0] = v;"), "read");
  EXPECT_EQ(afterLoop(std::string(Loop) + " v = 1; a[0] = v;"), "store");
  // Read-modify-write forms read the old value.
  EXPECT_EQ(afterLoop(std::string(Loop) + " v += 1;"), "read");
  EXPECT_EQ(afterLoop(std::string(Loop) + " v++;"), "read");
  EXPECT_EQ(afterLoop(std::string(Loop) + " v = v + 1;"), "read");
  // A store under a condition after the loop may not happen.
  EXPECT_EQ(afterLoop(std::string(Loop) + " if (c()) v = 1; a[0] = v;"),
            "read");
  EXPECT_EQ(afterLoop(std::string(Loop) + " a[0] = c() ? (v = 1) : 0;"),
            "read");
  EXPECT_EQ(afterLoop(std::string(Loop) + " c() && (v = 1);"), "read");
  // A condition around the loop holds for the code after it as well.
  EXPECT_EQ(afterLoop(std::string("if (c()) { ") + Loop + " v = 1; }"),
            "store");
  // Mentions before the loop are not after it.
  EXPECT_EQ(afterLoop(std::string("a[1] = v; ") + Loop), "none");
  // Within a statement around the loop: what follows that statement is
  // not looked at.
  EXPECT_EQ(afterLoop(std::string("if (c()) { ") + Loop + " } a[0] = v;",
                      /*InFirstIf=*/true),
            "none");
  EXPECT_EQ(afterLoop(std::string("if (c()) { ") + Loop + " a[0] = v; }",
                      /*InFirstIf=*/true),
            "read");
}

} // namespace
TEST(VarRefUtils, FirstMentionAfterInConstruct) {
  // clang traverses an OpenACC construct's statement twice: the second
  // loop's first mention of i after it is the read after the region, not
  // the first loop's `i = 0` seen again.
  TestAST AST("void f(void) { int i, t, bad = 0; double g[8][8];\n"
              "#pragma acc kernels copy(g)\n"
              "{ for (i = 0; i < 8; i++) g[0][i] = 1;\n"
              "  for (t = 1; t < 8; t++) for (i = 0; i < 8; i++) g[t][i] += 1; }\n"
              "bad += i != 8 || t != 8; }\n");
  ASSERT_TRUE(AST.ok()) << AST.messages();
  ASSERT_GE(AST.forStmts().size(), 3u); // clang visits them twice too
  auto M = firstMentionAfter(AST.forStmts()[2], AST.var("i"), AST.context());
  ASSERT_TRUE(M.has_value());
  EXPECT_FALSE(M->PlainStore);
  M = firstMentionAfter(AST.forStmts()[0], AST.var("i"), AST.context());
  ASSERT_TRUE(M.has_value());
  EXPECT_TRUE(M->PlainStore); // the second nest's `i = 0`
}
