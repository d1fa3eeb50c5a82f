// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines
// RUN: %accc -acc=gpu -fopenacc-print=acc-omp %s 2>/dev/null | FileCheck %s --check-prefix=ACCOMP
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines
// RUN: %accc -acc=host -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

// cache (OpenACC 3.3 sec. 2.10) at the top of a loop's body: a hint the
// implementation may ignore, with no OpenMP spelling: dropped, inside a
// compute construct and outside one alike (a loop of a routine, an
// orphaned loop, any loop). Misplaced: test/Diagnostics/cache-place.c.
void f(int n, float *a, float *b) {
  #pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
  for (int i = 1; i < n - 1; ++i) {
    #pragma acc cache(a[0:n])
    b[i] = a[i-1] + a[i] + a[i+1];
  }
}
// CHECK: for (int i = 1; i < n - 1; ++i) {
// CHECK-NEXT: b[i] = a[i-1] + a[i] + a[i+1];
// ACCOMP: #pragma acc cache(a[0:n])
// ACCOMP-NEXT: // (discarded: a hint OpenMP has no spelling for)
// INFO: cache.c:[[@LINE-8]]:17: remark: cache: a hint OpenMP has no spelling for; dropped

#pragma acc routine vector
void smooth(int n, const float *a, float *b) {
  #pragma acc loop vector
  for (int i = 1; i < n - 1; ++i) {
    #pragma acc cache(a[i-1:3])
    #pragma acc cache(readonly: b[i:1])
    b[i] = a[i-1] + a[i] + a[i+1];
  }
}
// CHECK-LABEL: void smooth(int n, const float *a, float *b) {
// CHECK: for (int i = 1; i < n - 1; ++i) {
// CHECK-NEXT: b[i] = a[i-1] + a[i] + a[i+1];
// INFO: cache.c:[[@LINE-8]]:17: remark: cache: a hint OpenMP has no spelling for; dropped
// INFO: cache.c:[[@LINE-8]]:17: remark: cache: a hint OpenMP has no spelling for; dropped

// A loop of any function, here a `do` loop on the host.
void plain(int n, float *a) {
  do {
    #pragma acc cache(a[n:1])
    a[n] = 0;
  } while (n-- > 0);
}
// CHECK-LABEL: void plain(int n, float *a) {
// CHECK-NEXT: do {
// CHECK-NEXT: a[n] = 0;
// CHECK-NEXT: } while (n-- > 0);
