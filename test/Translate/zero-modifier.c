// The zero modifier of create and copyout (OpenACC 3.3 sec. 2.7.7, 2.7.9;
// lib/Transform/ZeroModifier.cpp): newly allocated device memory is zeroed
// with OpenMP 6.0's omp_target_memset; on multicore and host nothing is
// allocated and the modifier does nothing.
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=multicore -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -

// GPU: #include {{<omp.h>}} /* accc: OpenMP routines used by the translation */
// MC-NOT: #include {{<omp[.]h>}}{{.*}}

void data(int n, double *b) {
  #pragma acc data copyout(zero: b[0:n])
  {
    b[0] = 1;
  }
}
// GPU-LABEL: void data(int n, double *b) {
// GPU-NEXT: {
// GPU-NEXT: const int __accc_zero_0 = !omp_target_is_present(&(b)[0], omp_get_default_device());
// GPU-NEXT: #pragma omp target data map(ompx_hold, from: b[0:n])
// GPU-NEXT: {
// GPU-NEXT: if (__accc_zero_0) omp_target_memset(omp_get_mapped_ptr(&(b)[0], omp_get_default_device()), 0, n * sizeof((b)[0]), omp_get_default_device());
// MC-LABEL: void data(int n, double *b) {
// MC-NEXT: {

// A compute construct: a target data maps the zero items first.
void compute(int n, double *b, int c) {
  double t[16];
  #pragma acc parallel loop create(zero: t[4:]) copyout(b[0:n]) if(c)
  for (int i = 0; i < 12; ++i)
    b[i] = t[4 + i];
}
// GPU-LABEL: void compute(int n, double *b, int c) {
// GPU: {
// GPU-NEXT: const int __accc_zero_1 = (c) && !omp_target_is_present(&(t)[4], omp_get_default_device());
// GPU-NEXT: #pragma omp target data map(ompx_hold, alloc: t[4:12]) if(c)
// GPU-NEXT: {
// GPU-NEXT: if (__accc_zero_1) omp_target_memset(omp_get_mapped_ptr(&(t)[4], omp_get_default_device()), 0, 12 * sizeof((t)[4]), omp_get_default_device());
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, alloc: t[4:12]) map(ompx_hold, from: b[0:n]) shared(b, t) if(target: c) thread_limit(512) dist_schedule(static, 1024)
// MC-LABEL: void compute(int n, double *b, int c) {
// MC: #pragma omp parallel for shared(b, t) if(c)

// enter data: the memset follows the directive.
void enter(int *s) {
  #pragma acc enter data create(zero: s[0:1])
}
// GPU-LABEL: void enter(int *s) {
// GPU-NEXT: {
// GPU-NEXT: const int __accc_zero_2 = !omp_target_is_present(&(s)[0], omp_get_default_device());
// GPU-NEXT: #pragma omp target enter data map(alloc: s[0:1])
// GPU-NEXT: if (__accc_zero_2) omp_target_memset(omp_get_mapped_ptr(&(s)[0], omp_get_default_device()), 0, 1 * sizeof((s)[0]), omp_get_default_device());
// GPU-NEXT: }
