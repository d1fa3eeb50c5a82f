// RUN: not %accc -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %accc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %accc -fopenacc-print=omp %s 2>&1 | FileCheck %s

// clang 22's OpenACC Sema crashes on `firstprivate` of a multi-dimensional
// array (a stack dump, exit status 139, before accc sees the AST). accc runs
// the front end under LLVM's crash recovery; for a `#pragma acc` line it
// parses again with the clause read as `private` (LegacySpelling.cpp rule
// 6; test/Execution/firstprivate-multidim.c), but a `_Pragma` is not a line
// it can rewrite: it stops with an error at the directive the parse was
// reading (lib/Driver/PipelineAction.cpp). If a later clang fixes the
// crash, this input compiles: update the test.

int main(void) {
  float m[4][8] = {{1}};
  float s = 0;
  // CHECK: clang-crash-recovered.c:[[@LINE+1]]:3: error: clang's OpenACC front end crashed reading this directive; accc cannot compile it (please report it, with the directive)
  _Pragma("acc parallel loop firstprivate(m) reduction(+:s)")
  for (int i = 0; i < 4; ++i)
    s += m[i][0];
  // CHECK-NOT: Stack dump
  // CHECK-NOT: PLEASE submit
  return s != 1;
}
