// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// tile: every iteration of the tiled nest runs once, whatever the tile
// sizes (also sizes that do not divide the trip counts, and `*`).

#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 301, m = 77;
  int *hits = calloc((size_t)n * m, sizeof(int));
#pragma acc parallel loop tile(8, 32) copy(hits[0:n * m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      hits[i * m + j] += i + j;
#pragma acc parallel copy(hits[0:n * m])
#pragma acc loop tile(*, 5)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      hits[i * m + j] -= i;
  long bad = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      bad += hits[i * m + j] != j;
  // CHECK: tile: 0 wrong of 23177
  printf("tile: %ld wrong of %d\n", bad, n * m);
  free(hits);
  return 0;
}
