// RUN: not %accc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %accc -acc=multicore -c %s -o %t.o 2>&1 | FileCheck %s

// A call that only the compile of the translation rejects: clang reports
// the 'error' attribute when it generates code, which the OpenACC parse
// (-fsyntax-only) does not.
__attribute__((error("reported by the compile step"))) void compile_step_error(void);
#define COMPILE_STEP_ERROR compile_step_error()

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
