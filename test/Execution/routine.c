// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Functions with routine directives (both forms) called from a compute
// construct (OpenACC 3.3 sec. 2.15.1; nohost: routine-nohost.c).

#include <stdio.h>
#pragma acc routine seq
float sq(float x) { return x * x; }
float cube(float x);
#pragma acc routine(cube) seq
float cube(float x) { return x * x * x; }
#pragma acc routine vector
static float twice(float x);
static float twice(float x) { return 2 * x; }
int main(void) {
  float a[1000];
  #pragma acc parallel loop copyout(a)
  for (int i = 0; i < 1000; ++i)
    a[i] = sq(i) + cube(2) + twice(1);
  // CHECK: 10.0 998011.0
  printf("%.1f %.1f\n", a[0], a[999]);
  return 0;
}
