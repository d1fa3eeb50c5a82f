// RUN: rm -f %t.o
// RUN: not %accc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not test -e %t.o

// A clang error in the compile step (not the OpenACC parse) also leaves no
// output file.
void f(int n, float *x) {
  #pragma acc parallel loop
  for (int i = 0; i < n; ++i) {
    // CHECK: compile-error-no-output.c:[[@LINE+1]]:17: error: expected an OpenMP directive
    #pragma omp bogus
    x[i] = 0;
  }
}
