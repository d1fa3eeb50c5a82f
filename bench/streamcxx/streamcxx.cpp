// streamcxx.cpp - the streaming kernels as C++ applications write them
// (BabelStream's OpenACC model, issue 16's first rows): a class template
// over the element type whose methods copy the members into locals and run
// `parallel loop present(...) wait` over `intptr_t` indices; the dot
// product a `reduction(+:sum)` of a value-initialized T. One run measures
// double (rows "streamcxx") and float ("streamcxx_f32").
//
// Build: accc++ -O3 -acc=gpu -DVARIANT=accc streamcxx.cpp -o streamcxx.accc
//        g++ -O3 -fopenacc -foffload=nvptx-none -DVARIANT=gcc streamcxx.cpp
// Run:   ./streamcxx.accc [n (default 2^25 elements per array)] [runs]
// GB/s counts each array read or written once per element: copy and mul 2
// arrays, add and triad 3, dot 2, nstream 4.
#include "measure.h"
#include <cstring>

template <class T> class AccStream {
public:
  explicit AccStream(intptr_t n) : n_(n) {
    a_ = static_cast<T *>(bench_alloc(n * sizeof(T)));
    b_ = static_cast<T *>(bench_alloc(n * sizeof(T)));
    c_ = static_cast<T *>(bench_alloc(n * sizeof(T)));
    intptr_t size = n_;
    T *__restrict a = a_, *__restrict b = b_, *__restrict c = c_;
    #pragma acc enter data create(a[0:size], b[0:size], c[0:size])
  }
  ~AccStream() {
    intptr_t size = n_;
    T *__restrict a = a_, *__restrict b = b_, *__restrict c = c_;
    #pragma acc exit data delete(a[0:size], b[0:size], c[0:size])
    free(a_);
    free(b_);
    free(c_);
  }

  void init(T va, T vb, T vc) {
    intptr_t size = n_;
    T *__restrict a = a_, *__restrict b = b_, *__restrict c = c_;
    #pragma acc parallel loop present(a[0:size], b[0:size], c[0:size]) wait
    for (intptr_t i = 0; i < size; ++i) {
      a[i] = va + (T)(i % 7);
      b[i] = vb + (T)(i % 5);
      c[i] = vc + (T)(i % 3);
    }
  }
  void copy() {
    intptr_t size = n_;
    T *__restrict a = a_, *__restrict c = c_;
    #pragma acc parallel loop present(a[0:size], c[0:size]) wait
    for (intptr_t i = 0; i < size; ++i)
      c[i] = a[i];
  }
  void mul(T s) {
    intptr_t size = n_;
    T *__restrict b = b_, *__restrict c = c_;
    #pragma acc parallel loop present(b[0:size], c[0:size]) wait
    for (intptr_t i = 0; i < size; ++i)
      b[i] = s * c[i];
  }
  void add() {
    intptr_t size = n_;
    T *__restrict a = a_, *__restrict b = b_, *__restrict c = c_;
    #pragma acc parallel loop present(a[0:size], b[0:size], c[0:size]) wait
    for (intptr_t i = 0; i < size; ++i)
      c[i] = a[i] + b[i];
  }
  void triad(T s) {
    intptr_t size = n_;
    T *__restrict a = a_, *__restrict b = b_, *__restrict c = c_;
    #pragma acc parallel loop present(a[0:size], b[0:size], c[0:size]) wait
    for (intptr_t i = 0; i < size; ++i)
      a[i] = b[i] + s * c[i];
  }
  void nstream(T s) {
    intptr_t size = n_;
    T *__restrict a = a_, *__restrict b = b_, *__restrict c = c_;
    #pragma acc parallel loop present(a[0:size], b[0:size], c[0:size]) wait
    for (intptr_t i = 0; i < size; ++i)
      a[i] += b[i] + s * c[i];
  }
  T dot() {
    T sum{};
    intptr_t size = n_;
    T *__restrict a = a_, *__restrict b = b_;
    #pragma acc parallel loop reduction(+:sum) present(a[0:size], b[0:size]) wait
    for (intptr_t i = 0; i < size; ++i)
      sum += a[i] * b[i];
    return sum;
  }
  // The device's arrays, copied to ha, hb, hc (for the checks).
  void read(T *ha, T *hb, T *hc) {
    intptr_t size = n_;
    T *__restrict a = a_, *__restrict b = b_, *__restrict c = c_;
    #pragma acc update self(a[0:size], b[0:size], c[0:size])
    memcpy(ha, a, size * sizeof(T));
    memcpy(hb, b, size * sizeof(T));
    memcpy(hc, c, size * sizeof(T));
  }

private:
  intptr_t n_;
  T *a_, *b_, *c_;
};

int main(int argc, char **argv) {
  long n = bench_args(argc, argv, 1L << 25);
  measure<AccStream, double>("streamcxx", n);
  measure<AccStream, float>("streamcxx_f32", n);
  return bench_exit();
}
