// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-direct-kernels %s 2>/dev/null | grep -v '^ *//' | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-direct-kernels %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | grep -v '^ *//' | FileCheck %s --check-prefix=PRINT
// RUN: %accc -acc=gpu -fopenacc-direct-kernels -fopenacc-print=omp -fopenacc-ast-dump %s 2>/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: %accc -acc=gpu -fopenacc-direct-kernels -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: %accc -acc=gpu -Wall -Wextra -Wshadow -Werror -c %s -o %t.o
// RUN: %accc -acc=multicore -fopenacc-direct-kernels -fopenacc-print=omp %s 2>/dev/null | grep -v '^ *//' | FileCheck %s --check-prefix=PRINT

// Collapsed GPU nests and single loops get a second kernel in LLVM's
// ompx_bare mode, one thread per iteration, where the construct runs on a
// GPU (lib/Transform/DirectKernels.cpp). The compile path makes them; the
// print modes with -fopenacc-direct-kernels (the printed OpenMP is LLVM's
// only); multicore and host never.

// CHECK: #include <ompx.h>
// PRINT-NOT: ompx_bare
// PRINT-NOT: ompx.h

#pragma acc routine gang
void zero_rows(double *a, int n) {
  #pragma acc loop gang
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}

// 2-D: the inner loop along x, the outer along y; the private scalar is
// each thread's; a continue ends the iteration.
void two(double *a, const double *b, int n, int m, int on) {
  double t;
  #pragma acc parallel loop collapse(2) present(a[0:n*m], b[0:n*m]) private(t) if(on)
  for (int i = 1; i < n; ++i)
    for (int j = 0; j < m; j += 2) {
      t = b[i * m + j];
      if (t < 0)
        continue;
      a[i * m + j] = t;
    }
}
// CHECK-LABEL: void two(
// CHECK: const long long __accc_cv[[V:[0-9]+]]_n0 =
// CHECK: const long long __accc_cv[[V]]_n1 =
// CHECK: if (__accc_on_gpu(__ACCC_ON(on)) && __accc_cv[[V]]_n0 > 0 && __accc_cv[[V]]_n1 > 0 && __accc_cv[[V]]_n1 <= 2147483391 && __accc_cv[[V]]_n0 <= 524280) {
// CHECK-NEXT: const int __accc_cv[[V]]_mx = (int)__accc_cv[[V]]_n1;
// CHECK-NEXT: const int __accc_cv[[V]]_my = (int)__accc_cv[[V]]_n0;
// CHECK-NEXT: const int __accc_cv[[V]]_tx0 = __accc_cv[[V]]_mx < 32 ? __accc_cv[[V]]_mx : 32;
// CHECK-NEXT: const int __accc_cv[[V]]_ty = __accc_cv[[V]]_my < 256 / __accc_cv[[V]]_tx0 ? __accc_cv[[V]]_my : 256 / __accc_cv[[V]]_tx0;
// CHECK-NEXT: const int __accc_cv[[V]]_tx = __accc_cv[[V]]_mx < 256 / __accc_cv[[V]]_ty ? __accc_cv[[V]]_mx : 256 / __accc_cv[[V]]_ty;
// CHECK-NEXT: #pragma omp target teams ompx_bare num_teams((__accc_cv[[V]]_mx + __accc_cv[[V]]_tx - 1) / __accc_cv[[V]]_tx, (__accc_cv[[V]]_my + __accc_cv[[V]]_ty - 1) / __accc_cv[[V]]_ty) thread_limit(__accc_cv[[V]]_tx, __accc_cv[[V]]_ty) map(ompx_hold, present, alloc: a[0:n*m], b[0:n*m])
// CHECK-NOT: if(target
// CHECK-NOT: {{ }}private(
// CHECK-SAME: {{$}}
// CHECK-NEXT: {
// CHECK-NEXT: const int __accc_cv[[V]]_px = ompx_block_id_x() * __accc_cv[[V]]_tx + ompx_thread_id_x();
// CHECK-NEXT: const int __accc_cv[[V]]_py = ompx_block_id_y() * __accc_cv[[V]]_ty + ompx_thread_id_y();
// CHECK-NEXT: if (__accc_cv[[V]]_px < __accc_cv[[V]]_mx && __accc_cv[[V]]_py < __accc_cv[[V]]_my) {
// CHECK-NEXT: int i = (int)(1 + (__accc_cv[[V]]_py));
// CHECK-NEXT: int j = (int)((long long)(int)(0) + (long long)(__accc_cv[[V]]_px) * 2);
// CHECK-NEXT: double t;
// CHECK-NEXT: do {
// CHECK:      continue;
// CHECK:      } while (0);
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: #pragma omp target teams distribute parallel for {{.*}} if(target: on) collapse(2) private(t)

