// RUN: rm -f %t.o
// RUN: not %accc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not test -e %t.o

// A statement that only the compile of the translation rejects (the
// OpenACC parse does not define _OPENMP; user OpenMP directives, which these
// tests used, are now dropped from the compile).
#ifdef _OPENMP
#define COMPILE_STEP_ERROR compile_step_error
#else
#define COMPILE_STEP_ERROR
#endif

// A clang error in the compile step (not the OpenACC parse) also leaves no
// output file.
void f(int n, float *x) {
  #pragma acc parallel loop
  for (int i = 0; i < n; ++i) {
    // CHECK: compile-error-no-output.c:[[@LINE+1]]:{{[0-9]+}}: error: 
    COMPILE_STEP_ERROR;
    x[i] = 0;
  }
}
