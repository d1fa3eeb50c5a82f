// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Gang loops over vector loops (nests) whose num_teams accc states from the
// loop bounds on the GPU (rule G5, docs/Mapping.md "Launch geometry"): every
// iteration of each form runs exactly once, also when the loop is empty,
// counts down, steps by more than one, or has more than the 65536 teams G5
// asks for at most.

#include <stdio.h>
#include <stdlib.h>

#define M 4

// Runs the gang loop `for (i = lo; i < hi; i += 3)` over a vector loop
// and counts the visits of each element of hits[0:n*M].
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
  free(row);
  free(hits);
  return 0;
}
