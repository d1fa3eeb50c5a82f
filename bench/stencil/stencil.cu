// stencil.cu - the Jacobi step of stencil.c in straightforward CUDA: one
// thread per interior point, 2-D grid of 32x8 blocks (x along rows: j).
// Build: nvcc -O3 -arch=sm_90 -DVARIANT=cuda stencil.cu -o stencil.cuda
// Run:   ./stencil.cuda [n (default 8192)] [runs]
#include "../common/bench.h"
#include <cuda_runtime.h>

static double value(int i, int j) { // the same data as stencil.c
  unsigned h = (unsigned)i * 2654435761U ^ (unsigned)j * 40503U;
  h ^= h >> 13;
  h *= 0x5bd1e995U;
  h ^= h >> 15;
  return (int)(h % 1024) / 64.0 - 8.0;
}

__global__ void jacobi(int n, const double *in, double *out) {
  int j = blockIdx.x * blockDim.x + threadIdx.x + 1;
  int i = blockIdx.y * blockDim.y + threadIdx.y + 1;
  if (i < n - 1 && j < n - 1)
    out[i * n + j] = 0.25 * (in[(i - 1) * n + j] + in[(i + 1) * n + j] +
                             in[i * n + j - 1] + in[i * n + j + 1]);
}

int main(int argc, char **argv) {
  long nl = bench_args(argc, argv, 8192);
  if (nl < 3 || nl > 32768) {
    fprintf(stderr, "stencil: n must be in [3, 32768]\n");
    return 2;
  }
  const int n = (int)nl;
  const long nn = (long)n * n;
  const size_t bytes = nn * sizeof(double);
  double *hin = (double *)bench_alloc(bytes);
  double *hout = (double *)bench_alloc(bytes);
  double *want = (double *)bench_alloc(bytes);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      hin[(long)i * n + j] = value(i, j);
  char info[128];
  snprintf(info, sizeof info, "n=%d (%dx%d doubles) runs=%d", n, n, n,
           bench_reps());
  bench_info("stencil", info);
  double *in, *out;
  BENCH_CK(cudaMalloc(&in, bytes));
  BENCH_CK(cudaMalloc(&out, bytes));
  BENCH_CK(cudaMemcpy(in, hin, bytes, cudaMemcpyHostToDevice));
  BENCH_CK(cudaMemcpy(out, hin, bytes, cudaMemcpyHostToDevice));
  bench_where("stencil");

  dim3 block(32, 8);
  dim3 grid((n - 2 + block.x - 1) / block.x, (n - 2 + block.y - 1) / block.y);
  double best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    jacobi<<<grid, block>>>(n, in, out);
    BENCH_CK(cudaDeviceSynchronize());
    bench_keep(&best, r, t0);
    BENCH_CK(cudaGetLastError());
  }

  for (long p = 0; p < nn; ++p)
    want[p] = hin[p];
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < n - 1; ++j)
      want[i * n + j] = 0.25 * (hin[(i - 1) * n + j] + hin[(i + 1) * n + j] +
                                hin[i * n + j - 1] + hin[i * n + j + 1]);
  BENCH_CK(cudaMemcpy(hout, out, bytes, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (long p = 0; p < nn; ++p)
    if (hout[p] != want[p] && bad++ < 5)
      bench_mismatch("jacobi", p, hout[p], want[p]);
  bench_result("stencil", "jacobi", 2.0 * bytes / best / 1e9, "GB/s", bad == 0);

  cudaFree(in);
  cudaFree(out);
  free(hin);
  free(hout);
  free(want);
  return bench_exit();
}
