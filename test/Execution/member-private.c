// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Members in private and firstprivate (OpenACC 3.3 sec. 2.5.13, 2.5.14,
// 2.9.10; Transform/MemberPrivates.cpp): inside the construct the member
// names a copy (firstprivate's starts as the original), while the object's
// other members stay shared; the original member keeps its value. Whole
// members (scalar, array, struct), members through a pointer, and
// subarrays of pointer members, on parallel, combined and loop constructs.

#include <stdio.h>
#include <stdlib.h>

#define N 512

struct Inner {
  double a, b;
};
struct Config {
  double scale;
  int shift;
  double coef[3];
  struct Inner in;
  double *work;
  double result;
};

int main(void) {
  struct Config c = {2.0, 3, {1, 10, 100}, {5, 6}, NULL, 0};
  struct Config *pc = &c;
  c.work = (double *)malloc(sizeof(double) * N);
  for (int i = 0; i < N; ++i)
    c.work[i] = -1;
  double *out = (double *)calloc(N, sizeof(double));

  // firstprivate of a scalar member on a combined construct; the other
  // members (shift) are read from the shared object.
#pragma acc parallel loop firstprivate(c.scale) copy(out[0:N]) copyin(c)
  for (int i = 0; i < N; ++i)
    out[i] = c.scale * i + c.shift;
  int bad = 0;
  for (int i = 0; i < N; ++i)
    bad += out[i] != 2.0 * i + 3;
  // CHECK: combined firstprivate: bad 0
  printf("combined firstprivate: bad %d\n", bad);

  // A gang changes its copies of a scalar, an array and a struct member;
  // a write to another member reaches the shared object.
#pragma acc parallel num_gangs(1) firstprivate(c.scale, c.coef, pc->in) copy(c)
  {
    c.scale += 1;
    c.coef[1] *= 2;
    pc->in.a += c.coef[1];
    c.result = c.scale + c.coef[0] + c.coef[1] + pc->in.a + (*pc).in.b;
  }
  // CHECK-NEXT: parallel firstprivate: 55 originals 2 10 5
  printf("parallel firstprivate: %g originals %g %g %g\n", c.result, c.scale,
         c.coef[1], c.in.a);

  // private members of a loop: one per iteration.
#pragma acc parallel loop private(c.shift, c.coef) copy(out[0:N])
  for (int i = 0; i < N; ++i) {
    c.shift = i % 5;
    c.coef[2] = c.shift * 2;
    if (i % 3 == 0)
      continue;
    out[i] = c.coef[2] + c.shift;
  }
  bad = 0;
  for (int i = 0; i < N; ++i)
    bad += i % 3 != 0 && out[i] != 3 * (i % 5);
  // CHECK-NEXT: loop private: bad 0 originals 3 100
  printf("loop private: bad %d originals %d %g\n", bad, c.shift, c.coef[2]);

  // A private subarray of a pointer member: each iteration's own rows; a
  // firstprivate one: each gang's copy of the host's values.
  c.work[1] = 7;
  c.work[2] = 8;
#pragma acc parallel loop private(pc->work[0:4]) copy(out[0:N])
  for (int i = 0; i < N; ++i) {
    for (int j = 0; j < 4; ++j)
      pc->work[j] = i + j;
    out[i] = pc->work[0] + pc->work[3];
  }
  bad = 0;
  for (int i = 0; i < N; ++i)
    bad += out[i] != 2 * i + 3;
  // CHECK-NEXT: member subarray private: bad 0 original 7
  printf("member subarray private: bad %d original %g\n", bad, c.work[1]);
#pragma acc parallel loop num_gangs(4) firstprivate(c.work[1:2]) copy(out[0:N])
  for (int i = 0; i < N; ++i)
    out[i] = c.work[1] * c.work[2] + i;
  bad = 0;
  for (int i = 0; i < N; ++i)
    bad += out[i] != 56 + i;
  // CHECK-NEXT: member subarray firstprivate: bad 0
  printf("member subarray firstprivate: bad %d\n", bad);

  // A gang-private member that a loop inside writes: each thread its own
  // copy (the loop's iterations do not race).
#pragma acc parallel num_gangs(1) firstprivate(c.scale) copy(out[0:N])
  {
#pragma acc loop
    for (int i = 0; i < N; ++i) {
      c.scale = i;
      out[i] = c.scale * 2;
    }
  }
  bad = 0;
  for (int i = 0; i < N; ++i)
    bad += out[i] != 2 * i;
  // CHECK-NEXT: written in a loop: bad 0 original 2
  printf("written in a loop: bad %d original %g\n", bad, c.scale);
  free(c.work);
  free(out);
  return 0;
}
