// RUN: not %accc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %if gpu-compile %{ not %accc -acc=gpu -c %s -o %t.o 2>&1 | FileCheck %s %}

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
    // CHECK: line-markers-declare.c:[[@LINE+1]]:17: error: expected an OpenMP directive
    #pragma omp bogus1
    x[0] = u;
  }
  // CHECK: line-markers-declare.c:[[@LINE+1]]:15: error: expected an OpenMP directive
  #pragma omp bogus2
  return s[0] + g[0];
  // CHECK: line-markers-declare.c:[[@LINE+1]]:15: error: expected an OpenMP directive
  #pragma omp bogus3
}
// CHECK: line-markers-declare.c:[[@LINE+1]]:13: error: expected an OpenMP directive
#pragma omp bogus4
