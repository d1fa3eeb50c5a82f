// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Gang loops over vector loops (nests) whose num_teams accc states from the
// loop bounds on the GPU (rule G5, docs/Mapping.md "Launch geometry"): every
// iteration of each form runs exactly once, also when the loop is empty,
// counts down, steps by more than one, or has more than the 65536 teams G5
// asks for at most. Reductions (rules G3, G4) take fewer teams than one per
// SM where the loop is short: every size gives the exact sum. Streaming
// loops (rule G1) take smaller chunks where the loop is short: every element
// is written once at every size around the chunk thresholds, for a single
// loop and a collapsed nest, and a triangular collapsed sum is exact.

#include <stdio.h>
#include <stdlib.h>

#define M 4

// Runs the gang loop `for (i = lo; i < hi; i += 3)` over a vector loop
// and counts the visits of each element of hits[0:n*M].
// Sum of v[lo:hi) by a gang-vector reduction (G3: teams by trip count).
static double sum(const double *v, int lo, int hi) {
  double s = 0;
#pragma acc parallel loop copyin(v[0:2000000]) reduction(+:s)
  for (int i = lo; i < hi; ++i)
    s += v[i];
  return s;
}

// The largest v[j*m+i] over a collapsed nest (G3 on the nest's product).
static double biggest(const double *v, int n, int m) {
  double b = -1;
#pragma acc parallel loop collapse(2) copyin(v[0:2000000]) reduction(max:b)
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i)
      b = v[j * m + i] > b ? v[j * m + i] : b;
  return b;
}

// Sum of the first n rows of 8 (G4: a reduction over an inner loop).
static double rowsum(const double *v, int n) {
  double s = 0;
#pragma acc parallel loop copyin(v[0:2000000]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < 8; ++j)
      s += v[i * 8 + j];
  return s;
}

// Adds one to c[lo:hi) (G1: the chunk from the trip count hi - lo).
static void bump(float *c, int lo, int hi) {
#pragma acc parallel loop present(c[0:5000000])
  for (int i = lo; i < hi; ++i)
    c[i] += 1;
}

// Adds one to the n x m block of c (G1 on the nest's product).
static void bump2(float *c, int n, int m) {
#pragma acc parallel loop collapse(2) present(c[0:5000000])
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i)
      c[j * m + i] += 1;
}

// Sum of the lower triangle of an n x n block (no trip-count product).
static double triangle(const double *v, int n) {
  double s = 0;
#pragma acc parallel loop collapse(2) copyin(v[0:2000000]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= i; ++j)
      s += v[i * n + j];
  return s;
}

static long visits(int *hits, int n, int lo, int hi) {
  for (int p = 0; p < n * M; ++p)
    hits[p] = 0;
#pragma acc parallel loop gang copy(hits[0:n * M])
  for (int i = lo; i < hi; i += 3) {
#pragma acc loop vector
    for (int j = 0; j < M; ++j)
      hits[i * M + j] += 1;
  }
  long sum = 0;
  for (int p = 0; p < n * M; ++p)
    sum += hits[p] == 1 ? 1 : hits[p] == 0 ? 0 : 1000000;
  return sum;
}

