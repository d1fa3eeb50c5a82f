// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// create(zero: ...) and copyout(zero: ...) (OpenACC 3.3 sec. 2.7.7, 2.7.9):
// device memory the clause allocates starts at zero; data already present
// keeps its values. On the host (shared memory) nothing is allocated and the
// host's values are seen instead: each check accepts what the device type
// makes right.

#include <openacc.h>
#include <stdio.h>

#define N 1000

int main(void) {
  static double a[N], b[N], c[N];
  int shared = acc_get_device_type() == acc_device_host;
  for (int i = 0; i < N; ++i)
    a[i] = b[i] = c[i] = 7;

  // copyout(zero:) of absent data: the device copy starts at zero.
#pragma acc data copyout(zero: a)
  {
#pragma acc parallel loop present(a)
    for (int i = 0; i < N; ++i)
      a[i] += 1;
  }
  int bad = 0;
  for (int i = 0; i < N; ++i)
    bad += a[i] != (shared ? 8 : 1);
  printf("copyout zero: %d bad\n", bad);
  // CHECK: copyout zero: 0 bad

  // create(zero:) on a compute construct, a subarray with a lower bound.
#pragma acc parallel loop create(zero: b[100:800]) copyout(c[100:800])
  for (int i = 100; i < 900; ++i)
    c[i] = b[i] + 2;
  bad = 0;
  for (int i = 100; i < 900; ++i)
    bad += c[i] != (shared ? 9 : 2);
  printf("create zero: %d bad\n", bad);
  // CHECK: create zero: 0 bad

  // copyout(zero:) on a compute construct: copied back when it ends.
  for (int i = 0; i < N; ++i)
    a[i] = 7;
#pragma acc parallel loop copyout(zero: a)
  for (int i = 0; i < N; ++i)
    a[i] += 3;
  bad = 0;
  for (int i = 0; i < N; ++i)
    bad += a[i] != (shared ? 10 : 3);
  printf("compute copyout zero: %d bad\n", bad);
  // CHECK: compute copyout zero: 0 bad

  // Present data is not zeroed: the device copy keeps 7.
#pragma acc enter data copyin(b[0:N])
#pragma acc enter data create(zero: b[0:N])
#pragma acc parallel loop present(b) copyout(c)
  for (int i = 0; i < N; ++i)
    c[i] = b[i];
#pragma acc exit data delete(b[0:N]) finalize
  bad = 0;
  for (int i = 0; i < N; ++i)
    bad += c[i] != 7;
  printf("present kept: %d bad\n", bad);
  // CHECK: present kept: 0 bad

  // enter data create(zero:) of a scalar.
  int s = 5, t = -1;
#pragma acc enter data create(zero: s)
#pragma acc serial present(s) copyout(t)
  t = s;
#pragma acc exit data delete(s)
  printf("scalar %s\n", t == (shared ? 5 : 0) ? "ok" : "wrong");
  // CHECK: scalar ok
  return 0;
}
