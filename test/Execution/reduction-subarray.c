// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Reductions of subarrays (OpenACC 3.3 sec. 2.5.15) through a pointer and of
// a local array, on a combined construct and on a gang loop in a parallel
// construct: each element of the subarray is reduced; the elements after it
// are not touched (test/Translate/reduction-subarray.c).
#include <stdio.h>
#include <stdlib.h>

static void histogram(int n, int *hist) {
#pragma acc parallel loop reduction(+:hist[0:10])
  for (int i = 0; i < n; ++i)
    hist[i % 10] += 1;
}

static void histogram_in_parallel(int n, int *hist) {
#pragma acc parallel num_gangs(4)
  {
#pragma acc loop gang reduction(+:hist[0:10])
    for (int i = 0; i < n; ++i)
      hist[i % 10] += 2;
  }
}

int main(void) {
  int *hist = malloc(12 * sizeof(int));
  for (int k = 0; k < 12; ++k)
    hist[k] = 100;
  histogram(1005, hist);
  // CHECK: combined: 201 201 201 201 201 200 200 200 200 200 100 100
  printf("combined:");
  for (int k = 0; k < 12; ++k)
    printf(" %d", hist[k]);
  printf("\n");
  histogram_in_parallel(1000, hist);
  // CHECK: loop: 401 401 401 401 401 400 400 400 400 400 100 100
  printf("loop:");
  for (int k = 0; k < 12; ++k)
    printf(" %d", hist[k]);
  printf("\n");

  long part[8] = {1, 1, 1, 1, 1, 1, 1, 1};
#pragma acc parallel loop reduction(+:part[2:4])
  for (int i = 0; i < 400; ++i)
    part[2 + i % 4] += i;
  // CHECK: local: 1 1 19801 19901 20001 20101 1 1
  printf("local:");
  for (int k = 0; k < 8; ++k)
    printf(" %ld", part[k]);
  printf("\n");

  // A row of a two-dimensional array, as a subarray and as an array
  // element: each element of the row is reduced (OpenMP is given
  // `m[1:1][0:3]`; a fuzzing find of seed 16: `m[1:1]` alone failed the
  // OpenMP compile, "not valid for specified reduction operation"; several
  // rows on the GPU: atomic updates, test/Execution/reduction-atomic-arrays.c).
  int m[4][3] = {{0}}, r[4][3] = {{0}};
#pragma acc parallel loop reduction(+:m[1:1]) reduction(+:r[3])
  for (int i = 0; i < 60; ++i) {
    m[1][i % 3] += 1;
    r[3][i % 3] += 2;
  }
  // CHECK: rows: 0 0 0 20 20 20 0 0 0 0 0 0 40 40 40
  printf("rows:");
  for (int k = 0; k < 12; ++k)
    printf(" %d", m[k / 3][k % 3]);
  for (int k = 0; k < 3; ++k)
    printf(" %d", r[3][k]);
  printf("\n");
  free(hist);
  return 0;
}
