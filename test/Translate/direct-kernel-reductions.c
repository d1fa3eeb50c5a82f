// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-gang-reductions -fopenacc-direct-kernels %s 2>/dev/null | grep -v '^ *//' | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-gang-reductions -fopenacc-direct-kernels %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -Wshadow-all -x c -
// RUN: %accc -acc=gpu -fopenacc-gang-reductions -fopenacc-direct-kernels -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: %accc -acc=gpu -fopenacc-direct-kernels -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=OPENMP
// RUN: %accc -acc=gpu -Wall -Wextra -Wshadow -Werror -c %s -o %t.o

// Direct kernels that reduce (lib/Transform/DirectKernels.cpp rule 8,
// GangReductions.cpp rule 6): where a gang reduction goes through libacc's
// memory, the collapsed nest or loop becomes an ompx_bare kernel of at most
// a few blocks per SM (1056 of 256 threads for the 132 SMs of sm_90) whose
// threads step through the outermost loop; each block combines its
// threads' partial results (warp shuffles, one block-shared slot per warp)
// and adds them with one atomic; the last block applies the total. The
// choice is made on the host, before the OpenMP kernel, which keeps its
// 32-bit index version and takes the host's trip counts.

#include <math.h>

double sweep(const double *a, double *b, int n, int m) {
  double err = 0.0;
  #pragma acc parallel loop collapse(2) reduction(max:err) present(a[0:n*m], b[0:n*m])
  for (int j = 1; j < n - 1; ++j)
    for (int i = 1; i < m - 1; ++i) {
      b[j * m + i] = 0.5 * (a[j * m + i - 1] + a[j * m + i + 1]);
      err = fmax(err, fabs(b[j * m + i] - a[j * m + i]));
    }
  return err;
}
// CHECK-LABEL: double sweep(
// CHECK: double *const __accc_gr_t0 = (double *)__accc_gang_reduction_target(&err, sizeof err, &__accc_gr_res->r0, 1);
// CHECK-NEXT: {
// CHECK-NEXT: const long long __accc_cv0_n0 = ((long long)(n - 1) - 1) > 0 ? ((long long)(n - 1) - 1) : 0;
// CHECK-NEXT: const long long __accc_cv0_n1 = ((long long)(m - 1) - 1) > 0 ? ((long long)(m - 1) - 1) : 0;
// CHECK-NEXT: if (__accc_on_gpu(1) && __accc_cv0_n0 > 0 && __accc_cv0_n1 > 0 && __accc_cv0_n1 <= 2147483391 && __accc_cv0_n0 <= 2147213311) {
// CHECK:      const int __accc_cv0_gy = (__accc_cv0_my + __accc_cv0_ty - 1) / __accc_cv0_ty;
// CHECK-NEXT: const int __accc_cv0_cy = 1056 / ((__accc_cv0_mx + __accc_cv0_tx - 1) / __accc_cv0_tx);
// CHECK-NEXT: #pragma omp target teams ompx_bare num_teams((__accc_cv0_mx + __accc_cv0_tx - 1) / __accc_cv0_tx, (__accc_cv0_gy < __accc_cv0_cy ? __accc_cv0_gy : __accc_cv0_cy > 0 ? __accc_cv0_cy : 1)) thread_limit(__accc_cv0_tx, __accc_cv0_ty) ompx_dyn_cgroup_mem(256) map(ompx_hold, present, alloc: a[0:n*m], b[0:n*m]) firstprivate(n, m) shared(b, a) is_device_ptr(__accc_gr_t0, __accc_gr)
// CHECK-NEXT: {
// CHECK-NEXT: __ACCC_GANG_PARTIAL(double, err, -__DBL_MAX__)
// CHECK-NEXT: const int __accc_cv0_px = ompx_block_id_x() * __accc_cv0_tx + ompx_thread_id_x();
// CHECK-NEXT: for (int __accc_cv0_py = ompx_block_id_y() * __accc_cv0_ty + ompx_thread_id_y(); __accc_cv0_py < __accc_cv0_my; __accc_cv0_py += ompx_grid_dim_y() * __accc_cv0_ty) {
// CHECK-NEXT: if (__accc_cv0_px < __accc_cv0_mx) {
// CHECK-NEXT: int j = (int)(1 + (__accc_cv0_py));
// CHECK-NEXT: int i = (int)(1 + (__accc_cv0_px));
// CHECK-NEXT: do {
// CHECK:      } while (0);
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: const int __accc_dk_t = (ompx_thread_id_z() * ompx_block_dim_y() + ompx_thread_id_y()) * ompx_block_dim_x() + ompx_thread_id_x();
// CHECK-NEXT: const int __accc_dk_nt = ompx_block_dim_x() * ompx_block_dim_y() * ompx_block_dim_z();
// CHECK-NEXT: const int __accc_dk_w = __accc_dk_nt - (__accc_dk_t & ~31) < 32 ? __accc_dk_nt - (__accc_dk_t & ~31) : 32;
// CHECK-NEXT: const unsigned long long __accc_dk_mask = __accc_dk_w == 32 ? ~0ull : (1ull << __accc_dk_w) - 1;
// CHECK-NEXT: char *const __accc_dk_sh = (char *)llvm_omp_target_dynamic_shared_alloc();
// CHECK-NEXT: double *const __accc_dk_s0 = (double *)(__accc_dk_sh + 0);
// CHECK-NEXT: for (int __accc_dk_d = 16; __accc_dk_d > 0; __accc_dk_d >>= 1) { double __accc_dk_o0 = ompx_shfl_down_sync_d(__accc_dk_mask, err, __accc_dk_d, 32); if ((__accc_dk_t & 31) + __accc_dk_d < __accc_dk_w) err = __accc_dk_o0 > err ? __accc_dk_o0 : err; }
// CHECK-NEXT: if (__accc_dk_nt > 32) { if ((__accc_dk_t & 31) == 0) { __accc_dk_s0[__accc_dk_t >> 5] = err; } ompx_sync_block_acq_rel(); if (__accc_dk_t < 32) { err = __accc_dk_t < (__accc_dk_nt + 31) >> 5 ? __accc_dk_s0[__accc_dk_t] : (double)(-__DBL_MAX__); for (int __accc_dk_d = 16; __accc_dk_d > 0; __accc_dk_d >>= 1) { double __accc_dk_o0 = ompx_shfl_down_sync_d(~0ull, err, __accc_dk_d, 32); err = __accc_dk_o0 > err ? __accc_dk_o0 : err; } } }
// CHECK-NEXT: if (__accc_dk_t == 0) {
// CHECK-NEXT: unsigned __accc_gr_last;
// CHECK-NEXT: #pragma omp atomic compare
// CHECK-NEXT: if (__accc_gr->v0 < err) { __accc_gr->v0 = err; }
// CHECK-NEXT: #pragma omp atomic capture seq_cst
// CHECK-NEXT: __accc_gr_last = __accc_gr->teams++;
// CHECK-NEXT: if (__accc_gr_last == (unsigned)(ompx_grid_dim_x() * ompx_grid_dim_y() * ompx_grid_dim_z()) - 1) { *__accc_gr_t0 = __accc_gr->v0 > *__accc_gr_t0 ? __accc_gr->v0 : *__accc_gr_t0; __accc_gr->v0 = -__DBL_MAX__; __accc_gr->teams = 0; }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: #pragma omp target teams map(ompx_hold, present, alloc: a[0:n*m], b[0:n*m]) firstprivate(n, m) shared(b, a) num_teams({{.*}}) thread_limit(256) is_device_ptr(__accc_gr_t0, __accc_gr)
// CHECK-NEXT: {
// CHECK-NEXT: __ACCC_GANG_PARTIAL(double, err, -__DBL_MAX__)
// CHECK-NEXT: unsigned __accc_gr_last;
// CHECK-NEXT: {
// CHECK-NEXT: if (__accc_cv0_n0 <= 2147483647 && __accc_cv0_n1 <= 2147483647 && __accc_cv0_n0 * __accc_cv0_n1 <= 2147483647) {
// CHECK:      #pragma omp distribute parallel for reduction(max: err) dist_schedule(static) schedule(static, 4)
// CHECK:      } else {
// CHECK-NEXT: #pragma omp distribute parallel for reduction(max: err) collapse(2) dist_schedule(static) schedule(static, 4)
// CHECK:      if (__accc_gr_last == (unsigned)omp_get_num_teams() - 1) {{.*}} __accc_gr->teams = 0; }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: if (__accc_gr_t0 == &__accc_gr_res->r0) err = __accc_gr_res->r0;

