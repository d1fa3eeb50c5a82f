// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines
// RUN: %accc -acc=gpu -fopenacc-print=acc-omp %s 2>/dev/null | FileCheck %s --check-prefix=ACCOMP
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

// cache (OpenACC 3.3 sec. 2.10) inside a compute construct: a hint the
// implementation may ignore, with no OpenMP spelling: dropped.
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
// INFO: cache.c:11:17: remark: cache: a hint OpenMP has no spelling for; dropped
