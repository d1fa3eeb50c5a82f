// streamcxx.cu - the kernels of streamcxx.cpp in straightforward
// hand-written CUDA (the reference): a class template over the element
// type, one thread per element with an intptr_t index, 256 threads per
// block; the dot product the two-pass reduction of bench/common/reduce.cuh
// with the result copied to the host. double rows "streamcxx", float
// "streamcxx_f32".
// Build: nvcc -O3 -arch=sm_90 -DVARIANT=cuda streamcxx.cu -o streamcxx.cuda
// Run:   ./streamcxx.cuda [n (default 2^25 elements per array)] [runs]
#include "../common/bench.h"
#include "../common/reduce.cuh"
#include <cstdint>
#include <cuda_runtime.h>

#define BLOCK 256

template <class T>
__global__ void init_kernel(intptr_t n, T *a, T *b, T *c, T va, T vb, T vc) {
  intptr_t i = (intptr_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    a[i] = va + (T)(i % 7);
    b[i] = vb + (T)(i % 5);
    c[i] = vc + (T)(i % 3);
  }
}
template <class T>
__global__ void copy_kernel(intptr_t n, const T *a, T *c) {
  intptr_t i = (intptr_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i];
}
template <class T>
__global__ void mul_kernel(intptr_t n, T *b, const T *c, T s) {
  intptr_t i = (intptr_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    b[i] = s * c[i];
}
template <class T>
__global__ void add_kernel(intptr_t n, const T *a, const T *b, T *c) {
  intptr_t i = (intptr_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}
template <class T>
__global__ void triad_kernel(intptr_t n, T *a, const T *b, const T *c, T s) {
  intptr_t i = (intptr_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = b[i] + s * c[i];
}
template <class T>
__global__ void nstream_kernel(intptr_t n, T *a, const T *b, const T *c,
                               T s) {
  intptr_t i = (intptr_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] += b[i] + s * c[i];
}

template <class T> class CudaStream {
public:
  explicit CudaStream(intptr_t n)
      : n_(n), grid_((unsigned)((n + BLOCK - 1) / BLOCK)),
        rblocks_(reduce_blocks()) {
    BENCH_CK(cudaMalloc(&a_, n * sizeof(T)));
    BENCH_CK(cudaMalloc(&b_, n * sizeof(T)));
    BENCH_CK(cudaMalloc(&c_, n * sizeof(T)));
    BENCH_CK(cudaMalloc(&partial_, rblocks_ * sizeof(T)));
    BENCH_CK(cudaMalloc(&result_, sizeof(T)));
  }
  ~CudaStream() {
    cudaFree(a_);
    cudaFree(b_);
    cudaFree(c_);
    cudaFree(partial_);
    cudaFree(result_);
  }
  void init(T va, T vb, T vc) {
    init_kernel<T><<<grid_, BLOCK>>>(n_, a_, b_, c_, va, vb, vc);
    sync();
  }
  void copy() {
    copy_kernel<T><<<grid_, BLOCK>>>(n_, a_, c_);
    sync();
  }
  void mul(T s) {
    mul_kernel<T><<<grid_, BLOCK>>>(n_, b_, c_, s);
    sync();
  }
  void add() {
    add_kernel<T><<<grid_, BLOCK>>>(n_, a_, b_, c_);
    sync();
  }
  void triad(T s) {
    triad_kernel<T><<<grid_, BLOCK>>>(n_, a_, b_, c_, s);
    sync();
  }
  void nstream(T s) {
    nstream_kernel<T><<<grid_, BLOCK>>>(n_, a_, b_, c_, s);
    sync();
  }
  T dot() {
    return gpu_reduce((int)n_, LoadDotOf<T>{a_, b_}, OpSum(), (T)0, rblocks_,
                      partial_, result_);
  }
  void read(T *a, T *b, T *c) {
    BENCH_CK(cudaMemcpy(a, a_, n_ * sizeof(T), cudaMemcpyDeviceToHost));
    BENCH_CK(cudaMemcpy(b, b_, n_ * sizeof(T), cudaMemcpyDeviceToHost));
    BENCH_CK(cudaMemcpy(c, c_, n_ * sizeof(T), cudaMemcpyDeviceToHost));
  }

private:
  static void sync() {
    BENCH_CK(cudaGetLastError());
    BENCH_CK(cudaDeviceSynchronize());
  }
  intptr_t n_;
  unsigned grid_;
  int rblocks_;
  T *a_, *b_, *c_, *partial_, *result_;
};

template <class T>
static int same(const char *kernel, intptr_t n, const T *got,
                const T *want) {
  int bad = 0;
  for (intptr_t i = 0; i < n; ++i)
    if (got[i] != want[i] && bad++ < 5)
      bench_mismatch(kernel, (long)i, got[i], want[i]);
  return bad == 0;
}

template <class T> static void measure(const char *name, intptr_t n) {
  char info[128];
  snprintf(info, sizeof info, "n=%ld %s elements/array runs=%d", (long)n,
           sizeof(T) == 8 ? "double" : "float", bench_reps());
  bench_info(name, info);
  CudaStream<T> s(n);
  const T scalar = 3;
  s.init(1, 2, 0);
  bench_where(name);
  T *ra = static_cast<T *>(bench_alloc(n * sizeof(T)));
  T *rb = static_cast<T *>(bench_alloc(n * sizeof(T)));
  T *rc = static_cast<T *>(bench_alloc(n * sizeof(T)));
  T *ha = static_cast<T *>(bench_alloc(n * sizeof(T)));
  T *hb = static_cast<T *>(bench_alloc(n * sizeof(T)));
  T *hc = static_cast<T *>(bench_alloc(n * sizeof(T)));
  for (intptr_t i = 0; i < n; ++i) {
    ra[i] = 1 + (T)(i % 7);
    rb[i] = 2 + (T)(i % 5);
    rc[i] = (T)(i % 3);
  }
  double best[6];
  const double bytes = (double)n * sizeof(T);
  for (double &b : best)
    b = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    s.copy();
    bench_keep(&best[0], r, t0);
  }
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    s.mul(scalar);
    bench_keep(&best[1], r, t0);
  }
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    s.add();
    bench_keep(&best[2], r, t0);
  }
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    s.triad(scalar);
    bench_keep(&best[3], r, t0);
  }
  for (intptr_t i = 0; i < n; ++i) {
    rc[i] = ra[i];
    rb[i] = scalar * rc[i];
    rc[i] = ra[i] + rb[i];
    ra[i] = rb[i] + scalar * rc[i];
  }
  s.read(ha, hb, hc);
  int ok = same("copy-mul-add-triad a", n, ha, ra) &&
           same("copy-mul-add-triad b", n, hb, rb) &&
           same("copy-mul-add-triad c", n, hc, rc);
  bench_result(name, "copy", 2 * bytes / best[0] / 1e9, "GB/s", ok);
  bench_result(name, "mul", 2 * bytes / best[1] / 1e9, "GB/s", ok);
  bench_result(name, "add", 3 * bytes / best[2] / 1e9, "GB/s", ok);
  bench_result(name, "triad", 3 * bytes / best[3] / 1e9, "GB/s", ok);

  double want = 0;
  for (intptr_t i = 0; i < n; ++i)
    want += (double)ra[i] * (double)rb[i];
  ok = 1;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    T sum = s.dot();
    bench_keep(&best[4], r, t0);
    if (sizeof(T) == 8 ? sum != want : !bench_close(sum, want, 1e-2, 1.0)) {
      if (ok)
        bench_mismatch("dot", -1, sum, want);
      ok = 0;
    }
  }
  bench_result(name, "dot", 2 * bytes / best[4] / 1e9, "GB/s", ok);

  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    s.nstream(scalar);
    bench_keep(&best[5], r, t0);
  }
  for (intptr_t i = 0; i < n; ++i)
    ra[i] += (bench_reps() + 1) * (rb[i] + scalar * rc[i]);
  s.read(ha, hb, hc);
  ok = same("nstream", n, ha, ra);
  bench_result(name, "nstream", 4 * bytes / best[5] / 1e9, "GB/s", ok);
  free(ra);
  free(rb);
  free(rc);
  free(ha);
  free(hb);
  free(hc);
}

int main(int argc, char **argv) {
  long n = bench_args(argc, argv, 1L << 25);
  measure<double>("streamcxx", n);
  measure<float>("streamcxx_f32", n);
  return bench_exit();
}
