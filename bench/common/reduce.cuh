// reduce.cuh - the straightforward CUDA reduction used as the reference for
// OpenACC reductions (bench/reduce, the dot product of bench/stream): one
// kernel template with a functor for the operator and one for the element.
//   pass 1: a grid of `blocks` blocks of REDUCE_BLOCK threads, grid-stride
//           loop, block reduction in shared memory, one partial per block;
//   pass 2: the same kernel, one block, over the partials;
//   then the result is copied to the host (cudaMemcpy, which waits), as an
//   OpenACC reduction returns its result to the host.
#ifndef BENCH_COMMON_REDUCE_CUH
#define BENCH_COMMON_REDUCE_CUH

#define REDUCE_BLOCK 256

// Operators (the OpenACC reduction operators).
struct OpSum { template <typename T> __device__ T operator()(T a, T b) const { return a + b; } };
struct OpProd { template <typename T> __device__ T operator()(T a, T b) const { return a * b; } };
struct OpMax {
  __device__ double operator()(double a, double b) const { return fmax(a, b); }
  __device__ int operator()(int a, int b) const { return max(a, b); }
};
struct OpMin {
  __device__ double operator()(double a, double b) const { return fmin(a, b); }
  __device__ int operator()(int a, int b) const { return min(a, b); }
};
struct OpBitAnd { __device__ int operator()(int a, int b) const { return a & b; } };
struct OpBitOr { __device__ int operator()(int a, int b) const { return a | b; } };
struct OpBitXor { __device__ int operator()(int a, int b) const { return a ^ b; } };
struct OpAnd { __device__ int operator()(int a, int b) const { return a && b; } };
struct OpOr { __device__ int operator()(int a, int b) const { return a || b; } };

// Elements: x[i], or a[i] * b[i] for a dot product.
template <typename T> struct LoadOne {
  const T *x;
  __device__ T operator()(int i) const { return x[i]; }
};
template <typename T> struct LoadDotOf {
  const T *a, *b;
  __device__ T operator()(int i) const { return a[i] * b[i]; }
};
using LoadDot = LoadDotOf<double>;

template <typename T, typename Op, typename Load>
__global__ void __launch_bounds__(REDUCE_BLOCK)
reduce_kernel(int n, Load load, Op op, T init, T *out) {
  __shared__ T part[REDUCE_BLOCK];
  T v = init;
  for (int i = blockIdx.x * REDUCE_BLOCK + threadIdx.x; i < n;
       i += gridDim.x * REDUCE_BLOCK)
    v = op(v, load(i));
  part[threadIdx.x] = v;
  __syncthreads();
  for (int w = REDUCE_BLOCK / 2; w > 0; w /= 2) {
    if (threadIdx.x < w)
      part[threadIdx.x] = op(part[threadIdx.x], part[threadIdx.x + w]);
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = part[0];
}

// Blocks for pass 1: enough to fill the GPU (8 blocks of 256 per SM).
static int reduce_blocks(void) {
  int dev = 0, sms = 0;
  cudaGetDevice(&dev);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
  return sms * 8;
}

// Reduce n elements; partial holds `blocks` T, result one T (device memory).
template <typename T, typename Op, typename Load>
static T gpu_reduce(int n, Load load, Op op, T init, int blocks, T *partial,
                    T *result) {
  reduce_kernel<T><<<blocks, REDUCE_BLOCK>>>(n, load, op, init, partial);
  reduce_kernel<T><<<1, REDUCE_BLOCK>>>(blocks, LoadOne<T>{partial}, op, init,
                                        result);
  T h;
  cudaMemcpy(&h, result, sizeof(T), cudaMemcpyDeviceToHost);
  return h;
}

#endif // BENCH_COMMON_REDUCE_CUH
