// RUN: %accc -acc=host %s -o %t.host -lm && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc -lm && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu -lm %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if gpu-compile %{ %accc -acc=gpu -fno-openacc-gang-reductions %s -o %t.omp -lm %}
// RUN: %if gpu %{ %t.omp | FileCheck %s %}
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | grep -v '^ *//' | FileCheck %s --check-prefix=OMP

// The scalars a split kernels region copies by default (OpenACC 3.3 sec.
// 2.6.2) that its target data leaves out (Transform/KernelsToOMP.cpp rule
// 5): one nothing writes (each kernel takes it firstprivate) and a
// reduction variable that only its loop uses (the reduction applies the
// result to the host's variable, from its start value). A reduction
// variable that a later statement reads, and a scalar that statements
// write, keep their device copy.
// CHECK: PASSED

#include <math.h>
#include <stdio.h>

static int failures = 0;
#define CHECK(what, got, want)                                                 \
  do {                                                                         \
    if ((got) != (want)) {                                                     \
      printf("FAIL %s: got %.17g, want %.17g\n", what, (double)(got),          \
             (double)(want));                                                  \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

#define N 200
static double A[N][N], B[N][N];

static double sweep(int n, double scale, double start) {
  double err = start;
#pragma acc kernels copy(A, B)
  {
    for (int j = 1; j < n - 1; j++)
      for (int i = 1; i < n - 1; i++) {
        B[j][i] = scale * (A[j][i - 1] + A[j][i + 1]);
        err = fmax(err, fabs(B[j][i] - A[j][i]));
      }
    for (int j = 1; j < n - 1; j++)
      for (int i = 1; i < n - 1; i++)
        A[j][i] = B[j][i];
  }
  return err;
}
// OMP-LABEL: static double sweep(
// OMP: #pragma omp target data map(ompx_hold, tofrom: A, B){{$}}

static double mean(int n, double *m2) {
  double sum = 1.0, avg = 0.0, sq = 0.0;
#pragma acc kernels copyin(A)
  {
    for (int j = 0; j < n; j++)
      for (int i = 0; i < n; i++)
        sum += A[j][i];
    avg = sum / ((double)n * n);
    for (int j = 0; j < n; j++)
      for (int i = 0; i < n; i++)
        sq += (A[j][i] - avg) * (A[j][i] - avg);
  }
  *m2 = sq;
  return avg;
}
// OMP-LABEL: static double mean(
// OMP: #pragma omp target data map(ompx_hold, to: A) map(ompx_hold, tofrom: sum, avg){{$}}

// Not split (async): one gang runs the region; each loop's reduction is
// done when the loop ends, so the statement between reads the total,
// with the start value (OpenACC 3.3 sec. 2.5.2; before, the construct
// carried the reductions and `avg` read its private copy).
static double mean_async(int n, double *m2) {
  double sum = 1.0, avg = 0.0, sq = 0.0;
#pragma acc kernels copyin(A) copy(sum, avg, sq) async(1)
  {
    for (int j = 0; j < n; j++)
      for (int i = 0; i < n; i++)
        sum += A[j][i];
    avg = sum / ((double)n * n);
    for (int j = 0; j < n; j++)
      for (int i = 0; i < n; i++)
        sq += (A[j][i] - avg) * (A[j][i] - avg);
  }
#pragma acc wait(1)
  *m2 = sq;
  return avg;
}
// OMP-LABEL: static double mean_async(
// OMP: #pragma omp target teams map(ompx_hold, to: A) map(ompx_hold, tofrom: sum, avg, sq) firstprivate(n) shared(sum, A, avg, sq) num_teams(1) nowait
// OMP: #pragma omp distribute parallel for collapse(2) reduction(+: sum) shared(n, A)
// OMP: #pragma omp distribute parallel for collapse(2) reduction(+: sq) shared(n, A, avg)

// A reduction variable in a data clause of the construct: the loop the
// analysis parallelizes still reduces it (Analysis/DirectiveTree.cpp; the
// loop was parallelized with the variable shared: a race on the GPU and on
// multicore).
static double total_copy(int n) {
  double sum = 1.0, twice = 0.0;
#pragma acc kernels copyin(A) copy(sum, twice)
  {
    for (int j = 0; j < n; j++)
      for (int i = 0; i < n; i++)
        sum += A[j][i];
    twice = 2 * sum;
  }
  return twice;
}
// OMP-LABEL: static double total_copy(
// OMP: #pragma omp target teams distribute parallel for map(ompx_hold, to: A) map(ompx_hold, tofrom: sum) firstprivate(n) reduction(+: sum)

int main(void) {
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      A[j][i] = B[j][i] = (double)((i * 7 + j * 13) % 32);
  double e1 = sweep(N, 0.5, 0.0);
  double e2 = sweep(N, 0.5, 1e6); // the start value is kept
  // The reference, sequentially.
  static double R[N][N], S[N][N];
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      R[j][i] = S[j][i] = (double)((i * 7 + j * 13) % 32);
  double w1 = 0.0;
  for (int k = 0; k < 2; ++k) {
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++) {
        S[j][i] = 0.5 * (R[j][i - 1] + R[j][i + 1]);
        if (k == 0)
          w1 = fmax(w1, fabs(S[j][i] - R[j][i]));
      }
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++)
        R[j][i] = S[j][i];
  }
  CHECK("sweep err", e1, w1);
  CHECK("sweep err start", e2, 1e6);
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      CHECK("sweep A", A[j][i], R[j][i]);

  double m2, avg = mean(N, &m2), wsum = 1.0, wsq = 0.0;
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      wsum += A[j][i];
  double wavg = wsum / ((double)N * N);
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      wsq += (A[j][i] - wavg) * (A[j][i] - wavg);
  CHECK("mean", avg, wavg);
  if (fabs(m2 - wsq) > 1e-9 * wsq) {
    printf("FAIL m2: got %.17g, want %.17g\n", m2, wsq);
    ++failures;
  }
  CHECK("copy(sum)", total_copy(N), 2 * wsum);
  double m2a, avga = mean_async(N, &m2a);
  CHECK("mean, async", avga, wavg);
  if (fabs(m2a - wsq) > 1e-9 * wsq) {
    printf("FAIL m2, async: got %.17g, want %.17g\n", m2a, wsq);
    ++failures;
  }
  if (failures == 0)
    printf("PASSED\n");
  return failures != 0;
}
