// reduce.cu - the reductions of reduce.c in straightforward CUDA: one kernel
// template with operator functors (bench/common/reduce.cuh: grid-stride
// loop, shared-memory block reduction, a second one-block pass), the result
// copied to the host inside the timed region (as the OpenACC reduction
// returns it to the host).
// Build: nvcc -O3 -arch=sm_90 -DVARIANT=cuda reduce.cu -o reduce.cuda
// Run:   ./reduce.cuda [n (default 2^27)] [runs]
#include "../common/bench.h"
#include "../common/reduce.cuh"
#include "reduce_data.h"
#include <cuda_runtime.h>

static int rblocks;
static double *dpart, *dres;
static int *ipart, *ires;

template <typename Op> static double dred(int n, const double *x, Op op, double init) {
  return gpu_reduce(n, LoadOne<double>{x}, op, init, rblocks, dpart, dres);
}
template <typename Op> static int ired(int n, const int *x, Op op, int init) {
  return gpu_reduce(n, LoadOne<int>{x}, op, init, rblocks, ipart, ires);
}

static double run_double(int k, int n, const double *x) {
  switch (k) {
  case R_DOUBLE_SUM: return dred(n, x, OpSum(), 0.0);
  case R_DOUBLE_PROD: return dred(n, x, OpProd(), 1.0);
  case R_DOUBLE_MAX: return dred(n, x, OpMax(), -INFINITY);
  default: return dred(n, x, OpMin(), INFINITY);
  }
}
static int run_int(int k, int n, const int *x) {
  switch (k) {
  case R_INT_SUM: return ired(n, x, OpSum(), 0);
  case R_INT_PROD: return ired(n, x, OpProd(), 1);
  case R_INT_MAX: return ired(n, x, OpMax(), INT_MIN);
  case R_INT_MIN: return ired(n, x, OpMin(), INT_MAX);
  case R_INT_BITAND: return ired(n, x, OpBitAnd(), ~0);
  case R_INT_BITOR: return ired(n, x, OpBitOr(), 0);
  case R_INT_BITXOR: return ired(n, x, OpBitXor(), 0);
  case R_INT_AND: return ired(n, x, OpAnd(), 1);
  default: return ired(n, x, OpOr(), 0);
  }
}

int main(int argc, char **argv) {
  long nl = bench_args(argc, argv, 1L << 27);
  if (nl > (1L << 28)) {
    fprintf(stderr, "reduce: n too large (at most 2^28)\n");
    return 2;
  }
  const int n = (int)nl;
  double *hd = (double *)bench_alloc(n * sizeof(double));
  int *hi = (int *)bench_alloc(n * sizeof(int));
  char info[128];
  snprintf(info, sizeof info, "n=%d elements runs=%d", n, bench_reps());
  bench_info("reduce", info);
  double *xd;
  int *xi;
  BENCH_CK(cudaMalloc(&xd, n * sizeof(double)));
  BENCH_CK(cudaMalloc(&xi, n * sizeof(int)));
  rblocks = reduce_blocks();
  BENCH_CK(cudaMalloc(&dpart, rblocks * sizeof(double)));
  BENCH_CK(cudaMalloc(&dres, sizeof(double)));
  BENCH_CK(cudaMalloc(&ipart, rblocks * sizeof(int)));
  BENCH_CK(cudaMalloc(&ires, sizeof(int)));
  bench_where("reduce");

  for (int k = 0; k < R_KERNELS; ++k) {
    const int isd = k <= R_DOUBLE_MIN;
    double dwant = 0;
    int iwant = 0;
    if (isd) {
      dwant = reduce_fill_double(k, n, hd);
      BENCH_CK(cudaMemcpy(xd, hd, n * sizeof(double), cudaMemcpyHostToDevice));
    } else {
      iwant = reduce_fill_int(k, n, hi);
      BENCH_CK(cudaMemcpy(xi, hi, n * sizeof(int), cudaMemcpyHostToDevice));
    }
    double best = BENCH_INF;
    int ok = 1;
    for (int r = 0; r <= bench_reps(); ++r) {
      double t0 = bench_now();
      double dgot = 0;
      int igot = 0;
      if (isd)
        dgot = run_double(k, n, xd);
      else
        igot = run_int(k, n, xi);
      bench_keep(&best, r, t0);
      BENCH_CK(cudaGetLastError());
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
  cudaFree(xd);
  cudaFree(xi);
  cudaFree(dpart);
  cudaFree(dres);
  cudaFree(ipart);
  cudaFree(ires);
  free(hd);
  free(hi);
  return bench_exit();
}
