// RUN: not %accc -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %accc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %accc -fopenacc-print=omp %s 2>&1 | FileCheck %s

// clang 22's OpenACC Sema crashes on a `routine` directive with `bind` that
// follows another `routine` directive of the same function without one
// (a fuzzing find). accc parses again with that directive blanked
// (LegacySpelling.cpp rule 8) and reports an error at it, not the crash.
// If a later clang fixes the crash, update the test.

#pragma acc routine seq
float fast(float x) { return x * 3; }

#pragma acc routine seq
// CHECK: routine-bind-after-routine.c:[[#@LINE+1]]:1: error: clang 22 crashes reading this 'routine' directive with 'bind', which it compares with another 'routine' directive of the same function: give the function a single 'routine' directive with the 'bind'
#pragma acc routine seq bind(fast)
float slow(float x) { return x * 2; }
// CHECK-NOT: crashed
// CHECK-NOT: error:

int main(void) {
  float y = 0;
#pragma acc parallel copy(y)
  y = slow(2);
  return y != 4;
}
