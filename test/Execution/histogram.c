// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Deterministic histograms: (1) a gang loop over bins with a vector
// reduction counting the data in each bin; (2) a gang loop over blocks with a
// private per-iteration histogram array, written back per block, summed on
// the host.

#include <stdio.h>
#include <stdlib.h>

#define N 100000
#define B 16
#define BLK 1000

int main(void) {
  int *data = (int *)malloc(N * sizeof(int));
  int *hist = (int *)malloc(B * sizeof(int));
  int *part = (int *)malloc((N / BLK) * B * sizeof(int));
  int ref[B] = {0};
  for (int i = 0; i < N; ++i) {
    data[i] = (int)((i * 2654435761u) >> 7) % B;
    ref[data[i]]++;
  }

#pragma acc parallel loop gang copyin(data[0:N]) copyout(hist[0:B])
  for (int b = 0; b < B; ++b) {
    int c = 0;
#pragma acc loop vector reduction(+:c)
    for (int i = 0; i < N; ++i)
      c += data[i] == b;
    hist[b] = c;
  }
  int bad = 0, total = 0;
  for (int b = 0; b < B; ++b) {
    bad += hist[b] != ref[b];
    total += hist[b];
  }
  // CHECK: bins bad 0 total 100000
  printf("bins bad %d total %d\n", bad, total);

  int local[B];
#pragma acc parallel loop gang private(local) copyin(data[0:N]) copyout(part[0:(N/BLK)*B])
  for (int blk = 0; blk < N / BLK; ++blk) {
    for (int b = 0; b < B; ++b)
      local[b] = 0;
    for (int i = blk * BLK; i < (blk + 1) * BLK; ++i)
      local[data[i]]++;
    for (int b = 0; b < B; ++b)
      part[blk * B + b] = local[b];
  }
  bad = 0;
  total = 0;
  for (int b = 0; b < B; ++b) {
    int s = 0;
    for (int blk = 0; blk < N / BLK; ++blk)
      s += part[blk * B + b];
    bad += s != ref[b];
    total += s;
  }
  // CHECK-NEXT: private blocks bad 0 total 100000
  printf("private blocks bad %d total %d\n", bad, total);
  free(data);
  free(hist);
  free(part);
  return 0;
}
