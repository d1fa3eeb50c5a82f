// Collapsed nests with a second version chosen at run time
// (lib/Transform/CollapseVersions.cpp, docs/Mapping.md): GPU kernels with a
// 32-bit index where the nest's iterations fit in an int (docs/performance.md
// "What limits the stencil"), multicore loops over the outer loop alone
// where it has iterations enough for the threads.
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --match-full-lines
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -Wall -Wextra -x c -
// RUN: %accc -acc=gpu -Wall -Wextra -Wshadow -Werror -c %s -o %t.o
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: %accc -acc=gpu -fopenacc-print=acc-omp %s | FileCheck %s --match-full-lines --check-prefix=ACCOMP
// RUN: %accc -acc=gpu -fopenacc-ast-print=omp %s | FileCheck %s --match-full-lines --check-prefix=AST
// RUN: %accc -acc=gpu -fopenacc-ast-dump -fsyntax-only %s | FileCheck %s --check-prefix=DUMP
// RUN: %accc -acc=gpu -acc-collapse=plain -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=OFF
// RUN: %accc -acc=multicore -acc-collapse=plain -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=OFF
// RUN: %accc -acc=multicore -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -Wall -Wextra -x c -
// RUN: %accc -acc=multicore -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=MC-INFO
// RUN: %accc -acc=host -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=OFF
// RUN: not %accc -acc-collapse=32 -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: accc: error: invalid value '32' in '-acc-collapse=': expected auto or plain
// OFF-NOT: {{^ *}}for (int __accc_c{{i}}

