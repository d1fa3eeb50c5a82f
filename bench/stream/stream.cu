// stream.cu - the same loops as stream.c, hand-written CUDA (the reference).
// Build: nvcc -O3 -arch=sm_90 stream.cu -o stream-cuda
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void init(long n, double *a, double *b, double *c) {
  for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n;
       i += (long)gridDim.x * blockDim.x) {
    a[i] = 0; b[i] = 1; c[i] = 2;
  }
}
__global__ void triad(long n, double *a, const double *b, const double *c,
                      double s) {
  long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = b[i] + s * c[i];
}
__global__ void dotk(long n, const double *b, const double *c, double *out) {
  __shared__ double part[256];
  double sum = 0;
  for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n;
       i += (long)gridDim.x * blockDim.x)
    sum += b[i] * c[i];
  part[threadIdx.x] = sum;
  __syncthreads();
  for (int w = blockDim.x / 2; w > 0; w /= 2) {
    if (threadIdx.x < w)
      part[threadIdx.x] += part[threadIdx.x + w];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    atomicAdd(out, part[0]);
}

int main(int argc, char **argv) {
  long n = 1L << (argc > 1 ? atoi(argv[1]) : 27);
  const int reps = 20;
  double *a, *b, *c, *d;
  cudaMalloc(&a, n * 8); cudaMalloc(&b, n * 8); cudaMalloc(&c, n * 8);
  cudaMalloc(&d, 8);
  init<<<4096, 256>>>(n, a, b, c);
  cudaEvent_t e0, e1;
  cudaEventCreate(&e0); cudaEventCreate(&e1);
  float best = 1e30f, ms;
  for (int r = 0; r < reps + 1; ++r) {
    cudaEventRecord(e0);
    triad<<<(n + 255) / 256, 256>>>(n, a, b, c, 3.0);
    cudaEventRecord(e1);
    cudaEventSynchronize(e1);
    cudaEventElapsedTime(&ms, e0, e1);
    if (r > 0 && ms < best) best = ms;
  }
  printf("triad: %.0f GB/s\n", 3.0 * n * 8 / (best * 1e-3) / 1e9);
  int sms; cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  best = 1e30f;
  double dot = 0;
  for (int r = 0; r < reps + 1; ++r) {
    cudaMemset(d, 0, 8);
    cudaEventRecord(e0);
    dotk<<<sms * 8, 256>>>(n, b, c, d);
    cudaEventRecord(e1);
    cudaEventSynchronize(e1);
    cudaEventElapsedTime(&ms, e0, e1);
    if (r > 0 && ms < best) best = ms;
  }
  cudaMemcpy(&dot, d, 8, cudaMemcpyDeviceToHost);
  printf("dot:   %.0f GB/s (%s)\n", 2.0 * n * 8 / (best * 1e-3) / 1e9,
         dot == 2.0 * n ? "ok" : "WRONG");
  return 0;
}
