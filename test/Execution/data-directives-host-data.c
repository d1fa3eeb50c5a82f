// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// 'host_data use_device' (OpenACC 3.3, sec. 2.8): inside the construct the
// name of present data stands for its device address, which host code passes
// to a function whose compute construct takes it with deviceptr (sec. 2.7.4).
// acc_deviceptr gives the same address; on host and multicore (shared memory)
// both are the host address, chosen with `Shared` below, so every line
// printed is the same on every target.

#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1000

static int Shared; // the current device uses the host's memory
static int A[N], C[N];

static void check(const char *What, int Bad) {
  if (Bad)
    printf("%s bad %d\n", What, Bad);
  else
    printf("%s ok\n", What);
}

// p is a device address (sec. 2.7.4: deviceptr).
static void fillDev(int *p, int n, int base) {
#pragma acc parallel loop deviceptr(p)
  for (int i = 0; i < n; ++i)
    p[i] = base + i;
}

static void reverseAddDev(int *p, int *q, int n) {
#pragma acc parallel loop deviceptr(p, q)
  for (int i = 0; i < n; ++i)
    q[i] += p[n - 1 - i];
}

int main(void) {
  Shared = acc_get_device_type() == acc_device_host;
  int n = N, bad, zero = 0, one = 1;

  // CHECK-LABEL: case pointer
  printf("case pointer\n");
  int *a = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; ++i)
    a[i] = -1;
  void *dev = NULL, *dev10 = NULL;
#pragma acc data copyout(a[0:n])
  {
#pragma acc host_data use_device(a)
    {
      fillDev(a, n, 5);
      dev = a;
      dev10 = a + 10;
    }
    // CHECK-NEXT: acc_deviceptr-equal ok
    check("acc_deviceptr-equal", acc_deviceptr(a) != dev ||
                                     acc_deviceptr(a + 10) != dev10);
    // CHECK-NEXT: address-kind ok
    check("address-kind", (dev == (void *)a) != Shared);
    // The device data filled through its address is the present copy.
#pragma acc parallel loop present(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] *= 2;
  }
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += a[i] != 2 * (5 + i);
  // CHECK-NEXT: pointer-values ok
  check("pointer-values", bad);

  // CHECK-LABEL: case array-two-vars
  // Two arrays in one use_device clause; an array name decays to the device
  // address of its first element.
  printf("case array-two-vars\n");
  for (int i = 0; i < n; ++i) {
    A[i] = i;
    a[i] = 1;
  }
#pragma acc data copyin(A) copy(a[0:n])
  {
#pragma acc host_data use_device(A, a)
    reverseAddDev(A, a, n);
  }
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += a[i] != 1 + (n - 1 - i);
  // CHECK-NEXT: array-values ok
  check("array-values", bad);

  // CHECK-LABEL: case if-clause
  // sec. 2.8.2: with a false condition the names keep their host addresses.
  printf("case if-clause\n");
  void *got0 = NULL, *got1 = NULL;
#pragma acc data create(A)
  {
#pragma acc host_data use_device(A) if(zero)
    got0 = A;
#pragma acc host_data use_device(A) if(one)
    got1 = A;
    // CHECK-NEXT: if0-host-address ok
    check("if0-host-address", got0 != (void *)A);
    // CHECK-NEXT: if1-device-address ok
    check("if1-device-address", got1 != acc_deviceptr(A));
  }

  // CHECK-LABEL: case if_present
  // sec. 2.8.3: absent data keeps its host address; present data does not.
  printf("case if_present\n");
  void *gotC = NULL, *gotA = NULL;
#pragma acc data copyin(A)
  {
#pragma acc host_data use_device(C, A) if_present
    {
      gotC = C;
      gotA = A;
    }
    // CHECK-NEXT: absent-host-address ok
    check("absent-host-address", gotC != (void *)C);
    // CHECK-NEXT: present-device-address ok
    check("present-device-address",
          gotA != acc_deviceptr(A) || (gotA == (void *)A) != Shared);
  }
  free(a);
  return 0;
}
