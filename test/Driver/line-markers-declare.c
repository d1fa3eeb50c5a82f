// RUN: not %accc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %if gpu-compile %{ not %accc -acc=gpu -c %s -o %t.o 2>&1 | FileCheck %s %}

// A statement that only the compile of the translation rejects (the
// OpenACC parse does not define _OPENMP; user OpenMP directives, which these
// tests used, are now dropped from the compile).
#ifdef _OPENMP
#define COMPILE_STEP_ERROR compile_step_error
#else
#define COMPILE_STEP_ERROR
#endif

// The translation of declare directives adds lines (the compound statement
// of a target data region, the exit data before a return and at the end of
// the block); '#line' markers keep clang's errors on the user's lines.
int g[8];
#pragma acc declare create(g)
static int s[8];
#pragma acc declare copyin(s)
int f(int n, int *x) {
  #pragma acc declare copyin(x[0:n])
  if (n < 0)
    return -1;
  {
    int u = 0;
    #pragma acc declare create(u)
    // CHECK: line-markers-declare.c:[[@LINE+1]]:{{[0-9]+}}: error: 
    COMPILE_STEP_ERROR;
    x[0] = u;
  }
  // CHECK: line-markers-declare.c:[[@LINE+1]]:{{[0-9]+}}: error: 
  COMPILE_STEP_ERROR;
  return s[0] + g[0];
  // CHECK: line-markers-declare.c:[[@LINE+1]]:{{[0-9]+}}: error: 
  COMPILE_STEP_ERROR;
}
// CHECK: line-markers-declare.c:[[@LINE+1]]:{{[0-9]+}}: error: 
COMPILE_STEP_ERROR;
