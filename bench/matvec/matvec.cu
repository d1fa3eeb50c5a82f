// matvec.cu - y = A x of matvec.c in straightforward CUDA: one block of 256
// threads per row, each thread a strided partial dot product, then a
// shared-memory reduction in the block.
// Build: nvcc -O3 -arch=sm_90 -DVARIANT=cuda matvec.cu -o matvec.cuda
// Run:   ./matvec.cuda [n (default 16384)] [runs]
#include "../common/bench.h"
#include <cuda_runtime.h>

#define BLOCK 256

static double aval(long p) { // the same data as matvec.c
  unsigned h = (unsigned)p * 2654435761U;
  h ^= h >> 15;
  h *= 0x2c1b3c6dU;
  h ^= h >> 12;
  return (int)(h % 65) / 8.0 - 4.0;
}
static double xval(int j) { return (j * 7 % 33) / 4.0 - 4.0; }

__global__ void __launch_bounds__(BLOCK)
matvec(int n, const double *A, const double *x, double *y) {
  __shared__ double part[BLOCK];
  int i = blockIdx.x;
  double sum = 0;
  for (int j = threadIdx.x; j < n; j += BLOCK)
    sum += A[i * n + j] * x[j];
  part[threadIdx.x] = sum;
  __syncthreads();
  for (int w = BLOCK / 2; w > 0; w /= 2) {
    if (threadIdx.x < w)
      part[threadIdx.x] += part[threadIdx.x + w];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    y[i] = part[0];
}

int main(int argc, char **argv) {
  long nl = bench_args(argc, argv, 16384);
  if (nl > 32768) {
    fprintf(stderr, "matvec: n must be at most 32768\n");
    return 2;
  }
  const int n = (int)nl;
  const long nn = (long)n * n;
  double *hA = (double *)bench_alloc(nn * sizeof(double));
  double *hx = (double *)bench_alloc(n * sizeof(double));
  double *hy = (double *)bench_alloc(n * sizeof(double));
  for (long p = 0; p < nn; ++p)
    hA[p] = aval(p);
  for (int j = 0; j < n; ++j)
    hx[j] = xval(j);
  char info[128];
  snprintf(info, sizeof info, "n=%d (%dx%d doubles) runs=%d", n, n, n,
           bench_reps());
  bench_info("matvec", info);
  double *A, *x, *y;
  BENCH_CK(cudaMalloc(&A, nn * sizeof(double)));
  BENCH_CK(cudaMalloc(&x, n * sizeof(double)));
  BENCH_CK(cudaMalloc(&y, n * sizeof(double)));
  BENCH_CK(cudaMemcpy(A, hA, nn * sizeof(double), cudaMemcpyHostToDevice));
  BENCH_CK(cudaMemcpy(x, hx, n * sizeof(double), cudaMemcpyHostToDevice));
  BENCH_CK(cudaMemset(y, 0, n * sizeof(double)));
  bench_where("matvec");

  double best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    matvec<<<n, BLOCK>>>(n, A, x, y);
    BENCH_CK(cudaDeviceSynchronize());
    bench_keep(&best, r, t0);
    BENCH_CK(cudaGetLastError());
  }

  BENCH_CK(cudaMemcpy(hy, y, n * sizeof(double), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    double want = 0;
    for (int j = 0; j < n; ++j)
      want += hA[(long)i * n + j] * hx[j];
    if (hy[i] != want && bad++ < 5)
      bench_mismatch("matvec", i, hy[i], want);
  }
  bench_result("matvec", "matvec", (double)nn * sizeof(double) / best / 1e9,
               "GB/s", bad == 0);

  cudaFree(A);
  cudaFree(x);
  cudaFree(y);
  free(hA);
  free(hx);
  free(hy);
  return bench_exit();
}
