// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// Subarrays that step through pointers (OpenACC 3.3, sec. 2.7.1):
// `a[0:n][0:m]` of `double **a` is n separate rows and the pointer block
// a[0:n]; each device pointer is attached to its device row (sec. 2.6.8).
// accc maps them row by row (lib/Transform/PointerChain.cpp). Every data
// directive and compute construct, two and three levels, arrays of
// pointers, lower bounds, async and finalize. On host and multicore the
// device's memory is the host's: the expected values for that model are
// chosen with `Shared`, so every line printed is the same.

#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 37
#define M 101

static int Shared; // the current device uses the host's memory

static void check(const char *What, int Bad) {
  if (Bad)
    printf("%s bad %d\n", What, Bad);
  else
    printf("%s ok\n", What);
}

static double **newMatrix(int n, int m) {
  double **a = malloc(n * sizeof *a);
  for (int i = 0; i < n; ++i) {
    a[i] = malloc(m * sizeof **a);
    for (int j = 0; j < m; ++j)
      a[i][j] = 1000 * i + j;
  }
  return a;
}

static void freeMatrix(double **a, int n) {
  for (int i = 0; i < n; ++i)
    free(a[i]);
  free(a);
}

// A routine that finds the rows present (the data region of its caller).
static void addOne(double **p, int n, int m) {
#pragma acc parallel loop present(p[0:n][0:m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      p[i][j] += 1;
}

int main(void) {
  Shared = acc_get_device_type() == acc_device_host;
  int n = N, m = M, bad;

  // CHECK-LABEL: case data-copy
  // data copy + present on a compute construct in a called routine.
  printf("case data-copy\n");
  double **a = newMatrix(n, m);
#pragma acc data copy(a[0:n][0:m])
  {
    addOne(a, n, m);
    bad = !acc_is_present(a, n * sizeof *a);
    for (int i = 0; i < n; ++i)
      bad += !acc_is_present(a[i], m * sizeof **a);
    check("present in region", bad);
  }
  bad = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      bad += a[i][j] != 1000 * i + j + 1;
  check("copied back", bad);
  bad = !Shared && (acc_is_present(a, n * sizeof *a) ||
                    acc_is_present(a[3], m * sizeof **a));
  check("gone after region", bad);
  // CHECK: present in region ok
  // CHECK: copied back ok
  // CHECK: gone after region ok

  // CHECK-LABEL: case compute-copyin
  // copyin of rows 1..n-1 on a compute construct: the kernel reads them,
  // its changes stay on the device.
  printf("case compute-copyin\n");
  double *sum = calloc(n, sizeof *sum);
#pragma acc parallel loop copyin(a[1:n-1][0:m]) copyout(sum[1:n-1])
  for (int i = 1; i < n; ++i) {
    double s = 0;
    for (int j = 0; j < m; ++j) {
      s += a[i][j];
      a[i][j] = -1;
    }
    sum[i] = s;
  }
  bad = 0;
  for (int i = 1; i < n; ++i) {
    double s = 0;
    for (int j = 0; j < m; ++j)
      s += 1000 * i + j + 1;
    bad += sum[i] != s;
    bad += a[i][0] != (Shared ? -1 : 1000 * i + 1);
  }
  check("row sums", bad);
  // CHECK: row sums ok

  // CHECK-LABEL: case enter-update-exit
  printf("case enter-update-exit\n");
  freeMatrix(a, n);
  a = newMatrix(n, m);
#pragma acc enter data copyin(a[0:n][0:m])
  bad = !acc_is_present(a[n - 1], m * sizeof **a);
  check("entered", bad);
  a[0][0] = -5; // the device keeps the old value
#pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      a[i][j] *= 2;
  bad = a[0][0] != (Shared ? -10 : -5);
#pragma acc update self(a[0:n][0:m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      bad += (i || j) && a[i][j] != 2 * (1000 * i + j);
  bad += a[0][0] != (Shared ? -10 : 0);
  check("update self", bad);
  for (int i = 0; i < n; ++i)
    a[i][1] = 7;
#pragma acc update device(a[0:n][0:m])
#pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    a[i][2] = a[i][1] + 1;
#pragma acc exit data copyout(a[0:n][0:m])
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += a[i][2] != 8;
  bad += !Shared && acc_is_present(a[0], m * sizeof **a);
  check("update device, exit copyout", bad);
  // CHECK: entered ok
  // CHECK: update self ok
  // CHECK: update device, exit copyout ok

  // CHECK-LABEL: case finalize
  // Two dynamic references; exit data finalize drops both.
  printf("case finalize\n");
#pragma acc enter data copyin(a[0:n][0:m])
#pragma acc enter data copyin(a[0:n][0:m])
#pragma acc exit data delete(a[0:n][0:m])
  bad = !acc_is_present(a[5], m * sizeof **a);
#pragma acc parallel loop present(a[0:n][0:m])
  for (int i = 0; i < n; ++i)
    a[i][0] = 42;
#pragma acc exit data copyout(a[0:n][0:m]) finalize
  for (int i = 0; i < n; ++i)
    bad += a[i][0] != 42;
  bad += !Shared && (acc_is_present(a[5], m * sizeof **a) ||
                     acc_is_present(a, n * sizeof *a));
  check("finalize", bad);
  // CHECK: finalize ok

  // CHECK-LABEL: case async
  // The rows move on queue 1 in order with the kernel.
  printf("case async\n");
#pragma acc parallel loop copy(a[0:n][0:m]) async(1)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      a[i][j] = i + j;
#pragma acc enter data create(a[0:n][0:m]) async(2) wait(1)
#pragma acc parallel loop present(a[0:n][0:m]) async(2) wait(1)
  for (int i = 0; i < n; ++i)
    a[i][0] = -1;
#pragma acc exit data delete(a[0:n][0:m]) async(2)
  acc_wait(2);
  bad = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 1; j < m; ++j)
      bad += a[i][j] != i + j;
  for (int i = 0; i < n; ++i)
    bad += a[i][0] != (Shared ? -1 : i);
  check("async", bad);
  // CHECK: async ok
  freeMatrix(a, n);

  // CHECK-LABEL: case three-levels
  printf("case three-levels\n");
  int p = 3, q = 4, r = 5;
  int ***c = malloc(p * sizeof *c);
  for (int i = 0; i < p; ++i) {
    c[i] = malloc(q * sizeof **c);
    for (int j = 0; j < q; ++j)
      c[i][j] = calloc(r, sizeof ***c);
  }
