// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=host %s -DRUN -o %t && %t | FileCheck %s

// ClauseChecks rule 19: on the GPU, clang 22 reduces an array section only
// with a length it knows when compiling; a runtime length failed the
// OpenMP compile ("cannot generate code for reduction on array section,
// which requires a variable length array"; a fuzzing find), and only where
// every dimension but the innermost has one element (the rows `m[1:2]` of
// an array of arrays: a fuzzing find of seed 16). The host and multicore
// targets reduce both.

#include <stdio.h>

#ifndef RUN
void sum(int *a, const int *x, int n) {
  // expected-error@+1 {{'reduction' of the subarray 'a[1:n]', whose length is not a constant, is not supported yet for the GPU}}
#pragma acc parallel loop copy(a[0:n]) reduction(+ : a[1:n])
  for (int i = 0; i < n; ++i)
    a[i] += x[i];
#pragma acc parallel loop copy(a[0:4]) reduction(+ : a[0:4])
  for (int i = 0; i < n; ++i)
    a[i % 4] += x[i];
}

// A subarray of a deviceptr pointer (seed 20): OpenMP's is_device_ptr
// pointer cannot have a mapped section.
void devptr(int n, float *dp) {
  // expected-error@+1 {{'reduction' of the subarray 'dp[0:4]' of the 'deviceptr' pointer 'dp' is not supported yet for the GPU: OpenMP cannot reduce a section of a pointer that it takes as a device pointer}}
#pragma acc parallel loop deviceptr(dp) reduction(+ : dp[0:4])
  for (int i = 0; i < n; ++i)
    dp[i % 4] += 1;
#pragma acc parallel deviceptr(dp)
  {
    // expected-error@+1 {{'reduction' of the subarray 'dp[1]' of the 'deviceptr' pointer 'dp'}}
#pragma acc loop gang reduction(+ : dp[1])
    for (int i = 0; i < n; ++i)
      dp[1] += 1;
  }
}

// A whole variable-length array (seed 19).
void vla(int n) {
  double v[n];
  // expected-warning@+2 {{variable of array type}}
  // expected-error@+1 {{'reduction' of the variable-length array 'v' is not supported yet for the GPU: clang 22 reduces arrays on the GPU only with a size known when compiling}}
#pragma acc serial loop reduction(+ : v)
  for (int i = 0; i < n; ++i)
    v[i] += 1;
}

void rows(int n) {
  int m[4][3], r[4][3], q[4][3];
  // expected-error@+1 {{'reduction' of the subarray 'm[1:2]', with more than one element in a dimension other than the innermost, is not supported yet for the GPU}}
#pragma acc parallel loop reduction(+ : m[1:2]) reduction(+ : r[1:1]) reduction(+ : q[1][0:2])
  for (int i = 0; i < n; ++i)
    m[1][i % 3] += r[1][i % 3] += q[1][i % 2] += 1;
  // expected-error@+1 {{'reduction' of the subarray 'm[0:2][1:1]', with more than one element}}
#pragma acc parallel loop reduction(+ : m[0:2][1:1])
  for (int i = 0; i < n; ++i)
    m[0][1] += 1;
  // The rest of the array: several rows, one row, from an unknown start.
  // expected-error@+1 {{'reduction' of the subarray 'm[1:]', with more than one element}}
#pragma acc parallel loop reduction(+ : m[1:])
  for (int i = 0; i < n; ++i)
    m[1][i % 3] += 1;
#pragma acc parallel loop reduction(+ : m[3:])
  for (int i = 0; i < n; ++i)
    m[3][i % 3] += 1;
  // expected-error@+1 {{'reduction' of the subarray 'r[n:]', whose length is not a constant}}
#pragma acc parallel loop reduction(+ : r[n:])
  for (int i = 0; i < n; ++i)
    r[3][i % 3] += 1;
}
#else
int main(void) {
  int h[4] = {0, 0, 0, 0}, n = 4;
#pragma acc parallel loop reduction(+ : h[0:n])
  for (int i = 0; i < 100; ++i)
    h[i % 4] += 1;
  // CHECK: 25 25 25 25
  printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
  int m[4][3] = {{0}};
#pragma acc parallel loop reduction(+ : m[1:2])
  for (int i = 0; i < 60; ++i)
    m[1 + i % 2][i % 3] += 1;
  // CHECK: 0 10 10 0
  printf("%d %d %d %d\n", m[0][0], m[1][0], m[2][2], m[3][0]);
  return 0;
}
#endif
