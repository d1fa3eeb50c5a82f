// RUN: %accc -fopenacc-print=acc %s 2>%t.err | FileCheck %s --check-prefix=ACC
// RUN: not grep . %t.err
// RUN: %accc -fopenacc-print=omp %s | FileCheck %s --check-prefix=OMP
// RUN: %accc -acc=host %s -o %t && %t | FileCheck %s --check-prefix=OUT

// A `declare` list item in redundant parentheses names the variable itself.
// clang 22's Sema crashes on it (CheckDeclareClause; other directives take
// it), so accc reads the item without its parentheses
// (lib/Driver/LegacySpelling.cpp rule 5); the printed source keeps them.

#include <stdio.h>

float x[10];
// ACC: #pragma acc declare create((x))
// OMP: #pragma omp declare target(x)
#pragma acc declare create((x))

float y[4] = {1, 2, 3, 4};
// ACC: #pragma acc declare copyin( ( (y) ) )
// OMP: #pragma omp declare target(y)
#pragma acc declare copyin( ( (y) ) )

float sum(void) {
  float a[8];
  // ACC: #pragma acc declare create(zero: (a[0:8]))
  // OMP: #pragma omp target enter data map(alloc: a[0:8])
#pragma acc declare create(zero: (a[0:8]))
  float s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < 4; ++i)
    s += y[i] + a[i];
  return s;
}

// OUT: {{^}}10{{$}}
int main(void) {
  printf("%g\n", sum());
  return 0;
}
