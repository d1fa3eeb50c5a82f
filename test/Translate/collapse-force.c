// collapse(force: n) (OpenACC 3.3 sec. 2.9.1): on a tightly nested nest the
// modifier changes nothing; with code between the associated loops, "any
// intervening code may be executed multiple times as needed to perform the
// collapse": the nest becomes OpenMP's collapse(n) of imperfectly nested
// loops, whose intervening code clang runs in each collapsed iteration.
// RUN: %accc -acc=gpu -acc-collapse=plain -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=multicore -acc-collapse=plain -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

void tight(int n, float *x) {
  #pragma acc parallel loop collapse(force:2) copy(x[0:n * n])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      x[i * n + j] += 1;
}
// GPU-LABEL: void tight(int n, float *x) {
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: x[0:n * n]) firstprivate(n) shared(x) collapse(2) thread_limit(512) dist_schedule(static, (long long)(n) * (n) >= 4194304 ? 8192 : (long long)(n) * (n) >= 2097152 ? 4096 : (long long)(n) * (n) >= 1048576 ? 2048 : 1024)
// MC-LABEL: void tight(int n, float *x) {
// MC-NEXT: #pragma omp parallel for firstprivate(n) shared(x) collapse(2)

void intervening(int n, float *x, const float *s) {
  float t;
  #pragma acc parallel copy(x[0:n * n * n]) copyin(s[0:n])
  #pragma acc loop gang collapse(force:3)
  for (int i = 0; i < n; ++i) {
    t = s[i];
    for (int j = 0; j < n; ++j) {
      float u = t * j;
      for (int k = 0; k < n; ++k)
        x[(i * n + j) * n + k] = u + k;
    }
  }
}
// GPU-LABEL: void intervening(int n, float *x, const float *s) {
// GPU: #pragma omp distribute parallel for collapse(3) shared(n, s, x) firstprivate(t) dist_schedule(static, (long long)(n) * (n) * (n) >= 4194304 ? 8192 : (long long)(n) * (n) * (n) >= 2097152 ? 4096 : (long long)(n) * (n) * (n) >= 1048576 ? 2048 : 1024)
// MC-LABEL: void intervening(int n, float *x, const float *s) {
// MC: #pragma omp for collapse(3)
// INFO: collapse-force.c:11:{{.*}}remark: parallel loop -> #pragma omp target teams distribute parallel for
// INFO-NOT: intervening
// INFO: collapse-force.c:24:{{.*}}remark: collapse(force:3): the code between the collapsed loops (line 26) runs in each iteration of the collapsed iteration space
