// common.h - the harness shared by loops_acc.c (OpenACC, built with
// `accc -acc=multicore`) and loops_omp.c (hand-written OpenMP, built with
// `clang-22 -fopenmp`): sizes, data set-up, serial references, timing and the
// RESULT lines. Only the kernels (k_*) differ between the two programs; this
// file holds no OpenACC or OpenMP directive, so both compilers see the same
// harness code.
//
// Each kernel runs once as a warm-up and its result is compared with a serial
// reference (computed here, in plain C); then the checked kernels are timed
// with the host wall clock (CLOCK_MONOTONIC), NREP passes over all of them in
// turn (round-robin, so that each kernel's calls are spread over the whole
// run: a shared machine's memory bandwidth changes from second to second),
// and each kernel's best time counts. One line per kernel:
//   RESULT multicore <kernel> <variant> <value> <unit> <ok|WRONG>
// (value 0.00 when the check failed: a wrong result's timing does not count).
// The exit status is 1 if any kernel is WRONG.
//
// -DSMALL: tiny, odd sizes and 2 repetitions (a correctness check; the lit
// test test/Execution/bench-multicore-small.c builds loops_acc.c so).
//
// No libm function is called (the programs link without -lm, as accc's tests
// build programs): the data are set up with integer arithmetic, and the square
// root is BENCH_SQRT, LLVM's sqrt instruction without errno (what
// -fno-math-errno makes of sqrt; it also lets the n-body loop vectorize).
#ifndef BENCH_MULTICORE_COMMON_H
#define BENCH_MULTICORE_COMMON_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef VARIANT
#error "define VARIANT (the name printed in the RESULT lines) first"
#endif

#ifdef SMALL
#define N_STREAM 10007L // STREAM-like 1-D kernels (elements per array)
#define N_SX 67         // stencil rows
#define N_SY 53         // stencil columns
#define N_MV 101        // matvec: N x N matrix
#define N_MM 37         // matmul: N x N
#define N_NB 129        // n-body bodies
#ifndef NREP
#define NREP 2
#endif
#else
#define N_STREAM (1L << 25) // 256 MiB per array: well beyond the caches
#define N_SX 4096           // 2 x 128 MiB
#define N_SY 4096
#define N_MV 8192           // 512 MiB matrix
#define N_MM 500            // 2 MB per matrix: fits L2/L3
#define N_NB 4096
#ifndef NREP
#define NREP 10
#endif
#endif

// Kernels are kept out of line so that both programs time the same call.
#define KERNEL __attribute__((noinline))

#define BENCH_SQRT(x) __builtin_elementwise_sqrt(x)

// The kernels, defined by loops_acc.c and loops_omp.c.
KERNEL void k_copy(long n, double *restrict c, const double *restrict a);
KERNEL void k_scale(long n, double *restrict b, const double *restrict c,
                    double s);
KERNEL void k_add(long n, double *restrict c, const double *restrict a,
                  const double *restrict b);
KERNEL void k_triad(long n, double *restrict a, const double *restrict b,
                    const double *restrict c, double s);
KERNEL double k_dot(long n, const double *restrict a,
                    const double *restrict b);
KERNEL void k_nstream(long n, double *restrict a, const double *restrict b,
                      const double *restrict c, double s);
KERNEL void k_stencil(int nx, int ny, double *restrict out,
                      const double *restrict in);
KERNEL void k_matvec(int n, double *restrict y, const double *restrict A,
                     const double *restrict x);
KERNEL double k_max(long n, const double *restrict a);
KERNEL void k_matmul(int n, double *restrict C, const double *restrict A,
                     const double *restrict B);
KERNEL void k_nbody(int n, double dt, const double *restrict px,
                    const double *restrict py, const double *restrict pz,
                    const double *restrict m, const double *restrict vx,
                    const double *restrict vy, const double *restrict vz,
                    double *restrict ox, double *restrict oy,
                    double *restrict oz);

static double bench_now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

static const char *bench_variant = VARIANT;
static int bench_failures = 0;

static void *bench_alloc(size_t bytes) {
  void *p = NULL;
  if (posix_memalign(&p, 64, bytes) != 0) {
    fprintf(stderr, "out of memory (%zu bytes)\n", bytes);
    exit(2);
  }
  return p;
}

// |x - ref| <= tol * max(1, |ref|)
static int bench_close(double x, double ref, double tol) {
  double scale = fabs(ref) > 1.0 ? fabs(ref) : 1.0;
  return fabs(x - ref) <= tol * scale;
}