// The 5-point stencil's form: constant starts, run-time ends.
void stencil(int n, int m, double *restrict out, const double *restrict in) {
  #pragma acc parallel loop collapse(2) present(out[0:n*m], in[0:n*m])
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < m - 1; ++j)
      out[i * m + j] = 0.25 * (in[(i - 1) * m + j] + in[(i + 1) * m + j]);
}
// CHECK-LABEL: void stencil(int n, int m, double *restrict out, const double *restrict in) {
// CHECK-NEXT:   {
// CHECK-NEXT:   const long long __accc_cv0_n0 = ((long long)(n - 1) - 1) > 0 ? ((long long)(n - 1) - 1) : 0;
// CHECK-NEXT:   const long long __accc_cv0_n1 = ((long long)(m - 1) - 1) > 0 ? ((long long)(m - 1) - 1) : 0;
// CHECK-NEXT:   if (__accc_cv0_n0 <= 2147483647 && __accc_cv0_n1 <= 2147483647 && __accc_cv0_n0 * __accc_cv0_n1 <= 2147483647) {
// CHECK-NEXT:   const int __accc_cv0_m = (int)(__accc_cv0_n0 * __accc_cv0_n1);
// CHECK-NEXT:   const int __accc_cv0_m1 = (int)__accc_cv0_n1;
// CHECK-NEXT:   #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: out[0:n*m], in[0:n*m]) firstprivate(n, m) shared(out, in) thread_limit(512) dist_schedule(static, (long long)(n - 1 - 1) * (m - 1 - 1) >= 2097152 ? 4096 : (long long)(n - 1 - 1) * (m - 1 - 1) >= 1048576 ? 2048 : 1024)
// CHECK-NEXT:   for (int __accc_cv0_k = 0; __accc_cv0_k < __accc_cv0_m; ++__accc_cv0_k) {
// CHECK-NEXT:   const int __accc_cv0_q1 = __accc_cv0_k / __accc_cv0_m1;
// CHECK-NEXT:   int i = (int)(1 + (__accc_cv0_q1));
// CHECK-NEXT:   int j = (int)(1 + (__accc_cv0_k - __accc_cv0_q1 * __accc_cv0_m1));
// CHECK-NEXT:   out[i * m + j] = 0.25 * (in[(i - 1) * m + j] + in[(i + 1) * m + j]);
// CHECK-NEXT:   }
// CHECK-NEXT:   } else {
// CHECK-NEXT:   #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: out[0:n*m], in[0:n*m]) firstprivate(n, m) shared(out, in) collapse(2) thread_limit(512) dist_schedule(static, (long long)(n - 1 - 1) * (m - 1 - 1) >= 2097152 ? 4096 : (long long)(n - 1 - 1) * (m - 1 - 1) >= 1048576 ? 2048 : 1024)
// CHECK-NEXT:   for (int i = 1; i < n - 1; ++i)
// CHECK-NEXT:     for (int j = 1; j < m - 1; ++j)
// CHECK-NEXT:       out[i * m + j] = 0.25 * (in[(i - 1) * m + j] + in[(i + 1) * m + j]);
// CHECK-NEXT:   }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// INFO: collapse-versions.c:[[@LINE-27]]:15: remark: collapse(2): a 32-bit index where the nest's iterations fit in an int, else a 64-bit one (two kernels)
// MC-LABEL: void stencil(int n, int m, double *restrict out, const double *restrict in) {
// MC-NEXT:   {
// MC-NEXT:   const long long __accc_cv0_n0 = ((long long)(n - 1) - 1) > 0 ? ((long long)(n - 1) - 1) : 0;
// MC-NEXT:   if (__accc_cv0_n0 >= 8 * omp_get_max_threads()) {
// MC-NEXT:   #pragma omp parallel for firstprivate(n, m) shared(out, in)
// MC-NEXT:   for (int i = 1; i < n - 1; ++i)
// MC-NEXT:     for (int j = 1; j < m - 1; ++j)
// MC-NEXT:       out[i * m + j] = 0.25 * (in[(i - 1) * m + j] + in[(i + 1) * m + j]);
// MC-NEXT:   } else {
// MC-NEXT:   #pragma omp parallel for firstprivate(n, m) shared(out, in) collapse(2)
// MC-NEXT:   for (int i = 1; i < n - 1; ++i)
// MC-NEXT:     for (int j = 1; j < m - 1; ++j)
// MC-NEXT:       out[i * m + j] = 0.25 * (in[(i - 1) * m + j] + in[(i + 1) * m + j]);
// MC-NEXT:   }
// MC-NEXT:   }
// MC-NEXT: }
// MC-INFO: collapse-versions.c:[[@LINE-44]]:15: remark: collapse(2): the outer loop alone across the threads where it has 8 iterations per thread or more (the inner loops run whole in each thread), else the collapsed nest
// ACCOMP-LABEL: void stencil(int n, int m, double *restrict out, const double *restrict in) {
// ACCOMP:   // int j = (int)(1 + (__accc_cv0_k - __accc_cv0_q1 * __accc_cv0_m1));
// ACCOMP-NEXT:   // (the body of the loop nest)
// ACCOMP-NEXT:   // }
// ACCOMP-NEXT:   // } else {
// AST-LABEL: void stencil(int n, int m, double *restrict out, const double *restrict in) {
// AST: int j = (int)(1 + (__accc_cv0_k - __accc_cv0_q1 * __accc_cv0_m1));
// AST-NEXT: out[i * m + j] = 0.25 * (in[(i - 1) * m + j] + in[(i + 1) * m + j]);
// AST-NEXT: }
// AST-NEXT: } else {
// DUMP: CollapseVersion if (__accc_cv0_n0 <= 2147483647 && __accc_cv0_n1 <= 2147483647 && __accc_cv0_n0 * __accc_cv0_n1 <= 2147483647) omp target teams distribute parallel for

