// RUN: not %accc -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %accc -fopenacc-print=omp %s 2>&1 | FileCheck %s

// An accc error (not clang's) also makes accc exit with 1, in a print mode
// too, and prints nothing translated.
void f(int n) {
  int a = 0;
  // CHECK: accc-error-exit-status.c:[[@LINE+3]]:40: error: variable 'a' cannot appear in both a 'copy' clause and a 'present' clause on the 'parallel' directive
  // CHECK-NOT: #pragma omp
  // CHECK: 1 error generated.
  #pragma acc parallel copy(a) present(a)
  a++;
}