float dot(const float *x, const float *y, int n, int m, int *count) {
  float s = 0.0f;
  int c = 0;
  #pragma acc parallel loop collapse(2) reduction(+:s, c) copyin(x[0:n*m], y[0:n*m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float t = x[i * m + j] * y[i * m + j];
      if (t == 0.0f)
        continue;
      s += t;
      ++c;
    }
  *count = c;
  return s;
}
// Each variable's shuffle has its size (float, int); `continue` ends the
// thread's iteration, not its loop over the rows.
// CHECK-LABEL: float dot(
// CHECK:      #pragma omp target teams ompx_bare {{.*}} is_device_ptr(__accc_gr_t0, __accc_gr_t1, __accc_gr)
// CHECK-NEXT: {
// CHECK-NEXT: __ACCC_GANG_PARTIAL(float, s, 0)
// CHECK-NEXT: __ACCC_GANG_PARTIAL(int, c, 0)
// CHECK:      do {
// CHECK:      continue;
// CHECK:      } while (0);
// CHECK:      char *const __accc_dk_sh = (char *)llvm_omp_target_dynamic_shared_alloc();
// CHECK-NEXT: float *const __accc_dk_s0 = (float *)(__accc_dk_sh + 0);
// CHECK-NEXT: int *const __accc_dk_s1 = (int *)(__accc_dk_sh + 256);
// CHECK-NEXT: for ({{.*}}) { float __accc_dk_o0 = ompx_shfl_down_sync_f(__accc_dk_mask, s, __accc_dk_d, 32); {{.*}} s += __accc_dk_o0; int __accc_dk_o1 = (int)ompx_shfl_down_sync_i(__accc_dk_mask, (int)c, __accc_dk_d, 32); {{.*}} c += __accc_dk_o1; }
// CHECK:      #pragma omp atomic
// CHECK-NEXT: __accc_gr->v0 += s;
// CHECK-NEXT: #pragma omp atomic
// CHECK-NEXT: __accc_gr->v1 += c;

