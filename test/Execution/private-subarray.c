// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// private and firstprivate subarrays of pointers on parallel and serial
// (OpenACC 3.3 sec. 2.5.13, 2.5.14; Transform/PrivateSubarrays.cpp): each
// gang has its own copy of the elements, firstprivate's initialized from
// the original, which no gang changes; a subarray that does not start at
// 0 keeps its indices.

#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 100, gangs = 10;
  double *a = malloc(sizeof(double) * gangs * n);
  double *d = calloc(gangs, sizeof(double)), *e = calloc(gangs, sizeof(double));
  double *c = malloc(sizeof(double) * (n + 5));
  for (int i = 0; i < gangs * n; ++i)
    a[i] = i % 7;
  for (int i = 0; i < n + 5; ++i)
    c[i] = 1;
  // Each gang fills its copy of c with its row of a and sums it.
#pragma acc enter data copyin(a[0:gangs*n], d[0:gangs])
#pragma acc parallel num_gangs(10) private(c[0:n])
  {
#pragma acc loop gang
    for (int x = 0; x < gangs; ++x) {
#pragma acc loop worker
      for (int y = 0; y < n; ++y)
        c[y] = a[x * n + y];
#pragma acc loop seq
      for (int y = 0; y < n; ++y)
        d[x] += c[y];
    }
  }
#pragma acc exit data copyout(d[0:gangs]) delete(a[0:gangs*n])
  double want0 = 0, want9 = 0;
  for (int y = 0; y < n; ++y) {
    want0 += a[y];
    want9 += a[9 * n + y];
  }
  // CHECK: private: ok
  printf("private: %s\n", d[0] == want0 && d[9] == want9 ? "ok" : "bad");
  // CHECK: original: 1 1
  printf("original: %g %g\n", c[0], c[n - 1]);

  // firstprivate: the copies start as the host's c[5:n] (all 1, c[5] 3),
  // indices 5..n+4 as in the original.
  c[5] = 3;
#pragma acc parallel num_gangs(10) firstprivate(c[5:n]) copy(e[0:gangs])
  {
#pragma acc loop gang
    for (int x = 0; x < gangs; ++x) {
      for (int y = 5; y < n + 5; ++y)
        c[y] += x;
      for (int y = 5; y < n + 5; ++y)
        e[x] += c[y];
      for (int y = 5; y < n + 5; ++y)
        c[y] -= x;
    }
  }
  // CHECK: firstprivate: 102 1002
  printf("firstprivate: %g %g\n", e[0], e[9]);
  // CHECK: original: 3 1
  printf("original: %g %g\n", c[5], c[n + 4]);

  double s = 0;
#pragma acc serial firstprivate(c[0:n]) copy(s)
  {
    for (int y = 0; y < n; ++y)
      c[y] *= 2;
    for (int y = 0; y < n; ++y)
      s += c[y];
  }
  // CHECK: serial: 204 1
  printf("serial: %g %g\n", s, c[0]);
  free(a);
  free(c);
  free(d);
  free(e);
  return 0;
}
