// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// 'enter data' / 'exit data' (OpenACC 3.3, sec. 2.6.6) and the reference
// counters (sec. 2.6.7, actions of sec. 2.7.2): data is copied out and freed
// only when both the structured and the dynamic counter reach zero. Presence
// is read with acc_is_present. On host and multicore (shared memory) every
// datum is present and the host copy is the device copy; the expected values
// for that model are chosen with `Shared`, so every line printed is the same.

#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1000

static int Shared; // the current device uses the host's memory
static int A[N], B[N];

static void check(const char *What, int Bad) {
  if (Bad)
    printf("%s bad %d\n", What, Bad);
  else
    printf("%s ok\n", What);
}

// Presence of [P, P+Bytes): always 1 with shared memory, else GpuWant.
static void checkPresent(const char *What, void *P, size_t Bytes,
                         int GpuWant) {
  int Got = acc_is_present(P, Bytes) != 0;
  check(What, Got != (Shared ? 1 : GpuWant));
}

static void doubleAll(int *p, int n) {
#pragma acc parallel loop present(p[0:n])
  for (int i = 0; i < n; ++i)
    p[i] *= 2;
}

int main(void) {
  Shared = acc_get_device_type() == acc_device_host;
  int n = N, bad, zero = 0, one = 1;

  // CHECK-LABEL: case copyin-create-copyout-delete
  // sec. 2.7.7 / 2.7.9 at enter data, 2.7.8 / 2.7.11 at exit data.
  printf("case copyin-create-copyout-delete\n");
  for (int i = 0; i < n; ++i) {
    A[i] = i;
    B[i] = -1;
  }
#pragma acc enter data copyin(A) create(B)
  // CHECK-NEXT: entered-A ok
  checkPresent("entered-A", A, sizeof A, 1);
  // CHECK-NEXT: entered-B ok
  checkPresent("entered-B", B, sizeof B, 1);
  for (int i = 0; i < n; ++i)
    A[i] = -3; // the device copy keeps i (GPU)
#pragma acc parallel loop present(A, B)
  for (int i = 0; i < n; ++i)
    B[i] = A[i] + 1;
#pragma acc exit data copyout(B) delete(A)
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += B[i] != (Shared ? -2 : i + 1) || A[i] != -3;
  // CHECK-NEXT: values ok
  check("values", bad);
  // CHECK-NEXT: exited-A ok
  checkPresent("exited-A", A, sizeof A, 0);
  // CHECK-NEXT: exited-B ok
  checkPresent("exited-B", B, sizeof B, 0);

  // CHECK-LABEL: case dynamic-count
  // A second enter data copyin of present data only increments the dynamic
  // counter (no copy); the first exit data copyout only decrements it (no
  // copy, data stays); the second copies out and frees.
  printf("case dynamic-count\n");
  for (int i = 0; i < n; ++i)
    A[i] = i;
#pragma acc enter data copyin(A)
  for (int i = 0; i < n; ++i)
    A[i] = 100 + i;
#pragma acc enter data copyin(A)
  doubleAll(A, n); // device: 2i (GPU); shared: 200 + 2i
#pragma acc exit data copyout(A)
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += A[i] != (Shared ? 200 + 2 * i : 100 + i);
  // CHECK-NEXT: first-exit-no-copyout ok
  check("first-exit-no-copyout", bad);
  // CHECK-NEXT: first-exit-still-present ok
  checkPresent("first-exit-still-present", A, sizeof A, 1);
#pragma acc exit data copyout(A)
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += A[i] != (Shared ? 200 + 2 * i : 2 * i);
  // CHECK-NEXT: second-exit-copyout ok
  check("second-exit-copyout", bad);
  // CHECK-NEXT: second-exit-absent ok
  checkPresent("second-exit-absent", A, sizeof A, 0);

  // CHECK-LABEL: case finalize
  // sec. 2.6.6: finalize sets the dynamic counter to zero.
  printf("case finalize\n");
  for (int i = 0; i < n; ++i)
    A[i] = i;
#pragma acc enter data copyin(A)
#pragma acc enter data copyin(A)
#pragma acc enter data copyin(A)
  doubleAll(A, n);
#pragma acc exit data copyout(A) finalize
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += A[i] != 2 * i;
  // CHECK-NEXT: finalize-copyout ok
  check("finalize-copyout", bad);
  // CHECK-NEXT: finalize-copyout-absent ok
  checkPresent("finalize-copyout-absent", A, sizeof A, 0);
#pragma acc enter data create(B)
#pragma acc enter data create(B)
#pragma acc exit data delete(B) finalize
  // CHECK-NEXT: finalize-delete-absent ok
  checkPresent("finalize-delete-absent", B, sizeof B, 0);

  // CHECK-LABEL: case exit-inside-data-region
  // exit data only touches the dynamic counter: the data construct's
  // structured reference keeps the data present, and the data construct
  // copies out at its end.
  printf("case exit-inside-data-region\n");
  for (int i = 0; i < n; ++i)
    A[i] = i;
#pragma acc data copy(A)
  {
#pragma acc enter data copyin(A)
    doubleAll(A, n);
#pragma acc exit data copyout(A)
    // CHECK-NEXT: exit-copyout-kept ok
    checkPresent("exit-copyout-kept", A, sizeof A, 1);
    // CHECK-NEXT: exit-copyout-no-copy ok
    check("exit-copyout-no-copy", A[5] != (Shared ? 10 : 5));
#pragma acc enter data copyin(A)
#pragma acc enter data copyin(A)
#pragma acc exit data delete(A) finalize
    // CHECK-NEXT: exit-delete-finalize-kept ok
    checkPresent("exit-delete-finalize-kept", A, sizeof A, 1);
    // finalize copyout under the data construct: the structured count
    // holds the data, so no copy (sec. 2.7.8: both counters must be zero).
    for (int i = 0; i < n; ++i)
      A[i] = -1; // the device copy keeps 2 * i (GPU)
#pragma acc enter data copyin(A)
#pragma acc exit data copyout(A[2:5]) finalize
    // CHECK-NEXT: exit-copyout-finalize-no-copy ok
    check("exit-copyout-finalize-no-copy", A[3] != -1);
    // CHECK-NEXT: exit-copyout-finalize-kept ok
    checkPresent("exit-copyout-finalize-kept", A, sizeof A, 1);
    for (int i = 0; i < n; ++i)
      A[i] = 2 * i; // as the device copy (GPU) again
#pragma acc parallel loop present(A)
    for (int i = 0; i < n; ++i)
      A[i] += 1;
  }
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += A[i] != 2 * i + 1;
  // CHECK-NEXT: region-copyout ok
  check("region-copyout", bad);
  // CHECK-NEXT: region-absent ok
  checkPresent("region-absent", A, sizeof A, 0);

  // CHECK-LABEL: case enter-inside-data-region
  // Data present from a data construct: enter data copyin copies nothing and
  // takes a dynamic reference, so the data construct's exit does not copy
  // out or free it; the exit data copyout does.
  printf("case enter-inside-data-region\n");
  for (int i = 0; i < n; ++i)
    A[i] = i;
#pragma acc data copy(A)
  {
    for (int i = 0; i < n; ++i)
      A[i] = 50 + i; // the device copy keeps i (GPU)
#pragma acc enter data copyin(A)
#pragma acc parallel loop present(A)
    for (int i = 0; i < n; ++i)
      A[i] += 100;
  }
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += A[i] != (Shared ? 150 + i : 50 + i);
  // CHECK-NEXT: region-exit-no-copyout ok
  check("region-exit-no-copyout", bad);
  // CHECK-NEXT: region-exit-still-present ok
  checkPresent("region-exit-still-present", A, sizeof A, 1);
#pragma acc exit data copyout(A)
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += A[i] != (Shared ? 150 + i : 100 + i);
  // CHECK-NEXT: exit-data-copyout ok
  check("exit-data-copyout", bad);
  // CHECK-NEXT: exit-data-absent ok
  checkPresent("exit-data-absent", A, sizeof A, 0);

  // CHECK-LABEL: case if-clause
  // sec. 2.6.6: with a false condition the directive does nothing.
  printf("case if-clause\n");
#pragma acc enter data copyin(A) if(zero)
  // CHECK-NEXT: enter-if0 ok
  checkPresent("enter-if0", A, sizeof A, 0);
#pragma acc enter data copyin(A) if(one)
  // CHECK-NEXT: enter-if1 ok
  checkPresent("enter-if1", A, sizeof A, 1);
#pragma acc exit data delete(A) if(zero)
  // CHECK-NEXT: exit-if0 ok
  checkPresent("exit-if0", A, sizeof A, 1);
#pragma acc exit data delete(A) if(one)
  // CHECK-NEXT: exit-if1 ok
  checkPresent("exit-if1", A, sizeof A, 0);

  // CHECK-LABEL: case pointer-subarray
  // sec. 2.7.1: a subarray of heap memory; a part of it is present too.
  printf("case pointer-subarray\n");
  int *p = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; ++i)
    p[i] = i;
#pragma acc enter data copyin(p[0:n])
  // CHECK-NEXT: part-present ok
  checkPresent("part-present", p + 10, 40 * sizeof(int), 1);
  doubleAll(p + 10, 40);
#pragma acc exit data copyout(p[0:n])
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += p[i] != (i >= 10 && i < 50 ? 2 * i : i);
  // CHECK-NEXT: subarray-values ok
  check("subarray-values", bad);
  // CHECK-NEXT: subarray-absent ok
  checkPresent("subarray-absent", p, n * sizeof(int), 0);
  free(p);
  return 0;
}