static int bench_close_array(long n, const double *x, const double *ref,
                             double tol) {
  for (long i = 0; i < n; ++i)
    if (!bench_close(x[i], ref[i], tol)) {
      fprintf(stderr, "  mismatch at %ld: %.17g, expected %.17g\n", i, x[i],
              ref[i]);
      return 0;
    }
  return 1;
}

// ---- cases: checked once, timed round-robin -------------------------------

typedef struct {
  const char *name, *unit;
  double work;        // bytes (unit GB/s) or flops (unit GFLOP/s) per call
  void (*call)(void); // one call of the kernel on the case's data
  int ok;             // the warm-up call's result was right
  double best;        // seconds
} bench_case;

static bench_case bench_cases[16];
static int bench_ncases = 0;

// Calls CALL once (the warm-up) and records whether CHECK accepts the result.
static void bench_add(const char *name, const char *unit, double work,
                      void (*call)(void), int (*check)(void)) {
  bench_case *c = &bench_cases[bench_ncases++];
  c->name = name;
  c->unit = unit;
  c->work = work;
  c->call = call;
  c->best = 1e30;
  call();
  c->ok = check();
}

static void bench_time_all(void) {
  for (int r = 0; r < NREP; ++r)
    for (int k = 0; k < bench_ncases; ++k) {
      bench_case *c = &bench_cases[k];
      if (!c->ok)
        continue; // a wrong result's timing does not count
      double t = bench_now();
      c->call();
      t = bench_now() - t;
      if (t < c->best)
        c->best = t;
    }
}

static void bench_report_all(void) {
  for (int k = 0; k < bench_ncases; ++k) {
    const bench_case *c = &bench_cases[k];
    if (!c->ok)
      ++bench_failures;
    printf("RESULT multicore %s %s %.2f %s %s\n", c->name, bench_variant,
           c->ok ? c->work / c->best / 1e9 : 0.0, c->unit,
           c->ok ? "ok" : "WRONG");
  }
  fflush(stdout);
}

// ---- the STREAM-like 1-D kernels ----------------------------------------
// The checks look at the warm-up calls, made in this order: each kernel's
// inputs are what the ones before left. The timed calls go on changing a, b
// and c (by a factor of about 30 per pass: no overflow for NREP < 200).

static const long s_n = N_STREAM;
static const double s_s = 3.0;
static double *s_a, *s_b, *s_c, *s_m, *s_ref, s_dot, s_dref, s_max;

static void call_copy(void) { k_copy(s_n, s_c, s_a); }
static void call_scale(void) { k_scale(s_n, s_b, s_c, s_s); }
static void call_add(void) { k_add(s_n, s_c, s_a, s_b); }
static void call_triad(void) { k_triad(s_n, s_a, s_b, s_c, s_s); }
static void call_dot(void) { s_dot = k_dot(s_n, s_a, s_b); }
static void call_nstream(void) { k_nstream(s_n, s_a, s_b, s_c, s_s); }
static void call_max(void) { s_max = k_max(s_n, s_m); }
static int check_copy(void) { return bench_close_array(s_n, s_c, s_a, 0.0); }
static int check_a(void) { return bench_close_array(s_n, s_a, s_ref, 1e-15); }
static int check_b(void) { return bench_close_array(s_n, s_b, s_ref, 1e-15); }
static int check_c(void) { return bench_close_array(s_n, s_c, s_ref, 1e-15); }
// the threads' partial sums are added in another order than the serial sum
static int check_dot(void) { return bench_close(s_dot, s_dref, 1e-9); }
static int check_max(void) { return s_max == 7.5; }

