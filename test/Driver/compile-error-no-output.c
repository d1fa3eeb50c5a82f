// RUN: rm -f %t.o
// RUN: not %accc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not test -e %t.o

// A call that only the compile of the translation rejects: clang reports
// the 'error' attribute when it generates code, which the OpenACC parse
// (-fsyntax-only) does not.
__attribute__((error("reported by the compile step"))) void compile_step_error(void);
#define COMPILE_STEP_ERROR compile_step_error()

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
