// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// A GPU build without a GPU, or told to use the host, runs its compute
// regions on the host; with a GPU, `if(on)` false does.
// RUN: %if gpu-compile %{ env ACC_DEVICE_TYPE=host timeout 60 %t.gpu | FileCheck %s %}
// RUN: %if gpu-compile %{ timeout 60 %t.gpu | FileCheck %s %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// A GPU build that runs on the host turns libomp's hidden helper threads off.
// RUN: %if gpu-compile %{ env ACC_DEVICE_TYPE=host KMP_SETTINGS=1 %t.gpu 2>&1 | FileCheck %s --check-prefix=SETTINGS %}
// SETTINGS: LIBOMP_USE_HIDDEN_HELPER_TASK=false

// `async` compute constructs with reductions over short loops, where the
// region runs on the host: OpenMP runs a `target nowait` that falls back to
// the host in a hidden helper thread, where libomp's tree reduction of a
// one-team `teams` construct never finished (the program hung), and a
// new task could find a null task team (an assertion or SIGSEGV in libomp
// in about one run of ten). libacc makes GPU builds use libomp's
// critical-section reductions and, where every region runs on the host,
// turns the hidden helper threads off (runtime/src/GpuStartup.cpp rules 7
// and 8).

#include <stdio.h>
#include <stdlib.h>

struct MinMax { double lo, hi; };

int main(int argc, char **argv) {
  int n = 64, on = argc > 5; // on: 0, the `if` is false
  double *a = malloc(sizeof(double) * n * n);
  for (int i = 0; i < n * n; ++i)
    a[i] = (i * 37) % 4099;
  double tot = 0, sum = 0;
  long cnt = 0;
  struct MinMax mm = {1e300, 1e300}; // both reduced by min: lo, -hi
#pragma acc data copyin(a[0:n*n])
  for (int k = 0; k < 3; ++k) {
    double m = 0, s = 0;
    long c = 0;
#pragma acc parallel loop collapse(2) present(a[0:n*n]) reduction(max:m) async(1)
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < n; ++i)
        m = m > a[j * n + i] ? m : a[j * n + i];
#pragma acc parallel loop present(a[0:n*n]) reduction(+:s) if(on) async(2)
    for (int i = 0; i < n * n; ++i)
      s += a[i];
#pragma acc parallel num_gangs(1) present(a[0:n*n]) reduction(+:c) async(1)
    {
#pragma acc loop vector
      for (int i = 0; i < n; ++i)
        c += a[i] > 2000;
    }
#pragma acc parallel loop present(a[0:n*n]) reduction(min:mm) async(3)
    for (int i = 0; i < n * n; ++i) {
      mm.lo = mm.lo < a[i] ? mm.lo : a[i];
      mm.hi = mm.hi < -a[i] ? mm.hi : -a[i];
    }
#pragma acc wait
    tot += m;
    sum += s;
    cnt += c;
  }
  double want = 0;
  for (int i = 0; i < n * n; ++i)
    want += a[i];
  long wantc = 0;
  for (int i = 0; i < n; ++i)
    wantc += a[i] > 2000;
  // CHECK: max 12294 sum ok count ok min 0 max 4098
  printf("max %g sum %s count %s min %g max %g\n", tot,
         sum == 3 * want ? "ok" : "WRONG", cnt == 3 * wantc ? "ok" : "WRONG",
         mm.lo, -mm.hi);
  free(a);
  return 0;
}