// 3-D: z, y, x; the block's threads spread over the three.
void three(double *a, int n0, int n1, int n2) {
  #pragma acc parallel loop gang worker vector collapse(3) copy(a[0:n0*n1*n2])
  for (int i = 0; i < n0; ++i)
    for (int j = 0; j < n1; ++j)
      for (int k = 0; k < n2; ++k)
        a[(i * n1 + j) * n2 + k] += 1;
}
// CHECK-LABEL: void three(
// CHECK: if (__accc_on_gpu(1) && {{.*}} && __accc_cv[[W:[0-9]+]]_n2 <= 2147483391 && __accc_cv[[W]]_n1 <= 524280 && __accc_cv[[W]]_n0 <= 65535) {
// CHECK: const int __accc_cv[[W]]_tz = __accc_cv[[W]]_mz < 256 / (__accc_cv[[W]]_tx0 * __accc_cv[[W]]_ty) ? __accc_cv[[W]]_mz : 256 / (__accc_cv[[W]]_tx0 * __accc_cv[[W]]_ty);
// CHECK-NEXT: const int __accc_cv[[W]]_tx = __accc_cv[[W]]_mx < 256 / (__accc_cv[[W]]_ty * __accc_cv[[W]]_tz) ? __accc_cv[[W]]_mx : 256 / (__accc_cv[[W]]_ty * __accc_cv[[W]]_tz);
// CHECK-NEXT: #pragma omp target teams ompx_bare num_teams({{.*}}, {{.*}}, (__accc_cv[[W]]_mz + __accc_cv[[W]]_tz - 1) / __accc_cv[[W]]_tz) thread_limit(__accc_cv[[W]]_tx, __accc_cv[[W]]_ty, __accc_cv[[W]]_tz) map(ompx_hold, tofrom: a[0:n0*n1*n2])
// CHECK: int i = (int)(__accc_cv[[W]]_pz);
// CHECK-NEXT: int j = (int)(__accc_cv[[W]]_py);
// CHECK-NEXT: int k = (int)(__accc_cv[[W]]_px);

// A single loop with a 64-bit variable, on a queue.
void one(double *a, long n) {
  #pragma acc parallel loop copy(a[0:n]) async(3)
  for (long i = 0; i < n; ++i)
    a[i] *= 2;
}
// CHECK-LABEL: void one(
// CHECK: if (__accc_on_gpu(1) && __accc_cv[[X:[0-9]+]]_n0 > 0 && __accc_cv[[X]]_n0 <= 2147483391) {
// CHECK-NEXT: const int __accc_cv[[X]]_mx = (int)__accc_cv[[X]]_n0;
// CHECK-NEXT: const int __accc_cv[[X]]_tx = __accc_cv[[X]]_mx < 256 ? __accc_cv[[X]]_mx : 256;
// CHECK-NEXT: const int __accc_cv[[X]]_kx = __accc_cv[[X]]_mx >= 4194304 && __accc_cv[[X]]_mx <= 1073741824 ? 4 : 1;
// CHECK-NEXT: #pragma omp target teams ompx_bare num_teams((int)(((long long)__accc_cv[[X]]_mx + __accc_cv[[X]]_tx * __accc_cv[[X]]_kx - 1) / (__accc_cv[[X]]_tx * __accc_cv[[X]]_kx))) thread_limit(__accc_cv[[X]]_tx) map(ompx_hold, tofrom: a[0:n]) firstprivate(n) shared(a) nowait depend(inout: *__accc_queue(__accc_async))
// CHECK-NEXT: {
// CHECK-NEXT: for (int __accc_cv[[X]]_u = 0, __accc_cv[[X]]_px = ompx_block_id_x() * __accc_cv[[X]]_tx * __accc_cv[[X]]_kx + ompx_thread_id_x(); __accc_cv[[X]]_u < __accc_cv[[X]]_kx && __accc_cv[[X]]_px < __accc_cv[[X]]_mx; ++__accc_cv[[X]]_u, __accc_cv[[X]]_px += __accc_cv[[X]]_tx) {
// CHECK: long i = (long)(__accc_cv[[X]]_px);

// No direct kernel: each reason.
int side;
int next(void) { return side++; }
double none(double *a, int n, int m) {
  double s = 0;
  #pragma acc parallel loop collapse(2) copy(a[0:n*m]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      s += a[i * m + j];
  #pragma acc parallel loop collapse(2) copy(a[0:n*m]) vector_length(m)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      a[i * m + j] = 0;
  #pragma acc parallel loop copy(a[0:n*m]) if(next())
  for (int i = 0; i < n; ++i)
    a[i] = 0;
  #pragma acc parallel loop copy(a[0:n*m])
  for (int i = 0; i < n; ++i)
    zero_rows(a, i);
  return s;
}
// CHECK-LABEL: double none(
// CHECK-NOT: ompx_bare

