// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-gang-reductions %s 2>/dev/null | grep -v '^ *//' | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-gang-reductions %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -Wshadow-all -x c -
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | grep -v '^ *//' | FileCheck %s --check-prefix=PRINT
// RUN: %accc -acc=multicore -fopenacc-print=omp -fopenacc-gang-reductions %s 2>/dev/null | grep -v '^ *//' | FileCheck %s --check-prefix=PRINT
// RUN: %accc -acc=gpu -fopenacc-gang-reductions -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

// A synchronous gang-level reduction on the GPU: one atomic per team into
// libacc's memory, the last team applies the result
// (lib/Transform/GangReductions.cpp): the compiled code's default, printed
// with -fopenacc-gang-reductions.

#include <math.h>

double total;
struct P { double x, y; };

double dot(const double *a, const double *b, int n) {
  double sum = 0.0;
#pragma acc parallel loop reduction(+:sum) copyin(a[0:n], b[0:n])
  for (int i = 0; i < n; ++i)
    sum += a[i] * b[i];
  return sum;
}
// CHECK-LABEL: double dot(
// CHECK: static const struct __accc_gr_s { double v0; unsigned teams; double r0; } __accc_gr_init = {0, 0, 0};
// CHECK-NEXT: struct __accc_gr_s *__accc_gr_res;
// CHECK-NEXT: struct __accc_gr_s *const __accc_gr = (struct __accc_gr_s *)__accc_gang_reduction(&__accc_gr_init, sizeof __accc_gr_init, 1, (void **)&__accc_gr_res);
// CHECK-NEXT: double *const __accc_gr_t0 = (double *)__accc_gang_reduction_target(&sum, sizeof sum, &__accc_gr_res->r0, 1);
// CHECK-NEXT: #pragma omp target teams map(ompx_hold, to: a[0:n], b[0:n]) firstprivate(n) shared(a, b) num_teams({{.*}} ? 528 : {{.*}}) thread_limit(256) is_device_ptr(__accc_gr_t0, __accc_gr)
// CHECK-NEXT: {
// CHECK-NEXT: __ACCC_GANG_PARTIAL(double, sum, 0)
// CHECK-NEXT: unsigned __accc_gr_last;
// CHECK-NEXT: #pragma omp distribute parallel for reduction(+: sum) dist_schedule(static) schedule(static, 4)
// CHECK-NEXT: for (int i = 0; i < n; ++i)
// CHECK-NEXT: sum += a[i] * b[i];
// CHECK-NEXT: #pragma omp atomic
// CHECK-NEXT: __accc_gr->v0 += sum;
// CHECK-NEXT: #pragma omp atomic capture seq_cst
// CHECK-NEXT: __accc_gr_last = __accc_gr->teams++;
// CHECK-NEXT: if (__accc_gr_last == (unsigned)omp_get_num_teams() - 1) { *__accc_gr_t0 += __accc_gr->v0; __accc_gr->v0 = 0; __accc_gr->teams = 0; }
// CHECK-NEXT: }
// CHECK-NEXT: if (__accc_gr_t0 == &__accc_gr_res->r0) sum = __accc_gr_res->r0;
// CHECK-NEXT: }

