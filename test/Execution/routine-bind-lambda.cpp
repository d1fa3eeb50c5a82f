// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu-compile %{ %t.gpu | FileCheck %s %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --check-prefix=OMP --implicit-check-not="{{^}}#pragma acc routine"

// bind of a lambda's routine and to a lambda (OpenACC 3.3 sec. 2.15.1, as
// the V&V suite's routine_bind_*lambda* write them): device code calls the
// bound lambda or function where it calls the routine; the host (and a host
// fallback) calls the routine itself (Transform/CallSiteBinds.cpp).

#include <openacc.h>
#include <stdio.h>

auto host_sq = [](double x) { return x * x; };
auto dev_sq = [](double x) { return -x * x; };
#pragma acc routine(host_sq) seq bind(dev_sq)
#pragma acc routine(dev_sq) seq

auto dev_cube = [](double x) { return -x * x * x; };
#pragma acc routine(dev_cube) seq
#pragma acc routine seq bind(dev_cube)
double host_cube(double x) { return x * x * x; }

double dev_twice(double x) { return -2 * x; }
#pragma acc routine(dev_twice) seq
#pragma acc routine seq bind("dev_twice")
auto host_twice = [](double x) { return 2 * x; };

int main() {
  const int n = 64;
  double a[n], s[n], c[n], t[n];
  int on_device = 0;
  for (int i = 0; i < n; ++i)
    a[i] = i;
  // OMP: {{^ *}}s[i] = __ACCC_BIND(host_sq, dev_sq)(a[i]);
  // OMP: {{^ *}}c[i] = __ACCC_BIND(host_cube, dev_cube)(a[i]);
  // OMP: {{^ *}}t[i] = __ACCC_BIND(host_twice, dev_twice)(a[i]);
#pragma acc parallel loop copyin(a) copyout(s, c, t) copy(on_device)
  for (int i = 0; i < n; ++i) {
    s[i] = host_sq(a[i]);
    c[i] = host_cube(a[i]);
    t[i] = host_twice(a[i]);
    if (i == 0)
      on_device = !acc_on_device(acc_device_host);
  }
  // The host's own calls are the routines'.
  // OMP: {{^ *}}double h = host_sq(3) + host_cube(1) + host_twice(1);
  double h = host_sq(3) + host_cube(1) + host_twice(1);
  int bad = 0;
  double sign = on_device ? -1 : 1;
  for (int i = 0; i < n; ++i)
    bad += s[i] != sign * a[i] * a[i] || c[i] != sign * a[i] * a[i] * a[i] ||
           t[i] != sign * 2 * a[i];
  // CHECK: bound calls: 0 bad, host calls 12
  printf("bound calls: %d bad, host calls %g\n", bad, h);
  return 0;
}
