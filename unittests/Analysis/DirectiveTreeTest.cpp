//===- DirectiveTreeTest.cpp - Effective directives and device_type --------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// lib/Analysis/DirectiveTree.cpp: the rules of seed 000's "Combined
// Directives" (1. split, 2. private and reduction on the loop, 3. every
// other clause on the one directive that permits it), the clauses each
// effective directive keeps for the target's device type (OpenACC 3.3 sec.
// 2.4), the collapsed nest and its loop control variables, and loop sizes
// that become the compute construct's.
//
//===----------------------------------------------------------------------===//

#include "TestRegion.h"
#include "gtest/gtest.h"

using namespace accc;
using namespace accc::analysis;
using namespace accc::test;

namespace {

/// The clauses of \p D as written, separated by spaces.
std::string clauses(const TestAST &AST, const Directive &D) {
  std::vector<std::string> Texts;
  for (const clang::OpenACCClause *C : D.Clauses)
    Texts.push_back(AST.text(C));
  return llvm::join(Texts, " ");
}

/// The clauses every effective directive of the first compute construct of
/// \p Code keeps for \p Target, "[parallel: ...] [loop: ...]" in pre-order.
std::string clausesFor(llvm::StringRef Code, TargetKind Target) {
  TestAST AST(Code);
  EXPECT_TRUE(AST.ok()) << AST.messages() << "\nin:\n" << Code.str();
  auto R = buildRegion(AST, Target);
  if (!R)
    return "<no region>";
  std::string Out;
  R->forEach([&](const Directive &D) {
    Out += (Out.empty() ? "[" : " [") + D.effectiveName().str() + ": " +
           clauses(AST, D) + "]";
  });
  return Out;
}

/// A combined `parallel loop` (or \p Directive) with \p Clauses around one
/// loop.
std::string combined(llvm::StringRef Clauses,
                     llvm::StringRef Directive = "parallel loop") {
  return ("void f(int n, float *x) {\n#pragma acc " + Directive + " " +
          Clauses + "\nfor (int i = 0; i < n; ++i) x[i] += 1;\n}\n")
      .str();
}

// Combined directives, rules 1-3.

TEST(DirectiveTree, CombinedConstructSplits) {
  TestAST AST(combined("copy(x[0:n])"));
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto R = buildRegion(AST);
  ASSERT_TRUE(R);
  const Directive &P = *R->Root;
  EXPECT_EQ(P.Kind, DirectiveKind::Parallel);
  EXPECT_EQ(P.Compute, &P);
  EXPECT_TRUE(P.isCombined());
  ASSERT_EQ(P.Children.size(), 1u);
  const Directive &L = *P.Children.front();
  EXPECT_EQ(L.Kind, DirectiveKind::Loop);
  EXPECT_EQ(L.Parent, &P);
  EXPECT_EQ(L.Compute, &P);
  // Rule 1: both share the clang node, and the loop is the body of both.
  EXPECT_EQ(L.Node, P.Node);
  EXPECT_EQ(L.Body, P.Body);
  ASSERT_EQ(L.Loops.size(), 1u);
  EXPECT_EQ(L.Loops.front(), AST.forStmts().front());
  EXPECT_EQ(P.spelling(), "parallel loop");
  EXPECT_EQ(P.effectiveName(), "parallel");
  EXPECT_EQ(L.effectiveName(), "loop");
}

TEST(DirectiveTree, CombinedPrivateAndReductionGoToTheLoop) {
  // Rule 2.
  EXPECT_EQ(clausesFor(combined("private(n) reduction(+:n) copy(x[0:n])"),
                       TargetKind::GPU),
            "[parallel: copy(x[0:n])] [loop: private(n) reduction(+:n)]");
}

TEST(DirectiveTree, CombinedClausesGoWhereTheyArePermitted) {
  // Rule 3: firstprivate and the sizes belong to the compute construct,
  // the partitioning clauses to the loop.
  EXPECT_EQ(clausesFor(combined("gang vector firstprivate(n) num_gangs(4) "
                                "vector_length(64) collapse(1) async(1)"),
                       TargetKind::GPU),
            "[parallel: firstprivate(n) num_gangs(4) vector_length(64) "
            "async(1)] [loop: gang vector collapse(1)]");
  EXPECT_EQ(clausesFor(combined("seq present(x) if(n > 4) default(none)",
                                "serial loop"),
                       TargetKind::GPU),
            "[parallel: present(x) if(n > 4) default(none)] [loop: seq]");
}

TEST(DirectiveTree, ComputeConstructKinds) {
  for (auto [Directive, Serial, Kernels] :
       {std::tuple{"parallel", false, false}, {"serial", true, false},
        {"kernels", false, true}}) {
    TestAST AST(nest(Directive, {"loop"}));
    ASSERT_TRUE(AST.ok()) << AST.messages();
    auto R = buildRegion(AST);
    ASSERT_TRUE(R) << Directive;
    EXPECT_EQ(R->Root->Kind, DirectiveKind::Parallel) << Directive;
    EXPECT_EQ(R->Root->Serial, Serial) << Directive;
    EXPECT_EQ(R->Root->Kernels, Kernels) << Directive;
    EXPECT_FALSE(R->Root->isCombined());
    ASSERT_EQ(R->Root->Children.size(), 1u);
    EXPECT_EQ(R->Root->Children.front()->Parent, R->Root);
  }
}

TEST(DirectiveTree, ComputeClausesAreRead) {
  TestAST AST("void f(int n, float *x, int c) {\n"
              "#pragma acc parallel num_gangs(n) num_workers(2) "
              "vector_length(32) if(c) self(!c) default(present)\n"
              "x[0] = 1;\n}\n");
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto R = buildRegion(AST);
  ASSERT_TRUE(R);
  const Directive &P = *R->Root;
  ASSERT_TRUE(P.NumGangs && P.NumWorkers && P.VectorLength);
  EXPECT_EQ(AST.text(P.NumGangs), "n");
  EXPECT_EQ(AST.text(P.NumWorkers), "2");
  EXPECT_EQ(AST.text(P.VectorLength), "32");
  ASSERT_TRUE(P.IfCond && P.SelfCond);
  EXPECT_EQ(AST.text(P.IfCond), "c");
  EXPECT_EQ(AST.text(P.SelfCond), "!c");
  EXPECT_FALSE(P.SelfNoArg);
  EXPECT_NE(P.Default, nullptr);
  EXPECT_FALSE(P.NumGangsFromLoop);
}

TEST(DirectiveTree, SelfWithoutCondition) {
  TestAST AST("void f(float *x) {\n#pragma acc parallel self\nx[0] = 1;\n}\n");
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto R = buildRegion(AST);
  ASSERT_TRUE(R);
  EXPECT_TRUE(R->Root->SelfNoArg);
  EXPECT_EQ(R->Root->SelfCond, nullptr);
}

// device_type (OpenACC 3.3 sec. 2.4).

TEST(DirectiveTree, DeviceTypeReplacesClausesOfTheSameKind) {
  std::string Code = combined("vector_length(32) num_workers(2) "
                              "device_type(nvidia) vector_length(128)");
  EXPECT_EQ(clausesFor(Code, TargetKind::GPU),
            "[parallel: num_workers(2) vector_length(128)] [loop: ]");
  EXPECT_EQ(clausesFor(Code, TargetKind::Multicore),
            "[parallel: vector_length(32) num_workers(2)] [loop: ]");
  EXPECT_EQ(clausesFor(Code, TargetKind::Host),
            "[parallel: vector_length(32) num_workers(2)] [loop: ]");
}

TEST(DirectiveTree, DeviceTypeNamesPerTarget) {
  // Which names select the clauses after them, per target: -acc=gpu is
  // nvidia (and default), -acc=multicore multicore or host, -acc=host host.
  // clang 22 rejects every other name (acc_device_host, acc_device_default,
  // ...), which classifyDeviceType knows all the same.
  struct Case {
    const char *Name;
    bool GPU, Multicore, Host;
  };
  for (Case C : {Case{"nvidia", true, false, false},
                 {"acc_device_nvidia", true, false, false},
                 {"default", true, false, false},
                 {"multicore", false, true, false},
                 {"host", false, true, true},
                 {"radeon", false, false, false},
                 {"*", true, true, true}}) {
    std::string Code =
        combined(std::string("num_gangs(2) device_type(") + C.Name +
                 ") num_gangs(8)");
    for (auto [Target, Applies] : {std::pair{TargetKind::GPU, C.GPU},
                                   {TargetKind::Multicore, C.Multicore},
                                   {TargetKind::Host, C.Host}})
      EXPECT_EQ(clausesFor(Code, Target),
                Applies ? "[parallel: num_gangs(8)] [loop: ]"
                        : "[parallel: num_gangs(2)] [loop: ]")
          << "device_type(" << C.Name << ") for -acc="
          << targetKindName(Target).str();
  }
}

TEST(DirectiveTree, DeviceTypeWithSeveralNames) {
  std::string Code =
      combined("num_gangs(2) device_type(radeon, host) num_gangs(8)");
  EXPECT_EQ(clausesFor(Code, TargetKind::GPU),
            "[parallel: num_gangs(2)] [loop: ]");
  EXPECT_EQ(clausesFor(Code, TargetKind::Host),
            "[parallel: num_gangs(8)] [loop: ]");
}

TEST(DirectiveTree, DeviceTypeGroups) {
  // Each device_type clause starts a group; only the target's groups count.
  std::string Code = combined("device_type(nvidia) vector_length(128) "
                              "device_type(radeon) num_gangs(2) "
                              "device_type(host) num_gangs(1)");
  EXPECT_EQ(clausesFor(Code, TargetKind::GPU),
            "[parallel: vector_length(128)] [loop: ]");
  EXPECT_EQ(clausesFor(Code, TargetKind::Host),
            "[parallel: num_gangs(1)] [loop: ]");
  // -acc=multicore is both multicore and host: it keeps both groups, in
  // the order written (readComputeClauses then takes the last num_gangs).
  EXPECT_EQ(clausesFor(combined("device_type(multicore) num_gangs(2) "
                                "device_type(host) num_gangs(1)"),
                       TargetKind::Multicore),
            "[parallel: num_gangs(2) num_gangs(1)] [loop: ]");
}

TEST(DirectiveTree, DeviceTypeOnLoops) {
  std::string Code = "void f(int n, float *x) {\n"
                     "#pragma acc parallel num_gangs(4)\n"
                     "#pragma acc loop gang device_type(acc_device_nvidia) "
                     "vector\n"
                     "for (int i = 0; i < n; ++i) x[i] += 1;\n}\n";
  EXPECT_EQ(clausesFor(Code, TargetKind::GPU),
            "[parallel: num_gangs(4)] [loop: gang vector]");
  EXPECT_EQ(clausesFor(Code, TargetKind::Multicore),
            "[parallel: num_gangs(4)] [loop: gang]");
}

TEST(DirectiveTree, DeviceTypeOnCombinedLoopClauses) {
  // The clauses of a group still go to the directive that permits them.
  std::string Code =
      combined("copy(x[0:n]) device_type(*) num_workers(2) worker", "parallel loop");
  EXPECT_EQ(clausesFor(Code, TargetKind::Host),
            "[parallel: copy(x[0:n]) num_workers(2)] [loop: worker]");
}

TEST(DirectiveTree, DeviceTypeSelectsIndependentInKernels) {
  // A recurrence: without independent, the dependence analysis leaves the
  // loop sequential.
  std::string Code = "void f(int n, float *x) {\n"
                     "#pragma acc kernels loop device_type(host) independent\n"
                     "for (int i = 1; i < n; ++i) x[i] += x[i - 1];\n}\n";
  TestAST AST(Code);
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto GPU = buildRegion(AST, TargetKind::GPU);
  auto Host = buildRegion(AST, TargetKind::Host);
  ASSERT_TRUE(GPU && Host);
  EXPECT_EQ(partitioning(*GPU), "1:seq");
  EXPECT_EQ(partitioning(*Host), "1:gang(imp)");
}

// The collapsed nest.

TEST(DirectiveTree, CollapseRecordsTheNest) {
  TestAST AST("void f(int n, float *x) {\n  int i, j;\n"
              "#pragma acc parallel loop collapse(2)\n"
              "for (i = 0; i < n; ++i)\n  for (j = 0; j < n; ++j)\n"
              "    for (int k = 0; k < n; ++k) x[i] += j * k;\n}\n");
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto R = buildRegion(AST);
  ASSERT_TRUE(R);
  const Directive &L = *R->Root->Children.front();
  EXPECT_EQ(L.Loop.Collapse, 2u);
  ASSERT_EQ(L.Loops.size(), 2u);
  EXPECT_EQ(L.Loops[0], AST.forStmts()[0]);
  EXPECT_EQ(L.Loops[1], AST.forStmts()[1]);
  ASSERT_EQ(L.ControlVars.size(), 2u);
  EXPECT_EQ(L.ControlVars[0].Var, AST.var("i"));
  EXPECT_EQ(L.ControlVars[1].Var, AST.var("j"));
  // Assigned, not declared, in the `for`.
  EXPECT_FALSE(L.ControlVars[0].Declared);
}

TEST(DirectiveTree, CollapseThroughBraces) {
  TestAST AST("void f(int n, float *x) {\n"
              "#pragma acc parallel loop collapse(2)\n"
              "for (int i = 0; i < n; ++i) {\n"
              "  for (int j = 0; j < n; ++j) x[i] += j;\n}\n}\n");
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto R = buildRegion(AST);
  ASSERT_TRUE(R);
  const Directive &L = *R->Root->Children.front();
  ASSERT_EQ(L.ControlVars.size(), 2u);
  EXPECT_EQ(L.ControlVars[1].Var, AST.var("j"));
  EXPECT_TRUE(L.ControlVars[1].Declared);
}

TEST(DirectiveTree, TileIsPartitionedAsCollapsed) {
  TestAST AST("void f(int n, float *x) {\n"
              "#pragma acc parallel loop tile(4, 8)\n"
              "for (int i = 0; i < n; ++i)\n"
              "  for (int j = 0; j < n; ++j) x[i] += j;\n}\n");
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto R = buildRegion(AST);
  ASSERT_TRUE(R);
  const Directive &L = *R->Root->Children.front();
  EXPECT_EQ(L.Loop.Tile, 2u);
  EXPECT_EQ(L.Loop.Collapse, 2u);
  EXPECT_EQ(L.Loops.size(), 2u);
}

TEST(DirectiveTree, NestedLoopsHangUnderTheirLoop) {
  TestAST AST(nest("parallel", {"loop", "", "loop"}));
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto R = buildRegion(AST);
  ASSERT_TRUE(R);
  ASSERT_EQ(R->Root->Children.size(), 1u);
  const Directive &Outer = *R->Root->Children.front();
  ASSERT_EQ(Outer.Children.size(), 1u);
  EXPECT_EQ(Outer.Children.front()->Parent, &Outer);
  EXPECT_EQ(Outer.Children.front()->Loops.front(), AST.forStmts()[2]);
}

TEST(DirectiveTree, GangStatic) {
  TestAST AST("void f(int n, float *x) {\n"
              "#pragma acc parallel\n{\n"
              "#pragma acc loop gang(static: 4)\n"
              "for (int i = 0; i < n; ++i) x[i] += 1;\n"
              "#pragma acc loop gang(static: *)\n"
              "for (int i = 0; i < n; ++i) x[i] += 1;\n}\n}\n");
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto R = buildRegion(AST);
  ASSERT_TRUE(R);
  ASSERT_EQ(R->Root->Children.size(), 2u);
  const LoopPartitioning &A = R->Root->Children[0]->Loop,
                         &B = R->Root->Children[1]->Loop;
  ASSERT_TRUE(A.GangStatic);
  EXPECT_EQ(AST.text(A.GangStatic), "4");
  EXPECT_FALSE(A.GangStaticStar);
  EXPECT_EQ(B.GangStatic, nullptr);
  EXPECT_TRUE(B.GangStaticStar);
}

// Loop sizes (sec. 2.9.2 - 2.9.4) become the compute construct's.

TEST(DirectiveTree, LoopSizesSizeTheComputeConstruct) {
  TestAST AST("void f(int n, float *x) {\n"
              "#pragma acc kernels\n"
              "#pragma acc loop independent gang(num: 8) worker(4) vector(32)\n"
              "for (int i = 0; i < n; ++i) x[i] += 1;\n}\n");
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto R = buildRegion(AST);
  ASSERT_TRUE(R);
  const Directive &P = *R->Root;
  ASSERT_TRUE(P.NumGangs && P.NumWorkers && P.VectorLength);
  EXPECT_EQ(AST.text(P.NumGangs), "8");
  EXPECT_TRUE(P.NumGangsFromLoop);
  EXPECT_EQ(AST.text(P.NumWorkers), "4");
  EXPECT_EQ(AST.text(P.VectorLength), "32");
  EXPECT_EQ(AST.messages(), "");
}

TEST(DirectiveTree, LoopSizeAgainstTheConstructsIsIgnored) {
  TestAST AST(combined("vector_length(64) vector(128)"));
  ASSERT_TRUE(AST.ok()) << AST.messages();
  auto R = buildRegion(AST);
  ASSERT_TRUE(R);
  EXPECT_EQ(AST.text(R->Root->VectorLength), "64");
  EXPECT_EQ(AST.messages(),
            "warning: 'vector(128)' on the loop is ignored: the compute "
            "construct already sets its vector length to '64' (accc runs "
            "the region as one kernel) [-Waccc-ignored-clause]");
}

TEST(DirectiveTree, LoopSizeEqualToTheConstructsIsQuiet) {
  TestAST AST(combined("vector_length(64) vector(64)"));
  ASSERT_TRUE(AST.ok()) << AST.messages();
  ASSERT_TRUE(buildRegion(AST));
  EXPECT_EQ(AST.messages(), "");
}

} // namespace