#pragma acc parallel loop collapse(3) copy(c[0:p][0:q][0:r])
  for (int i = 0; i < p; ++i)
    for (int j = 0; j < q; ++j)
      for (int k = 0; k < r; ++k)
        c[i][j][k] = 100 * i + 10 * j + k;
  bad = 0;
  for (int i = 0; i < p; ++i)
    for (int j = 0; j < q; ++j)
      for (int k = 0; k < r; ++k)
        bad += c[i][j][k] != 100 * i + 10 * j + k;
  check("three levels", bad);
  // CHECK: three levels ok

  // CHECK-LABEL: case array-of-pointers
  // An array of pointers, its length from its type.
  printf("case array-of-pointers\n");
  float *rows[4];
  for (int i = 0; i < 4; ++i)
    rows[i] = calloc(m, sizeof(float));
#pragma acc data copyout(rows[:][0:m])
  {
#pragma acc parallel loop
    for (int i = 0; i < 4; ++i)
      for (int j = 0; j < m; ++j)
        rows[i][j] = i * j;
  }
  bad = 0;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < m; ++j)
      bad += rows[i][j] != i * j;
  check("array of pointers", bad);
  // CHECK: array of pointers ok

  // CHECK-LABEL: case member
  // A pointer member: a compute construct that names the member's rows maps
  // the struct (imp copy) with its pointer attached to the device pointer
  // block (sec. 2.6.8; `copyin(g)` alone would copy the host pointer).
  printf("case member\n");
  struct Grid {
    int n, m;
    double **v;
  } g = {n, m, newMatrix(n, m)};
#pragma acc data copy(g.v[0:g.n][0:g.m])
  {
#pragma acc parallel loop present(g.v[0:g.n][0:g.m])
    for (int i = 0; i < g.n; ++i)
      for (int j = 0; j < g.m; ++j)
        g.v[i][j] = -g.v[i][j];
  }
  bad = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      bad += g.v[i][j] != -(1000 * i + j);
  check("member", bad);
  freeMatrix(g.v, n);
  // CHECK: member ok
  return 0;
}
