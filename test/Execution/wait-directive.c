// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// The wait directive (OpenACC 3.3 sec. 2.16.3): after `wait(1)` the work of
// queue 1 is complete, so a synchronous update sees its results; `wait` with
// no queue waits for all; a standalone directive that is the body of an
// `if` stays that body on every target (the next statement runs either way).

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = 1 << 20;
  float *a = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i)
    a[i] = 0;
#pragma acc enter data copyin(a[0:n])
#pragma acc parallel loop present(a[0:n]) async(1)
  for (int i = 0; i < n; ++i)
    a[i] = i % 1000;
#pragma acc wait(1)
#pragma acc update self(a[0:n])
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += a[i] != i % 1000;
  // CHECK: wait(1): bad 0
  printf("wait(1): bad %d\n", bad);

#pragma acc parallel loop present(a[0:n]) async(2)
  for (int i = 0; i < n; ++i)
    a[i] += 1;
#pragma acc parallel loop present(a[0:n]) async(3)
  for (int i = 0; i < 1000; ++i)
    a[n - 1 - i] = -1;
#pragma acc wait
#pragma acc update self(a[0:n])
  bad = 0;
  for (int i = 0; i < n - 1000; ++i)
    bad += a[i] != i % 1000 + 1;
  // CHECK-NEXT: wait: bad 0
  printf("wait: bad %d\n", bad);

  int count = 0, c = argc > 5;
  if (c)
#pragma acc wait
  count++;
  // CHECK-NEXT: statements after if-bodies: 1
  printf("statements after if-bodies: %d\n", count);
#pragma acc exit data delete(a[0:n])
  free(a);
  return 0;
}