double sum(const double *x, int n) {
  double s = 0.0;
  #pragma acc parallel loop reduction(+:s) copyin(x[0:n])
  for (int i = 0; i < n; ++i)
    s += x[i];
  return s;
}
// A single loop that reduces keeps the OpenMP kernel (DirectKernels.cpp
// rule 3).
// CHECK-LABEL: double sum(
// CHECK-NOT:  ompx_bare
// CHECK:      #pragma omp distribute parallel for reduction(+: s)

long long bits(const unsigned long long *v, int n, int m, int k) {
  unsigned long long x = 0;
  char any = 0;
  #pragma acc parallel loop collapse(3) reduction(^:x) reduction(||:any) copyin(v[0:n*m*k])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      for (int l = 0; l < k; ++l) {
        x ^= v[(i * m + j) * k + l];
        any = any || v[(i * m + j) * k + l] == 7;
      }
  return any ? (long long)x : -1;
}
// Three loops: z steps, its cap what x and y leave; 8-byte and 1-byte
// integers shuffle as long and int.
// CHECK-LABEL: long long bits(
// CHECK:      const int __accc_cv3_cz = 1056 / (((__accc_cv3_mx + __accc_cv3_tx - 1) / __accc_cv3_tx) * ((__accc_cv3_my + __accc_cv3_ty - 1) / __accc_cv3_ty));
// CHECK-NEXT: #pragma omp target teams ompx_bare num_teams((__accc_cv3_mx + __accc_cv3_tx - 1) / __accc_cv3_tx, (__accc_cv3_my + __accc_cv3_ty - 1) / __accc_cv3_ty, (__accc_cv3_gz < __accc_cv3_cz ? __accc_cv3_gz : __accc_cv3_cz > 0 ? __accc_cv3_cz : 1))
// CHECK:      const int __accc_cv3_py = ompx_block_id_y() * __accc_cv3_ty + ompx_thread_id_y();
// CHECK-NEXT: for (int __accc_cv3_pz = ompx_block_id_z() * __accc_cv3_tz + ompx_thread_id_z(); __accc_cv3_pz < __accc_cv3_mz; __accc_cv3_pz += ompx_grid_dim_z() * __accc_cv3_tz) {
// CHECK-NEXT: if (__accc_cv3_px < __accc_cv3_mx && __accc_cv3_py < __accc_cv3_my) {
// CHECK:      unsigned long long __accc_dk_o0 = (unsigned long long)ompx_shfl_down_sync_l(__accc_dk_mask, (long)x, __accc_dk_d, 32);
// CHECK-SAME: x ^= __accc_dk_o0;
// CHECK-SAME: char __accc_dk_o1 = (char)ompx_shfl_down_sync_i(__accc_dk_mask, (int)any, __accc_dk_d, 32);
// CHECK-SAME: any = any || __accc_dk_o1;
// CHECK:      __accc_gr->v1 |= (any != 0);

