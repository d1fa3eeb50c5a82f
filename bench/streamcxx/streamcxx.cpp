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
#include "../common/bench.h"
#include <cstdint>

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
  // The device's arrays, copied to the host ones (for the checks).
  void read() {
    intptr_t size = n_;
    T *__restrict a = a_, *__restrict b = b_, *__restrict c = c_;
    #pragma acc update self(a[0:size], b[0:size], c[0:size])
  }
  const T *a() const { return a_; }
  const T *b() const { return b_; }
  const T *c() const { return c_; }

private:
  intptr_t n_;
  T *a_, *b_, *c_;
};

// Elements of got equal want's: small integers, exact in any order.
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
  AccStream<T> s(n);
  const T scalar = 3;
  s.init(1, 2, 0);
  bench_where(name);
  T *ra = static_cast<T *>(bench_alloc(n * sizeof(T)));
  T *rb = static_cast<T *>(bench_alloc(n * sizeof(T)));
  T *rc = static_cast<T *>(bench_alloc(n * sizeof(T)));
  for (intptr_t i = 0; i < n; ++i) {
    ra[i] = 1 + (T)(i % 7);
    rb[i] = 2 + (T)(i % 5);
    rc[i] = (T)(i % 3);
  }
  double best[6];
  const double bytes = (double)n * sizeof(T);
  for (double &b : best)
    b = BENCH_INF;
  // Each kernel timed alone, in its own loop (each loop's result does not
  // depend on how often it ran): c = a, b = 3c, c = a + b, a = b + 3c.
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
  s.read();
  int ok = same("copy-mul-add-triad a", n, s.a(), ra) &&
           same("copy-mul-add-triad b", n, s.b(), rb) &&
           same("copy-mul-add-triad c", n, s.c(), rc);
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
    // Exact in double; a float sum rounds (1% relative, as bench/stream).
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
  s.read();
  ok = same("nstream", n, s.a(), ra);
  bench_result(name, "nstream", 4 * bytes / best[5] / 1e9, "GB/s", ok);
  free(ra);
  free(rb);
  free(rc);
}

int main(int argc, char **argv) {
  long n = bench_args(argc, argv, 1L << 25);
  measure<double>("streamcxx", n);
  measure<float>("streamcxx_f32", n);
  return bench_exit();
}
