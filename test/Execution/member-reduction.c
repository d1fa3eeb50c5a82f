// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// Members in reduction clauses (OpenACC 3.3 sec. 2.5.15, 2.9.11; Glossary
// "Var"; Analysis/MemberReductions.cpp, Transform/MemberStandIns.cpp):
// scalar, array, struct and pointer-subarray members, through `.` and `->`,
// on compute, combined and loop constructs, in kernels, in a routine's
// loop, of an object declared in the region, with `if`, and inside a data
// region where the object is present (the device copy is the original).

#include <stdio.h>

#define N 1000

struct Pair {
  long lo, hi;
};
struct Stats {
  long sum;
  int max;
  long hist[4];
  struct Pair pair;
  long *bins;
  double scale;
};

#pragma acc routine vector
long row_sum(const int *a, int n) {
  struct Stats t = {0};
  #pragma acc loop vector reduction(+:t.sum)
  for (int i = 0; i < n; i++)
    t.sum += a[i];
  return t.sum;
}

int main(void) {
  int a[N];
  long bins[3] = {0, 0, 0};
  for (int i = 0; i < N; i++)
    a[i] = i % 7;
  struct Stats s = {5, -1, {0, 0, 0, 0}, {0, 0}, bins, 2.0};
  struct Stats *ps = &s;

  // Combined construct: scalar members, through `.` and `->`.
  #pragma acc parallel loop reduction(+:s.sum) reduction(max:ps->max) copyin(a)
  for (int i = 0; i < N; i++) {
    s.sum += a[i];
    ps->max = ps->max > a[i] ? ps->max : a[i];
  }
  // CHECK: sum 3002 max 6
  printf("sum %ld max %d\n", s.sum, s.max);

  // An array member, a nested struct member, a pointer member's subarray.
  #pragma acc parallel loop reduction(+:s.hist, s.pair) reduction(+:s.bins[0:3]) copyin(a)
  for (int i = 0; i < N; i++) {
    s.hist[i % 4] += a[i];
    s.pair.lo += a[i] < 3;
    s.pair.hi += a[i] >= 3;
    s.bins[i % 3] += 1;
  }
  // CHECK: hist 747 752 750 748 pair 429 571 bins 334 333 333
  printf("hist %ld %ld %ld %ld pair %ld %ld bins %ld %ld %ld\n", s.hist[0],
         s.hist[1], s.hist[2], s.hist[3], s.pair.lo, s.pair.hi, bins[0],
         bins[1], bins[2]);

  // A loop's reduction inside a parallel construct.
  #pragma acc parallel copyin(a) reduction(+:s.sum)
  {
    #pragma acc loop gang vector reduction(+:s.sum)
    for (int i = 0; i < N; i++)
      s.sum += 1;
  }
  // CHECK: loop sum 4002
  printf("loop sum %ld\n", s.sum);

  // In a data region where the object is present: the device copy is the
  // reduction's original, and a later kernel sees the result there.
  long after = 0;
  #pragma acc data copy(s)
  {
    #pragma acc parallel loop reduction(+:s.sum) copyin(a)
    for (int i = 0; i < N; i++)
      s.sum += a[i];
    #pragma acc serial copy(after)
    after = s.sum;
  }
  // CHECK: present sum 6999 device 6999
  printf("present sum %ld device %ld\n", s.sum, after);

  // kernels, and `if` false (the host runs it with the same members).
  s.sum = 0;
  #pragma acc kernels copyin(a)
  {
    #pragma acc loop reduction(+:s.sum)
    for (int i = 0; i < N; i++)
      s.sum += a[i];
  }
  int on = 0;
  #pragma acc parallel loop reduction(+:s.sum) copyin(a) if(on)
  for (int i = 0; i < N; i++)
    s.sum += 1;
  // CHECK: kernels and if 3997
  printf("kernels and if %ld\n", s.sum);

  // An object declared in the region (each gang's), and a routine's loop.
  long out[8];
  #pragma acc parallel loop gang copyin(a) copyout(out)
  for (int g = 0; g < 8; g++) {
    struct Stats u = {0};
    #pragma acc loop vector reduction(+:u.sum)
    for (int i = 0; i < N; i++)
      u.sum += a[i] * g;
    out[g] = u.sum + row_sum(a, N);
  }
  // CHECK: gang 2997 23976
  printf("gang %ld %ld\n", out[0], out[7]);
  return 0;
}
