// RUN: not %accc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %accc -acc=gpu -fsyntax-only %s 2>&1 | FileCheck %s

// A type error in the body of a compute region is reported at the user's
// file and line.
struct P { int v; };
void f(int n, float *x) {
  struct P p = {1};
  #pragma acc parallel loop
  for (int i = 0; i < n; ++i) {
    // CHECK: type-error-in-region.c:[[@LINE+1]]:10: error: assigning to 'float' from incompatible type 'struct P'
    x[i] = p;
  }
}
