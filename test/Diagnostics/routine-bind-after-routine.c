// RUN: not %accc -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %accc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %accc -fopenacc-print=omp %s 2>&1 | FileCheck %s
// RUN: not %accc -x c++ -fsyntax-only -DLATER %s 2>&1 | FileCheck %s --check-prefixes=CHECK,LATER

// clang 22's OpenACC Sema crashes on a `routine` directive with `bind` that
// follows another `routine` directive of the same function without one
// (a fuzzing find). accc parses again with that directive blanked
// (LegacySpelling.cpp rule 8) and reports an error at it, not the crash.
// Where clang accepted that pair and crashes at a later `routine` directive
// without `bind` (seed 19), the pair's `bind` directive is the one blanked
// and reported (PipelineAction.cpp retryAfterCrash). If a later clang fixes
// the crash, update the test.

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

#ifdef LATER
double fastd(double x) { return -x; }
#pragma acc routine seq
// LATER: routine-bind-after-routine.c:[[#@LINE+1]]:1: error: clang 22 crashes reading this 'routine' directive with 'bind', which it compares with another 'routine' directive of the same function: give the function a single 'routine' directive with the 'bind'
#pragma acc routine seq bind(fastd)
double slowd(double x) { return x; }
#pragma acc routine seq
double caller(double x) { return slowd(x) + 1; }
// LATER-NOT: crashed
#endif
