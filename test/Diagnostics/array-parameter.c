// RUN: %accc -acc=gpu -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %accc -acc=gpu -fsyntax-only -Wno-accc-array-parameter %s 2>&1 | count 0

// A parameter declared as an array is a pointer (C11 6.7.6.3p7): a data
// clause that names it maps the pointer alone, and device code that reads
// the array through it reads host memory (PolyBench-ACC's kernels, written
// `copyin(A)` of `DATA_TYPE A[NI][NK]`, faulted on an H200). accc warns and
// names the subarray to write (SubarrayShapeChecks.cpp, ClauseChecks rule 33).
// present, no_create, deviceptr and attach of a pointer keep their meaning.

#define N 100
void k(int n, double A[N][N], double x[N], double y[n], double z[]) {
  // CHECK: array-parameter.c:[[#@LINE+2]]:27: warning: 'A' is a pointer: a parameter declared as an array ('double[100][100]') is a pointer in C and C++, so this 'data' clause maps the pointer alone, and device code that reads the array through it reads host memory; to map the array, write 'A[0:100]' [-Waccc-array-parameter]
  // CHECK: array-parameter.c:[[#@LINE+1]]:30: warning: 'x' is a pointer: {{.*}} write 'x[0:100]'
  #pragma acc data copyin(A, x) copyout(y) create(z)
  // CHECK: array-parameter.c:[[#@LINE-1]]:41: warning: 'y' is a pointer: a parameter declared as an array ('double[n]') {{.*}} write 'y[0:n]'
  // CHECK: array-parameter.c:[[#@LINE-2]]:51: warning: 'z' is a pointer: a parameter declared as an array ('double[]') {{.*}} write 'z[0:length]'
  {
    #pragma acc parallel loop present(A, x, y)
    for (int i = 0; i < N; i++)
      y[i] = A[i][0] * x[i];
  }
  // CHECK: array-parameter.c:[[#@LINE+1]]:27: warning: 'y' is a pointer: {{.*}}this 'update' clause{{.*}}
  #pragma acc update self(y)
  // The subarray is what the warning asks for: no warning.
  #pragma acc data copyin(A[0:N], x[0:N]) copyout(y[0:n])
  {
  }
}
