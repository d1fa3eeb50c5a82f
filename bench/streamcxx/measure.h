// measure.h - the harness of streamcxx.cpp (OpenACC) and streamcxx.cu
// (CUDA): every kernel of a Stream<T> (a class with init, copy, mul, add,
// triad, nstream, dot, and read, which copies the device's arrays to host
// ones), each timed alone in its own loop and checked against a serial
// reference; RESULT lines named `name`.
#ifndef BENCH_STREAMCXX_MEASURE_H
#define BENCH_STREAMCXX_MEASURE_H

#include "../common/bench.h"
#include <cstdint>

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

// The best time of run() over bench_reps() runs after a warm-up.
template <class F> static double best_of(F run) {
  double best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    run();
    bench_keep(&best, r, t0);
  }
  return best;
}

template <template <class> class Stream, class T>
static void measure(const char *name, intptr_t n) {
  char info[128];
  snprintf(info, sizeof info, "n=%ld %s elements/array runs=%d", (long)n,
           sizeof(T) == 8 ? "double" : "float", bench_reps());
  bench_info(name, info);
  Stream<T> s(n);
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
  const double bytes = (double)n * sizeof(T);
  // Each kernel timed alone, in its own loop (each loop's result does not
  // depend on how often it ran): c = a, b = 3c, c = a + b, a = b + 3c.
  double copy = best_of([&] { s.copy(); });
  double mul = best_of([&] { s.mul(scalar); });
  double add = best_of([&] { s.add(); });
  double triad = best_of([&] { s.triad(scalar); });
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
  bench_result(name, "copy", 2 * bytes / copy / 1e9, "GB/s", ok);
  bench_result(name, "mul", 2 * bytes / mul / 1e9, "GB/s", ok);
  bench_result(name, "add", 3 * bytes / add / 1e9, "GB/s", ok);
  bench_result(name, "triad", 3 * bytes / triad / 1e9, "GB/s", ok);

  double want = 0;
  for (intptr_t i = 0; i < n; ++i)
    want += (double)ra[i] * (double)rb[i];
  ok = 1;
  double dot = BENCH_INF; // its check outside the timed part
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    T sum = s.dot();
    bench_keep(&dot, r, t0);
    // Exact in double; a float sum rounds (1% relative, as bench/stream).
    if (sizeof(T) == 8 ? sum != want : !bench_close(sum, want, 1e-2, 1.0)) {
      if (ok)
        bench_mismatch("dot", -1, sum, want);
      ok = 0;
    }
  }
  bench_result(name, "dot", 2 * bytes / dot / 1e9, "GB/s", ok);

  double nstream = best_of([&] { s.nstream(scalar); });
  for (intptr_t i = 0; i < n; ++i)
    ra[i] += (bench_reps() + 1) * (rb[i] + scalar * rc[i]);
  s.read(ha, hb, hc);
  ok = same("nstream", n, ha, ra);
  bench_result(name, "nstream", 4 * bytes / nstream / 1e9, "GB/s", ok);
  free(ra);
  free(rb);
  free(rc);
  free(ha);
  free(hb);
  free(hc);
}

#endif // BENCH_STREAMCXX_MEASURE_H
