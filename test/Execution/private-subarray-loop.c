// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// private subarrays on loops and combined constructs, firstprivate ones on
// combined constructs (OpenACC 3.3 sec. 2.9.10, 2.5.13, 2.5.14;
// Transform/PrivateSubarrays.cpp rules 2 and 4): every iteration of a
// partitioned loop has its own copy (on the heap for a length known at run
// time, with a `continue` that must still free it; a local array for a
// small constant one), a gang loop's copy is shared by the vector loops
// inside it, a sequential loop has one copy, an orphaned gang loop in a
// routine has one per iteration; a combined construct's firstprivate
// subarray is each gang's copy of the original. The originals never change.

#include <stdio.h>
#include <stdlib.h>

#define N 1000
#define M 16

#pragma acc routine gang
void rowsums(int n, int m, const int *a, int *out) {
  int t[M];
#pragma acc loop gang private(t[0:m])
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < m; ++j)
      t[j] = a[i * m + j];
    out[i] = 0;
    for (int j = 0; j < m; ++j)
      out[i] += t[j];
  }
}

int main(void) {
  int m = M;
  int *a = (int *)malloc(sizeof(int) * N * M);
  int *out = (int *)calloc(N, sizeof(int));
  int *want = (int *)calloc(N, sizeof(int));
  int *tmp = (int *)malloc(sizeof(int) * (M + 2));
  int buf[8];
  for (int i = 0; i < N * M; ++i)
    a[i] = i % 11;
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      want[i] += a[i * M + j] * (j + 1);
  for (int j = 0; j < M + 2; ++j)
    tmp[j] = -1;
  for (int j = 0; j < 8; ++j)
    buf[j] = -2;

  // A run-time length: a heap copy per iteration, freed also by continue.
#pragma acc parallel loop copyin(a[0:N*M], want[0:N]) copy(out[0:N]) private(tmp[2:m])
  for (int i = 0; i < N; ++i) {
    for (int j = 0; j < m; ++j)
      tmp[j + 2] = a[i * m + j] * (j + 1);
    if (i % 7 == 3) {
      out[i] = want[i];
      continue;
    }
    int s = 0;
    for (int j = 2; j < m + 2; ++j)
      s += tmp[j];
    out[i] = s;
  }
  int bad = 0;
  for (int i = 0; i < N; ++i)
    bad += out[i] != want[i];
  // CHECK: heap per iteration: bad 0, original -1 -1
  printf("heap per iteration: bad %d, original %d %d\n", bad, tmp[2],
         tmp[M + 1]);

  // A constant length: a local array per iteration; a gang loop's copy
  // shared by its vector loop; a collapsed nest.
#pragma acc parallel copyin(a[0:N*M]) copy(out[0:N])
  {
#pragma acc loop gang private(buf[1:4])
    for (int i = 0; i < N; ++i) {
#pragma acc loop vector
      for (int j = 1; j < 5; ++j)
        buf[j] = a[i * M + j] + j;
      out[i] = buf[1] + buf[2] + buf[3] + buf[4];
    }
  }
  bad = 0;
  for (int i = 0; i < N; ++i)
    bad += out[i] != a[i * M + 1] + a[i * M + 2] + a[i * M + 3] +
                         a[i * M + 4] + 10;
  // CHECK-NEXT: array per iteration: bad 0, original -2 -2
  printf("array per iteration: bad %d, original %d %d\n", bad, buf[1], buf[4]);

#pragma acc parallel loop collapse(2) copyin(a[0:N*M]) copy(out[0:N]) private(buf[0:2])
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < 1; ++j) {
      buf[0] = a[i * M];
      buf[1] = buf[0] * 3;
      out[i] = buf[1];
    }
  bad = 0;
  for (int i = 0; i < N; ++i)
    bad += out[i] != 3 * a[i * M];
  // CHECK-NEXT: collapsed: bad 0
  printf("collapsed: bad %d\n", bad);

  // A sequential loop: one copy around it.
  int total = 0;
#pragma acc serial copyin(a[0:N*M]) copy(total)
  {
#pragma acc loop seq private(tmp[0:m])
    for (int i = 0; i < 4; ++i) {
      tmp[i] = a[i];
      total += tmp[i];
    }
  }
  // CHECK-NEXT: sequential: 6, original -1
  printf("sequential: %d, original %d\n", total, tmp[0]);

  // An orphaned gang loop.
#pragma acc parallel copyin(a[0:N*M]) copy(out[0:N])
  rowsums(N, m, a, out);
  bad = 0;
  for (int i = 0; i < N; ++i) {
    int s = 0;
    for (int j = 0; j < M; ++j)
      s += a[i * M + j];
    bad += out[i] != s;
  }
  // CHECK-NEXT: orphaned gang loop: bad 0
  printf("orphaned gang loop: bad %d\n", bad);

  // firstprivate on a combined construct: each gang's copy of tmp[1:3].
  tmp[1] = 10;
  tmp[2] = 20;
  tmp[3] = 30;
#pragma acc parallel loop num_gangs(4) copy(out[0:N]) firstprivate(tmp[1:3])
  for (int i = 0; i < N; ++i)
    out[i] = tmp[1] + tmp[2] + tmp[3] + i;
  bad = 0;
  for (int i = 0; i < N; ++i)
    bad += out[i] != 60 + i;
  // CHECK-NEXT: combined firstprivate: bad 0, original 10
  printf("combined firstprivate: bad %d, original %d\n", bad, tmp[1]);

  free(a);
  free(out);
  free(want);
  free(tmp);
  return 0;
}
