// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Structs with struct, array and complex members, reduced member by member
// at every depth (OpenACC 3.3 sec. 2.5.15), which clang 22's Sema rejects
// and accc translates through a second parse
// (test/Translate/reduction-struct-nested.c): `+` on a combined construct,
// `max` on a gang loop, `*` on an array of them.
#include <stdio.h>

// 16 bytes: clang 22 cannot reduce a 12-byte record across teams on the GPU
// (ClauseChecks.cpp rule 23; test/Diagnostics/reduction-misaligned-gpu.c).
struct Inner { int k; float f[2]; int tag; };
typedef struct {
  double x;
  struct Inner in;
  struct { long c; };
  double v[2][2];
  _Complex double z;
} Nest;

int main(void) {
  int n = 1000;
  Nest s = {1};
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; ++i) {
    s.x += 1;
    s.in.k += 2;
    s.in.f[i % 2] += 0.5f;
    s.c += i;
    s.v[i % 2][1] += 2;
    s.z += 1.0i;
  }
  // CHECK: sum 1001 2000 250 250 499500 0 1000 0 1000 1000
  printf("sum %g %d %g %g %ld %g %g %g %g %g\n", s.x, s.in.k, s.in.f[0],
         s.in.f[1], s.c, s.v[0][0], s.v[0][1], s.v[1][0], s.v[1][1],
         __imag__ s.z);

  struct Inner m = {-1, {-1, 0}};
#pragma acc parallel num_gangs(4)
  {
#pragma acc loop gang reduction(max:m)
    for (int i = 0; i < n; ++i) {
      m.k = i > m.k ? i : m.k;
      m.f[i % 2] = i * 0.5f > m.f[i % 2] ? i * 0.5f : m.f[i % 2];
    }
  }
  // CHECK: max 999 499 499.5
  printf("max %d %g %g\n", m.k, m.f[0], m.f[1]);

  struct Inner p[2] = {{1, {1, 1}}, {1, {1, 1}}};
#pragma acc parallel loop reduction(*:p)
  for (int i = 0; i < 20; ++i)
    if (i % 5 == 0) {
      p[i % 2].k *= 3;
      p[1].f[0] *= 2;
    }
  // CHECK: prod 9 9 16 1
  printf("prod %d %d %g %g\n", p[0].k, p[1].k, p[1].f[0], p[0].f[1]);
  return 0;
}
