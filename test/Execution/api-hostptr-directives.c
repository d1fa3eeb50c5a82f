// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// acc_hostptr (OpenACC 3.3 sec. 3.2.24) of data that directives mapped:
// a `data` construct, `enter data`, an async `enter data`. libacc learns of
// these mappings through its wrappers of libomptarget's entry points
// (runtime/src/DataMapping.cpp, rule 10). After `exit data` the device
// address no longer maps to the host. With the host as the device, every
// address is its own host address.

#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 1000;
  double *a = malloc(n * sizeof(double));
  double *b = malloc(n * sizeof(double));
  float c[64];
  int shared = acc_get_device_type() == acc_device_host;
#pragma acc data copyin(a[0:n])
  {
    double *d = acc_deviceptr(a + 5);
    // CHECK: data: 1
    printf("data: %d\n", d && acc_hostptr(d) == a + 5);
  }
#pragma acc enter data create(b[100:n - 100], c)
  double *db = acc_deviceptr(b + 100);
  // CHECK-NEXT: enter data: 1 1
  printf("enter data: %d %d\n", db && acc_hostptr(db + 899) == b + 999,
         acc_hostptr(acc_deviceptr(&c[63])) == &c[63]);
#pragma acc exit data delete(b[100:n - 100], c)
  // CHECK-NEXT: after exit data: 1
  printf("after exit data: %d\n", shared || acc_hostptr(db) == NULL);
#pragma acc enter data copyin(a[0:n]) async(1)
#pragma acc wait(1)
  // CHECK-NEXT: async enter data: 1
  printf("async enter data: %d\n", acc_hostptr(acc_deviceptr(a)) == a);
#pragma acc exit data delete(a[0:n])
  free(a);
  free(b);
  return 0;
}