// Three levels: counting down by 2, unsigned by 3 with <=, short; a
// reduction and an atomic in the body (translated in both kernels).
long three(int n, unsigned m, short k, float *a) {
  long s = 0;
  #pragma acc parallel loop collapse(3) copy(a[0:1000]) reduction(+:s)
  for (int i = n; i > -3; i -= 2)
    for (unsigned j = 0; j <= m; j += 3)
      for (short l = k; l < 10; l++) {
        #pragma acc atomic update
        a[(i + j + l) % 1000] += 1;
        s += l;
      }
  return s;
}
// CHECK-LABEL: long three(int n, unsigned m, short k, float *a) {
// CHECK:   const long long __accc_cv1_n0 = (((long long)(n) + 3 + 1) / 2) > 0 ? (((long long)(n) + 3 + 1) / 2) : 0;
// CHECK-NEXT:   const long long __accc_cv1_n1 = (((long long)(m) + 1 + 2) / 3) > 0 ? (((long long)(m) + 1 + 2) / 3) : 0;
// CHECK-NEXT:   const long long __accc_cv1_n2 = (10 - (long long)(k)) > 0 ? (10 - (long long)(k)) : 0;
// CHECK-NEXT:   if (__accc_cv1_n0 <= 2147483647 && __accc_cv1_n1 <= 2147483647 && __accc_cv1_n2 <= 2147483647 && __accc_cv1_n0 * __accc_cv1_n1 <= 2147483647 && __accc_cv1_n0 * __accc_cv1_n1 * __accc_cv1_n2 <= 2147483647) {
// CHECK-NEXT:   const int __accc_cv1_m = (int)(__accc_cv1_n0 * __accc_cv1_n1 * __accc_cv1_n2);
// CHECK-NEXT:   const int __accc_cv1_m1 = (int)__accc_cv1_n1;
// CHECK-NEXT:   const int __accc_cv1_m2 = (int)__accc_cv1_n2;
// CHECK-NEXT:   #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: a[0:1000], s) reduction(+: s) firstprivate(n, m, k) shared(a) num_teams({{.*}}) thread_limit(1024) dist_schedule(static) schedule(static, 4)
// CHECK-NEXT:   for (int __accc_cv1_k = 0; __accc_cv1_k < __accc_cv1_m; ++__accc_cv1_k) {
// CHECK-NEXT:   const int __accc_cv1_q2 = __accc_cv1_k / __accc_cv1_m2;
// CHECK-NEXT:   const int __accc_cv1_q1 = __accc_cv1_q2 / __accc_cv1_m1;
// CHECK-NEXT:   int i = (int)((long long)(int)(n) - (long long)(__accc_cv1_q1) * 2);
// CHECK-NEXT:   unsigned int j = (unsigned int)((unsigned int)(__accc_cv1_q2 - __accc_cv1_q1 * __accc_cv1_m1) * 3u);
// CHECK-NEXT:   short l = (short)((short)(k) + (__accc_cv1_k - __accc_cv1_q2 * __accc_cv1_m2));
// CHECK-NEXT:   {
// CHECK-NEXT:         #pragma omp atomic update
// CHECK-NEXT:         a[(i + j + l) % 1000] += 1;
// CHECK-NEXT:         s += l;
// CHECK-NEXT:       }
// CHECK-NEXT:   }
// CHECK-NEXT:   } else {
// CHECK-NEXT:   #pragma omp target teams distribute parallel for {{.*}} collapse(3) num_teams({{.*}}
// CHECK-NEXT:   for (int i = n; i > -3; i -= 2)
// CHECK:          #pragma omp atomic update
// CHECK:        }
// CHECK-NEXT:   }
// CHECK-NEXT:   }
// CHECK-NEXT:   return s;

