// matmul.cu - C = A * B of matmul.c in straightforward CUDA: one thread per
// element of C, 2-D grid of 16x16 blocks (x along j), a sequential k loop;
// no shared-memory tiling, no tensor cores.
// Build: nvcc -O3 -arch=sm_90 -DVARIANT=cuda matmul.cu -o matmul.cuda
// Run:   ./matmul.cuda [n (default 4096)] [runs]
#include "../common/bench.h"
#include "matmul_check.h"
#include <cuda_runtime.h>

__global__ void matmul(int n, const double *A, const double *B, double *C) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < n && j < n) {
    double sum = 0;
    for (int k = 0; k < n; ++k)
      sum += A[i * n + k] * B[k * n + j];
    C[i * n + j] = sum;
  }
}

int main(int argc, char **argv) {
  long nl = bench_args(argc, argv, 4096);
  if (nl > 16384) {
    fprintf(stderr, "matmul: n must be at most 16384\n");
    return 2;
  }
  const int n = (int)nl;
  const long nn = (long)n * n;
  const size_t bytes = nn * sizeof(double);
  double *hA = (double *)bench_alloc(bytes);
  double *hB = (double *)bench_alloc(bytes);
  double *hC = (double *)bench_alloc(bytes);
  for (long p = 0; p < nn; ++p) {
    hA[p] = matmul_a(p);
    hB[p] = matmul_b(p);
  }
  char info[128];
  snprintf(info, sizeof info, "n=%d runs=%d", n, bench_reps());
  bench_info("matmul", info);
  double *A, *B, *C;
  BENCH_CK(cudaMalloc(&A, bytes));
  BENCH_CK(cudaMalloc(&B, bytes));
  BENCH_CK(cudaMalloc(&C, bytes));
  BENCH_CK(cudaMemcpy(A, hA, bytes, cudaMemcpyHostToDevice));
  BENCH_CK(cudaMemcpy(B, hB, bytes, cudaMemcpyHostToDevice));
  bench_where("matmul");

  dim3 block(16, 16);
  dim3 grid((n + block.x - 1) / block.x, (n + block.y - 1) / block.y);
  double best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    matmul<<<grid, block>>>(n, A, B, C);
    BENCH_CK(cudaDeviceSynchronize());
    bench_keep(&best, r, t0);
    BENCH_CK(cudaGetLastError());
  }

  BENCH_CK(cudaMemcpy(hC, C, bytes, cudaMemcpyDeviceToHost));
  int ok = matmul_check(n, hA, hB, hC);
  bench_result("matmul", "matmul", 2.0 * n * n * n / best / 1e9, "GFLOP/s", ok);

  cudaFree(A);
  cudaFree(B);
  cudaFree(C);
  free(hA);
  free(hB);
  free(hC);
  return bench_exit();
}