// Every operator, an if condition, copy of a reduction variable (no map).
long ops(const int *a, int n, int on) {
  long s = 1; unsigned bits = 0, x = 0, m = ~0u; int all = 1, any = 0;
  float lo = 0, hi = 0;
#pragma acc parallel loop reduction(*:s) reduction(|:bits) reduction(^:x) reduction(&:m) reduction(&&:all) reduction(||:any) reduction(min:lo) reduction(max:hi) copy(s) copyin(a[0:n]) if(on)
  for (int i = 0; i < n; ++i) {
    s *= a[i]; bits |= a[i]; x ^= a[i]; m &= a[i];
    all = all && a[i]; any = any || a[i];
    lo = a[i] < lo ? a[i] : lo; hi = a[i] > hi ? a[i] : hi;
  }
  return s + bits + x + m + all + any + (long)(lo + hi);
}
// CHECK-LABEL: long ops(
// CHECK: static const struct __accc_gr_s { long v0; unsigned int v1; unsigned int v2; unsigned int v3; int v4; int v5; float v6; float v7; unsigned teams; long r0; unsigned int r1; unsigned int r2; unsigned int r3; int r4; int r5; float r6; float r7; } __accc_gr_init = {1, 0, 0, (unsigned int)-1, 1, 0, __FLT_MAX__, -__FLT_MAX__, 0, 0, 0, 0, 0, 0, 0, 0, 0};
// CHECK: __accc_gang_reduction(&__accc_gr_init, sizeof __accc_gr_init, __ACCC_ON(on), (void **)&__accc_gr_res);
// CHECK: long *const __accc_gr_t0 = (long *)__accc_gang_reduction_target(&s, sizeof s, &__accc_gr_res->r0, __ACCC_ON(on));
// CHECK: #pragma omp target teams map(ompx_hold, to: a[0:n]) firstprivate(n) shared(a) if(target: on) {{.*}} is_device_ptr(
// CHECK: __ACCC_GANG_PARTIAL(long, s, 1)
// CHECK: __ACCC_GANG_PARTIAL(unsigned int, m, (unsigned int)-1)
// CHECK: __ACCC_GANG_PARTIAL(float, lo, __FLT_MAX__)
// CHECK: __ACCC_GANG_PARTIAL(float, hi, -__FLT_MAX__)
// CHECK: #pragma omp atomic
// CHECK-NEXT: __accc_gr->v0 *= s;
// CHECK: __accc_gr->v1 |= bits;
// CHECK: __accc_gr->v2 ^= x;
// CHECK: __accc_gr->v3 &= m;
// CHECK: __accc_gr->v4 &= (all != 0);
// CHECK: __accc_gr->v5 |= (any != 0);
// CHECK: #pragma omp atomic compare
// CHECK-NEXT: if (__accc_gr->v6 > lo) { __accc_gr->v6 = lo; }
// CHECK: #pragma omp atomic compare
// CHECK-NEXT: if (__accc_gr->v7 < hi) { __accc_gr->v7 = hi; }
// CHECK: *__accc_gr_t4 = *__accc_gr_t4 && __accc_gr->v4;
// CHECK-SAME: *__accc_gr_t6 = __accc_gr->v6 < *__accc_gr_t6 ? __accc_gr->v6 : *__accc_gr_t6;
// CHECK-SAME: __accc_gr->v3 = (unsigned int)-1;
// CHECK: if (__accc_gr_t7 == &__accc_gr_res->r7) hi = __accc_gr_res->r7;

// && and || of a char: an int accumulator, a char result; a short sum
// stays with OpenMP's reduction (no atomic of 2 bytes).
int logical(const char *a, int n) {
  char all = 1;
  short s = 0;
#pragma acc parallel loop reduction(&&:all) copyin(a[0:n])
  for (int i = 0; i < n; ++i) all = all && a[i];
#pragma acc parallel loop reduction(+:s) copyin(a[0:n])
  for (int i = 0; i < n; ++i) s += a[i];
  return all + s;
}
// CHECK-LABEL: int logical(
// CHECK: static const struct __accc_gr_s { int v0; unsigned teams; char r0; } __accc_gr_init = {1, 0, 0};
// CHECK: char *const __accc_gr_t0 = (char *)__accc_gang_reduction_target(&all, sizeof all, &__accc_gr_res->r0, 1);
// CHECK: __ACCC_GANG_PARTIAL(char, all, 1)
// CHECK: __accc_gr->v0 &= (all != 0);
// CHECK: if (__accc_gr_t0 == &__accc_gr_res->r0) all = __accc_gr_res->r0;
// CHECK-NOT: __accc_gr
// CHECK: reduction(+: s)

