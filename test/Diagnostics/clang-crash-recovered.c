// RUN: not %accc -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %accc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %accc -fopenacc-print=omp %s 2>&1 | FileCheck %s

// clang 22's OpenACC Sema crashes on `declare create((x))` (a stack dump,
// exit status 139, before accc sees the AST). accc runs the front end under
// LLVM's crash recovery and stops with an error at the directive the parse
// was reading (lib/Driver/PipelineAction.cpp). If a later clang fixes the
// crash, this input gets clang's own diagnostic instead: update the test.

int x;
// CHECK: clang-crash-recovered.c:[[@LINE+1]]:1: error: clang's OpenACC front end crashed reading this directive; accc cannot compile it (please report it, with the directive)
#pragma acc declare create((x))
// CHECK-NOT: Stack dump
// CHECK-NOT: PLEASE submit
int main(void) { return x; }