// INFO: direct-kernel-reductions.c:21:15: remark: collapse(2): a direct kernel (ompx_bare: blocks of up to 256 threads, a few per SM, stepping through the outer loop; a block reduction and one atomic per block) where the construct runs on a GPU and the loops' counts fit, else the OpenMP kernel (two kernels)
// INFO-NEXT: direct-kernel-reductions.c:21:15: remark: collapse(2): a 32-bit index where the nest's iterations fit in an int, else a 64-bit one (two kernels)
// INFO: direct-kernel-reductions.c:{{[0-9]+}}:15: remark: collapse(2): a direct kernel
// INFO: direct-kernel-reductions.c:{{[0-9]+}}:15: remark: no direct kernel: a single loop that reduces (the OpenMP kernel's runs of consecutive iterations per thread read faster)
// INFO: direct-kernel-reductions.c:{{[0-9]+}}:15: remark: collapse(3): a direct kernel

// Without the gang reductions (the print modes' default, or
// -fno-openacc-gang-reductions) the OpenMP kernels reduce.
// OPENMP: direct-kernel-reductions.c:21:15: remark: no direct kernel: a reduction other than a gang reduction through libacc's memory

// A single loop whose variable is wider than 32 bits gets the direct kernel
// (DirectKernels.cpp rule 3: the OpenMP kernel's 64-bit iteration space
// costs registers), one level stepping through the grid, nothing left to
// guard; the slots in dynamic shared memory.
double dotl(const double *a, const double *b, long n) {
  double s = 0;
  #pragma acc parallel loop reduction(+:s) copyin(a[0:n], b[0:n])
  for (long i = 0; i < n; ++i)
    s += a[i] * b[i];
  return s;
}
// CHECK-LABEL: double dotl(
// CHECK:      const int __accc_cv[[V:[0-9]+]]_cx = 1056;
// CHECK-NEXT: #pragma omp target teams ompx_bare num_teams((__accc_cv[[V]]_gx < __accc_cv[[V]]_cx ? __accc_cv[[V]]_gx : __accc_cv[[V]]_cx > 0 ? __accc_cv[[V]]_cx : 1)) thread_limit(__accc_cv[[V]]_tx) ompx_dyn_cgroup_mem(256)
// CHECK:      for (int __accc_cv[[V]]_px = ompx_block_id_x() * __accc_cv[[V]]_tx + ompx_thread_id_x(); __accc_cv[[V]]_px < __accc_cv[[V]]_mx; __accc_cv[[V]]_px += ompx_grid_dim_x() * __accc_cv[[V]]_tx) {
// CHECK-NEXT: {
// CHECK-NEXT: long i = (long)(__accc_cv[[V]]_px);
// INFO: direct-kernel-reductions.c:[[@LINE-11]]:15: remark: loop: a direct kernel (ompx_bare: blocks of up to 256 threads, a few per SM, stepping through the outer loop; a block reduction and one atomic per block)
