// RUN: %accc -acc=host %s -o %t && %t | FileCheck %s --check-prefix=EXE
// RUN: %accc -acc=host -fopenacc-print=omp %s | FileCheck %s --check-prefix=PRT-O

// A C++ source is compiled as C++ (templates, references, lambdas).
#include <stdio.h>

template <typename T> T sum(int n, const T *x) {
  T s = 0;
  // PRT-O: #pragma omp parallel for reduction(+: s)
  #pragma acc parallel loop copyin(x[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += x[i];
  return s;
}

int main() {
  double d[10];
  for (int i = 0; i < 10; ++i)
    d[i] = i;
  auto twice = [](double v) { return 2 * v; };
  // EXE: sum=90
  printf("sum=%g\n", twice(sum(10, d)));
  return 0;
}
