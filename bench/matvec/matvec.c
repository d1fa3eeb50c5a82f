// matvec.c - y = A x with A an n x n row-major matrix of doubles (default
// n = 16384), each y[i] the dot product of row i with x: `parallel loop gang`
// over the rows, `loop vector reduction(+:sum)` over the columns. Data
// resident on the device.
//
// Build: accc -O3 -acc=gpu -DVARIANT=accc matvec.c -o matvec.accc
// Run:   ./matvec.accc [n (default 16384)] [runs]
// GB/s counts the matrix read once: n * n * 8 bytes.
#include "../common/bench.h"

// Multiples of 1/8 (A) and 1/4 (x) in [-4, 4]: the sums are exact in any order.
static double aval(long p) {
  unsigned h = (unsigned)p * 2654435761U;
  h ^= h >> 15;
  h *= 0x2c1b3c6dU;
  h ^= h >> 12;
  return (int)(h % 65) / 8.0 - 4.0;
}
static double xval(int j) { return (j * 7 % 33) / 4.0 - 4.0; }

int main(int argc, char **argv) {
  long nl = bench_args(argc, argv, 16384);
  if (nl > 32768) {
    fprintf(stderr, "matvec: n must be at most 32768\n");
    return 2;
  }
  const int n = (int)nl;
  const long nn = (long)n * n;
  double *A = bench_alloc(nn * sizeof(double));
  double *x = bench_alloc(n * sizeof(double));
  double *y = bench_alloc(n * sizeof(double));
  for (long p = 0; p < nn; ++p)
    A[p] = aval(p);
  for (int j = 0; j < n; ++j) {
    x[j] = xval(j);
    y[j] = 0;
  }
  char info[128];
  snprintf(info, sizeof info, "n=%d (%dx%d doubles) runs=%d", n, n, n,
           bench_reps());
  bench_info("matvec", info);
  #pragma acc enter data copyin(A[0:nn], x[0:n], y[0:n])
  bench_where("matvec");

  double best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    #pragma acc parallel loop gang present(A[0:nn], x[0:n], y[0:n])
    for (int i = 0; i < n; ++i) {
      double sum = 0;
      #pragma acc loop vector reduction(+:sum)
      for (int j = 0; j < n; ++j)
        sum += A[i * n + j] * x[j];
      y[i] = sum;
    }
    bench_keep(&best, r, t0);
  }

  #pragma acc update self(y[0:n])
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    double want = 0;
    for (int j = 0; j < n; ++j)
      want += A[(long)i * n + j] * x[j];
    if (y[i] != want && bad++ < 5)
      bench_mismatch("matvec", i, y[i], want);
  }
  bench_result("matvec", "matvec", (double)nn * sizeof(double) / best / 1e9,
               "GB/s", bad == 0);

  #pragma acc exit data delete(A[0:nn], x[0:n], y[0:n])
  free(A);
  free(x);
  free(y);
  return bench_exit();
}