// A collapsed nest: its second version is the loop directive's, in each team.
double nest(const double *a, int n, int m) {
  double err = 0;
#pragma acc parallel loop collapse(2) reduction(max:err) copyin(a[0:n*m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      err = a[i * m + j] > err ? a[i * m + j] : err;
  return err;
}
// CHECK-LABEL: double nest(
// CHECK: #pragma omp target teams map(ompx_hold, to: a[0:n*m]) firstprivate(n, m) shared(a) {{.*}} thread_limit(256) is_device_ptr(__accc_gr_t0, __accc_gr)
// CHECK-NEXT: {
// CHECK-NEXT: __ACCC_GANG_PARTIAL(double, err, -__DBL_MAX__)
// CHECK-NEXT: unsigned __accc_gr_last;
// CHECK-NEXT: {
// CHECK-NEXT: const long long __accc_cv0_n0
// CHECK: #pragma omp distribute parallel for reduction(max: err) dist_schedule(static) schedule(static, 4)
// CHECK-NEXT: for (int __accc_cv0_k = 0;
// CHECK: } else {
// CHECK-NEXT: #pragma omp distribute parallel for reduction(max: err) collapse(2) dist_schedule(static) schedule(static, 4)
// CHECK: #pragma omp atomic compare

// A kernels region split into kernels: the reducing loop nest's kernel
// applies the result to the target data's copy of the variable.
double laplace(double *restrict A, double *restrict Anew, int n) {
  double error = 0;
#pragma acc kernels copy(A[0:n*n]) create(Anew[0:n*n])
  {
    for (int j = 1; j < n - 1; ++j)
      for (int i = 1; i < n - 1; ++i) {
        Anew[j * n + i] = 0.5 * (A[j * n + i + 1] + A[j * n + i - 1]);
        error = fmax(error, fabs(Anew[j * n + i] - A[j * n + i]));
      }
    for (int j = 1; j < n - 1; ++j)
      for (int i = 1; i < n - 1; ++i)
        A[j * n + i] = Anew[j * n + i];
  }
  return error;
}
// CHECK-LABEL: double laplace(
// CHECK: #pragma omp target data map(ompx_hold, tofrom: A[0:n*n]) map(ompx_hold, alloc: Anew[0:n*n])
// CHECK: double *const __accc_gr_t0 = (double *)__accc_gang_reduction_target(&error, sizeof error, &__accc_gr_res->r0, 1);
// CHECK: #pragma omp target teams map({{.*}}) {{.*}}thread_limit(256) is_device_ptr(__accc_gr_t0, __accc_gr)
// CHECK: __ACCC_GANG_PARTIAL(double, error, -__DBL_MAX__)
// CHECK: #pragma omp distribute parallel for reduction(max: error)
// CHECK: if (__accc_gr_t0 == &__accc_gr_res->r0) error = __accc_gr_res->r0;
// CHECK: #pragma omp target teams distribute parallel for

// An if condition that is a pointer: libacc's `int on` gets it as __ACCC_ON(p), !!(p)
// (the second RUN line compiles the print with -Werror).
double guarded(const double *a, int n, const int *p) {
  double s = 0;
#pragma acc parallel loop reduction(+:s) copyin(a[0:n]) if(p)
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}
// CHECK-LABEL: double guarded(
// CHECK: __accc_gang_reduction(&__accc_gr_init, sizeof __accc_gr_init, __ACCC_ON(p), (void **)&__accc_gr_res);
// CHECK: __accc_gang_reduction_target(&s, sizeof s, &__accc_gr_res->r0, __ACCC_ON(p));

