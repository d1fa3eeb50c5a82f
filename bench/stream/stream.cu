// stream.cu - the kernels of stream.c in straightforward hand-written CUDA
// (the reference): one thread per element, 256 threads per block; the dot
// product is the two-pass reduction of bench/common/reduce.cuh with the
// result copied to the host.
// Build: nvcc -O3 -arch=sm_90 -DVARIANT=cuda stream.cu -o stream.cuda
// Run:   ./stream.cuda [n (default 2^27 doubles per array)] [runs]
#include "../common/bench.h"

// The element type, as in stream.c (bench/stream_f32: float).
#ifndef REAL
#define REAL double
#define STREAM "stream"
#endif
#include "../common/reduce.cuh"
#include <climits>
#include <cuda_runtime.h>

#define BLOCK 256

__global__ void copy_kernel(int n, REAL *c, const REAL *a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i];
}
__global__ void scale_kernel(int n, REAL *b, const REAL *c, REAL s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    b[i] = s * c[i];
}
__global__ void add_kernel(int n, REAL *c, const REAL *a, const REAL *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}
__global__ void triad_kernel(int n, REAL *a, const REAL *b, const REAL *c,
                             REAL s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = b[i] + s * c[i];
}
__global__ void nstream_kernel(int n, REAL *a, const REAL *b,
                               const REAL *c, REAL s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] += b[i] + s * c[i];
}

static int same(const char *kernel, int n, const REAL *dev, REAL *host,
                const REAL *want) {
  BENCH_CK(cudaMemcpy(host, dev, n * sizeof(REAL), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i)
    if (host[i] != want[i] && bad++ < 5)
      bench_mismatch(kernel, i, host[i], want[i]);
  return bad == 0;
}

int main(int argc, char **argv) {
  long nl = bench_args(argc, argv, 1L << 27);
  if (nl > INT_MAX / 2) {
    fprintf(stderr, "stream: n too large\n");
    return 2;
  }
  const int n = (int)nl;
  const REAL s = 3.0;
  const size_t bytes = n * sizeof(REAL);
  REAL *ra = (REAL *)bench_alloc(bytes), *rb = (REAL *)bench_alloc(bytes);
  REAL *rc = (REAL *)bench_alloc(bytes), *h = (REAL *)bench_alloc(bytes);
  for (int i = 0; i < n; ++i) {
    ra[i] = 1 + i % 7;
    rb[i] = 2 + i % 5;
    rc[i] = i % 3;
  }
  char info[128];
  snprintf(info, sizeof info, "n=%d %ss/array runs=%d", n,
           BENCH_STR(REAL), bench_reps());
  bench_info(STREAM, info);
  REAL *a, *b, *c, *partial, *result;
  BENCH_CK(cudaMalloc(&a, bytes));
  BENCH_CK(cudaMalloc(&b, bytes));
  BENCH_CK(cudaMalloc(&c, bytes));
  const int rblocks = reduce_blocks();
  BENCH_CK(cudaMalloc(&partial, rblocks * sizeof(REAL)));
  BENCH_CK(cudaMalloc(&result, sizeof(REAL)));
  BENCH_CK(cudaMemcpy(a, ra, bytes, cudaMemcpyHostToDevice));
  BENCH_CK(cudaMemcpy(b, rb, bytes, cudaMemcpyHostToDevice));
  BENCH_CK(cudaMemcpy(c, rc, bytes, cudaMemcpyHostToDevice));
  bench_where(STREAM);
  const int grid = (n + BLOCK - 1) / BLOCK;
  double best;
  int ok;

  best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    copy_kernel<<<grid, BLOCK>>>(n, c, a);
    BENCH_CK(cudaDeviceSynchronize());
    bench_keep(&best, r, t0);
    BENCH_CK(cudaGetLastError());
  }
  for (int i = 0; i < n; ++i)
    rc[i] = ra[i];
  ok = same("copy", n, c, h, rc);
  bench_result(STREAM, "copy", 2.0 * bytes / best / 1e9, "GB/s", ok);

  best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    scale_kernel<<<grid, BLOCK>>>(n, b, c, s);
    BENCH_CK(cudaDeviceSynchronize());
    bench_keep(&best, r, t0);
    BENCH_CK(cudaGetLastError());
  }
  for (int i = 0; i < n; ++i)
    rb[i] = s * rc[i];
  ok = same("scale", n, b, h, rb);
  bench_result(STREAM, "scale", 2.0 * bytes / best / 1e9, "GB/s", ok);

  best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    add_kernel<<<grid, BLOCK>>>(n, c, a, b);
    BENCH_CK(cudaDeviceSynchronize());
    bench_keep(&best, r, t0);
    BENCH_CK(cudaGetLastError());
  }
  for (int i = 0; i < n; ++i)
    rc[i] = ra[i] + rb[i];
  ok = same("add", n, c, h, rc);
  bench_result(STREAM, "add", 3.0 * bytes / best / 1e9, "GB/s", ok);

  best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    triad_kernel<<<grid, BLOCK>>>(n, a, b, c, s);
    BENCH_CK(cudaDeviceSynchronize());
    bench_keep(&best, r, t0);
    BENCH_CK(cudaGetLastError());
  }
  for (int i = 0; i < n; ++i)
    ra[i] = rb[i] + s * rc[i];
  ok = same("triad", n, a, h, ra);
  bench_result(STREAM, "triad", 3.0 * bytes / best / 1e9, "GB/s", ok);

  double want = 0;
  for (int i = 0; i < n; ++i)
    want += ra[i] * rb[i];
  best = BENCH_INF;
  ok = 1;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    REAL sum = gpu_reduce(n, LoadDotOf<REAL>{a, b}, OpSum(), (REAL)0, rblocks,
                          partial, result);
    bench_keep(&best, r, t0);
    BENCH_CK(cudaGetLastError());
    BENCH_CK(cudaGetLastError());
    // Exact in double; a float sum rounds: a thread that adds 10^6
    // products in order is off by 0.2% (multicore), so 1% relative.
    if (sizeof(REAL) == sizeof(double) ? sum != want
                                       : !bench_close(sum, want, 1e-2, 1.0)) {
      if (ok)
        bench_mismatch("dot", -1, sum, want);
      ok = 0;
    }
  }
  bench_result(STREAM, "dot", 2.0 * bytes / best / 1e9, "GB/s", ok);

  best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    nstream_kernel<<<grid, BLOCK>>>(n, a, b, c, s);
    BENCH_CK(cudaDeviceSynchronize());
    bench_keep(&best, r, t0);
    BENCH_CK(cudaGetLastError());
  }
  for (int i = 0; i < n; ++i) // all runs at once: integers, exact
    ra[i] += (bench_reps() + 1) * (rb[i] + s * rc[i]);
  ok = same("nstream", n, a, h, ra);
  bench_result(STREAM, "nstream", 4.0 * bytes / best / 1e9, "GB/s", ok);

  cudaFree(a);
  cudaFree(b);
  cudaFree(c);
  cudaFree(partial);
  cudaFree(result);
  free(ra);
  free(rb);
  free(rc);
  free(h);
  return bench_exit();
}