// No version: constant bounds (clang chooses a 32-bit index itself), 64-bit
// loop variables (the index is 64-bit as written), a triangular nest, loop
// variables declared outside the nest, a label in the body.
void constant(double *a) {
  #pragma acc parallel loop collapse(2) copy(a[0:64*64])
  for (int i = 0; i < 64; ++i)
    for (int j = 0; j < 64; ++j)
      a[i * 64 + j] = 0;
}
// CHECK-LABEL: void constant(double *a) {
// CHECK-NEXT: #pragma omp target teams distribute parallel for {{.*}} collapse(2) thread_limit(512) dist_schedule(static, 1024)
void wide(long n, double *a) {
  #pragma acc parallel loop collapse(2) copy(a[0:n*n])
  for (long i = 0; i < n; ++i)
    for (long j = 0; j < n; ++j)
      a[i * n + j] = 0;
}
// CHECK-LABEL: void wide(long n, double *a) {
// CHECK-NEXT: #pragma omp target teams distribute parallel for {{.*}} collapse(2) thread_limit(512) dist_schedule(static, (long long)(n) * (n) >= 2097152 ? 4096 : (long long)(n) * (n) >= 1048576 ? 2048 : 1024)
void triangle(int n, double *a) {
  #pragma acc parallel loop collapse(2) copy(a[0:n*n])
  for (int i = 0; i < n; ++i)
    for (int j = i; j < n; ++j)
      a[i * n + j] = 0;
}
// CHECK-LABEL: void triangle(int n, double *a) {
// CHECK-NEXT: #pragma omp target teams distribute parallel for {{.*}} collapse(2) thread_limit(512) dist_schedule(static, 4096)
// INFO: collapse-versions.c:[[@LINE-7]]:15: remark: collapse(2) alone: the bounds of an inner loop depend on an outer loop
// MC-LABEL: void triangle(int n, double *a) {
// MC-NEXT: #pragma omp parallel for firstprivate(n) shared(a) collapse(2)
void outside(int n, double *a) {
  int i, j;
  #pragma acc parallel loop collapse(2) copy(a[0:n*n])
  for (i = 0; i < n; ++i)
    for (j = 0; j < n; ++j)
      a[i * n + j] = 0;
}
// CHECK-LABEL: void outside(int n, double *a) {
// CHECK: #pragma omp target teams distribute parallel for {{.*}} collapse(2) private(i, j) thread_limit(512) dist_schedule(static, (long long)(n) * (n) >= 2097152 ? 4096 : (long long)(n) * (n) >= 1048576 ? 2048 : 1024)
// INFO: collapse-versions.c:[[@LINE-7]]:15: remark: collapse(2) alone: a loop variable is declared outside its loop
void label(int n, double *a) {
  #pragma acc parallel loop collapse(2) copy(a[0:n*n])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      if (a[i * n + j] > 0)
        goto next;
      a[i * n + j] = 1;
    next:;
    }
}
// CHECK-LABEL: void label(int n, double *a) {
// CHECK-NEXT: #pragma omp target teams distribute parallel for {{.*}} collapse(2) thread_limit(512) dist_schedule(static, (long long)(n) * (n) >= 2097152 ? 4096 : (long long)(n) * (n) >= 1048576 ? 2048 : 1024)
// INFO: collapse-versions.c:[[@LINE-11]]:15: remark: collapse(2) alone: the loop body has a label or a static variable

// A kernels region split into kernels: each collapsed nest of naked loops
// gets the version too.
#include <math.h>
double kernels_sweep(int n, double *restrict a, const double *restrict b) {
  double err = 0;
  #pragma acc kernels copy(a[0:n*n]) copyin(b[0:n*n])
  {
    for (int j = 1; j < n - 1; j++)
      for (int i = 1; i < n - 1; i++) {
        double v = 0.5 * (b[j * n + i - 1] + b[j * n + i + 1]);
        err = fmax(err, fabs(v - a[j * n + i]));
        a[j * n + i] = v;
      }
    for (int j = 0; j < n; j++)
      for (int i = 0; i < n; i++)
        a[j * n + i] *= 2;
  }
  return err;
}
// CHECK-LABEL: double kernels_sweep(int n, double *restrict a, const double *restrict b) {
// CHECK: for (int __accc_cv[[K1:[0-9]+]]_k = 0; __accc_cv[[K1]]_k < __accc_cv[[K1]]_m; ++__accc_cv[[K1]]_k) {
// CHECK: for (int __accc_cv[[K2:[0-9]+]]_k = 0; __accc_cv[[K2]]_k < __accc_cv[[K2]]_m; ++__accc_cv[[K2]]_k) {
// CHECK-NEXT: const int __accc_cv[[K2]]_q1 = __accc_cv[[K2]]_k / __accc_cv[[K2]]_m1;
// CHECK-NEXT: int j = (int)(__accc_cv[[K2]]_q1);
// CHECK-NEXT: int i = (int)(__accc_cv[[K2]]_k - __accc_cv[[K2]]_q1 * __accc_cv[[K2]]_m1);
// CHECK-NEXT: a[j * n + i] *= 2;
