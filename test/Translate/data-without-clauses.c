// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>&1 | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=acc %s 2>/dev/null | FileCheck %s --check-prefix=ACC
// RUN: %accc -acc=host %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: %accc -acc=host -Wno-accc-legacy-spelling -fsyntax-only %s 2>&1 | count 0

// A `data` directive without clauses (OpenACC 3.3 sec. 2.6.5 asks for one;
// clang rejects it, GCC, nvc and flang accept it, as GCC's libgomp tests
// data-1.c and declare-1.c use it): ignored with a warning
// (LegacySpelling.cpp rule 9), its block a block. One with another clause
// is what it was.
#include <stdio.h>

int main(void) {
  int a[4] = {1, 2, 3, 4};
  // CHECK: data-without-clauses.c:[[@LINE+1]]:1: warning: 'data' construct without clauses has nothing to do and is ignored (OpenACC 3.3 sec. 2.6.5 asks for at least one data or 'default' clause) [-Waccc-legacy-spelling]
#pragma acc data /* nothing to map */
  {
    // CHECK-NOT: {{omp target dat[a]}}
    // CHECK: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: a)
#pragma acc parallel loop copy(a)
    for (int i = 0; i < 4; ++i)
      a[i] *= 2;
  }
  // CHECK: #pragma omp target data map(ompx_hold, tofrom: a)
#pragma acc data copy(a)
  {
#pragma acc parallel loop
    for (int i = 0; i < 4; ++i)
      a[i] += 1;
  }
  // ACC: #pragma acc data /* nothing to map */
  // OUT: 3 9
  printf("%d %d\n", a[0], a[3]);
  return 0;
}
