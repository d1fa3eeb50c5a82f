// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// The zero modifier (OpenACC 3.3 sec. 2.7.7, 2.7.9; lib/Transform/
// ZeroModifier.cpp) with async, on subarrays of two dimensions, on members,
// on pointer chains and on declare in a function: device memory the clause
// allocates starts at zero. On the host (shared memory) nothing is
// allocated and the host's values are seen: each check accepts what the
// device type makes right (test/Execution/zero-modifier.c).

#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 256

struct Grid {
  double cells[16];
  double *rows;
  int n;
};

static int shared;

static int count(const double *x, int n, double device, double host) {
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += x[i] != (shared ? host : device);
  return bad;
}

static int declared(void) {
  double t[16];
  for (int i = 0; i < 16; ++i)
    t[i] = 4;
  double u[16];
#pragma acc declare create(zero: t)
#pragma acc parallel loop present(t) copyout(u)
  for (int i = 0; i < 16; ++i)
    u[i] = t[i] + 1;
  return count(u, 16, 1, 5);
}

int main(void) {
  shared = acc_get_device_type() == acc_device_host;
  static double a[N], m[8][32];
  for (int i = 0; i < N; ++i)
    a[i] = 7;
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 32; ++j)
      m[i][j] = 7;

  // enter data with async: zeroed on queue 1, before the kernel on it.
#pragma acc enter data create(zero: a[0:N]) async(1)
#pragma acc parallel loop present(a) async(1)
  for (int i = 0; i < N; ++i)
    a[i] += 1;
#pragma acc exit data copyout(a[0:N]) async(1)
#pragma acc wait(1)
  // CHECK: enter data async: 0 bad
  printf("enter data async: %d bad\n", count(a, N, 1, 8));

  // A compute construct with async: copied back after the kernel.
  for (int i = 0; i < N; ++i)
    a[i] = 7;
#pragma acc parallel loop copyout(zero: a[0:N]) async(2)
  for (int i = 0; i < N; ++i)
    a[i] += 2;
#pragma acc wait(2)
  // CHECK: compute async: 0 bad
  printf("compute async: %d bad\n", count(a, N, 2, 9));

  // Two dimensions: rows 2 to 5, all columns.
#pragma acc parallel loop collapse(2) copyout(zero: m[2:4][0:32])
  for (int i = 2; i < 6; ++i)
    for (int j = 0; j < 32; ++j)
      m[i][j] += 3;
  int bad = 0;
  for (int i = 0; i < 8; ++i)
    bad += count(m[i], 32, i >= 2 && i < 6 ? 3 : 7, i >= 2 && i < 6 ? 10 : 7);
  // CHECK: two dimensions: 0 bad
  printf("two dimensions: %d bad\n", bad);

  // Members: a member array and the block a pointer member points to.
  struct Grid g;
  g.n = 64;
  g.rows = (double *)malloc(g.n * sizeof(double));
  for (int i = 0; i < 16; ++i)
    g.cells[i] = 7;
  for (int i = 0; i < g.n; ++i)
    g.rows[i] = 7;
  struct Grid *pg = &g;
#pragma acc data copyout(zero: pg->cells)
  {
#pragma acc parallel loop present(pg->cells)
    for (int i = 0; i < 16; ++i)
      pg->cells[i] += 4;
  }
  // CHECK: member array: 0 bad
  printf("member array: %d bad\n", count(g.cells, 16, 4, 11));
#pragma acc data copyout(zero: g.rows[0:g.n])
  {
#pragma acc parallel loop present(g.rows[0:g.n])
    for (int i = 0; i < g.n; ++i)
      g.rows[i] += 5;
  }
  // CHECK: pointer member: 0 bad
  printf("pointer member: %d bad\n", count(g.rows, g.n, 5, 12));

  // A pointer chain: each row zeroed, on queue 3.
  double **pp = (double **)malloc(4 * sizeof(double *));
  for (int i = 0; i < 4; ++i) {
    pp[i] = (double *)malloc(8 * sizeof(double));
    for (int j = 0; j < 8; ++j)
      pp[i][j] = 7;
  }
#pragma acc parallel loop copyout(zero: pp[0:4][0:8]) async(3)
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 8; ++j)
      pp[i][j] += 6;
#pragma acc wait(3)
  bad = 0;
  for (int i = 0; i < 4; ++i)
    bad += count(pp[i], 8, 6, 13);
  // CHECK: pointer chain async: 0 bad
  printf("pointer chain async: %d bad\n", bad);

  // CHECK: declare: 0 bad
  printf("declare: %d bad\n", declared());
  return 0;
}
