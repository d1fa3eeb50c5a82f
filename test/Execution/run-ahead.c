// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu 2>&1 | FileCheck %s %}
// RUN: %if gpu %{ env ACCC_RUN_AHEAD=0 %t.gpu 2>&1 | FileCheck %s --check-prefix=OFF %}

// Synchronous constructs whose effects stay in device memory let the host
// go on at once (lib/Transform/RunAhead.cpp, runtime/src/RunAhead.cpp);
// every operation after them that can observe device memory sees their
// results: update, acc_memcpy_*, a data region's copyout, acc_update_self,
// a reduction, an async construct and its wait, host_data. And the host
// does go on: a kernel of about 0.1 s (one gang) returns in far less where
// the device is a GPU (read with a raw system call, which libacc does not
// wrap), and acc_wait_all then waits for it; so do clock_gettime and
// omp_get_wtime called by the program, so that its timings cover the
// kernels.

#include <omp.h>
#include <openacc.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define N 4096

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

/// The clock without libacc's wrapper (RunAhead.cpp, rule 3a).
static double raw_now(void) {
  struct timespec t;
  syscall(SYS_clock_gettime, CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

static void spin(double *pa) {
#pragma acc parallel num_gangs(1) vector_length(1) present(pa[0:N])
  {
    double x = pa[0];
    for (long k = 0; k < 20000000; ++k)
      x = x * 0.999999 + 1e-7;
    pa[1] = x;
  }
}

static double sum(const double *x) {
  double s = 0;
  for (int i = 0; i < N; ++i)
    s += x[i];
  return s;
}

static void step(double *a, int k) {
#pragma acc parallel loop present(a[0:N])
  for (int i = 0; i < N; ++i)
    a[i] = a[i] * 2 + k;
}

int main(void) {
  static double a[N], b[N];
  for (int i = 0; i < N; ++i)
    a[i] = i;
  double *pa = a;

#pragma acc enter data copyin(a[0:N]) create(b[0:N])
  // update self after a sequence of marked constructs.
  for (int k = 0; k < 10; ++k)
    step(pa, k);
#pragma acc update self(a[0:N])
  printf("update: %.1f\n", sum(a));
  // CHECK: update: 8591986688.0

  // acc_memcpy_from_device.
  step(pa, 1);
  double c[N];
  acc_memcpy_from_device(c, acc_deviceptr(a), sizeof c);
  printf("memcpy: %.1f\n", sum(c));
  // CHECK-NEXT: memcpy: 17183977472.0

  // acc_update_self.
  step(pa, 2);
  acc_update_self(a, sizeof a);
  printf("acc_update_self: %.1f\n", sum(a));
  // CHECK-NEXT: acc_update_self: 34367963136.0

  // A reduction reads what the marked construct wrote.
  step(pa, 3);
  double s = 0;
#pragma acc parallel loop present(a[0:N]) reduction(+:s)
  for (int i = 0; i < N; ++i)
    s += a[i];
  printf("reduction: %.1f\n", s);
  // CHECK-NEXT: reduction: 68735938560.0

  // An async construct and its wait.
  step(pa, 4);
#pragma acc parallel loop present(a[0:N], b[0:N]) async(1)
  for (int i = 0; i < N; ++i)
    b[i] = a[i] / 2;
#pragma acc wait(1)
#pragma acc update self(b[0:N])
  printf("async: %.1f\n", sum(b));
  // CHECK-NEXT: async: 68735946752.0

  // host_data: the device address, then a copy through it.
  step(pa, 5);
#pragma acc host_data use_device(pa)
  acc_memcpy_from_device(c, pa, sizeof c);
  printf("host_data: %.1f\n", sum(c));
  // CHECK-NEXT: host_data: 274943807488.0

  // A data region's copyout at its end.
  double d[N];
  for (int i = 0; i < N; ++i)
    d[i] = 1;
  double *pd = d;
#pragma acc data copy(d[0:N])
  {
    for (int k = 0; k < 3; ++k) {
#pragma acc parallel loop present(pd[0:N])
      for (int i = 0; i < N; ++i)
        pd[i] += k;
    }
  }
  printf("copyout: %.1f\n", sum(d));
  // CHECK-NEXT: copyout: 16384.0

  // The host goes on: one gang spins for about 0.1 s on the GPU.
  double t0 = raw_now();
  spin(pa);
  double returned = raw_now() - t0;
  acc_wait_all();
  double done = raw_now() - t0;
  int ahead = returned < 0.25 * done;
  int gpu = acc_get_device_type() != acc_device_host;
  printf("ran ahead where a GPU runs it: %s\n", ahead == gpu ? "yes" : "no");
  // CHECK-NEXT: ran ahead where a GPU runs it: yes
  // OFF: ran ahead where a GPU runs it: no

  // The program's clocks wait for the kernel.
  t0 = raw_now();
  spin(pa);
  (void)now();
  double clocked = raw_now() - t0;
  acc_wait_all();
  done = raw_now() - t0;
  printf("clock_gettime waits: %s\n", clocked >= 0.75 * done ? "yes" : "no");
  // CHECK-NEXT: clock_gettime waits: yes
  t0 = raw_now();
  spin(pa);
  (void)omp_get_wtime();
  clocked = raw_now() - t0;
  acc_wait_all();
  done = raw_now() - t0;
  printf("omp_get_wtime waits: %s\n", clocked >= 0.75 * done ? "yes" : "no");
  // CHECK-NEXT: omp_get_wtime waits: yes
#pragma acc exit data copyout(a[0:N]) delete(b[0:N])
  printf("a[1] = %.6f\n", a[1]);
  // CHECK-NEXT: a[1] = {{[0-9]+\.[0-9]+}}
  return 0;
}
