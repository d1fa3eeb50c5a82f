// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-direct-kernels %s 2>/dev/null | grep -v '^ *//' | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-direct-kernels %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -Wshadow-all -x c -
// RUN: %accc -acc=gpu -fopenacc-ast-print=omp -fopenacc-direct-kernels %s 2>/dev/null | FileCheck %s --check-prefix=AST
// RUN: %accc -acc=gpu -fopenacc-print=acc-omp -fopenacc-direct-kernels %s 2>/dev/null | FileCheck %s --check-prefix=ACCOMP
// RUN: %accc -acc=gpu -fopenacc-direct-kernels -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | grep -v '^ *//' | FileCheck %s --check-prefix=PLAIN
// RUN: %accc -acc=gpu -fopenacc-direct-kernels -fopenacc-gang-reductions -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=GRINFO
// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-direct-kernels -fopenacc-gang-reductions %s 2>/dev/null | grep -v '^ *//' | FileCheck %s --check-prefix=GR
// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-direct-kernels -fopenacc-gang-reductions %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -Wshadow-all -x c -
// RUN: %accc -acc=gpu -Wall -Wextra -Wshadow -Werror -c %s -o %t.o

// Row kernels (lib/Transform/RowKernels.cpp): a gang loop around one
// vector loop that reduces into the gang iteration's own variables gets,
// where the construct runs on a GPU, an ompx_bare kernel of a block per
// gang iteration: every thread runs the statements before the vector loop,
// the block's threads share its iterations (32-bit positions in runs of
// 2^30) and reduce them, the first thread combines the block's total with
// the variable and runs the statements after it. A vector loop without a
// reduction gets the kernel too. The OpenMP kernel stays
// the other version. The rules' exclusions say why under -Minfo=accel.

