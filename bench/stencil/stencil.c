// stencil.c - one Jacobi step of a 2-D 5-point stencil on an n x n grid of
// doubles (default n = 8192), grids resident on the device:
//   out[i][j] = 0.25 * (in[i-1][j] + in[i+1][j] + in[i][j-1] + in[i][j+1])
// for the interior points, as `parallel loop collapse(2)`.
//
// Build: accc -O3 -acc=gpu -DVARIANT=accc stencil.c -o stencil.accc
// Run:   ./stencil.accc [n (default 8192)] [runs]
// GB/s counts one read of in and one write of out: 2 * n * n * 8 bytes.
#include "../common/bench.h"

static double value(int i, int j) { // multiples of 1/64 in [-8, 8): exact sums
  unsigned h = (unsigned)i * 2654435761U ^ (unsigned)j * 40503U;
  h ^= h >> 13;
  h *= 0x5bd1e995U;
  h ^= h >> 15;
  return (int)(h % 1024) / 64.0 - 8.0;
}

int main(int argc, char **argv) {
  long nl = bench_args(argc, argv, 8192);
  if (nl < 3 || nl > 32768) {
    fprintf(stderr, "stencil: n must be in [3, 32768]\n");
    return 2;
  }
  const int n = (int)nl;
  const long nn = (long)n * n;
  double *in = bench_alloc(nn * sizeof(double));
  double *out = bench_alloc(nn * sizeof(double));
  double *want = bench_alloc(nn * sizeof(double));
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      in[(long)i * n + j] = out[(long)i * n + j] = value(i, j);
  char info[128];
  snprintf(info, sizeof info, "n=%d (%dx%d doubles) runs=%d", n, n, n,
           bench_reps());
  bench_info("stencil", info);
  #pragma acc enter data copyin(in[0:nn], out[0:nn])
  bench_where("stencil");

  double best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    #pragma acc parallel loop collapse(2) present(in[0:nn], out[0:nn])
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < n - 1; ++j)
        out[i * n + j] = 0.25 * (in[(i - 1) * n + j] + in[(i + 1) * n + j] +
                                 in[i * n + j - 1] + in[i * n + j + 1]);
    bench_keep(&best, r, t0);
  }

  for (long p = 0; p < nn; ++p)
    want[p] = in[p];
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < n - 1; ++j)
      want[i * n + j] = 0.25 * (in[(i - 1) * n + j] + in[(i + 1) * n + j] +
                                in[i * n + j - 1] + in[i * n + j + 1]);
  #pragma acc update self(out[0:nn])
  int bad = 0;
  for (long p = 0; p < nn; ++p)
    if (out[p] != want[p] && bad++ < 5)
      bench_mismatch("jacobi", p, out[p], want[p]);
  bench_result("stencil", "jacobi", 2.0 * nn * sizeof(double) / best / 1e9,
               "GB/s", bad == 0);

  #pragma acc exit data delete(in[0:nn], out[0:nn])
  free(in);
  free(out);
  free(want);
  return bench_exit();
}
