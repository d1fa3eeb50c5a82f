// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// libacc's data routines and the compiler's data clauses share the device
// copies and their reference counts: data that acc_copyin / acc_create put
// on the device is 'present' in a compute construct, which updates it there;
// acc_copyout / acc_update_self bring the results back (OpenACC 3.3,
// sec. 3.2.18 - 3.2.20).

#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 100000

int main(void) {
  int n = N;
  double *a = (double *)malloc(n * sizeof(double));
  double *b = (double *)malloc(n * sizeof(double));
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = -1;
  }

  // acc_copyin, then a region that finds the data present.
  acc_copyin(a, n * sizeof(double));
  // CHECK: present after copyin 1
  printf("present after copyin %d\n", acc_is_present(a, n * sizeof(double)));
#pragma acc parallel loop present(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = 2 * a[i] + 1;
  acc_copyout(a, n * sizeof(double));
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += a[i] != 2.0 * i + 1;
  // CHECK-NEXT: copyin present copyout bad 0
  printf("copyin present copyout bad %d\n", bad);

  // acc_create + acc_update_device, a region, acc_update_self.
  acc_create(b, n * sizeof(double));
  for (int i = 0; i < n; ++i)
    b[i] = i % 13;
  acc_update_device(b, n * sizeof(double));
#pragma acc parallel loop present(b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = b[i] * b[i];
  acc_update_self(b, n * sizeof(double));
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += b[i] != (double)(i % 13) * (i % 13);
  // CHECK-NEXT: create update present update bad 0
  printf("create update present update bad %d\n", bad);

  // A structured 'copy' of data that acc_create made present moves nothing:
  // the device values stay the region's, and the host sees them only after
  // acc_update_self. The region adds 1 to what the device holds.
  for (int i = 0; i < n; ++i)
    b[i] = -7; // host copy only (on a GPU)
  acc_update_device(b, 10 * sizeof(double)); // b[0:10] = -7 on the device too
#pragma acc parallel loop copy(b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = b[i] + 1;
  acc_update_self(b, n * sizeof(double));
  acc_delete(b, n * sizeof(double));
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += b[i] != (i < 10 ? -6.0 : (double)(i % 13) * (i % 13) + 1);
  // The host and multicore targets share memory, where b[10:] is -7 + 1:
  // print the count of values that agree with either model instead.
  int shared = acc_get_device_type() == acc_device_host;
  if (shared) {
    bad = 0;
    for (int i = 0; i < n; ++i)
      bad += b[i] != -6.0;
  }
  // CHECK-NEXT: structured copy of present data bad 0
  printf("structured copy of present data bad %d\n", bad);
  // CHECK-NEXT: present after delete 0
  printf("present after delete %d\n",
         !shared && acc_is_present(b, n * sizeof(double)));
  free(a);
  free(b);
  return 0;
}