static void bench_stream(void) {
  const long n = s_n;
  const double s = s_s, B = sizeof(double);
  double *a = s_a = bench_alloc(n * sizeof(double));
  double *b = s_b = bench_alloc(n * sizeof(double));
  double *c = s_c = bench_alloc(n * sizeof(double));
  double *m = s_m = bench_alloc(n * sizeof(double));
  double *ref = s_ref = bench_alloc(n * sizeof(double));
  for (long i = 0; i < n; ++i) {
    a[i] = 1.0 + (i % 1000) * 1e-3;
    b[i] = 2.0 - (i % 777) * 1e-3;
    c[i] = 0.0;
    m[i] = ((i * 7919) % 10007) * 1e-4 - 0.5;
  }
  m[n / 2 + 3] = 7.5; // max: one maximum, in the middle

  bench_add("copy", "GB/s", 2 * B * n, call_copy, check_copy);
  for (long i = 0; i < n; ++i)
    ref[i] = s * c[i];
  bench_add("scale", "GB/s", 2 * B * n, call_scale, check_b);
  for (long i = 0; i < n; ++i)
    ref[i] = a[i] + b[i];
  bench_add("add", "GB/s", 3 * B * n, call_add, check_c);
  for (long i = 0; i < n; ++i)
    ref[i] = b[i] + s * c[i];
  bench_add("triad", "GB/s", 3 * B * n, call_triad, check_a);
  s_dref = 0.0;
  for (long i = 0; i < n; ++i)
    s_dref += a[i] * b[i];
  bench_add("dot", "GB/s", 2 * B * n, call_dot, check_dot);
  // nstream (PRK): a += b + s * c
  for (long i = 0; i < n; ++i)
    ref[i] = a[i] + b[i] + s * c[i];
  bench_add("nstream", "GB/s", 4 * B * n, call_nstream, check_a);
  bench_add("max", "GB/s", B * n, call_max, check_max);
  free(s_ref);
}

// ---- 2-D 5-point stencil (one Jacobi sweep in -> out) -------------------

static double *st_in, *st_out, *st_ref;

static void call_stencil(void) { k_stencil(N_SX, N_SY, st_out, st_in); }
static int check_stencil(void) {
  return bench_close_array((long)N_SX * N_SY, st_out, st_ref, 1e-15);
}

static void bench_stencil(void) {
  const int nx = N_SX, ny = N_SY;
  const long np = (long)nx * ny;
  double *in = st_in = bench_alloc(np * sizeof(double));
  double *out = st_out = bench_alloc(np * sizeof(double));
  double *ref = st_ref = bench_alloc(np * sizeof(double));
  for (long k = 0; k < np; ++k)
    in[k] = ((k * 7919) % 1013) * 1e-3;
  memcpy(out, in, np * sizeof(double)); // borders are not written
  memcpy(ref, in, np * sizeof(double));
  for (int i = 1; i < nx - 1; ++i)
    for (int j = 1; j < ny - 1; ++j)
      ref[(long)i * ny + j] =
          0.25 * (in[(long)(i - 1) * ny + j] + in[(long)(i + 1) * ny + j] +
                  in[(long)i * ny + j - 1] + in[(long)i * ny + j + 1]);
  // ideal traffic: one read and one write per interior point
  bench_add("stencil", "GB/s", 2.0 * sizeof(double) * (nx - 2) * (ny - 2),
            call_stencil, check_stencil);
  free(st_ref);
}

// ---- matrix-vector product y = A x --------------------------------------

static double *mv_A, *mv_x, *mv_y, *mv_ref;

static void call_matvec(void) { k_matvec(N_MV, mv_y, mv_A, mv_x); }
// a vectorized (reassociated) row sum may differ in the last bits
static int check_matvec(void) {
  return bench_close_array(N_MV, mv_y, mv_ref, 1e-11);
}

static void bench_matvec(void) {
  const int n = N_MV;
  double *A = mv_A = bench_alloc((long)n * n * sizeof(double));
  double *x = mv_x = bench_alloc(n * sizeof(double));
  mv_y = bench_alloc(n * sizeof(double));
  double *ref = mv_ref = bench_alloc(n * sizeof(double));
  for (long k = 0; k < (long)n * n; ++k)
    A[k] = ((k * 31) % 97) * 0.01 - 0.4;
  for (int j = 0; j < n; ++j)
    x[j] = 1.0 / (j + 1);
  for (int i = 0; i < n; ++i) {
    double s = 0.0;
    for (int j = 0; j < n; ++j)
      s += A[(long)i * n + j] * x[j];
    ref[i] = s;
  }
  bench_add("matvec", "GB/s", sizeof(double) * ((double)n * n + 2.0 * n),
            call_matvec, check_matvec);
  free(mv_ref);
}

// ---- dense matmul C = A B (small N) -------------------------------------

static double *mm_A, *mm_B, *mm_C, *mm_ref;

static void call_matmul(void) { k_matmul(N_MM, mm_C, mm_A, mm_B); }
static int check_matmul(void) {
  return bench_close_array((long)N_MM * N_MM, mm_C, mm_ref, 1e-11);
}

