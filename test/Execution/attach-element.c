// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// attach and detach of the pointer stored in an array element (OpenACC 3.3
// sec. 2.7.12, 2.7.13; Glossary "Var": a var may be an array element):
// `enter data attach(rows[i])` points the device copy of rows[i] at the
// device copy of its row, `exit data detach(rows[i])` gives it the host
// address back; `data attach(rows[1])` and `parallel attach(rows[2])` do
// the same for their region. The block of pointers is copied in shallowly
// (its device copy holds host addresses) and each row mapped on its own, so
// only the attach makes the rows reachable in the kernels. An element of a
// member array (`t.rows[0]`) too.

#include <openacc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

enum { N = 4, M = 256 };

struct T {
  float *rows[2];
};

/// The value of rows[i] as the device sees it (the host sees its own).
static uintptr_t device_value(float **rows, int i) {
  uintptr_t v = 0;
#pragma acc serial present(rows[0:N]) copyout(v)
  v = (uintptr_t)rows[i];
  return v;
}

int main(void) {
  float **rows = (float **)malloc(N * sizeof(float *));
  for (int i = 0; i < N; ++i) {
    rows[i] = (float *)malloc(M * sizeof(float));
    for (int j = 0; j < M; ++j)
      rows[i][j] = i * M + j;
  }
  int on_host = acc_get_device_type() == acc_device_host ||
                acc_get_num_devices(acc_device_not_host) == 0;
#pragma acc enter data copyin(rows[0:N])
  for (int i = 0; i < N; ++i)
    acc_copyin(rows[i], M * sizeof(float));

  // Rows 0 and 3: attached by enter data until exit data detaches them.
#pragma acc enter data attach(rows[0], rows[N - 1])
  int attached = device_value(rows, 0) == (uintptr_t)acc_deviceptr(rows[0]);
#pragma acc parallel loop present(rows[0:N])
  for (int j = 0; j < M; ++j) {
    rows[0][j] += 1;
    rows[N - 1][j] += 1;
  }
#pragma acc exit data detach(rows[0], rows[N - 1])
  int detached = device_value(rows, 0) == (uintptr_t)rows[0];

  // Row 1: for a data region; row 2: for one compute construct.
  int i1 = 1;
#pragma acc data attach(rows[i1])
  {
#pragma acc parallel loop present(rows[0:N])
    for (int j = 0; j < M; ++j)
      rows[i1][j] *= 2;
  }
#pragma acc parallel loop present(rows[0:N]) attach(rows[2])
  for (int j = 0; j < M; ++j)
    rows[2][j] *= 3;
  int detached2 = device_value(rows, 2) == (uintptr_t)rows[2];

  // An element of a member array.
  struct T t = {{rows[0], rows[1]}};
#pragma acc enter data copyin(t)
#pragma acc enter data attach(t.rows[1])
#pragma acc serial present(t)
  t.rows[1][0] = -1;
#pragma acc exit data detach(t.rows[1]) delete(t)

  for (int i = 0; i < N; ++i)
    acc_copyout(rows[i], M * sizeof(float));
#pragma acc exit data delete(rows[0:N])
  int bad = 0;
  for (int j = 0; j < M; ++j) {
    bad += rows[0][j] != 0 * M + j + 1;
    bad += rows[1][j] != (j == 0 ? -1 : 2 * (1 * M + j));
    bad += rows[2][j] != 3 * (2 * M + j);
    bad += rows[3][j] != 3 * M + j + 1;
  }
  // CHECK: attached by enter data: 1
  printf("attached by enter data: %d\n", on_host || attached);
  // CHECK-NEXT: detached by exit data: 1
  printf("detached by exit data: %d\n", on_host || detached);
  // CHECK-NEXT: detached after the compute construct: 1
  printf("detached after the compute construct: %d\n", on_host || detached2);
  // CHECK-NEXT: through the attached elements: bad 0
  printf("through the attached elements: bad %d\n", bad);
  for (int i = 0; i < N; ++i)
    free(rows[i]);
  free(rows);
  return 0;
}
