// reduce.c - scalar reductions with every OpenACC reduction operator:
// + * max min on double and int, & | ^ && || on int, each over n elements
// (default 2^27) already on the device. Each timed run is one
// `parallel loop reduction(op:r)`, which returns r to the host.
//
// Build: accc -O3 -acc=gpu -DVARIANT=accc reduce.c -o reduce.accc -lm
// Run:   ./reduce.accc [n (default 2^27)] [runs]
// GB/s counts the input read once: n * sizeof(element).
#include "../common/bench.h"
#include "reduce_data.h"

static double double_sum(int n, const double *x) {
  double r = 0;
  #pragma acc parallel loop present(x[0:n]) reduction(+:r)
  for (int i = 0; i < n; ++i)
    r += x[i];
  return r;
}
static double double_prod(int n, const double *x) {
  double r = 1;
  #pragma acc parallel loop present(x[0:n]) reduction(*:r)
  for (int i = 0; i < n; ++i)
    r *= x[i];
  return r;
}
static double double_max(int n, const double *x) {
  double r = -INFINITY;
  #pragma acc parallel loop present(x[0:n]) reduction(max:r)
  for (int i = 0; i < n; ++i)
    r = fmax(r, x[i]);
  return r;
}
static double double_min(int n, const double *x) {
  double r = INFINITY;
  #pragma acc parallel loop present(x[0:n]) reduction(min:r)
  for (int i = 0; i < n; ++i)
    r = fmin(r, x[i]);
  return r;
}
static int int_sum(int n, const int *x) {
  int r = 0;
  #pragma acc parallel loop present(x[0:n]) reduction(+:r)
  for (int i = 0; i < n; ++i)
    r += x[i];
  return r;
}
static int int_prod(int n, const int *x) {
  int r = 1;
  #pragma acc parallel loop present(x[0:n]) reduction(*:r)
  for (int i = 0; i < n; ++i)
    r *= x[i];
  return r;
}
static int int_max(int n, const int *x) {
  int r = INT_MIN;
  #pragma acc parallel loop present(x[0:n]) reduction(max:r)
  for (int i = 0; i < n; ++i)
    r = x[i] > r ? x[i] : r;
  return r;
}
static int int_min(int n, const int *x) {
  int r = INT_MAX;
  #pragma acc parallel loop present(x[0:n]) reduction(min:r)
  for (int i = 0; i < n; ++i)
    r = x[i] < r ? x[i] : r;
  return r;
}
static int int_bitand(int n, const int *x) {
  int r = ~0;
  #pragma acc parallel loop present(x[0:n]) reduction(&:r)
  for (int i = 0; i < n; ++i)
    r &= x[i];
  return r;
}
static int int_bitor(int n, const int *x) {
  int r = 0;
  #pragma acc parallel loop present(x[0:n]) reduction(|:r)
  for (int i = 0; i < n; ++i)
    r |= x[i];
  return r;
}
static int int_bitxor(int n, const int *x) {
  int r = 0;
  #pragma acc parallel loop present(x[0:n]) reduction(^:r)
  for (int i = 0; i < n; ++i)
    r ^= x[i];
  return r;
}
static int int_and(int n, const int *x) {
  int r = 1;
  #pragma acc parallel loop present(x[0:n]) reduction(&&:r)
  for (int i = 0; i < n; ++i)
    r = r && x[i];
  return r;
}
static int int_or(int n, const int *x) {
  int r = 0;
  #pragma acc parallel loop present(x[0:n]) reduction(||:r)
  for (int i = 0; i < n; ++i)
    r = r || x[i];
  return r;
}

int main(int argc, char **argv) {
  long nl = bench_args(argc, argv, 1L << 27);
  if (nl > (1L << 28)) {
    fprintf(stderr, "reduce: n too large (at most 2^28)\n");
    return 2;
  }
  const int n = (int)nl;
  double *xd = bench_alloc(n * sizeof(double));
  int *xi = bench_alloc(n * sizeof(int));
  char info[128];
  snprintf(info, sizeof info, "n=%d elements runs=%d", n, bench_reps());
  bench_info("reduce", info);
  #pragma acc enter data create(xd[0:n], xi[0:n])
  bench_where("reduce");

  double (*const dfn[])(int, const double *) = {double_sum, double_prod,
                                                double_max, double_min};
  int (*const ifn[])(int, const int *) = {
      int_sum,    int_prod,   int_max, int_min, int_bitand,
      int_bitor, int_bitxor, int_and, int_or};

  for (int k = 0; k < R_KERNELS; ++k) {
    const int isd = k <= R_DOUBLE_MIN;
    double dwant = 0;
    int iwant = 0;
    if (isd) {
      dwant = reduce_fill_double(k, n, xd);
      #pragma acc update device(xd[0:n])
    } else {
      iwant = reduce_fill_int(k, n, xi);
      #pragma acc update device(xi[0:n])
    }
    double best = BENCH_INF;
    int ok = 1;
    for (int r = 0; r <= bench_reps(); ++r) {
      double t0 = bench_now();
      double dgot = 0;
      int igot = 0;
      if (isd)
        dgot = dfn[k](n, xd);
      else
        igot = ifn[k - R_INT_SUM](n, xi);
      bench_keep(&best, r, t0);
      if (isd ? dgot != dwant : igot != iwant) {
        if (ok)
          bench_mismatch(reduce_names[k], -1, isd ? dgot : igot,
                         isd ? dwant : iwant);
        ok = 0;
      }
    }
    bench_result("reduce", reduce_names[k],
                 (double)n * (isd ? sizeof(double) : sizeof(int)) / best / 1e9,
                 "GB/s", ok);
  }
  #pragma acc exit data delete(xd[0:n], xi[0:n])
  free(xd);
  free(xi);
  return bench_exit();
}
