// jacobi.cu - the laplace2d iteration of jacobi.c in straightforward CUDA:
// one thread per interior point (2-D grid of 32x8 blocks, x along rows),
// the max of |Anew - A| reduced per block in shared memory and combined
// with atomicMax on the bits of the (non-negative) double, the copy back as
// a second kernel, and the error copied to the host after every iteration,
// as the OpenACC version's `while (error > tol)` loop needs it.
// Build: nvcc -O3 -arch=sm_90 -DVARIANT=cuda jacobi.cu -o jacobi.cuda
// Run:   ./jacobi.cuda [n (default 4096)] [runs]
#include "../common/bench.h"
#include "jacobi_ref.h"
#include <cuda_runtime.h>

__global__ void sweep(int n, const double *__restrict__ A,
                      double *__restrict__ Anew,
                      unsigned long long *error) {
  __shared__ double block[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x + 1;
  int j = blockIdx.y * blockDim.y + threadIdx.y + 1;
  int t = threadIdx.y * blockDim.x + threadIdx.x;
  double e = 0.0;
  if (i < n - 1 && j < n - 1) {
    double v = 0.25 * (A[j * n + i + 1] + A[j * n + i - 1] +
                       A[(j - 1) * n + i] + A[(j + 1) * n + i]);
    Anew[j * n + i] = v;
    e = fabs(v - A[j * n + i]);
  }
  block[t] = e;
  __syncthreads();
  for (int s = 128; s > 0; s >>= 1) {
    if (t < s)
      block[t] = fmax(block[t], block[t + s]);
    __syncthreads();
  }
  if (t == 0) // non-negative doubles order as their bits do
    atomicMax(error, (unsigned long long)__double_as_longlong(block[0]));
}

__global__ void copy(int n, double *__restrict__ A,
                     const double *__restrict__ Anew) {
  int i = blockIdx.x * blockDim.x + threadIdx.x + 1;
  int j = blockIdx.y * blockDim.y + threadIdx.y + 1;
  if (i < n - 1 && j < n - 1)
    A[j * n + i] = Anew[j * n + i];
}

int main(int argc, char **argv) {
  long nl = bench_args(argc, argv, 4096);
  if (nl < 3 || nl > 16384) {
    fprintf(stderr, "jacobi: n must be in [3, 16384]\n");
    return 2;
  }
  const int n = (int)nl;
  const long nn = (long)n * n;
  const size_t bytes = nn * sizeof(double);
  double *h = (double *)bench_alloc(bytes);
  char info[128];
  snprintf(info, sizeof info, "n=%d (%dx%d doubles) iterations=%d runs=%d", n,
           n, n, ITERS, bench_reps());
  bench_info("jacobi", info);
  bench_where("jacobi");
  double *A, *Anew;
  unsigned long long *derr;
  BENCH_CK(cudaMalloc(&A, bytes));
  BENCH_CK(cudaMalloc(&Anew, bytes));
  BENCH_CK(cudaMalloc(&derr, sizeof *derr));
  dim3 threads(32, 8), blocks((n - 2 + 31) / 32, (n - 2 + 7) / 8);
  double best = BENCH_INF, error = 0.0;
  for (int r = 0; r <= bench_reps(); ++r) {
    jacobi_init(n, h);
    BENCH_CK(cudaMemcpy(A, h, bytes, cudaMemcpyHostToDevice));
    BENCH_CK(cudaMemcpy(Anew, h, bytes, cudaMemcpyHostToDevice));
    double t0 = bench_now();
    for (int iter = 0; iter < ITERS; ++iter) {
      BENCH_CK(cudaMemset(derr, 0, sizeof *derr));
      sweep<<<blocks, threads>>>(n, A, Anew, derr);
      copy<<<blocks, threads>>>(n, A, Anew);
      unsigned long long bits;
      BENCH_CK(cudaMemcpy(&bits, derr, sizeof bits, cudaMemcpyDeviceToHost));
      memcpy(&error, &bits, sizeof error);
    }
    BENCH_CK(cudaGetLastError());
    bench_keep(&best, r, t0);
  }
  BENCH_CK(cudaMemcpy(h, A, bytes, cudaMemcpyDeviceToHost));
  int ok = 1;
  if (n <= 1024) { // the host reference on small grids
    double *R = (double *)bench_alloc(bytes);
    ok = error == jacobi_reference(n, R);
    for (long p = 0; p < nn && ok; ++p)
      ok = h[p] == R[p];
    free(R);
  }
  double moved = 4.0 * (n - 2) * (n - 2) * sizeof(double) * ITERS;
  // One CUDA implementation is the reference of both OpenACC spellings.
  bench_result("jacobi", "kernels", moved / best / 1e9, "GB/s", ok);
  bench_result("jacobi", "parallel", moved / best / 1e9, "GB/s", ok);
  BENCH_CK(cudaFree(A));
  BENCH_CK(cudaFree(Anew));
  BENCH_CK(cudaFree(derr));
  free(h);
  return bench_exit();
}
