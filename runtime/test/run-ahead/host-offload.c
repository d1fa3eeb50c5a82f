// REQUIRES: host-offload
// RUN: %cc %offload %s -o %t %libacc
// RUN: env ACC_DEVICE_TYPE=nvidia %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=nvidia ACCC_RUN_AHEAD=0 %t | FileCheck %s

// accc's libomptarget runs a marked synchronous launch ahead of the host
// (runtime/src/RunAhead.cpp, scripts/offload-run-ahead.patch). Here its
// queue, drains and joins run on libomptarget's host plugin (x86_64
// offload; a GPU's legacy stream is only the CUDA plugin's): more launches
// than the 1024 a queue may hold, then each kind of entry that waits for
// them (an update, a reduction launch that joins the queue, an unmarked
// launch, omp_target_memcpy, the program's clock, acc_wait_all, exit data),
// and launches the mark must not run ahead (a to/from map of data that is
// not present). The results are the same as without the mark.

#include <omp.h>
#include <openacc.h>
#include <stdio.h>

#define N 1000

static double a[N], b[N];

static void step(int k) {
  __accc_run_ahead(1);
#pragma omp target teams distribute parallel for map(present, alloc: a[0:N])
  for (int i = 0; i < N; ++i)
    a[i] += k;
}

int main(void) {
  int bad = 0;
  for (int i = 0; i < N; ++i)
    a[i] = i;
#pragma omp target enter data map(to: a[0:N])

  // 2500 launches: the queue drains itself every 1024.
  double want = 0;
  for (int k = 0; k < 2500; ++k) {
    step(1);
    want += 1;
  }
#pragma omp target update from(a[0:N])
  bad += a[7] != 7 + want;
  printf("update after 2500 marked launches: %s\n", bad ? "wrong" : "ok");
  // CHECK: update after 2500 marked launches: ok

  // A reduction launch joins the pending queue.
  step(2);
  want += 2;
  double s = 0;
#pragma omp target teams distribute parallel for map(present, alloc: a[0:N]) reduction(+:s) map(tofrom: s)
  for (int i = 0; i < N; ++i)
    s += a[i];
  double ws = N * (N - 1) / 2.0 + N * want;
  printf("reduction after a marked launch: %s\n", s == ws ? "ok" : "wrong");
  // CHECK: reduction after a marked launch: ok

  // An unmarked launch, then omp_target_memcpy.
  step(3);
  want += 3;
#pragma omp target teams distribute parallel for map(present, alloc: a[0:N])
  for (int i = 0; i < N; ++i)
    a[i] *= 2;
  want *= 2;
  double c[N];
  omp_target_memcpy(c, omp_get_mapped_ptr(a, omp_get_default_device()),
                    sizeof c, 0, 0, omp_get_initial_device(),
                    omp_get_default_device());
  printf("memcpy: %s\n", c[9] == 2 * 9 + want ? "ok" : "wrong");
  // CHECK: memcpy: ok

  // The clock and acc_wait_all drain (nothing to see but that they return).
  step(4);
  want += 4;
  (void)omp_get_wtime();
  step(5);
  want += 5;
  acc_wait_all();
  printf("clock, acc_wait_all: ok\n");
  // CHECK: clock, acc_wait_all: ok

  // Not run ahead: b is not present, so the map copies both ways.
  for (int i = 0; i < N; ++i)
    b[i] = 1;
  __accc_run_ahead(1);
#pragma omp target teams distribute parallel for map(tofrom: b[0:N])
  for (int i = 0; i < N; ++i)
    b[i] += 1;
  printf("copy of absent data: %s\n", b[3] == 2 ? "ok" : "wrong");
  // CHECK: copy of absent data: ok

  step(6);
  want += 6;
#pragma omp target exit data map(from: a[0:N])
  printf("exit data: %s\n", a[N - 1] == 2 * (N - 1) + want ? "ok" : "wrong");
  // CHECK: exit data: ok
  return 0;
}
