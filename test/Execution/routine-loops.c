// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Routines with orphaned vector (private) and seq (reduction) loops, called
// from a gang loop: each call runs its loop in the calling thread.

#include <stdio.h>
#pragma acc routine vector
void scale(float *a, int n, float f) {
  float t;
  #pragma acc loop vector private(t)
  for (int i = 0; i < n; ++i) { t = a[i] * f; a[i] = t; }
}
#pragma acc routine seq
float total(const float *a, int n) {
  float s = 0;
  #pragma acc loop seq reduction(+:s)
  for (int i = 0; i < n; ++i) s += a[i];
  return s;
}
int main(void) {
  float a[64][100], sums[64];
  for (int j = 0; j < 64; ++j) for (int i = 0; i < 100; ++i) a[j][i] = i;
  #pragma acc parallel loop gang copy(a, sums)
  for (int j = 0; j < 64; ++j) { scale(a[j], 100, j); sums[j] = total(a[j], 100); }
  // CHECK: 4950.0 311850.0
  printf("%.1f %.1f\n", sums[1], sums[63]);
  return 0;
}
