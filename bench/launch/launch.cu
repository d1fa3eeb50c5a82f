// launch.cu - the launch overhead test of launch.c in CUDA: the same tiny
// kernel (a[i] += 1 over 1000 elements, 4 blocks of 256) launched from a host
// loop with cudaDeviceSynchronize after each launch (as an OpenACC parallel
// construct without async waits for its kernel).
// Build: nvcc -O3 -arch=sm_90 -DVARIANT=cuda launch.cu -o launch.cuda
// Run:   ./launch.cuda [launches (default 10000)] [runs]
#include "../common/bench.h"
#include <cuda_runtime.h>

#define M 1000
#define BLOCK 256

__global__ void inc(int m, double *a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < m)
    a[i] += 1;
}

int main(int argc, char **argv) {
  long launches = bench_args(argc, argv, 10000);
  double *h = (double *)bench_alloc(M * sizeof(double));
  for (int i = 0; i < M; ++i)
    h[i] = i;
  char info[128];
  snprintf(info, sizeof info, "%ld launches of a %d-iteration loop runs=%d",
           launches, M, bench_reps());
  bench_info("launch", info);
  double *a;
  BENCH_CK(cudaMalloc(&a, M * sizeof(double)));
  BENCH_CK(cudaMemcpy(a, h, M * sizeof(double), cudaMemcpyHostToDevice));
  bench_where("launch");

  double best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    for (long l = 0; l < launches; ++l) {
      inc<<<(M + BLOCK - 1) / BLOCK, BLOCK>>>(M, a);
      cudaDeviceSynchronize();
    }
    bench_keep(&best, r, t0);
    BENCH_CK(cudaGetLastError());
  }

  BENCH_CK(cudaMemcpy(h, a, M * sizeof(double), cudaMemcpyDeviceToHost));
  int bad = 0;
  const double runs = (double)(bench_reps() + 1) * launches;
  for (int i = 0; i < M; ++i)
    if (h[i] != i + runs && bad++ < 5)
      bench_mismatch("launch", i, h[i], i + runs);
  bench_result("launch", "launch", best / launches * 1e6, "us", bad == 0);

  cudaFree(a);
  free(h);
  return bench_exit();
}