static void bench_matmul(void) {
  const int n = N_MM;
  const long nn = (long)n * n;
  double *A = mm_A = bench_alloc(nn * sizeof(double));
  double *B = mm_B = bench_alloc(nn * sizeof(double));
  mm_C = bench_alloc(nn * sizeof(double));
  double *ref = mm_ref = bench_alloc(nn * sizeof(double));
  for (long k = 0; k < nn; ++k) {
    A[k] = ((k * 13) % 29) * 0.1 - 1.0;
    B[k] = ((k * 17) % 31) * 0.05 + 0.5;
  }
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      double s = 0.0;
      for (int k = 0; k < n; ++k)
        s += A[(long)i * n + k] * B[(long)k * n + j];
      ref[(long)i * n + j] = s;
    }
  bench_add("matmul", "GFLOP/s", 2.0 * n * n * n, call_matmul, check_matmul);
  free(mm_ref);
}

// ---- n-body: accelerations of all pairs, then one velocity step ----------

static double *nb_p[7], *nb_o[3], *nb_r[3];
static const double nb_dt = 0.01;

static void call_nbody(void) {
  k_nbody(N_NB, nb_dt, nb_p[0], nb_p[1], nb_p[2], nb_p[3], nb_p[4], nb_p[5],
          nb_p[6], nb_o[0], nb_o[1], nb_o[2]);
}
static int check_nbody(void) {
  return bench_close_array(N_NB, nb_o[0], nb_r[0], 1e-9) &&
         bench_close_array(N_NB, nb_o[1], nb_r[1], 1e-9) &&
         bench_close_array(N_NB, nb_o[2], nb_r[2], 1e-9);
}

static void bench_nbody(void) {
  const int n = N_NB;
  const double eps2 = 1e-3;
  double **p = nb_p, **r = nb_r;
  for (int k = 0; k < 7; ++k)
    p[k] = bench_alloc(n * sizeof(double));
  for (int k = 0; k < 3; ++k) {
    nb_o[k] = bench_alloc(n * sizeof(double));
    r[k] = bench_alloc(n * sizeof(double));
  }
  for (int i = 0; i < n; ++i) {
    // positions in a unit cube (distinct: 1009, 1013, 1019 are primes)
    p[0][i] = ((i * 7919L) % 1009) / 1009.0 - 0.5; // x
    p[1][i] = ((i * 6007L) % 1013) / 1013.0 - 0.5; // y
    p[2][i] = ((i * 4001L) % 1019) / 1019.0 - 0.5; // z
    p[3][i] = 1.0 + (i % 5) * 0.25;                // mass
    p[4][i] = ((i * 31) % 101) * 0.002 - 0.1;      // vx
    p[5][i] = ((i * 37) % 103) * 0.002 - 0.1;      // vy
    p[6][i] = 0.0;                                 // vz
  }
  for (int i = 0; i < n; ++i) {
    double ax = 0.0, ay = 0.0, az = 0.0;
    for (int j = 0; j < n; ++j) {
      double dx = p[0][j] - p[0][i], dy = p[1][j] - p[1][i],
             dz = p[2][j] - p[2][i];
      double d2 = dx * dx + dy * dy + dz * dz + eps2;
      double inv = 1.0 / BENCH_SQRT(d2);
      double f = p[3][j] * inv * inv * inv;
      ax += f * dx;
      ay += f * dy;
      az += f * dz;
    }
    r[0][i] = p[4][i] + nb_dt * ax;
    r[1][i] = p[5][i] + nb_dt * ay;
    r[2][i] = p[6][i] + nb_dt * az;
  }
  // 20 flops per interaction (the usual n-body convention)
  bench_add("nbody", "GFLOP/s", 20.0 * n * n, call_nbody, check_nbody);
}

// The program's main: `prog [variant]` (the variant name printed in the
// RESULT lines; default VARIANT). The arrays live until the program ends.
static int bench_main(int argc, char **argv) {
  if (argc > 1)
    bench_variant = argv[1];
  printf("# multicore bench, variant %s, OMP_NUM_THREADS=%s, NREP=%d%s\n",
         bench_variant,
         getenv("OMP_NUM_THREADS") ? getenv("OMP_NUM_THREADS") : "(unset)",
         NREP,
#ifdef SMALL
         " (SMALL)"
#else
         ""
#endif
  );
  fflush(stdout);
  bench_stream();
  bench_stencil();
  bench_matvec();
  bench_matmul();
  bench_nbody();
  bench_time_all();
  bench_report_all();
  return bench_failures ? 1 : 0;
}

#endif // BENCH_MULTICORE_COMMON_H
