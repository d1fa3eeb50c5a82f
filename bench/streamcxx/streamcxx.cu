// streamcxx.cu - the kernels of streamcxx.cpp in straightforward
// hand-written CUDA (the reference): a class template over the element
// type, one thread per element with an intptr_t index, 256 threads per
// block; the dot product the two-pass reduction of bench/common/reduce.cuh
// with the result copied to the host. double rows "streamcxx", float
// "streamcxx_f32".
// Build: nvcc -O3 -arch=sm_90 -DVARIANT=cuda streamcxx.cu -o streamcxx.cuda
// Run:   ./streamcxx.cuda [n (default 2^25 elements per array)] [runs]
#include "measure.h"
#include "../common/reduce.cuh"
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

int main(int argc, char **argv) {
  long n = bench_args(argc, argv, 1L << 25);
  measure<CudaStream, double>("streamcxx", n);
  measure<CudaStream, float>("streamcxx_f32", n);
  return bench_exit();
}