int main(void) {
  const int n = 200000;
  int *hits = (int *)calloc((size_t)n * M, sizeof(int));

  // CHECK: step3 800 0
  printf("step3 %ld %ld\n", visits(hits, 600, 0, 600),
         visits(hits, 600, 5, 5));

  // Counting down, inclusive bound.
  for (int p = 0; p < n * M; ++p)
    hits[p] = 0;
  int top = n - 1, low = 10;
#pragma acc parallel loop gang copy(hits[0:n * M])
  for (int i = top; i >= low; --i) {
#pragma acc loop vector
    for (int j = 0; j < M; ++j)
      hits[i * M + j] += 1;
  }
  long once = 0, bad = 0;
  for (int p = 0; p < n * M; ++p) {
    once += hits[p] == 1;
    bad += hits[p] > 1 || (hits[p] == 0 && p >= low * M);
  }
  // CHECK: down 799960 0
  printf("down %ld %ld\n", once, bad);

  // More gang iterations (200000) than teams (65536), with a reduction.
  double *row = (double *)malloc(sizeof(double) * n);
#pragma acc parallel loop gang copyout(row[0:n])
  for (int i = 0; i < n; ++i) {
    double s = 0;
#pragma acc loop vector reduction(+:s)
    for (int j = 0; j < 64; ++j)
      s += i + j;
    row[i] = s;
  }
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += row[i] != 64.0 * i + 2016.0;
  // CHECK: rows 0
  printf("rows %ld\n", bad);

  // An empty gang loop: num_teams(0) must not start anything.
  int empty = 0;
#pragma acc parallel loop gang copy(hits[0:M])
  for (int i = 0; i < empty; ++i) {
#pragma acc loop vector
    for (int j = 0; j < M; ++j)
      hits[j] = -1;
  }
  // A negative count (top < low): num_teams(-6), nothing runs either.
  top = 3;
#pragma acc parallel loop gang copy(hits[0:M])
  for (int i = top; i >= low; --i) {
#pragma acc loop vector
    for (int j = 0; j < M; ++j)
      hits[j] = -1;
  }
  // CHECK: empty 1
  printf("empty %d\n", hits[0] != -1);

  double *v = (double *)malloc(sizeof(double) * 2000000);
  for (int i = 0; i < 2000000; ++i)
    v[i] = i;
  const int his[] = {0, 1, 1000, 4095, 4096, 4097, 536576, 536577, 2000000};
  bad = 0;
  for (int k = 0; k < 9; ++k) {
    double h = his[k];
    bad += sum(v, 0, his[k]) != h * (h - 1) / 2;
  }
  bad += sum(v, 10, 3) != 0; // no iteration: a negative trip count
  // CHECK: sums 0
  printf("sums %ld\n", bad);
  bad = (biggest(v, 0, 5) != -1) + (biggest(v, 1, 1) != 0) +
        (biggest(v, 30, 33) != 989) + (biggest(v, 1000, 1000) != 999999) +
        (biggest(v, 2, 1000000) != 1999999) + (biggest(v, -4, 7) != -1);
  // CHECK: max 0
  printf("max %ld\n", bad);
  bad = 0;
  for (int n = 0; n <= 250000; n = n ? n * 5 : 1) {
    double t = 8.0 * n;
    bad += rowsum(v, n) != t * (t - 1) / 2;
  }
  // CHECK: rowsums 0
  printf("rowsums %ld\n", bad);

  bad = 0;
  for (int n = 1; n <= 1000; n *= 10) {
    double t = 0;
    for (int i = 0; i < n; ++i)
      for (int j = 0; j <= i; ++j)
        t += v[i * n + j];
    bad += triangle(v, n) != t;
  }
  // CHECK: triangle 0
  printf("triangle %ld\n", bad);

  const int big = 5000000;
  float *c = (float *)malloc(sizeof(float) * big);
  for (int i = 0; i < big; ++i)
    c[i] = 0;
  const int ends[] = {0, 1, 1023, 1024, 1025, 524287, 524288, 1048575,
                      1048576, 1048577, 2097151, 2097152, 2097153,
                      4194303, 4194304, 4194305, big};
  // want: what each element must hold, counted on the host.
  unsigned char *want = (unsigned char *)calloc(big, 1);
#pragma acc data copy(c[0:big])
  {
    for (int k = 0; k < 17; ++k) {
      bump(c, 0, ends[k]);
      bump(c, 7, ends[k]); // a shorter range, empty where ends[k] <= 7
      for (int i = 0; i < ends[k]; ++i)
        want[i] += 1 + (i >= 7);
    }
    bump2(c, 1000, 1000);
    bump2(c, 2049, 1025);
    bump2(c, 0, 9);
    for (int i = 0; i < 1000 * 1000; ++i)
      want[i] += 1;
    for (int i = 0; i < 2049 * 1025; ++i)
      want[i] += 1;
  }
  bad = 0;
  for (int i = 0; i < big; ++i)
    bad += c[i] != want[i];
  // CHECK: streams 0
  printf("streams %ld\n", bad);
  free(want);
  free(c);
  free(v);
  free(row);
  free(hits);
  return 0;
}
