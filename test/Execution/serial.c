// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// serial and serial loop (OpenACC 3.3, sec. 2.5.3): one gang, one worker, one
// vector lane. Code outside loops runs once, loops run in order (a prefix
// sum depends on it), data clauses, reductions, private and firstprivate
// work as on parallel.

#include <stdio.h>

#define N 1000

int main(void) {
  static double a[N], b[N];
  int once = 0, t = 7;
  double s = 0;
#pragma acc serial copy(once)
  { once += 1; }
  printf("once %d\n", once);
  // CHECK: once 1

#pragma acc serial loop copyout(a)
  for (int i = 0; i < N; ++i)
    a[i] = 1;
#pragma acc serial copy(a)
  {
#pragma acc loop
    for (int i = 1; i < N; ++i)
      a[i] += a[i - 1];
  }
  printf("prefix %g %g\n", a[0], a[N - 1]);
  // CHECK: prefix 1 1000

#pragma acc serial loop copyin(a) reduction(+:s)
  for (int i = 0; i < N; ++i)
    s += a[i];
  printf("sum %g\n", s);
  // CHECK: sum 500500

  int p = -1;
#pragma acc serial firstprivate(t) private(p) copyout(b)
  {
    p = t * 2;
    for (int i = 0; i < N; ++i)
      b[i] = p + i;
    t = 0;
  }
  printf("b %g %g t %d\n", b[0], b[N - 1], t);
  // CHECK: b 14 1013 t 7
  return 0;
}
