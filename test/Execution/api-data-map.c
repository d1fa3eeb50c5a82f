// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// acc_map_data makes memory from acc_malloc the device copy of a host array:
// a compute construct finds it present and writes it; the host array is not
// touched (on a GPU) until acc_update_self; acc_deviceptr finds the memory
// (OpenACC 3.3, sec. 3.2.21 - 3.2.23).

#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 50000

int main(void) {
  int n = N;
  int *h = (int *)malloc(n * sizeof(int));
  int *out = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; ++i)
    h[i] = 0;
  int shared = acc_get_device_type() == acc_device_host;
  int *d = (int *)acc_malloc(n * sizeof(int));
  acc_map_data(h, d, n * sizeof(int));
  // CHECK: mapped 1 deviceptr 1
  printf("mapped %d deviceptr %d\n", acc_is_present(h, n * sizeof(int)),
         acc_deviceptr(h) == (shared ? (void *)h : (void *)d));
#pragma acc parallel loop present(h[0:n])
  for (int i = 0; i < n; ++i)
    h[i] = 3 * i;
  acc_memcpy_from_device(out, acc_deviceptr(h), n * sizeof(int));
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += out[i] != 3 * i;
  // CHECK-NEXT: device copy bad 0
  printf("device copy bad %d\n", bad);
  acc_update_self(h, n * sizeof(int));
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += h[i] != 3 * i;
  // CHECK-NEXT: after update_self bad 0
  printf("after update_self bad %d\n", bad);
  acc_unmap_data(h);
  // CHECK-NEXT: present after unmap 0
  printf("present after unmap %d\n",
         !shared && acc_is_present(h, n * sizeof(int)));
  acc_free(d);
  free(h);
  free(out);
  return 0;
}
