// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Gang loops over vector loops (nests) whose num_teams accc states from the
// loop bounds on the GPU (rule G5, docs/Mapping.md "Launch geometry"): every
// iteration of each form runs exactly once, also when the loop is empty,
// counts down, steps by more than one, or has more than the 65536 teams G5
// asks for at most. Reductions (rules G3, G4) take fewer teams than one per
// SM where the loop is short: every size gives the exact sum.

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
  free(v);
  free(row);
  free(hits);
  return 0;
}
