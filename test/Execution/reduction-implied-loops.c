// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>&1 | FileCheck %s --check-prefix=OMP

// A reduction on the compute construct whose loops carry no reduction
// clause (OpenACC 3.3 sec. 2.9.11 wants one on each loop; nvc adds them):
// the loops that only update the variable with the operator get an implied
// reduction (lib/Analysis/Reductions.cpp rule 5), so the threads of a loop
// do not race on their gang's copy. From the OpenACC book's game of life.

#include <stdio.h>
#include <stdlib.h>

#define DIM 1024

int main(void) {
  int *grid = malloc(sizeof(int) * DIM * DIM);
  for (int i = 0; i < DIM * DIM; i++)
    grid[i] = i % 3 == 0;
  int total = 0, expected = 0, prod = 1;
  for (int i = 0; i < DIM * DIM; i++)
    expected += grid[i];
#pragma acc data copyin(grid[0:DIM * DIM])
  {
#pragma acc parallel reduction(+:total)
    {
#pragma acc loop independent
      for (int i = 0; i < DIM; i++) {
#pragma acc loop independent
        for (int j = 0; j < DIM; j++)
          total += grid[i * DIM + j];
      }
    }
    // OMP: #pragma omp parallel for {{.*}}reduction(+: total)

#pragma acc parallel reduction(*:prod)
    {
#pragma acc loop gang
      for (int i = 0; i < 8; i++) {
#pragma acc loop vector
        for (int j = 0; j < 4; j++)
          prod = prod * (grid[i * DIM + j] + 1);
      }
    }
    // OMP: #pragma omp parallel for {{.*}}reduction(*: prod)
  }
  // Rows 0..7, columns 0..3: grid is 1 where (i * DIM + j) % 3 == 0.
  int eprod = 1;
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 4; j++)
      eprod *= grid[i * DIM + j] + 1;
  // CHECK: sum: ok
  printf("sum: %s (%d, expected %d)\n", total == expected ? "ok" : "bad",
         total == expected ? 0 : total, total == expected ? 0 : expected);
  // CHECK: product: ok
  printf("product: %s\n", prod == eprod ? "ok" : "bad");
  free(grid);
  return 0;
}
