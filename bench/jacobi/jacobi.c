// jacobi.c - NVIDIA's laplace2d iteration as OpenACC users write it after
// the tutorials: a `kernels` region of naked loops (no loop directives: the
// compiler must find the parallelism and the max reduction) inside a data
// region, next to the same sweep written with `parallel loop collapse(2)`.
// n x n doubles (default n = 4096), 100 iterations per timed run:
//   Anew = average of A's 4 neighbours, error = max |Anew - A|; A = Anew.
//
// Build: accc -O3 -acc=gpu -DVARIANT=accc jacobi.c -o jacobi.accc -lm
// Run:   ./jacobi.accc [n (default 4096)] [runs]
// GB/s counts per iteration a read and a write of both grids' interiors:
// 4 * (n-2)^2 * 8 bytes.
#include "../common/bench.h"
#include "jacobi_ref.h"

// The kernels version: what -Minfo=accel should report as two parallel
// loop nests, one with a max reduction.
static double sweep_kernels(int n, double *restrict A, double *restrict Anew) {
  double error = 0.0;
  for (int iter = 0; iter < ITERS; ++iter) {
    error = 0.0;
    #pragma acc kernels present(A[0:n*n], Anew[0:n*n])
    {
      for (int j = 1; j < n - 1; j++)
        for (int i = 1; i < n - 1; i++) {
          Anew[j * n + i] = 0.25 * (A[j * n + i + 1] + A[j * n + i - 1] +
                                    A[(j - 1) * n + i] + A[(j + 1) * n + i]);
          error = fmax(error, fabs(Anew[j * n + i] - A[j * n + i]));
        }
      for (int j = 1; j < n - 1; j++)
        for (int i = 1; i < n - 1; i++)
          A[j * n + i] = Anew[j * n + i];
    }
  }
  return error;
}

// The same with the parallelism written out.
static double sweep_parallel(int n, double *restrict A, double *restrict Anew) {
  double error = 0.0;
  for (int iter = 0; iter < ITERS; ++iter) {
    error = 0.0;
    #pragma acc parallel loop collapse(2) reduction(max:error) present(A[0:n*n], Anew[0:n*n])
    for (int j = 1; j < n - 1; j++)
      for (int i = 1; i < n - 1; i++) {
        Anew[j * n + i] = 0.25 * (A[j * n + i + 1] + A[j * n + i - 1] +
                                  A[(j - 1) * n + i] + A[(j + 1) * n + i]);
        error = fmax(error, fabs(Anew[j * n + i] - A[j * n + i]));
      }
    #pragma acc parallel loop collapse(2) present(A[0:n*n], Anew[0:n*n])
    for (int j = 1; j < n - 1; j++)
      for (int i = 1; i < n - 1; i++)
        A[j * n + i] = Anew[j * n + i];
  }
  return error;
}

typedef double (*sweep_fn)(int, double *restrict, double *restrict);

static double timed(const char *name, sweep_fn sweep, int n, double *A,
                    double *Anew, double *error) {
  double best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    jacobi_init(n, A);
    jacobi_init(n, Anew);
    #pragma acc update device(A[0:n*n], Anew[0:n*n])
    double t0 = bench_now();
    *error = sweep(n, A, Anew);
    bench_keep(&best, r, t0);
  }
  #pragma acc update self(A[0:n*n])
  (void)name;
  return best;
}

int main(int argc, char **argv) {
  long nl = bench_args(argc, argv, 4096);
  if (nl < 3 || nl > 16384) {
    fprintf(stderr, "jacobi: n must be in [3, 16384]\n");
    return 2;
  }
  const int n = (int)nl;
  const long nn = (long)n * n;
  double *A = bench_alloc(nn * sizeof(double));
  double *Anew = bench_alloc(nn * sizeof(double));
  double *first = bench_alloc(nn * sizeof(double));
  char info[128];
  snprintf(info, sizeof info, "n=%d (%dx%d doubles) iterations=%d runs=%d", n,
           n, n, ITERS, bench_reps());
  bench_info("jacobi", info);
  jacobi_init(n, A);
  jacobi_init(n, Anew);
  #pragma acc enter data copyin(A[0:nn], Anew[0:nn])
  bench_where("jacobi");

  // Reference: the parallel loop version, checked against the host on
  // small grids (check mode); the kernels version must equal it exactly
  // (max is exact in any order).
  double perr, kerr;
  double pt = timed("parallel", sweep_parallel, n, A, Anew, &perr);
  memcpy(first, A, nn * sizeof(double));
  int pok = 1;
  if (n <= 1024) { // the host reference on small grids
    double *R = bench_alloc(nn * sizeof(double));
    pok = perr == jacobi_reference(n, R);
    for (long p = 0; p < nn; ++p)
      if (A[p] != R[p] && pok-- > -5)
        bench_mismatch("parallel", p, A[p], R[p]);
    pok = pok == 1;
    free(R);
  }
  double kt = timed("kernels", sweep_kernels, n, A, Anew, &kerr);
  int kok = kerr == perr;
  int bad = 0;
  for (long p = 0; p < nn; ++p)
    if (A[p] != first[p] && bad++ < 5)
      bench_mismatch("kernels", p, A[p], first[p]);
  kok = kok && bad == 0;
  double bytes = 4.0 * (n - 2) * (n - 2) * sizeof(double) * ITERS;
  bench_result("jacobi", "kernels", bytes / kt / 1e9, "GB/s", kok);
  bench_result("jacobi", "parallel", bytes / pt / 1e9, "GB/s", pok);

  #pragma acc exit data delete(A[0:nn], Anew[0:nn])
  free(A);
  free(Anew);
  free(first);
  return bench_exit();
}
