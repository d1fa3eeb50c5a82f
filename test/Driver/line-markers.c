// RUN: not %accc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %accc -acc=multicore -c %s -o %t.o 2>&1 | FileCheck %s

// A statement that only the compile of the translation rejects (the
// OpenACC parse does not define _OPENMP; user OpenMP directives, which these
// tests used, are now dropped from the compile).
#ifdef _OPENMP
#define COMPILE_STEP_ERROR compile_step_error
#else
#define COMPILE_STEP_ERROR
#endif

// accc compiles a translation whose directives may span fewer lines than the
// user's; '#line' markers make clang errors in the compile step (here a
// statement only that compile rejects) point at the user's file and line.
void f(int n, float *x) {
  int s = 0;
  #pragma acc parallel loop copy(x[0:n]) \
      firstprivate(n) \
      reduction(+:s)
  for (int i = 0; i < n; ++i) {
    s += i;
    // CHECK: line-markers.c:[[@LINE+1]]:{{[0-9]+}}: error: 
    COMPILE_STEP_ERROR;
    x[i] = s;
  }
}
