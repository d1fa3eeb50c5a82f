// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | grep -v '^//' | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | grep -v '^//' | FileCheck %s --check-prefix=MC

// Int reductions that keep clang 22's per-team reduction records 8-byte
// aligned on the GPU (lib/Transform/TeamsReductionPads.cpp): after a
// 12-byte struct alone; before a 20-byte struct that follows an int, and
// after it; after an int that follows a 16-byte struct; none for doubles.

typedef struct { float x, y, z; } Vec3;
typedef struct { float a, b, c, d, e; } Vec5;
typedef struct { float x, y, z, w; } Vec4;

void f(int n, Vec3 *ps, Vec5 *pt, Vec4 *pu, int *pc, double *pd) {
  Vec3 s = *ps;
  Vec5 t = *pt;
  Vec4 u = *pu;
  int c = *pc;
  double d = *pd;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; ++i)
    s.x += 1;
#pragma acc parallel loop reduction(+:c) reduction(+:t)
  for (int i = 0; i < n; ++i) {
    c += 1;
    t.a += 1;
  }
#pragma acc parallel loop reduction(+:u, c)
  for (int i = 0; i < n; ++i) {
    u.w += 1;
    c += 1;
  }
#pragma acc parallel loop reduction(+:d, c)
  for (int i = 0; i < n; ++i) {
    d += 1;
    c += 1;
  }
#pragma acc kernels
  {
    for (int i = 0; i < n; ++i)
      ps[i].x = 0;
#pragma acc loop independent reduction(+:s)
    for (int i = 0; i < n; ++i)
      s.y += 1;
  }
  *ps = s;
  *pt = t;
  *pu = u;
  *pc = c;
  *pd = d;
}

// CHECK:      int __accc_pad0 = 0;
// CHECK-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: s) reduction(__accc_red_add_Vec3: s) {{.*}} reduction(+: __accc_pad0) map(tofrom: __accc_pad0)
// CHECK:      int __accc_pad2 = 0;
// CHECK-NEXT: int __accc_pad1 = 0;
// CHECK-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: c, t) reduction(+: c) reduction(+: __accc_pad2) reduction(__accc_red_add_Vec5: t) {{.*}} reduction(+: __accc_pad1) map(tofrom: __accc_pad1) map(tofrom: __accc_pad2)
// CHECK:      int __accc_pad3 = 0;
// CHECK-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: u, c) reduction(__accc_red_add_Vec4: u) reduction(+: c) {{.*}} reduction(+: __accc_pad3) map(tofrom: __accc_pad3)
// CHECK:      #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: d, c) reduction(+: d, c)
// A kernels region split into kernels: its loop kernel too.
// CHECK:      int __accc_pad4 = 0;
// CHECK-NEXT: #pragma omp target teams distribute parallel for {{.*}}reduction(__accc_red_add_Vec3: s){{.*}} reduction(+: __accc_pad4) map(tofrom: __accc_pad4)
// CHECK-NOT:  __accc_pad

// MC-NOT: __accc_pad
