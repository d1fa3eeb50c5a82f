//===- ClangCrashTest.cpp - Reading a crash of clang's ---------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// findClangCrash (lib/Driver/ClangCrash.cpp): what accc reads from clang's
// pretty stack trace when clang crashes compiling a translation.
//
//===----------------------------------------------------------------------===//

#include "accc/Driver/ClangCrash.h"
#include "gtest/gtest.h"

using namespace accc::driver;

namespace {

TEST(ClangCrash, NoCrash) {
  EXPECT_FALSE(findClangCrash(""));
  EXPECT_FALSE(findClangCrash("a.c:1:2: error: expected ';'\n1 error generated.\n"));
}

TEST(ClangCrash, BackEndPassAndFunction) {
  auto C = findClangCrash(
      "a.c:3:7: warning: unused [-Wunused]\n"
      "PLEASE submit a bug report to https://x/ and include the crash backtrace.\n"
      "Stack dump:\n"
      "0.\tProgram arguments: clang -c /tmp/accc-1/0-a.c\n"
      "1.\t<eof> parser at end of file\n"
      "2.\tCode generation\n"
      "3.\tRunning pass 'Function Pass Manager' on module '/tmp/accc-1/0-a.c'.\n"
      "4.\tRunning pass 'X86 DAG->DAG Instruction Selection' on function "
      "'@f.omp_outlined'\n"
      " #0 0x00007f llvm::sys::PrintStackTrace(llvm::raw_ostream&, int)\n");
  ASSERT_TRUE(C);
  EXPECT_EQ(C->Before, "a.c:3:7: warning: unused [-Wunused]\n");
  EXPECT_EQ(C->Stage, "X86 DAG->DAG Instruction Selection");
  EXPECT_EQ(C->Function, "f");
  EXPECT_EQ(C->Location, "");
  EXPECT_FALSE(C->Device);
}

TEST(ClangCrash, DemangledDeviceFunction) {
  auto C = findClangCrash(
      "Stack dump:\n"
      "0.\tProgram arguments: clang -cc1 -triple nvptx64-nvidia-cuda\n"
      "1.\tRunning pass 'NVPTX DAG->DAG Pattern Instruction Selection' on "
      "function '@__omp_offloading_10_2_main_l5'\n"
      "2.\tRunning pass 'Loop Strength Reduction' on function "
      "'@_ZN2ns4stepEiPd.omp_outlined'\n");
  ASSERT_TRUE(C);
  // The innermost line wins; the program's arguments are not context.
  EXPECT_EQ(C->Stage, "Loop Strength Reduction");
  EXPECT_EQ(C->Function, "ns::step(int, double*)");
  EXPECT_TRUE(C->Device);
}

TEST(ClangCrash, ParserLocation) {
  auto C = findClangCrash(
      "PLEASE submit a bug report to https://x/\n"
      "Stack dump:\n"
      "0.\tProgram arguments: clang -c t.c\n"
      "1.\t/home/u/src/main.c:42:5: current parser token 'for'\n"
      "2.\t/home/u/src/main.c:40:1: parsing function body 'main'\n");
  ASSERT_TRUE(C);
  EXPECT_EQ(C->Before, "");
  EXPECT_EQ(C->Stage, "parser");
  EXPECT_EQ(C->Function, "main");
  // The token's line, not the function's.
  EXPECT_EQ(C->Location, "/home/u/src/main.c:42:5");
}

TEST(ClangCrash, DeclarationBeingGenerated) {
  auto C = findClangCrash(
      "Stack dump:\n"
      "0.\tProgram arguments: clang -c t.c\n"
      "1.\t<eof> parser at end of file\n"
      "2.\tt.c:7:6: LLVM IR generation of declaration 'kernel'\n"
      "3.\tt.c:7:6: Generating code for declaration 'kernel'\n");
  ASSERT_TRUE(C);
  EXPECT_EQ(C->Stage, "code generation");
  EXPECT_EQ(C->Function, "kernel");
  EXPECT_EQ(C->Location, "t.c:7:6");
}

// clang 22's code generation of a lambda's call operator (the fuzzing find
// of seed 13): the parser line comes first, the code generation after it.
TEST(ClangCrash, Clang22CodeGenerationLines) {
  auto C = findClangCrash(
      "Stack dump:\n"
      "0.\tProgram arguments: clang -cc1 -x c++ t.cpp\n"
      "1.\t<eof> parser at end of file\n"
      "2.\tPer-file LLVM IR generation\n"
      "3.\tt.cpp:68:27: Generating code for declaration "
      "'(lambda)::operator()'\n"
      "4.\tt.cpp:70:5: LLVM IR generation of compound statement ('{}')\n");
  ASSERT_TRUE(C);
  EXPECT_EQ(C->Stage, "code generation");
  EXPECT_EQ(C->Function, "(lambda)::operator()");
  EXPECT_EQ(C->Location, "t.cpp:70:5");
}

} // namespace