// CHECK-LABEL: void matvec(
// CHECK: const long long __accc_cv0_n0 = ((long long)(n)) > 0 ? ((long long)(n)) : 0;
// CHECK-NEXT: if (__accc_on_gpu(1) && __accc_cv0_n0 > 0 && __accc_cv0_n0 <= 2147418112) {
// CHECK-NEXT: const int __accc_cv0_m = (int)__accc_cv0_n0;
// CHECK-NEXT: #pragma omp target teams ompx_bare num_teams((__accc_cv0_m < 65535 ? __accc_cv0_m : 65535)) thread_limit(256) ompx_dyn_cgroup_mem(256) map(
// CHECK-NEXT: {
// CHECK-NEXT: const int __accc_cv0_t = ompx_thread_id_x();
// CHECK-NEXT: for (int __accc_cv0_p = ompx_block_id_x(); __accc_cv0_p < __accc_cv0_m; __accc_cv0_p += ompx_grid_dim_x()) {
// CHECK-NEXT: {
// CHECK-NEXT: int i = (int)(__accc_cv0_p);
// CHECK-NEXT: do {
// CHECK-NEXT: double sum = 0;
// CHECK-NEXT: {
// CHECK-NEXT: double __accc_cv0_r0;
// CHECK-NEXT: {
// CHECK-NEXT: __ACCC_GANG_PARTIAL(double, sum, (double)(0))
// CHECK-NEXT: const long long __accc_cv0_k = ((long long)(m)) > 0 ? ((long long)(m)) : 0;
// CHECK-NEXT: for (long long __accc_cv0_b = 0; __accc_cv0_b < __accc_cv0_k; __accc_cv0_b += 1073741824) {
// CHECK-NEXT: const int __accc_cv0_c = (int)(__accc_cv0_k - __accc_cv0_b < 1073741824 ? __accc_cv0_k - __accc_cv0_b : 1073741824);
// CHECK-NEXT: for (int __accc_cv0_q = __accc_cv0_t; __accc_cv0_q < __accc_cv0_c; __accc_cv0_q += 256) {
// CHECK-NEXT: int j = (int)(__accc_cv0_b + __accc_cv0_q);
// CHECK-NEXT: do {
// CHECK-NEXT: sum += a[i * m + j] * x[j];
// CHECK-NEXT: } while (0);
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: for (int __accc_dk_d = 16; __accc_dk_d > 0; __accc_dk_d >>= 1) { double __accc_dk_o0 = ompx_shfl_down_sync_d(~0ull, sum, __accc_dk_d, 32); sum += __accc_dk_o0; }
// CHECK-NEXT: if (__accc_dk_nt > 32) {{.*}} ompx_sync_block_acq_rel(); }
// CHECK-NEXT: if (__accc_dk_t == 0) {
// CHECK-NEXT: __accc_cv0_r0 = sum;
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: if (__accc_cv0_t == 0) {
// CHECK-NEXT: sum += __accc_cv0_r0;
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: if (__accc_cv0_t == 0) {
// CHECK-NEXT: y[i] = sum;
// CHECK-NEXT: }
// CHECK-NEXT: } while (0);
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: #pragma omp target teams distribute
// CHECK: #pragma omp parallel for reduction(+: sum)

// AST-LABEL: void matvec(
// AST: __ACCC_GANG_PARTIAL(double, sum, (double)(0))
// AST: sum += a[i * m + j] * x[j];
// AST: y[i] = sum;
// AST: } else {

// ACCOMP-LABEL: void matvec(
// ACCOMP: // (the statements before the vector loop)
// ACCOMP: // (the body of the vector loop)
// ACCOMP: // (the statements after the vector loop)

// PLAIN-LABEL: void matvec(
// PLAIN-NOT: ompx_bare
// PLAIN: #pragma omp target teams distribute
void matvec(const double *a, const double *x, double *y, int n, int m) {
#pragma acc parallel loop gang copyin(a[0:n * m], x[0:m]) copyout(y[0:n])
  for (int i = 0; i < n; ++i) {
    double sum = 0;
#pragma acc loop vector reduction(+ : sum)
    for (int j = 0; j < m; ++j)
      sum += a[i * m + j] * x[j];
    y[i] = sum;
  }
}
// INFO: row-kernels.c:{{[0-9]+}}:{{.*}}loop: a direct kernel (ompx_bare: a block of 256 threads per gang iteration

// Sparse rows, two reductions, bounds from the prefix; vector_length(48):
// the block reduction keeps its partial-warp masks.
// CHECK-LABEL: void spmv(
// CHECK: thread_limit(48) ompx_dyn_cgroup_mem(512)
// CHECK: const int b = rp[i], e = rp[i + 1];
// CHECK: __ACCC_GANG_PARTIAL(double, s, (double)(0))
// CHECK-NEXT: __ACCC_GANG_PARTIAL(float, mx, (float)(-__FLT_MAX__))
// CHECK-NEXT: const long long __accc_cv1_k = ((long long)(e) - (long long)(b)) > 0
// CHECK: int k = (int)((int)(b) + (__accc_cv1_b + __accc_cv1_q));
// CHECK: __accc_dk_mask
// CHECK: s += __accc_cv1_r0;
// CHECK-NEXT: mx = __accc_cv1_r1 > mx ? __accc_cv1_r1 : mx;
void spmv(const int *rp, const int *col, const double *v, const double *x,
          double *y, float *ymax, int n, int nnz) {
#pragma acc parallel loop gang vector_length(48) copyin(rp[0:n + 1], col[0:nnz], v[0:nnz], x[0:n]) copyout(y[0:n], ymax[0:n])
  for (int i = 0; i < n; ++i) {
    const int b = rp[i], e = rp[i + 1];
    double s = 1.0;
    float mx = -1e30f;
#pragma acc loop vector reduction(+ : s) reduction(max : mx)
    for (int k = b; k < e; ++k) {
      s += v[k] * x[col[k]];
      if ((float)v[k] > mx)
        mx = (float)v[k];
    }
    y[i] = s;
    ymax[i] = mx;
  }
}
// INFO: row-kernels.c:{{[0-9]+}}:{{.*}}a block of 48 threads per gang iteration

// Not row kernels: the reasons.
int count_rows(const double *a, double *y, int n, int m) {
  int rows = 0;
#pragma acc parallel loop gang copyin(a[0:n * m]) copyout(y[0:n]) copy(rows)
  for (int i = 0; i < n; ++i) {
    double sum = 0;
#pragma acc loop vector reduction(+ : sum)
    for (int j = 0; j < m; ++j)
      sum += a[i * m + j];
    y[i] = sum;
    if (sum > 0)
      rows = 1;
  }
  return rows;
}
// INFO: row-kernels.c:{{[0-9]+}}:{{.*}}no direct kernel: the gang loop's vector loop reduces, but the statements after it assign 'rows', declared outside the gang loop's body

int double_rows(const double *a, double *y, int n, int m) {
  int rows = 0;
#pragma acc parallel loop gang copyin(a[0:n * m]) copy(y[0:n * m], rows)
  for (int i = 0; i < n; ++i) {
#pragma acc loop vector
    for (int j = 0; j < m; ++j)
      y[i * m + j] = 2 * a[i * m + j];
    rows = 1;
  }
  return rows;
}
// A vector loop without a reduction (rule 3'): the same conditions, said
// without the reduction.
// INFO: row-kernels.c:{{[0-9]+}}:{{.*}}no direct kernel: the gang loop holds one vector loop, but the statements after it assign 'rows', declared outside the gang loop's body

int next(void);
void side_effects(const double *a, double *y, int n, int m) {
#pragma acc parallel loop gang copyin(a[0:n * m]) copyout(y[0:n])
  for (int i = 0; i < n; ++i) {
    int k = next();
    double sum = 0;
#pragma acc loop vector reduction(+ : sum)
    for (int j = 0; j < m; ++j)
      sum += a[i * m + j] * k;
    y[i] = sum;
  }
}
// INFO: row-kernels.c:{{[0-9]+}}:{{.*}}no direct kernel: the gang loop's vector loop reduces, but a statement before it is no declaration of a variable of a fixed size without side effects

void outer_sum(const double *a, double *y, int n, int m) {
  double total = 0;
#pragma acc parallel loop gang copyin(a[0:n * m]) copyout(y[0:n]) reduction(+ : total)
  for (int i = 0; i < n; ++i) {
    double sum = 0;
#pragma acc loop vector reduction(+ : sum)
    for (int j = 0; j < m; ++j)
      sum += a[i * m + j];
    y[i] = sum;
    total += sum;
  }
  y[0] += total;
}
// INFO: row-kernels.c:{{[0-9]+}}:{{.*}}no direct kernel: no worker or vector parallelism

// The unfused form: the kernel replaces the `target teams`.
// CHECK-LABEL: void unfused(
// CHECK: #pragma omp target teams ompx_bare num_teams((__accc_cv{{[0-9]+}}_m < 65535
// CHECK: } else {
// CHECK-NEXT: #pragma omp target teams map(
// CHECK: #pragma omp distribute
void unfused(const double *a, double *y, int n, int m) {
#pragma acc parallel copyin(a[0:n * m]) copyout(y[0:n])
  {
#pragma acc loop gang
    for (int i = 0; i < n; ++i) {
      double s = 0;
#pragma acc loop vector reduction(+ : s)
      for (int j = 0; j < m; ++j)
        s += a[i * m + j];
      y[i] = s;
    }
  }
}
// INFO: row-kernels.c:{{[0-9]+}}:13: remark: loop: a direct kernel (ompx_bare: a block of 256 threads per gang iteration

// A `kernels loop` whose gang loop reduces one vector loop gets it too.
// CHECK-LABEL: void kernels_loop(
// CHECK: #pragma omp target teams ompx_bare num_teams((__accc_cv{{[0-9]+}}_m < 65535
void kernels_loop(const double *a, double *y, int n, int m) {
#pragma acc kernels loop independent gang copyin(a[0:n * m]) copyout(y[0:n])
  for (int i = 0; i < n; ++i) {
    double s = 0;
#pragma acc loop vector reduction(+ : s)
    for (int j = 0; j < m; ++j)
      s += a[i * m + j];
    y[i] = s;
  }
}
// INFO: row-kernels.c:{{[0-9]+}}:13: remark: loop: a direct kernel (ompx_bare: a block of 256 threads per gang iteration

// Without a reduction (rule 3': TeaLeaf's `kernels loop independent`
// around `loop independent`) the block's threads step through the row;
// statements after the vector loop wait for the block at a barrier.
// CHECK-LABEL: void update_rows(
// CHECK: #pragma omp target teams ompx_bare num_teams((__accc_cv{{[0-9]+}}_m < 65535 ? __accc_cv{{[0-9]+}}_m : 65535)) thread_limit(256)
// CHECK: for (int __accc_cv[[R:[0-9]+]]_q = __accc_cv[[R]]_t; __accc_cv[[R]]_q < __accc_cv[[R]]_c; __accc_cv[[R]]_q += 256) {
// CHECK-NEXT: int kk = (int)(1 + (__accc_cv[[R]]_b + __accc_cv[[R]]_q));
// CHECK: p[index] = beta * p[index] + r[index];
// CHECK-NOT: ompx_sync_block
// CHECK-NOT: __accc_cv[[R]]_t == 0
// CHECK: } else {
// CHECK-NEXT: #pragma omp target teams distribute
// CHECK: #pragma omp parallel for
void update_rows(int x, int y, double beta, double *p, const double *r) {
#pragma acc kernels loop independent copy(p[0:x * y]) copyin(r[0:x * y])
  for (int jj = 1; jj < y - 1; ++jj) {
#pragma acc loop independent
    for (int kk = 1; kk < x - 1; ++kk) {
      const int index = kk + jj * x;
      p[index] = beta * p[index] + r[index];
    }
  }
}
// INFO: row-kernels.c:{{[0-9]+}}:13: remark: loop: a direct kernel (ompx_bare: a block of 256 threads per gang iteration, at most 65535 blocks stepping through the loop; the vector loop's iterations across the block's threads) where

// CHECK-LABEL: void scale_rows(
// CHECK: #pragma omp target teams ompx_bare
// CHECK: a[i * m + j] = a[i * m + j] / 2;
// CHECK: ompx_sync_block_acq_rel();
// CHECK-NEXT: }
// CHECK-NEXT: if (__accc_cv{{[0-9]+}}_t == 0) {
// CHECK-NEXT: y[i] = a[i * m];
void scale_rows(double *a, double *y, int n, int m) {
#pragma acc parallel loop gang copy(a[0:n * m]) copyout(y[0:n])
  for (int i = 0; i < n; ++i) {
#pragma acc loop vector
    for (int j = 0; j < m; ++j)
      a[i * m + j] = a[i * m + j] / 2;
    y[i] = a[i * m];
  }
}

// Rule 1': a sum over the whole nest that the gang loop and the vector loop
// both reduce (found by the dependence analysis in a kernels loop, TeaLeaf's
// cg_calc_ur) goes through libacc's memory (GangReductions.cpp rule 1'):
// each thread's partial result of the kernel, the blocks' reduction and one
// atomic per block after the rows, at most 2048 / 256 blocks per SM; the
// OpenMP kernel's `distribute` has no reduction clause, its inner loop's
// `parallel for` reduces the team's partial result.
// GR-LABEL: double sum_rows(
// GR: double *const __accc_gr_t0 = (double *)__accc_gang_reduction_target(&sum, sizeof sum, &__accc_gr_res->r0, 1);
// GR: #pragma omp target teams ompx_bare num_teams((__accc_cv{{[0-9]+}}_m < 1056 ? __accc_cv{{[0-9]+}}_m : 1056)) thread_limit(256) ompx_dyn_cgroup_mem(256)
// GR-NEXT: {
// GR-NEXT: __ACCC_GANG_PARTIAL(double, sum, 0)
// GR: sum += r[index] * r[index];
// GR: ompx_shfl_down_sync_d(
// GR: __accc_gr->v0 += sum;
// GR: } else {
// GR-NEXT: #pragma omp target teams {{.*}}is_device_ptr(__accc_gr_t0, __accc_gr)
// GR-NEXT: {
// GR-NEXT: __ACCC_GANG_PARTIAL(double, sum, 0)
// GR-NEXT: unsigned __accc_gr_last;
// GR-NEXT: #pragma omp distribute{{$}}
// GR: #pragma omp parallel for reduction(+: sum)
// GR: if (__accc_gr_t0 == &__accc_gr_res->r0) sum = __accc_gr_res->r0;
double sum_rows(int x, int y, double alpha, double *u, const double *w,
                double *r) {
  double sum = 0;
#pragma acc kernels loop independent copy(u[0:x * y], r[0:x * y]) copyin(w[0:x * y])
  for (int jj = 1; jj < y - 1; ++jj) {
#pragma acc loop independent
    for (int kk = 1; kk < x - 1; ++kk) {
      const int index = kk + jj * x;
      u[index] += alpha * r[index];
      r[index] -= alpha * w[index];
      sum += r[index] * r[index];
    }
  }
  return sum;
}
// GRINFO: row-kernels.c:[[#@LINE-12]]:13: remark: gang reduction: one atomic per team into libacc's memory
// GRINFO: row-kernels.c:[[#@LINE-13]]:13: remark: loop: a direct kernel (ompx_bare: a block of 256 threads per gang iteration, at most 8 blocks per SM stepping through the loop; the vector loop's iterations across the block's threads and a block reduction)

// num_gangs keeps the OpenMP kernel (the gangs asked for).
void gangs_given(const double *a, double *y, int n, int m) {
#pragma acc parallel loop gang num_gangs(64) copyin(a[0:n * m]) copyout(y[0:n])
  for (int i = 0; i < n; ++i) {
    double s = 0;
#pragma acc loop vector reduction(+ : s)
    for (int j = 0; j < m; ++j)
      s += a[i * m + j];
    y[i] = s;
  }
}
// INFO: row-kernels.c:{{[0-9]+}}:13: remark: no direct kernel: num_gangs given
