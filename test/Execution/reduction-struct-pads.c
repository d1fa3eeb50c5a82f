// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Reductions across gangs of structs whose size is not a multiple of 8
// bytes (12, 20), alone and beside an int before and after them: on the
// GPU clang 22's per-team records need int pads to keep them 8-byte
// aligned (lib/Transform/TeamsReductionPads.cpp); without, the kernel
// stopped with "misaligned address" on the H100.

#include <stdio.h>

typedef struct { float x, y, z; } Vec3;
typedef struct { float a, b, c, d, e; } Vec5;
typedef struct { float x, y, z, w; } Vec4;

int main(void) {
  int n = 100000;
  Vec3 s = {0, 0, 0};
  Vec5 t = {0, 0, 0, 0, 0};
  Vec4 u = {0, 0, 0, 0};
  int c = 0, d = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; ++i) {
    s.x += 1;
    s.y += 2;
    s.z += 3;
  }
#pragma acc parallel loop reduction(+:c) reduction(+:t)
  for (int i = 0; i < n; ++i) {
    c += 1;
    t.a += 1;
    t.e += 5;
  }
#pragma acc parallel loop reduction(+:u, d)
  for (int i = 0; i < n; ++i) {
    u.w += 1;
    d += 2;
  }
  Vec3 m = {-1, -1, -1};
#pragma acc parallel
  {
#pragma acc loop gang vector reduction(max:m)
    for (int i = 0; i < n; ++i) {
      m.x = m.x > i ? m.x : i;
      m.z = m.z > 2 * i ? m.z : 2 * i;
    }
  }
  // A kernels region split into kernels: its loop kernel is padded too.
  Vec3 k = {0, 0, 0};
  float out[1000];
#pragma acc kernels copyout(out)
  {
    for (int i = 0; i < 1000; ++i)
      out[i] = i;
#pragma acc loop independent reduction(+:k)
    for (int i = 0; i < n; ++i)
      k.y += 1;
  }
  // CHECK: 100000 200000 300000 | 100000 500000 100000 | 100000 200000 | 99999 -1 199998 | 100000 999
  printf("%.0f %.0f %.0f | %.0f %.0f %d | %.0f %d | %.0f %.0f %.0f | %.0f %.0f\n",
         s.x, s.y, s.z, t.a, t.e, c, u.w, d, m.x, m.y, m.z, k.y, out[999]);
  return 0;
}
