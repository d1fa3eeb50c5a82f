// bench.h - timing, checking and output shared by every benchmark of the
// suite, in C (OpenACC sources, built by accc or gcc) and CUDA (.cu, nvcc).
//
// Methodology (bench/README.md):
//  - host wall clock (CLOCK_MONOTONIC) around launch + completion of the
//    timed operation, best of BENCH_REPS (20) runs after one excluded warm-up;
//  - results checked against a host reference before a timing is printed
//    as ok; a wrong result prints WRONG and makes the program exit 1;
//  - one machine-readable line per kernel:
//      RESULT <bench> <kernel> <variant> <value> <unit> <ok|WRONG>
//    where <variant> is the build variant (-DVARIANT=accc|cuda|gcc|...).
//
// Usage:  double best = BENCH_INF;
//         for (int r = 0; r <= bench_reps(); ++r) {   // r == 0: warm-up
//           double t0 = bench_now();
//           ... launch + wait ...
//           bench_keep(&best, r, t0);
//         }
//         bench_result("stream", "triad", 3.0 * n * 8 / best / 1e9, "GB/s", ok);
//         return bench_exit();
#ifndef BENCH_COMMON_BENCH_H
#define BENCH_COMMON_BENCH_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef VARIANT
#define VARIANT unknown
#endif
#define BENCH_STR2(x) #x
#define BENCH_STR(x) BENCH_STR2(x)
#define BENCH_VARIANT BENCH_STR(VARIANT)

#ifndef BENCH_REPS
#define BENCH_REPS 20
#endif
#define BENCH_INF 1e300

#ifdef __cplusplus
#define BENCH_UNUSED [[maybe_unused]]
#else
#define BENCH_UNUSED __attribute__((unused))
#endif

static int bench_failures = 0;
static int bench_nreps = BENCH_REPS;

// Wall-clock seconds.
BENCH_UNUSED static double bench_now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

// Number of timed runs (the warm-up, run 0, comes on top).
BENCH_UNUSED static int bench_reps(void) { return bench_nreps; }

// OpenACC variants: wait for the device first, as the CUDA twins call
// cudaDeviceSynchronize before they read the clock (a compiler may let the
// host go on before a synchronous construct's kernel ends where nothing
// the host observes depends on it: accc's run-ahead, docs/Mapping.md).
#ifdef _OPENACC
#include <openacc.h>
#define BENCH_DEVICE_WAIT() acc_wait_all()
#else
#define BENCH_DEVICE_WAIT() ((void)0)
#endif

// Record the run that started at t0: run 0 is the warm-up and never counts.
BENCH_UNUSED static void bench_keep(double *best, int run, double t0) {
  BENCH_DEVICE_WAIT();
  double t = bench_now() - t0;
  if (run > 0 && t < *best)
    *best = t;
}

// argv[1]: the problem size (a plain count, e.g. 134217728 or 1e6 or 2^27),
// argv[2]: the number of timed runs (default BENCH_REPS). Anything else is
// an error.
BENCH_UNUSED static long bench_parse_size(const char *s) {
  char *end;
  if (strncmp(s, "2^", 2) == 0) {
    long e = strtol(s + 2, &end, 10);
    if (*end == 0 && e >= 0 && e < 62)
      return 1L << e;
  } else {
    double v = strtod(s, &end);
    if (*end == 0 && v >= 1 && v < 9.2e18)
      return (long)v;
  }
  fprintf(stderr, "bad size '%s' (a count, like 4096, 1e6 or 2^27)\n", s);
  exit(2);
}

BENCH_UNUSED static long bench_args(int argc, char **argv, long def) {
  long n = def;
  if (argc > 1)
    n = bench_parse_size(argv[1]);
  if (argc > 2) {
    bench_nreps = atoi(argv[2]);
    if (bench_nreps < 1) {
      fprintf(stderr, "bad number of runs '%s'\n", argv[2]);
      exit(2);
    }
  }
  if (argc > 3) {
    fprintf(stderr, "usage: %s [size] [runs]\n", argv[0]);
    exit(2);
  }
  return n;
}

// Allocate host memory or die.
BENCH_UNUSED static void *bench_alloc(size_t bytes) {
  void *p = malloc(bytes ? bytes : 1);
  if (!p) {
    fprintf(stderr, "out of host memory (%zu bytes)\n", bytes);
    exit(3);
  }
  return p;
}

// |got - want| <= rtol * max(|want|, scale): floating-point results whose
// order of operations may differ from the host reference's.
BENCH_UNUSED static int bench_close(double got, double want, double rtol,
                                    double scale) {
  double m = fabs(want) > scale ? fabs(want) : scale;
  return fabs(got - want) <= rtol * m;
}

// Print the INFO line with the problem's description (free text, ignored
// by run.sh's table but kept in results.txt).
BENCH_UNUSED static void bench_info(const char *bench, const char *what) {
  printf("INFO %s %s %s\n", bench, BENCH_VARIANT, what);
  fflush(stdout);
}

// The RESULT line. A wrong result keeps its value (for the record) but
// counts as a failure.
BENCH_UNUSED static void bench_result(const char *bench, const char *kernel,
                                      double value, const char *unit, int ok) {
  printf("RESULT %s %s %s %.3f %s %s\n", bench, kernel, BENCH_VARIANT, value,
         unit, ok ? "ok" : "WRONG");
  fflush(stdout);
  if (!ok)
    ++bench_failures;
}

// Report a mismatch (the first few per kernel) on stderr.
BENCH_UNUSED static void bench_mismatch(const char *kernel, long i, double got,
                                        double want) {
  fprintf(stderr, "%s: element %ld is %.17g, expected %.17g\n", kernel, i, got,
          want);
}

BENCH_UNUSED static int bench_exit(void) { return bench_failures ? 1 : 0; }

// Where OpenACC compute regions run (an INFO line; run.sh warns when a
// GPU build ran on the host). CUDA always runs on the GPU. (accc translates
// directives only in the file it compiles, so this asks the runtime.)
#if defined(_OPENACC) && !defined(__CUDACC__)
#include <openacc.h>
BENCH_UNUSED static void bench_where(const char *bench) {
  acc_device_t t = acc_get_device_type();
  printf("INFO %s %s device=%s\n", bench, BENCH_VARIANT,
         t == acc_device_host || t == acc_device_none ? "host" : "gpu");
  fflush(stdout);
}
#else
BENCH_UNUSED static void bench_where(const char *bench) {
  printf("INFO %s %s device=gpu\n", bench, BENCH_VARIANT);
  fflush(stdout);
}
#endif

#ifdef __CUDACC__
// Die on a CUDA error (kernel launches: BENCH_CK(cudaGetLastError())).
#define BENCH_CK(call)                                                         \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != cudaSuccess) {                                                   \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,            \
              cudaGetErrorString(e_));                                         \
      exit(4);                                                                 \
    }                                                                          \
  } while (0)
#endif

#endif // BENCH_COMMON_BENCH_H
