// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// The 'data' construct (OpenACC 3.3, sec. 2.6.5) with each data clause of
// sec. 2.7. On host and multicore the device is the host (shared memory, the
// clauses do nothing); on the GPU the host copy is stale inside a region.
// Every line printed is the same on both memory models: where the host copy
// legitimately differs, the expected value is chosen from `Shared`.

#include <openacc.h>
#include <stdio.h>

#define N 1000

static int Shared; // the current device uses the host's memory

static void check(const char *What, int Bad) {
  if (Bad)
    printf("%s bad %d\n", What, Bad);
  else
    printf("%s ok\n", What);
}

// sec. 2.7.5: present(a[0:n]) finds the data of the caller's data region.
static void addOne(int *a, int n) {
#pragma acc parallel loop present(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] += 1;
}

static int A[N], B[N], T[N];

int main(void) {
  Shared = acc_get_device_type() == acc_device_host;
  int n = N, bad;

  // CHECK-LABEL: case copy-two-kernels
  // sec. 2.6.5, 2.7.6: one copyin at entry, one copyout at exit; the second
  // kernel sees the first one's values in device memory; the host copy is
  // not updated in between (sec. 2.6.3 data lifetime).
  printf("case copy-two-kernels\n");
  for (int i = 0; i < n; ++i)
    A[i] = i;
  int hostMid = -1;
#pragma acc data copy(A)
  {
#pragma acc parallel loop present(A)
    for (int i = 0; i < n; ++i)
      A[i] *= 3;
    hostMid = A[7];
#pragma acc parallel loop
    for (int i = 0; i < n; ++i)
      A[i] += 2;
  }
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += A[i] != 3 * i + 2;
  // CHECK-NEXT: values ok
  check("values", bad);
  // CHECK-NEXT: host-copy-stale ok
  check("host-copy-stale", hostMid != (Shared ? 21 : 7));

  // CHECK-LABEL: case copyin-copyout
  // sec. 2.7.7: copyin data is not copied back; sec. 2.7.8: copyout data is
  // copied back at exit.
  printf("case copyin-copyout\n");
  for (int i = 0; i < n; ++i) {
    A[i] = i;
    B[i] = -1;
  }
#pragma acc data copyin(A) copyout(B)
  {
#pragma acc parallel loop present(A, B)
    for (int i = 0; i < n; ++i) {
      B[i] = 2 * A[i];
      A[i] = -5; // device copy only (on the GPU)
    }
  }
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += B[i] != 2 * i;
  // CHECK-NEXT: copyout ok
  check("copyout", bad);
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += A[i] != (Shared ? -5 : i);
  // CHECK-NEXT: copyin-not-copied-back ok
  check("copyin-not-copied-back", bad);

  // CHECK-LABEL: case create-scratch
  // sec. 2.7.9: create allocates device memory and copies nothing.
  printf("case create-scratch\n");
  for (int i = 0; i < n; ++i)
    T[i] = -7;
#pragma acc data create(T) copyout(B)
  {
#pragma acc parallel loop present(T)
    for (int i = 0; i < n; ++i)
      T[i] = i * i;
#pragma acc parallel loop present(T, B)
    for (int i = 0; i < n; ++i)
      B[i] = T[n - 1 - i] % 1000;
  }
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += B[i] != (n - 1 - i) * (n - 1 - i) % 1000 ||
           T[i] != (Shared ? i * i : -7);
  // CHECK-NEXT: create ok
  check("create", bad);

  // CHECK-LABEL: case present-in-function
  printf("case present-in-function\n");
  int *p = A;
  for (int i = 0; i < n; ++i)
    p[i] = 10 * i;
#pragma acc data copy(p[0:n])
  {
    addOne(p, n);
    addOne(p + 100, 50); // part of the present data (sec. 2.7.1)
  }
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += p[i] != 10 * i + 1 + (i >= 100 && i < 150);
  // CHECK-NEXT: present ok
  check("present", bad);

  // CHECK-LABEL: case nested
  // sec. 2.6.7, 2.7.2: the inner copy finds the data present, increments the
  // structured reference counter only and copies nothing in or out. The host
  // writes A inside the outer region: on the GPU the device keeps the old
  // values, and the outer exit overwrites the host's.
  printf("case nested\n");
  for (int i = 0; i < n; ++i)
    A[i] = i;
  int innerBad = 0;
#pragma acc data copy(A)
  {
    for (int i = 0; i < n; ++i)
      A[i] = 1000 + i;
#pragma acc data copy(A)
    {
#pragma acc parallel loop present(A)
      for (int i = 0; i < n; ++i)
        A[i] += 1;
    }
    for (int i = 0; i < n; ++i)
      innerBad += A[i] != (Shared ? 1001 + i : 1000 + i);
  }
  // CHECK-NEXT: inner-exit-no-copyout ok
  check("inner-exit-no-copyout", innerBad);
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += A[i] != (Shared ? 1001 + i : i + 1);
  // CHECK-NEXT: outer-exit-copyout ok
  check("outer-exit-copyout", bad);

  // CHECK-LABEL: case if-clause
  // sec. 2.6.5 (if clause): with a false condition no device data is made,
  // so the kernel's own copy(A) copies the host's current values in and out.
  printf("case if-clause\n");
  for (int c = 0; c < 2; ++c) {
    for (int i = 0; i < n; ++i)
      A[i] = i;
#pragma acc data copy(A) if(c)
    {
      for (int i = 0; i < n; ++i)
        A[i] = 2 * i;
#pragma acc parallel loop copy(A)
      for (int i = 0; i < n; ++i)
        A[i] += 1;
    }
    bad = 0;
    for (int i = 0; i < n; ++i)
      bad += A[i] != (c && !Shared ? i + 1 : 2 * i + 1);
    // CHECK-NEXT: if(0) ok
    // CHECK-NEXT: if(1) ok
    printf("if(%d) %s\n", c, bad ? "bad" : "ok");
  }

  // CHECK-LABEL: case scalar-in-data-copy
  // sec. 2.6.2: a scalar in a data clause visible at the compute construct
  // is not firstprivate there: the region updates the device copy, which the
  // data construct copies out.
  printf("case scalar-in-data-copy\n");
  for (int i = 0; i < n; ++i)
    A[i] = i % 3;
  int count = 0;
  double total = 0.5;
#pragma acc data copy(count, total) copyin(A)
  {
#pragma acc parallel num_gangs(1)
    {
      for (int i = 0; i < n; ++i)
        count += A[i] == 2;
      total += 1.0;
    }
  }
  // CHECK-NEXT: count 333 total 1.5
  printf("count %d total %.1f\n", count, total);

  // CHECK-LABEL: case no_create-deviceptr
  // sec. 2.7.10: no_create uses data that is present and creates nothing for
  // data that is absent (T is never accessed); sec. 2.7.4: deviceptr on a
  // data construct makes d a device pointer for the compute constructs in it.
  printf("case no_create-deviceptr\n");
  for (int i = 0; i < n; ++i)
    A[i] = i;
  int *d = (int *)acc_malloc(n * sizeof(int));
#pragma acc data copy(A)
  {
#pragma acc data no_create(A, T) deviceptr(d)
    {
#pragma acc parallel loop present(A)
      for (int i = 0; i < n; ++i)
        d[i] = A[i] * 2;
#pragma acc parallel loop present(A)
      for (int i = 0; i < n; ++i)
        A[i] = d[n - 1 - i] + 1;
    }
  }
  acc_free(d);
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += A[i] != 2 * (n - 1 - i) + 1;
  // CHECK-NEXT: no_create-deviceptr ok
  check("no_create-deviceptr", bad);
  return 0;
}
