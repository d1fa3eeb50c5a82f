// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// The 'update' directive (OpenACC 3.3, sec. 2.14.4): self / host copy device
// memory to the local (host) copy, device the other way, for whole arrays,
// subarrays a[k:m] (sec. 2.7.1) and scalars; 'if' and 'if_present'. On host
// and multicore the update is a no-op (shared memory); the expected values
// for that model are chosen with `Shared`, so every line printed is the same.

#include <openacc.h>
#include <stdio.h>

#define N 1000

static int Shared; // the current device uses the host's memory
static int A[N], B[N], C[N];

static void check(const char *What, int Bad) {
  if (Bad)
    printf("%s bad %d\n", What, Bad);
  else
    printf("%s ok\n", What);
}

static void setOnDevice(int *p, int n, int scale) {
#pragma acc parallel loop present(p[0:n])
  for (int i = 0; i < n; ++i)
    p[i] = scale * i;
}

int main(void) {
  Shared = acc_get_device_type() == acc_device_host;
  int n = N, bad, zero = 0, one = 1;
  int k = 100, m = 50;

  // CHECK-LABEL: case update-self-partial
  // Only the elements of A[k:m] reach the host.
  printf("case update-self-partial\n");
  for (int i = 0; i < n; ++i)
    A[i] = i;
#pragma acc enter data copyin(A)
  setOnDevice(A, n, 2);
#pragma acc update self(A[k:m])
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += A[i] != (Shared || (i >= k && i < k + m) ? 2 * i : i);
  // CHECK-NEXT: self-window ok
  check("self-window", bad);

  // CHECK-LABEL: case update-host-full
  // 'host' is a synonym of 'self'.
  printf("case update-host-full\n");
#pragma acc update host(A)
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += A[i] != 2 * i;
  // CHECK-NEXT: host-full ok
  check("host-full", bad);

  // CHECK-LABEL: case update-device-partial
  // Only A[k:m] of the new host values reaches the device; B reads them.
  printf("case update-device-partial\n");
  for (int i = 0; i < n; ++i) {
    A[i] = -i;
    B[i] = 7;
  }
#pragma acc update device(A[k:m])
#pragma acc parallel loop present(A) copyout(B)
  for (int i = 0; i < n; ++i)
    B[i] = A[i];
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += B[i] != (Shared || (i >= k && i < k + m) ? -i : 2 * i);
  // CHECK-NEXT: device-window ok
  check("device-window", bad);

  // CHECK-LABEL: case update-if
  // sec. 2.14.4: with a false condition no data moves.
  printf("case update-if\n");
  setOnDevice(A, n, 5);
#pragma acc update self(A) if(zero)
  // CHECK-NEXT: if0-no-copy ok
  check("if0-no-copy", A[3] != (Shared ? 15 : -3));
#pragma acc update self(A) if(one)
  // CHECK-NEXT: if1-copy ok
  check("if1-copy", A[3] != 15);
  for (int i = 0; i < n; ++i)
    A[i] = 9;
#pragma acc update device(A) if(zero)
#pragma acc parallel loop present(A) copyout(B)
  for (int i = 0; i < n; ++i)
    B[i] = A[i];
  // CHECK-NEXT: if0-no-copy-device ok
  check("if0-no-copy-device", B[3] != (Shared ? 9 : 15));
#pragma acc exit data delete(A)

  // CHECK-LABEL: case update-if_present
  // sec. 2.14.4: with if_present, absent data (C) is skipped and present
  // data (A inside the data region) is updated.
  printf("case update-if_present\n");
  for (int i = 0; i < n; ++i) {
    A[i] = i;
    C[i] = 42;
  }
#pragma acc update device(C) if_present
#pragma acc update self(C[0:10]) if_present
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += C[i] != 42;
  // CHECK-NEXT: absent-skipped ok
  check("absent-skipped", bad);
#pragma acc data copyin(A)
  {
    setOnDevice(A, n, 3);
#pragma acc update self(A, C) if_present
    bad = 0;
    for (int i = 0; i < n; ++i)
      bad += A[i] != 3 * i || C[i] != 42;
  }
  // CHECK-NEXT: present-updated ok
  check("present-updated", bad);

  // CHECK-LABEL: case update-in-data-region
  // Host and device take turns on the same data inside one data region; a
  // scalar in the region is updated too.
  printf("case update-in-data-region\n");
  for (int i = 0; i < n; ++i)
    A[i] = i;
  int s = 0;
  long hostSum = 0;
#pragma acc data copyin(A) copy(s)
  {
#pragma acc parallel loop present(A)
    for (int i = 0; i < n; ++i)
      A[i] += 1;
#pragma acc update self(A)
    for (int i = 0; i < n; ++i) {
      hostSum += A[i];   // 1 .. n
      A[i] = 2 * A[i];   // host works on the copy: 2 .. 2n
    }
#pragma acc update device(A)
#pragma acc parallel num_gangs(1)
    {
      for (int i = 0; i < n; ++i)
        s += A[i];
    }
#pragma acc update self(s)
    // CHECK-NEXT: scalar-updated s 1001000
    printf("scalar-updated s %d\n", s);
    s = 1;
#pragma acc update device(s)
#pragma acc parallel num_gangs(1)
    {
      s += 10;
    }
  }
  // CHECK-NEXT: host-sum 500500 s 11
  printf("host-sum %ld s %d\n", hostSum, s);
  return 0;
}
