// stream.c - STREAM-like memory-bound kernels in OpenACC: copy, scale, add,
// triad, dot and nstream, on device-resident data (enter data once, present
// on every loop: no host transfer is timed except the dot's result, which
// the reduction itself returns to the host).
//
// Build: accc -O3 -acc=gpu -DVARIANT=accc stream.c -o stream.accc
//        gcc -O3 -fopenacc -foffload=nvptx-none -DVARIANT=gcc stream.c -lm
// Run:   ./stream.accc [n (default 2^27 doubles per array)] [runs]
// GB/s counts each array read or written once per element: copy and scale
// 2 arrays, add and triad 3, dot 2, nstream 4 (a read and written).
#include "../common/bench.h"
#include <limits.h>

// The element type: double here; bench/stream_f32 builds this file with
// float (its own name, so that its results are rows of their own).
#ifndef REAL
#define REAL double
#define STREAM "stream"
#endif

// Compare n elements exactly (all values in this benchmark are small
// integers, exact in any order of evaluation).
static int same(const char *kernel, int n, const REAL *got, const REAL *want) {
  int bad = 0;
  for (int i = 0; i < n; ++i)
    if (got[i] != want[i] && bad++ < 5)
      bench_mismatch(kernel, i, got[i], want[i]);
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
  REAL *a = bench_alloc(n * sizeof(REAL));
  REAL *b = bench_alloc(n * sizeof(REAL));
  REAL *c = bench_alloc(n * sizeof(REAL));
  REAL *ra = bench_alloc(n * sizeof(REAL)); // host reference
  REAL *rb = bench_alloc(n * sizeof(REAL));
  REAL *rc = bench_alloc(n * sizeof(REAL));
  for (int i = 0; i < n; ++i) {
    ra[i] = a[i] = 1 + i % 7;
    rb[i] = b[i] = 2 + i % 5;
    rc[i] = c[i] = i % 3;
  }
  char info[128];
  snprintf(info, sizeof info, "n=%d %ss/array runs=%d", n, BENCH_STR(REAL),
           bench_reps());
  bench_info(STREAM, info);

  #pragma acc enter data copyin(a[0:n], b[0:n], c[0:n])
  bench_where(STREAM);
  double best;
  int ok;

  // copy: c = a
  best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    #pragma acc parallel loop present(a[0:n], c[0:n])
    for (int i = 0; i < n; ++i)
      c[i] = a[i];
    bench_keep(&best, r, t0);
  }
  for (int i = 0; i < n; ++i)
    rc[i] = ra[i];
  #pragma acc update self(c[0:n])
  ok = same("copy", n, c, rc);
  bench_result(STREAM, "copy", 2.0 * n * sizeof(REAL) / best / 1e9, "GB/s",
               ok);

  // scale: b = s * c
  best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    #pragma acc parallel loop present(b[0:n], c[0:n])
    for (int i = 0; i < n; ++i)
      b[i] = s * c[i];
    bench_keep(&best, r, t0);
  }
  for (int i = 0; i < n; ++i)
    rb[i] = s * rc[i];
  #pragma acc update self(b[0:n])
  ok = same("scale", n, b, rb);
  bench_result(STREAM, "scale", 2.0 * n * sizeof(REAL) / best / 1e9, "GB/s",
               ok);

  // add: c = a + b
  best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    #pragma acc parallel loop present(a[0:n], b[0:n], c[0:n])
    for (int i = 0; i < n; ++i)
      c[i] = a[i] + b[i];
    bench_keep(&best, r, t0);
  }
  for (int i = 0; i < n; ++i)
    rc[i] = ra[i] + rb[i];
  #pragma acc update self(c[0:n])
  ok = same("add", n, c, rc);
  bench_result(STREAM, "add", 3.0 * n * sizeof(REAL) / best / 1e9, "GB/s",
               ok);

  // triad: a = b + s * c
  best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    #pragma acc parallel loop present(a[0:n], b[0:n], c[0:n])
    for (int i = 0; i < n; ++i)
      a[i] = b[i] + s * c[i];
    bench_keep(&best, r, t0);
  }
  for (int i = 0; i < n; ++i)
    ra[i] = rb[i] + s * rc[i];
  #pragma acc update self(a[0:n])
  ok = same("triad", n, a, ra);
  bench_result(STREAM, "triad", 3.0 * n * sizeof(REAL) / best / 1e9, "GB/s",
               ok);

  // dot: sum of a * b (the reduction returns the sum to the host)
  double want = 0;
  for (int i = 0; i < n; ++i)
    want += ra[i] * rb[i];
  best = BENCH_INF;
  ok = 1;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    REAL sum = 0;
    #pragma acc parallel loop present(a[0:n], b[0:n]) reduction(+:sum)
    for (int i = 0; i < n; ++i)
      sum += a[i] * b[i];
    bench_keep(&best, r, t0);
    // Exact in double; a float sum rounds: a thread that adds 10^6
    // products in order is off by 0.2% (multicore), so 1% relative.
    if (sizeof(REAL) == sizeof(double) ? sum != want
                                       : !bench_close(sum, want, 1e-2, 1.0)) {
      if (ok)
        bench_mismatch("dot", -1, sum, want);
      ok = 0;
    }
  }
  bench_result(STREAM, "dot", 2.0 * n * sizeof(REAL) / best / 1e9, "GB/s",
               ok);

  // nstream: a += b + s * c (accumulates: checked after all runs)
  best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    #pragma acc parallel loop present(a[0:n], b[0:n], c[0:n])
    for (int i = 0; i < n; ++i)
      a[i] += b[i] + s * c[i];
    bench_keep(&best, r, t0);
  }
  for (int i = 0; i < n; ++i) // all runs at once: integers, exact
    ra[i] += (bench_reps() + 1) * (rb[i] + s * rc[i]);
  #pragma acc update self(a[0:n])
  ok = same("nstream", n, a, ra);
  bench_result(STREAM, "nstream", 4.0 * n * sizeof(REAL) / best / 1e9, "GB/s",
               ok);

  #pragma acc exit data delete(a[0:n], b[0:n], c[0:n])
  free(a);
  free(b);
  free(c);
  free(ra);
  free(rb);
  free(rc);
  return bench_exit();
}
