// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %accc++ -x c++ -acc=host %s -o %t.hostxx && %t.hostxx | FileCheck %s --check-prefixes=CHECK,CXX
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu-compile %{ %accc++ -x c++ -acc=gpu %s -o %t.gpuxx %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}
// RUN: %if gpu %{ %t.gpuxx | FileCheck %s --check-prefixes=CHECK,CXX %}

// Members that are no pointers, each with a reference count of its own
// (Analysis/MemberReductions.cpp rules 6 and 7): members entered by
// separate directives and used together by one compute construct (clang
// maps them as one range there: "explicit extension not allowed" on the
// GPU before), members entered by one directive and left one by one (GCC's
// struct-1: one count for both before), array members whole and in part,
// a two-dimensional array member, writes, async, a kernels region, a data
// region, a pointer member named whole, and C++'s members of `this`.

#include <openacc.h>
#include <stdio.h>

#define N 64

struct S {
  signed char a;
  double pad;
  float b;
  double u[N];
  double m[4][N];
  int n;
};

static int apart(void) {
  struct S s = {1, 0, 2, {0}, {{0}}, N};
  for (int i = 0; i < N; ++i)
    s.u[i] = i;
#pragma acc enter data copyin(s.a)
#pragma acc enter data copyin(s.b)
#pragma acc enter data copyin(s.u[0:N / 2])
#pragma acc enter data copyin(s.u[N / 2:N / 2])
#pragma acc parallel present(s.a, s.b)
  {
    s.a += 10;
    s.b += 20;
  }
#pragma acc parallel loop present(s.u[0:N / 2])
  for (int i = 0; i < N / 2; ++i)
    s.u[i] *= 2;
#pragma acc exit data copyout(s.a)
  int b = acc_is_present(&s.b, sizeof s.b);
#pragma acc exit data copyout(s.b)
#pragma acc exit data copyout(s.u[0:N / 2])
#pragma acc exit data delete(s.u[N / 2:N / 2])
  double sum = 0;
  for (int i = 0; i < N; ++i)
    sum += s.u[i];
  printf("apart: a %d b %g b present %d sum %g\n", s.a, s.b, b, sum);
  return 0;
}
// CHECK: apart: a 11 b 22 b present 1 sum 2512

static int counts(void) {
  struct S s = {73, 0, -22, {0}, {{0}}, N};
#pragma acc enter data copyin(s.a, s.b)
  s.a = -s.a;
  s.b = -s.b;
  acc_copyin(&s.b, sizeof s.b);
#pragma acc parallel copy(s.a, s.b)
  {
    s.a++;
    s.b--;
  }
  int here = s.a;
#pragma acc exit data copyout(s.a)
  int a = acc_is_present(&s.a, sizeof s.a);
  int b = acc_is_present(&s.b, sizeof s.b);
#pragma acc exit data copyout(s.b)
  int b1 = acc_is_present(&s.b, sizeof s.b);
#pragma acc exit data copyout(s.b)
  int b2 = acc_is_present(&s.b, sizeof s.b);
  printf("counts: a %d (%d) b %g; present a %d b %d %d %d\n", s.a, here, s.b,
         !!a, !!b, !!b1, !!b2);
  return 0;
}
// On the host the data is the host's: `a` is incremented in place, the
// presence is the host's own.
// CHECK: counts: a {{74 \(-73\)|-72 \(-72\)}} b {{-23|21}}; present a {{0 b 1 1 0|1 b 1 1 1}}

static void arrays(struct S *p, int n) {
#pragma acc data copy(p->u, p->m[1:2])
  {
#pragma acc parallel loop present(p->u, p->m[1:2]) async(1)
    for (int i = 0; i < n; ++i) {
      p->u[i] += 1;
      p->m[1][i] = p->u[i];
      p->m[2][i] = 2 * p->u[i];
    }
#pragma acc wait(1)
  }
#pragma acc kernels copy(p->n) copyin(p->u)
  for (int i = 0; i < 1; ++i)
    p->n = (int)p->u[n - 1];
  double sum = 0;
  for (int i = 0; i < n; ++i)
    sum += p->m[1][i] + p->m[2][i];
  printf("arrays: n %d sum %g\n", p->n, sum);
}
// CHECK: arrays: n 64 sum 6240

// A pointer member named whole: its own map, the region reads the device
// copy of the pointer (attached by the enter data of its target).
struct P { int a; int *b; };
static void pointer_whole(void) {
  int buf[N];
  struct P v = {3, buf};
#pragma acc enter data copyin(v)
#pragma acc enter data create(v.b[0:N])
#pragma acc parallel loop present(v.a, v.b)
  for (int i = 0; i < N; ++i)
    v.b[i] = v.a + i;
#pragma acc exit data copyout(v.b[0:N])
#pragma acc exit data delete(v)
  printf("pointer: %d %d\n", buf[0], buf[N - 1]);
}
// CHECK: pointer: 3 66

#ifdef __cplusplus
struct Box {
  double v[N];
  int k = 3;
  void scale() {
#pragma acc enter data copyin(v, k)
#pragma acc parallel loop present(v, k)
    for (int i = 0; i < N; ++i)
      v[i] = i * k;
#pragma acc exit data copyout(v) delete(k)
  }
};
#endif

int main(void) {
  apart();
  counts();
  static struct S s;
  for (int i = 0; i < N; ++i)
    s.u[i] = i;
  arrays(&s, N);
  pointer_whole();
#ifdef __cplusplus
  Box b;
  b.scale();
  printf("box: %g\n", b.v[N - 1]);
#endif
  return 0;
}
// CXX: box: 189
