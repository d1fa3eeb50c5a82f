// matmul.c - dense C = A * B, n x n doubles (default n = 4096), the naive
// way: `parallel loop collapse(2) gang vector` over (i, j), a sequential k
// loop summing into a scalar. Data resident on the device.
//
// Build: accc -O3 -acc=gpu -DVARIANT=accc matmul.c -o matmul.accc
// Run:   ./matmul.accc [n (default 4096)] [runs]
// GFLOP/s counts 2 * n^3 flops.
#include "../common/bench.h"
#include "matmul_check.h"

int main(int argc, char **argv) {
  long nl = bench_args(argc, argv, 4096);
  if (nl > 16384) {
    fprintf(stderr, "matmul: n must be at most 16384\n");
    return 2;
  }
  const int n = (int)nl;
  const long nn = (long)n * n;
  double *A = bench_alloc(nn * sizeof(double));
  double *B = bench_alloc(nn * sizeof(double));
  double *C = bench_alloc(nn * sizeof(double));
  for (long p = 0; p < nn; ++p) {
    A[p] = matmul_a(p);
    B[p] = matmul_b(p);
  }
  char info[128];
  snprintf(info, sizeof info, "n=%d runs=%d", n, bench_reps());
  bench_info("matmul", info);
  #pragma acc enter data copyin(A[0:nn], B[0:nn]) create(C[0:nn])
  bench_where("matmul");

  double best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    #pragma acc parallel loop collapse(2) gang vector present(A[0:nn], B[0:nn], C[0:nn])
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        double sum = 0;
        for (int k = 0; k < n; ++k)
          sum += A[i * n + k] * B[k * n + j];
        C[i * n + j] = sum;
      }
    bench_keep(&best, r, t0);
  }

  #pragma acc update self(C[0:nn])
  int ok = matmul_check(n, A, B, C);
  bench_result("matmul", "matmul", 2.0 * n * n * n / best / 1e9, "GFLOP/s", ok);

  #pragma acc exit data delete(A[0:nn], B[0:nn], C[0:nn])
  free(A);
  free(B);
  free(C);
  return bench_exit();
}
