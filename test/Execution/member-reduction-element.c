// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --check-prefix=OMP

// Members of array elements in reduction clauses (OpenACC 3.3 sec. 2.5.15:
// the var-list's members of composite variables, here reached through
// subscripts by a constant or an integer variable): each is reduced through
// a local standing for the element's member while the construct runs
// (Analysis/MemberReductions.cpp); on the GPU, where the array is present,
// its device copy is the original.

#include <stdio.h>

#define N 1000

typedef struct {
  double sum;
  int n;
} Part;
typedef struct {
  Part part[3];
  long total;
} Grid;

int main(void) {
  double x[N];
  for (int i = 0; i < N; ++i)
    x[i] = i % 10;
  Part s[2] = {{0, 0}, {0, 0}};
  Grid g = {{{0, 0}, {0, 0}, {1, 0}}, 0};
  Grid *pg = &g;

  // OMP: double __accc_reduction_s_1_sum0 = s[1].sum;
  // OMP: reduction(+: __accc_reduction_s_1_sum0)
#pragma acc parallel loop reduction(+:s[1].sum) copyin(x)
  for (int i = 0; i < N; ++i)
    s[1].sum += x[i];

  // A variable subscript and two items, through a pointer.
  for (int k = 0; k < 3; ++k) {
    // OMP: double __accc_reduction_pg_part_k_sum1 = pg->part[k].sum;
#pragma acc parallel loop reduction(+:pg->part[k].sum, s[0].n) copyin(x)
    for (int i = 0; i < N; ++i) {
      pg->part[k].sum += x[i] * k;
      s[0].n++;
    }
  }

  // Present in a data region: the device copy is the reduction's original.
  Part d[4] = {{0, 0}, {0, 0}, {0, 0}, {0, 0}};
#pragma acc data copy(d)
  {
#pragma acc parallel loop reduction(max:d[3].n) copyin(x)
    for (int i = 0; i < N; ++i)
      d[3].n = d[3].n > (int)x[i] ? d[3].n : (int)x[i];
#pragma acc serial present(d)
    d[3].sum = d[3].n + 0.5;
  }

  // CHECK: s[1].sum=4500 part=0,4500,9001 s[0].n=3000 d[3]=9,9.5
  printf("s[1].sum=%g part=%g,%g,%g s[0].n=%d d[3]=%d,%g\n", s[1].sum,
         g.part[0].sum, g.part[1].sum, g.part[2].sum, s[0].n, d[3].n,
         d[3].sum);
  return 0;
}
