// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// acc_memcpy_to_device / acc_memcpy_from_device / acc_memcpy_device with
// device memory used through 'deviceptr', and acc_deviceptr of data that
// acc_copyin mapped used the same way (OpenACC 3.3, sec. 3.2.23,
// 3.2.26 - 3.2.28).

#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 100000

int main(void) {
  int n = N;
  float *h = (float *)malloc(n * sizeof(float));
  float *r = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i)
    h[i] = i % 100;
  float *d = (float *)acc_malloc(n * sizeof(float));
  float *e = (float *)acc_malloc(n * sizeof(float));
  acc_memcpy_to_device(d, h, n * sizeof(float));
#pragma acc parallel loop deviceptr(d)
  for (int i = 0; i < n; ++i)
    d[i] = d[i] + 0.5f;
  acc_memcpy_device(e, d, n * sizeof(float));
  acc_memcpy_from_device(r, e, n * sizeof(float));
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += r[i] != (i % 100) + 0.5f;
  // CHECK: memcpy deviceptr memcpy bad 0
  printf("memcpy deviceptr memcpy bad %d\n", bad);

  // The device copy of mapped data, by its device address.
  float *dh = (float *)acc_copyin(h, n * sizeof(float));
  // CHECK-NEXT: deviceptr matches 1
  printf("deviceptr matches %d\n", acc_deviceptr(h) == dh && dh != NULL);
#pragma acc parallel loop deviceptr(dh)
  for (int i = 0; i < n; ++i)
    dh[i] = 2 * dh[i];
  acc_copyout(h, n * sizeof(float));
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += h[i] != 2 * (i % 100);
  // CHECK-NEXT: copyin deviceptr copyout bad 0
  printf("copyin deviceptr copyout bad %d\n", bad);
  acc_free(d);
  acc_free(e);
  free(h);
  free(r);
  return 0;
}
