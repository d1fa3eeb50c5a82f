// RUN: %accc -acc=host %s -o %t.host -lm && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc -lm && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu -lm %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// kernels regions of naked loops (OpenACC 3.3 sec. 2.5.2), as nvc's
// tutorials write them: the dependence analysis parallelizes the loops it
// proves independent (with the reductions it finds), keeps the others
// sequential, and the region runs as a sequence of kernels, the statements
// between the loops once. Each result is compared with the same loops run
// on the host.

#include <math.h>
#include <stdio.h>

#define N 200
#define M 300

static double A[N][M], Anew[N][M], Ref[N][M], RefNew[N][M];

/// One Jacobi sweep on the host: the reference.
static double sweepHost(void) {
  double err = 0.0;
  for (int j = 1; j < N - 1; j++)
    for (int i = 1; i < M - 1; i++) {
      RefNew[j][i] = 0.25 * (Ref[j][i + 1] + Ref[j][i - 1] + Ref[j - 1][i] +
                             Ref[j + 1][i]);
      err = fmax(err, fabs(RefNew[j][i] - Ref[j][i]));
    }
  for (int j = 1; j < N - 1; j++)
    for (int i = 1; i < M - 1; i++)
      Ref[j][i] = RefNew[j][i];
  return err;
}

static int jacobi(void) {
  for (int j = 0; j < N; j++)
    for (int i = 0; i < M; i++)
      A[j][i] = Ref[j][i] = Anew[j][i] = RefNew[j][i] = j == 0 ? 1.0 : 0.0;
  int bad = 0;
  double error = 1.0;
  for (int iter = 0; iter < 50; iter++) {
    error = 0.0;
#pragma acc kernels
    {
      for (int j = 1; j < N - 1; j++)
        for (int i = 1; i < M - 1; i++) {
          Anew[j][i] =
              0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
          error = fmax(error, fabs(Anew[j][i] - A[j][i]));
        }
      for (int j = 1; j < N - 1; j++)
        for (int i = 1; i < M - 1; i++)
          A[j][i] = Anew[j][i];
    }
    bad += error != sweepHost();
  }
  for (int j = 0; j < N; j++)
    for (int i = 0; i < M; i++)
      bad += A[j][i] != Ref[j][i];
  return bad;
}

/// Loops of every verdict in one region, on restrict pointers of one array.
static int mixed(int n, double *restrict a, double *restrict b, int *flags) {
  double sum = 0.0, prod = 1.0, t;
  int count = 0, found = 0, last = -1;
  for (int i = 0; i < n; i++) {
    a[i] = i % 7;
    b[i] = 0.0;
  }
#pragma acc kernels copy(a[0:n], b[0:n], flags[0:n])
  {
    count = 0;                       // between loops: runs once
    for (int i = 1; i < n; i++)      // a recurrence: stays sequential
      a[i] = a[i - 1] * 0.5 + a[i];
    for (int i = 0; i < n; i++) {    // a temporary and a reduction
      t = a[i] * 2.0;
      b[i] = t + 1.0;
      sum += b[i];
    }
    for (int i = 0; i < n; i++)      // a flag and a count
      if (b[i] > 8.0) {
        found = 1;
        count++;
      }
    for (int i = 0; i < n; i++)      // the last index: stays sequential
      if (b[i] > 8.0)
        last = i;
    for (int i = 0; i < 20; i++)
      prod *= 1.5;
    for (int i = 0; i < n; i++)
      flags[i] = b[i] > 4.0;
  }
  // The same on the host.
  double ra[1000], rsum = 0.0, rprod = 1.0;
  int rcount = 0, rlast = -1, bad = 0;
  for (int i = 0; i < n; i++)
    ra[i] = i % 7;
  for (int i = 1; i < n; i++)
    ra[i] = ra[i - 1] * 0.5 + ra[i];
  for (int i = 0; i < n; i++) {
    double rb = ra[i] * 2.0 + 1.0;
    bad += b[i] != rb || a[i] != ra[i] || flags[i] != (rb > 4.0);
    rsum += rb;
    if (rb > 8.0) {
      rcount++;
      rlast = i;
    }
  }
  for (int i = 0; i < 20; i++)
    rprod *= 1.5;
  bad += fabs(sum - rsum) > 1e-9 * rsum;
  bad += count != rcount || found != (rcount > 0) || last != rlast;
  bad += prod != rprod;
  return bad;
}

/// C89 style: control variables declared outside the loops keep the values
/// the sequential loops leave (lastprivate), and a sequential loop over rows
/// holds a parallel loop.
static int lastValues(void) {
  static double g[60][70];
  int i, j, t, bad = 0;
#pragma acc kernels copy(g)
  {
    for (j = 0; j < 60; j++)
      for (i = 0; i < 70; i++)
        g[j][i] = j + i;
    for (t = 1; t < 60; t++)
      for (i = 0; i < 70; i++)
        g[t][i] += g[t - 1][i];
  }
  bad += i != 70 || j != 60 || t != 60;
  for (j = 0; j < 60; j++)
    for (i = 0; i < 70; i++)
      bad += g[j][i] != (j + 1) * i + j * (j + 1) / 2.0;
  return bad;
}

// A local index the body never assigns (Dependence.cpp rule 5d).
static int localIndex(void) {
  enum { X = 70, Y = 60 };
  static double r[X * Y], u[X * Y];
  for (int i = 0; i < X * Y; ++i) {
    u[i] = i;
    r[i] = -1;
  }
  double *restrict rp = r;
  const double *restrict up = u;
#pragma acc kernels copy(rp[0:X * Y]) copyin(up[0:X * Y])
  for (int jj = 1; jj < Y - 1; ++jj)
    for (int kk = 1; kk < X - 1; ++kk) {
      const int index = kk + jj * X;
      rp[index] = up[index - 1] + up[index + 1];
    }
  int bad = 0;
  for (int jj = 0; jj < Y; ++jj)
    for (int kk = 0; kk < X; ++kk) {
      int i = kk + jj * X;
      int inside = jj > 0 && jj < Y - 1 && kk > 0 && kk < X - 1;
      bad += r[i] != (inside ? 2.0 * i : -1);
    }
  return bad;
}

int main(void) {
  static double a[1000], b[1000];
  static int flags[1000];
  int bad = jacobi();
  printf("jacobi: %d wrong\n", bad);
  // CHECK: jacobi: 0 wrong
  bad = mixed(1000, a, b, flags);
  printf("mixed: %d wrong\n", bad);
  // CHECK: mixed: 0 wrong
  bad = lastValues();
  printf("last values: %d wrong\n", bad);
  // CHECK: last values: 0 wrong
  bad = localIndex();
  printf("local index: %d wrong\n", bad);
  // CHECK: local index: 0 wrong
  return 0;
}
