// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu-compile %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// enter data and exit data with async (OpenACC 3.3, sec. 2.6.7: "The
// reference counters are modified synchronously with the local thread, even
// if the data directives include an async clause"): the data that `enter
// data ... async(q)` maps is present when the host passes the directive,
// even while queue q is busy, and the data that `exit data ... async(q)` or
// acc_delete_async unmaps is absent then, so that a copyin right after it
// copies the host's data again (the OpenACC V&V suite's acc_delete_async).
// Only the copies follow the queue's work (AsyncToOMP.cpp rule 6,
// runtime/src/AsyncData.cpp).

#include <openacc.h>
#include <stdio.h>

#define N 4096

int main(void) {
  static float a[N], b[N], c[N];
  static char Unmapped;
  for (int i = 0; i < N; ++i) {
    a[i] = (float)i;
    b[i] = 1;
    c[i] = 0;
  }
  // The host device shares the host's memory: everything is present there.
  int Shared = acc_is_present(&Unmapped, 1);

#pragma acc enter data copyin(b[0:N])
  // Queue 1 busy with a long kernel (about 0.3 s on a GPU or a host core).
#pragma acc parallel num_gangs(1) present(b[0:N]) async(1)
  {
    for (long k = 0; k < 200000000L && b[0] >= 0; ++k)
      b[1] += 1e-9f;
    b[0] = -5;
  }
#pragma acc enter data copyin(a[0:N]) async(1)
  // CHECK: present after enter data async: 1
  printf("present after enter data async: %d\n",
         acc_is_present(a, sizeof a));
#pragma acc parallel loop present(a[0:N]) async(1)
  for (int i = 0; i < N; ++i)
    a[i] = 2 * a[i] + b[0];
#pragma acc exit data copyout(a[0:N]) async(1)
  // CHECK: absent after exit data async: 1
  printf("absent after exit data async: %d\n",
         Shared || !acc_is_present(a, sizeof a));
#pragma acc wait(1)
  int Ok = 1;
  for (int i = 0; i < N; ++i)
    Ok = Ok && a[i] == 2.0f * i - 5;
  // CHECK: copies in queue order: 1
  printf("copies in queue order: %d\n", Ok);

  // acc_delete_async ends the lifetime at once; the enter data after it
  // allocates again and copies the host's c, not the device's old values.
#pragma acc enter data copyin(c[0:N])
#pragma acc parallel loop present(c[0:N]) async(2)
  for (int i = 0; i < N; ++i)
    c[i] = 100;
  acc_delete_async(c, sizeof c, 2);
  // CHECK: absent after acc_delete_async: 1
  printf("absent after acc_delete_async: %d\n",
         Shared || !acc_is_present(c, sizeof c));
  for (int i = 0; i < N; ++i)
    c[i] = (float)i;
#pragma acc enter data copyin(c[0:N]) async(2)
#pragma acc parallel loop present(c[0:N]) async(2)
  for (int i = 0; i < N; ++i)
    c[i] += 1;
#pragma acc exit data copyout(c[0:N]) async(2)
#pragma acc wait
  Ok = 1;
  for (int i = 0; i < N; ++i)
    Ok = Ok && c[i] == i + 1.0f;
  // CHECK: fresh copy after acc_delete_async: 1
  printf("fresh copy after acc_delete_async: %d\n", Ok);
#pragma acc exit data delete(b[0:N])
  return 0;
}
