// The zero modifier (OpenACC 3.3 sec. 2.7.7, 2.7.9; lib/Transform/
// ZeroModifier.cpp) with async, on subarrays of several dimensions, on
// members, on pointer chains and on declare in a function. test/Translate/
// zero-modifier.c has the plain forms.
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

// GPU: #include {{<openacc.h>}} /* accc: libacc routines used by the translation */
// MC-NOT: {{^ *}}{{(const int|if \()}} __accc_zero

// enter data with async: mapped at once, zeroed on the queue (rule 4).
void enter(int n, double *b) {
  #pragma acc enter data create(zero: b[0:n]) async(1)
}
// GPU-LABEL: void enter(int n, double *b) {
// GPU-NEXT: {
// GPU-NEXT: const int __accc_async __attribute__((cleanup(__accc_async_data_end))) = __accc_async_data_begin((1), 1);
// GPU-NEXT: const int [[Z0:__accc_zero_[0-9]+]] = !omp_target_is_present(&(b)[0], omp_get_default_device());
// GPU-NEXT: #pragma omp target enter data map(alloc: b[0:n])
// GPU-NEXT: if ([[Z0]]) __accc_zero_async(&(b)[0], n * sizeof((b)[0]), __accc_async);
// GPU-NEXT: }
// INFO: zero-modifier-async.c:[[@LINE-9]]:15: remark: enter data: zero modifier: newly allocated device memory is set to zero (on the async queue, __accc_zero_async)

// A compute construct with async: the zero items are mapped by a
// synchronous enter data, zeroed on the queue and released after the
// construct on the queue (rule 4).
void compute(int n, double *b, int q, int c) {
  #pragma acc parallel loop copyout(zero: b[0:n]) async(q) if(c)
  for (int i = 0; i < n; ++i)
    b[i] += 1;
}
// GPU-LABEL: void compute(int n, double *b, int q, int c) {
// GPU-NEXT: {
// GPU-NEXT: const int __accc_async __attribute__((cleanup(__accc_async_end))) = (q);
// GPU-NEXT: const int [[Z1:__accc_zero_[0-9]+]] = (c) && !omp_target_is_present(&(b)[0], omp_get_default_device());
// GPU-NEXT: #pragma omp target enter data map(alloc: b[0:n]) if(c)
// GPU-NEXT: if ([[Z1]]) __accc_zero_async(&(b)[0], n * sizeof((b)[0]), __accc_async);
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, from: b[0:n]) {{.*}} nowait depend(inout: *__accc_queue(__accc_async))
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: b[i] += 1;
// GPU-NEXT: #pragma omp target exit data map(from: b[0:n]) if(c) nowait depend(inout: *__accc_queue(__accc_async))
// GPU-NEXT: }

// `data` drops async: the fill is synchronous. A subarray of two
// dimensions (rule 3): its bytes are the product of the lengths.
void twoDims(int n, double (*a)[8], double (*b)[8]) {
  #pragma acc data create(zero: a[0:n][0:8], b[n:2][:]) async(2)
  {
  }
}
// GPU-LABEL: void twoDims(int n, double (*a)[8], double (*b)[8]) {
// GPU: if ([[Z2:__accc_zero_[0-9]+]]) omp_target_memset(omp_get_mapped_ptr(&(a)[0][0], omp_get_default_device()), 0, n * 8 * sizeof((a)[0][0]), omp_get_default_device());
// GPU-NEXT: if ([[Z3:__accc_zero_[0-9]+]]) omp_target_memset(omp_get_mapped_ptr(&(b)[n][0], omp_get_default_device()), 0, 2 * (sizeof((b)[n]) / sizeof((b)[n][0]) - 0) * sizeof((b)[n][0]), omp_get_default_device());

// Members: a member array, the subarray a pointer member points to.
struct Grid { double cells[16]; double *rows; int n; };
void members(struct Grid *g, struct Grid h) {
  #pragma acc data copyout(zero: g->cells, h.rows[0:h.n])
  {
  }
}
// GPU-LABEL: void members(struct Grid *g, struct Grid h) {
// GPU: const int [[Z4:__accc_zero_[0-9]+]] = !omp_target_is_present(&(g->cells), omp_get_default_device());
// GPU-NEXT: const int [[Z5:__accc_zero_[0-9]+]] = !omp_target_is_present(&(h.rows)[0], omp_get_default_device());
// GPU: if ([[Z4]]) omp_target_memset(omp_get_mapped_ptr(&(g->cells), omp_get_default_device()), 0, sizeof(g->cells), omp_get_default_device());
// GPU-NEXT: if ([[Z5]]) omp_target_memset(omp_get_mapped_ptr(&(h.rows)[0], omp_get_default_device()), 0, (h.n) * sizeof((h.rows)[0]), omp_get_default_device());

// A pointer chain: each row of the data level (PointerChain.cpp rule 8);
// on a compute construct with async the item's rows are mapped at once.
void chain(int n, double **pp) {
  #pragma acc parallel loop create(zero: pp[0:n][0:4]) async(3)
  for (int i = 0; i < n; ++i)
    pp[i][0] += 1;
}
// GPU-LABEL: void chain(int n, double **pp) {
// GPU-NEXT: {
// GPU-NEXT: const int __accc_async __attribute__((cleanup(__accc_async_end))) = (3);
// GPU-NEXT: #pragma omp target enter data map(alloc: pp[0:n])
// GPU-NEXT: for (long long __accc_i0 = 0; __accc_i0 < n; ++__accc_i0) {
// GPU-NEXT: const int [[Z6:__accc_zero_[0-9]+]] = !omp_target_is_present(&(pp[__accc_i0])[0], omp_get_default_device());
// GPU-NEXT: #pragma omp target enter data map(alloc: pp[__accc_i0][0:4])
// GPU-NEXT: if ([[Z6]]) __accc_zero_async(&(pp[__accc_i0])[0], 4 * sizeof((pp[__accc_i0])[0]), __accc_async);
// GPU-NEXT: }
// GPU: #pragma omp target exit data map(release: pp[__accc_i0][0:4]) nowait depend(inout: *__accc_queue(__accc_async))

// declare in a function (DeclareToOMP.cpp rule 7c).
void declared(void) {
  double t[8];
  #pragma acc declare create(zero: t)
  t[0] = 1;
}
// GPU-LABEL: void declared(void) {
// GPU-NEXT: double t[8];
// GPU-NEXT: {
// GPU-NEXT: const int [[Z7:__accc_zero_[0-9]+]] = !omp_target_is_present(&(t), omp_get_default_device());
// GPU-NEXT: #pragma omp target data map(ompx_hold, alloc: t)
// GPU-NEXT: {
// GPU-NEXT: if ([[Z7]]) omp_target_memset(omp_get_mapped_ptr(&(t), omp_get_default_device()), 0, sizeof(t), omp_get_default_device());
// GPU-NEXT: {
// GPU-NEXT: t[0] = 1;
// GPU-NEXT: }
// GPU-NEXT: }
// GPU-NEXT: }
// MC-LABEL: void declared(void) {
// MC-NEXT: double t[8];
// MC-NEXT: t[0] = 1;
