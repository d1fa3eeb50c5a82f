// RUN: %accc -fsyntax-only -Xclang -verify %s
// RUN: %accc -fsyntax-only -Wno-accc-lost-assignment -Xclang -verify=off %s

// A scalar that a parallel or serial construct names in no data clause is
// firstprivate (OpenACC 3.3 sec. 2.6.2): what the region assigns to it is
// lost. accc warns where the code after the construct reads it
// (LostAssignments.cpp): Rodinia's bfs loops `while (stop)` on a flag its
// `parallel loop` sets, which only compilers that copied such scalars let
// work.
// off-no-diagnostics

#include <stdbool.h>

int bfs_level(int n, const int *mask) {
  bool stop;
  do {
    stop = false;
    // expected-warning@+1 {{'stop' is firstprivate in this 'parallel loop' construct (a scalar in no data clause, OpenACC 3.3 sec. 2.6.2): what the region assigns to it is not seen after the region; name it in a 'copy' clause, or in a 'reduction' clause if the iterations combine their values}}
    #pragma acc parallel loop copyin(mask[0:n])
    for (int i = 0; i < n; i++)
      if (mask[i])
        stop = true; // expected-note {{'stop' is assigned in the region here}}
  } while (stop); // expected-note {{and read after the region here}}
  return 0;
}

double serial_sum(int n, const double *a) {
  double sum = 0;
  // expected-warning@+1 {{'sum' is firstprivate in this 'serial' construct}}
  #pragma acc serial copyin(a[0:n])
  for (int i = 0; i < n; i++)
    sum += a[i]; // expected-note {{'sum' is assigned in the region here}}
  return sum; // expected-note {{and read after the region here}}
}

int counted(int n, const int *a) {
  int count = 0;
  // expected-warning@+1 {{'count' is firstprivate in this 'parallel' construct}}
  #pragma acc parallel copyin(a[0:n])
  {
    #pragma acc loop
    for (int i = 0; i < n; i++)
      if (a[i] > 0)
        count++; // expected-note {{'count' is assigned in the region here}}
  }
  count += 1; // expected-note {{and read after the region here}}
  return count;
}

// No warning: the value flows out, or nothing reads it after the region.
double fine(int n, double *a, double *b) {
  bool stop = false, flag = false;
  double t, s = 0, m = 0, k = 0;
  int j = 0;
  #pragma acc parallel loop copy(stop) copyin(a[0:n])
  for (int i = 0; i < n; i++)
    if (a[i] < 0)
      stop = true;
  #pragma acc parallel loop reduction(+:s) copyin(a[0:n])
  for (int i = 0; i < n; i++)
    s += a[i];
  #pragma acc kernels copyin(a[0:n])
  for (int i = 0; i < n; i++)
    if (a[i] > m)
      m = a[i];
  // A temporary of each iteration, written before any read after it too.
  #pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++) {
    t = a[i] * 2;
    b[i] = t;
  }
  t = 0;
  // A visible copy: the region updates the device copy.
  #pragma acc data copy(flag)
  {
    #pragma acc parallel loop copyin(a[0:n])
    for (int i = 0; i < n; i++)
      if (a[i] > 1)
        flag = true;
  }
  // Nothing after the region reads it.
  #pragma acc parallel loop copyin(a[0:n])
  for (int i = 0; i < n; i++)
    k = a[i];
  // A pointer: the region writes what it points to.
  double *p = b;
  #pragma acc parallel loop copy(p[0:n])
  for (int i = 0; i < n; i++)
    p[i] += 1;
  j = (int)t;
  return s + m + (stop ? 1 : 0) + (flag ? 1 : 0) + j + t + p[0];
}