// A `parallel` construct whose body is its loop construct alone, unfused:
// the setup around `target teams` (whose reduction and map of s go), each
// team's partial and atomics around the loop's own directive; with another
// statement in the body, OpenMP's teams reduction.
double unfused(const double *a, int n) {
  double s = 0, t = 0;
#pragma acc parallel copyin(a[0:n]) reduction(+:s)
  {
#pragma acc loop gang vector reduction(+:s)
    for (int i = 0; i < n; ++i)
      s += a[i];
  }
#pragma acc parallel copyin(a[0:n]) reduction(+:t)
  {
    int k = 2;
#pragma acc loop gang vector reduction(+:t)
    for (int i = 0; i < n; ++i)
      t += k * a[i];
  }
  return s + t;
}
// CHECK-LABEL: double unfused(
// CHECK:      double *const __accc_gr_t0 = (double *)__accc_gang_reduction_target(&s, sizeof s, &__accc_gr_res->r0, 1);
// CHECK-NEXT: #pragma omp target teams map(ompx_hold, to: a[0:n]) firstprivate(n) shared(a) num_teams({{.*}}) thread_limit(256) is_device_ptr(__accc_gr_t0, __accc_gr)
// CHECK-NEXT: {
// CHECK-NEXT: __ACCC_GANG_PARTIAL(double, s, 0)
// CHECK-NEXT: unsigned __accc_gr_last;
// CHECK-NEXT: {
// CHECK-NEXT: #pragma omp distribute parallel for reduction(+: s)
// CHECK:      #pragma omp atomic
// CHECK-NEXT: __accc_gr->v0 += s;
// CHECK:      if (__accc_gr_t0 == &__accc_gr_res->r0) s = __accc_gr_res->r0;
// CHECK-NOT:  __accc_gr
// CHECK:      #pragma omp target teams {{.*}}reduction(+: t)
// CHECK-NOT:  __accc_gr

// Left to OpenMP's teams reduction: async, a global, a struct, a present
// variable, copyin of the variable, vector_length, serial.
void others(const double *a, int n, struct P *p) {
  double s = 0, t = 0, u = 0, v = 0;
  struct P q = {0, 0};
#pragma acc parallel loop reduction(+:s) copyin(a[0:n]) async(1)
  for (int i = 0; i < n; ++i) s += a[i];
#pragma acc parallel loop reduction(+:total) copyin(a[0:n])
  for (int i = 0; i < n; ++i) total += a[i];
#pragma acc data copy(t)
#pragma acc parallel loop reduction(+:t) present(t) copyin(a[0:n])
  for (int i = 0; i < n; ++i) t += a[i];
#pragma acc parallel loop reduction(+:u) copyin(u, a[0:n])
  for (int i = 0; i < n; ++i) u += a[i];
#pragma acc parallel loop reduction(+:v) copyin(a[0:n]) vector_length(128)
  for (int i = 0; i < n; ++i) v += a[i];
#pragma acc serial loop reduction(+:v) copyin(a[0:n])
  for (int i = 0; i < n; ++i) v += a[i];
#pragma acc parallel loop reduction(+:q) copyin(a[0:n])
  for (int i = 0; i < n; ++i) { q.x += a[i]; q.y -= a[i]; }
  p->x = s + t + u + v + q.x;
}
// CHECK-LABEL: void others(
// CHECK-NOT: __accc_gr
// CHECK: reduction(+: s)
// CHECK-NOT: __accc_gr
// CHECK: reduction(+: total)
// CHECK-NOT: __accc_gr
// CHECK: reduction(+: t)
// CHECK-NOT: __accc_gr
// CHECK: reduction(+: u)
// CHECK-NOT: __accc_gr
// CHECK: reduction(+: v)
// CHECK-NOT: __accc_gr
// CHECK: reduction(+: v)
// CHECK-NOT: __accc_gr
// CHECK: reduction(__accc_red_add_struct_P: q)
// CHECK-NOT: __accc_gr

// PRINT-NOT: __accc_gr
// PRINT-NOT: __ACCC_GANG_PARTIAL

// INFO: gang reduction: one atomic per team into libacc's memory, the last team applies the result (no map of the reduction variables)
