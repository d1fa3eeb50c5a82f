// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-direct-kernels -fopenacc-gang-reductions %s 2>/dev/null | grep -v '^ *//' | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-direct-kernels -fopenacc-gang-reductions %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=gpu -fopenacc-direct-kernels -fopenacc-gang-reductions -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: %accc -acc=gpu -Wall -Wextra -Wshadow -Werror -c %s -o %t.o

// Direct kernels for a `parallel` construct whose body is its one loop
// construct, written unfused (DirectKernels.cpp rule 9): the kernel takes
// the place of the whole `target teams`, the loop directive's private
// clauses become its per-thread declarations, and a gang reduction's team
// statements are the construct's (GangReductions.cpp rule 1), so that the
// kernel's copy of the loop body holds none of them.

#include <math.h>

void smooth(const double *a, double *b, int n, int m) {
  double t;
  #pragma acc parallel present(a[0:n*m], b[0:n*m])
  {
    #pragma acc loop gang vector collapse(2) private(t)
    for (int j = 1; j < n - 1; ++j)
      for (int i = 1; i < m - 1; ++i) {
        t = a[j * m + i - 1] + a[j * m + i + 1];
        b[j * m + i] = 0.5 * t;
      }
  }
}
// CHECK-LABEL: void smooth(
// CHECK:      #pragma omp target teams ompx_bare num_teams({{.*}}) thread_limit(__accc_cv0_tx, __accc_cv0_ty) map(ompx_hold, present, alloc: a[0:n*m], b[0:n*m]) firstprivate(n, m) shared(a, b)
// CHECK:      int i = (int)(1 + (__accc_cv0_px));
// CHECK-NEXT: double t;
// CHECK-NEXT: do {
// CHECK:      } while (0);
// CHECK:      } else {
// CHECK-NEXT: #pragma omp target teams map(ompx_hold, present, alloc: a[0:n*m], b[0:n*m]) firstprivate(n, m) shared(a, b) thread_limit(512)
// CHECK-NEXT: {
// CHECK-NEXT: #pragma omp distribute parallel for collapse(2) private(t)

double residual(const double *a, const double *b, int n, int m) {
  double r = 0.0;
  #pragma acc parallel present(a[0:n*m], b[0:n*m]) reduction(max:r)
  #pragma acc loop gang vector collapse(2) reduction(max:r)
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i)
      r = fmax(r, fabs(a[j * m + i] - b[j * m + i]));
  return r;
}
// CHECK-LABEL: double residual(
// CHECK:      #pragma omp target teams ompx_bare {{.*}} is_device_ptr(__accc_gr_t0, __accc_gr)
// CHECK-NEXT: {
// CHECK-NEXT: __ACCC_GANG_PARTIAL(double, r, -__DBL_MAX__)
// CHECK:      do {
// CHECK-NEXT: r = fmax(r, fabs(a[j * m + i] - b[j * m + i]));
// CHECK-NEXT: } while (0);
// CHECK:      if (__accc_dk_t == 0) {
// CHECK:      } else {
// CHECK-NEXT: #pragma omp target teams {{.*}} thread_limit(256) is_device_ptr(__accc_gr_t0, __accc_gr)
// CHECK-NEXT: {
// CHECK-NEXT: __ACCC_GANG_PARTIAL(double, r, -__DBL_MAX__)
// CHECK-NEXT: unsigned __accc_gr_last;
// CHECK-NEXT: #pragma omp distribute parallel for collapse(2) reduction(max: r)
// CHECK:      r = fmax(r, fabs(a[j * m + i] - b[j * m + i]));
// CHECK-NEXT: #pragma omp atomic compare

void shift(double *x, int n) {
  #pragma acc parallel present(x[0:n])
  {
    #pragma acc loop gang vector
    for (int i = 0; i < n; ++i)
      x[i] += 1.0;
  }
  #pragma acc parallel present(x[0:n])
  {
    x[0] = 0.0;
    #pragma acc loop gang vector
    for (int i = 1; i < n; ++i)
      x[i] += 1.0;
  }
  #pragma acc parallel present(x[0:n]) num_gangs(8)
  {
    #pragma acc loop gang vector
    for (int i = 0; i < n; ++i)
      x[i] += 1.0;
  }
}
// A single loop gets one; a statement beside the loop, or num_gangs, keeps
// the OpenMP kernel.
// CHECK-LABEL: void shift(
// CHECK:      #pragma omp target teams ompx_bare num_teams((int)(((long long)__accc_cv2_mx + __accc_cv2_tx * __accc_cv2_kx - 1) / (__accc_cv2_tx * __accc_cv2_kx))) thread_limit(__accc_cv2_tx)
// CHECK:      int i = (int)(__accc_cv2_px);
// CHECK-NOT:  ompx_bare
// CHECK:      x[0] = 0.0;
// CHECK-NOT:  ompx_bare
// CHECK:      num_teams(8)
// CHECK-NOT:  ompx_bare

// INFO: direct-kernels-unfused.c:17:15: remark: collapse(2): a direct kernel (ompx_bare: one thread per iteration, blocks of up to 256 threads)
// INFO: direct-kernels-unfused.c:40:15: remark: collapse(2): a direct kernel (ompx_bare: blocks of up to 256 threads, a few per SM, stepping through the outer loop; a block reduction and one atomic per block)
// INFO: direct-kernels-unfused.c:65:15: remark: loop: a direct kernel
// INFO: direct-kernels-unfused.c:78:15: remark: no direct kernel: num_gangs given