// DUMP: DirectKernel if (__accc_on_gpu(__ACCC_ON(on)) && {{.*}}) omp target teams
// DUMP-NEXT: ompx_bare
// DUMP-NEXT: num_teams((__accc_cv0_mx + __accc_cv0_tx - 1) / __accc_cv0_tx, (__accc_cv0_my + __accc_cv0_ty - 1) / __accc_cv0_ty)
// DUMP-NEXT: thread_limit(__accc_cv0_tx, __accc_cv0_ty)
// DUMP: Positions
// DUMP: if (__accc_cv{{[0-9]+}}_px < __accc_cv{{[0-9]+}}_mx && __accc_cv{{[0-9]+}}_py < __accc_cv{{[0-9]+}}_my)
// DUMP: LocalCopy 'double t;'

// INFO: direct-kernels.c:30:15: remark: collapse(2): a direct kernel (ompx_bare: one thread per iteration, blocks of up to 256 threads) where the construct runs on a GPU and the loops' counts fit, else a 64-bit index (two kernels)
// INFO: direct-kernels.c:69:15: remark: collapse(3): a direct kernel
// INFO: direct-kernels.c:86:15: remark: loop: a direct kernel {{.*}} else the OpenMP kernel (two kernels)
// INFO: direct-kernels.c:105:15: remark: no direct kernel: a reduction
// INFO: direct-kernels.c:109:15: remark: no direct kernel: num_workers or vector_length other than constants of at most 1024 threads in all
// INFO: direct-kernels.c:113:15: remark: no direct kernel: a condition with side effects
// INFO: direct-kernels.c:116:15: remark: no direct kernel: the loop body calls zero_rows, which holds a gang loop

// A kernels region split into kernels: each loop nest's kernel gets one.
void region(double *restrict a, double *restrict b, int n) {
  #pragma acc kernels copy(a[0:n], b[0:n])
  {
    #pragma acc loop independent
    for (int i = 0; i < n; ++i)
      a[i] = 1;
    for (int i = 0; i < n; ++i)
      b[i] = a[i] + 1;
  }
}
// CHECK-LABEL: void region(
// CHECK: #pragma omp target teams ompx_bare
// CHECK: #pragma omp target teams ompx_bare
// INFO: direct-kernels.c:144:17: remark: loop: a direct kernel
// INFO: direct-kernels.c:147:5: remark: loop: a direct kernel
// INFO: direct-kernels.c:160:15: remark: collapse(2): a direct kernel (ompx_bare: one thread per iteration, blocks of up to 64 threads)

// Constant num_workers and vector_length: blocks of their product.
void shaped(double *a, int n, int m) {
  #pragma acc parallel loop gang worker vector collapse(2) num_workers(2) vector_length(32) copy(a[0:n*m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      a[i * m + j] += 1;
}
// CHECK-LABEL: void shaped(
// CHECK: && __accc_cv[[S:[0-9]+]]_n1 <= 2147483391 && __accc_cv[[S]]_n0 <= 131070) {
// CHECK: const int __accc_cv[[S]]_tx0 = __accc_cv[[S]]_mx < 32 ? __accc_cv[[S]]_mx : 32;
// CHECK-NEXT: const int __accc_cv[[S]]_ty = __accc_cv[[S]]_my < 64 / __accc_cv[[S]]_tx0 ? __accc_cv[[S]]_my : 64 / __accc_cv[[S]]_tx0;
// CHECK-NEXT: const int __accc_cv[[S]]_tx = __accc_cv[[S]]_mx < 64 / __accc_cv[[S]]_ty ? __accc_cv[[S]]_mx : 64 / __accc_cv[[S]]_ty;
// CHECK-NEXT: #pragma omp target teams ompx_bare

// A body holding a loop of its own (a matrix product's k loop) gets the
// kernel too: with the loop branches ptxas unrolls (lib/Ptx), it ran
// faster than the OpenMP kernel (docs/Mapping.md "Direct kernels").
void product(const double *restrict a, const double *restrict b,
             double *restrict c, int n) {
  #pragma acc parallel loop collapse(2) copyin(a[0:n*n], b[0:n*n]) copyout(c[0:n*n])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      double sum = 0;
      for (int k = 0; k < n; ++k)
        sum += a[i * n + k] * b[k * n + j];
      c[i * n + j] = sum;
    }
}
// CHECK-LABEL: void product(
// CHECK: #pragma omp target teams ompx_bare
// CHECK: for (int k = 0; k < n; ++k)
// INFO: direct-kernels.c:177:15: remark: collapse(2): a direct kernel
