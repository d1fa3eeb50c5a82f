// histogram.cu - the histogram of histogram.c in CUDA, as CUDA programmers
// write one: each block counts in shared memory (atomicAdd there), stepping
// through the keys (8 blocks of 256 threads per SM), then adds its counts
// to the global histogram (one atomicAdd per bin and block).
// Build: nvcc -O3 -arch=sm_90 -DVARIANT=cuda histogram.cu -o histogram.cuda
// Run:   ./histogram.cuda [n (default 2^26)] [runs]
#include "../common/bench.h"
#include <cuda_runtime.h>

#define BLOCK 256

__global__ void count(long n, int nbins, const int *key, int *hist) {
  extern __shared__ int bins[];
  for (int b = threadIdx.x; b < nbins; b += blockDim.x)
    bins[b] = 0;
  __syncthreads();
  for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n;
       i += (long)gridDim.x * blockDim.x)
    atomicAdd(&bins[key[i]], 1);
  __syncthreads();
  for (int b = threadIdx.x; b < nbins; b += blockDim.x)
    if (bins[b])
      atomicAdd(&hist[b], bins[b]);
}

int main(int argc, char **argv) {
  long n = bench_args(argc, argv, 1L << 26);
  int *key = (int *)bench_alloc(n * sizeof(int));
  int *hist = (int *)bench_alloc(4096 * sizeof(int));
  long *want = (long *)bench_alloc(4096 * sizeof(long));
  char info[128];
  snprintf(info, sizeof info, "n=%ld keys, 256 and 4096 bins runs=%d", n,
           bench_reps());
  bench_info("histogram", info);
  int sms;
  BENCH_CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  bench_where("histogram");
  for (int nbins = 256; nbins <= 4096; nbins *= 16) {
    for (long i = 0; i < n; ++i)
      key[i] = (int)((((unsigned long)i * 2654435761u) >> 7) % nbins);
    for (int b = 0; b < nbins; ++b)
      want[b] = 0;
    for (long i = 0; i < n; ++i)
      ++want[key[i]];
    int *dkey, *dhist;
    BENCH_CK(cudaMalloc(&dkey, n * sizeof(int)));
    BENCH_CK(cudaMalloc(&dhist, nbins * sizeof(int)));
    BENCH_CK(cudaMemcpy(dkey, key, n * sizeof(int), cudaMemcpyHostToDevice));
    BENCH_CK(cudaMemset(dhist, 0, nbins * sizeof(int)));
    double best = BENCH_INF;
    for (int r = 0; r <= bench_reps(); ++r) {
      double t0 = bench_now();
      count<<<8 * sms, BLOCK, nbins * sizeof(int)>>>(n, nbins, dkey, dhist);
      cudaDeviceSynchronize();
      bench_keep(&best, r, t0);
      BENCH_CK(cudaGetLastError());
    }
    BENCH_CK(cudaMemcpy(hist, dhist, nbins * sizeof(int),
                        cudaMemcpyDeviceToHost));
    int bad = 0;
    const long runs = bench_reps() + 1;
    for (int b = 0; b < nbins; ++b)
      if (hist[b] != want[b] * runs && bad++ < 5)
        bench_mismatch("histogram", b, hist[b], (double)(want[b] * runs));
    char kernel[32];
    snprintf(kernel, sizeof kernel, "hist%d", nbins);
    bench_result("histogram", kernel, n / best / 1e9, "Gkeys/s", bad == 0);
    cudaFree(dkey);
    cudaFree(dhist);
  }
  free(key);
  free(hist);
  free(want);
  return bench_exit();
}
