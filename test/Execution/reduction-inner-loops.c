// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Reductions on worker and vector loops nested in a gang loop, into a
// variable declared in the gang loop (gang-private): row sums, row maxima,
// and an all-rows total that reduces on both the gang loop and an inner loop.

#include <stdio.h>
#include <stdlib.h>

#define R 400
#define C 250

int main(void) {
  int *a = (int *)malloc(R * C * sizeof(int));
  int *rowsum = (int *)malloc(R * sizeof(int));
  int *rowmax = (int *)malloc(R * sizeof(int));
  long *rowprod = (long *)malloc(R * sizeof(long));
  for (int i = 0; i < R * C; ++i)
    a[i] = (i * 31) % 97;

#pragma acc parallel loop gang copyin(a[0:R*C]) copyout(rowsum[0:R], rowmax[0:R], rowprod[0:R])
  for (int r = 0; r < R; ++r) {
    int s = 0, m = -1;
    long p = 1;
#pragma acc loop vector reduction(+:s) reduction(max:m)
    for (int c = 0; c < C; ++c) {
      s += a[r * C + c];
      m = a[r * C + c] > m ? a[r * C + c] : m;
    }
#pragma acc loop worker reduction(*:p)
    for (int c = 0; c < C; ++c)
      p *= (c % 50 == r % 50) ? 3 : 1;
    rowsum[r] = s;
    rowmax[r] = m;
    rowprod[r] = p;
  }

  int bad = 0;
  long total_ref = 0;
  for (int r = 0; r < R; ++r) {
    int s = 0, m = -1;
    for (int c = 0; c < C; ++c) {
      s += a[r * C + c];
      m = a[r * C + c] > m ? a[r * C + c] : m;
    }
    total_ref += s;
    bad += rowsum[r] != s || rowmax[r] != m || rowprod[r] != 243;
  }
  // CHECK: rows bad 0
  printf("rows bad %d\n", bad);

  // The same total through a gang reduction and a worker-vector reduction.
  long total = 0;
#pragma acc parallel loop gang copyin(a[0:R*C]) reduction(+:total)
  for (int r = 0; r < R; ++r) {
#pragma acc loop worker vector reduction(+:total)
    for (int c = 0; c < C; ++c)
      total += a[r * C + c];
  }
  // CHECK-NEXT: total ok 1
  printf("total ok %d\n", total == total_ref);

  // Bitwise and logical operators on a vector loop.
  int ok = 1;
#pragma acc parallel loop gang copyin(a[0:R*C]) reduction(&&:ok)
  for (int r = 0; r < R; ++r) {
    int o = 0, x = 0, all = 1, any = 0;
#pragma acc loop vector reduction(|:o) reduction(^:x) reduction(&&:all) reduction(||:any)
    for (int c = 0; c < C; ++c) {
      o |= a[r * C + c];
      x ^= a[r * C + c];
      all = all && a[r * C + c] < 97;
      any = any || a[r * C + c] > 96;
    }
    int o2 = 0, x2 = 0;
    for (int c = 0; c < C; ++c) {
      o2 |= a[r * C + c];
      x2 ^= a[r * C + c];
    }
    ok = ok && o == o2 && x == x2 && all == 1 && any == 0;
  }
  // CHECK-NEXT: bitwise ok 1
  printf("bitwise ok %d\n", ok);

  free(a);
  free(rowsum);
  free(rowmax);
  free(rowprod);
  return 0;
}
