// gang-reduction-variants.c - an experiment, not part of bench/run.sh: the
// fixed cost of a gang-level reduction construct as accc translates it (A:
// clang's teams reduction, the result mapped tofrom) against per-team
// partial sums combined with one atomic per team into device memory that
// the program owns, then one copy to the host (B: the memory set to zero
// before each launch; C: not reset, the host subtracts the previous total,
// which only measures what the reset costs), and a kernel without a
// reduction (E: its body folds away, so a synchronous empty launch). D: no
// reset before the kernel, the last team to add (a counter) writes the
// total into pinned host memory and sets the accumulator back (F: the
// total in device memory, copied back; G: D with a max too, `atomic
// compare`; H: D with 256 threads and 4 teams per SM, the form of
// lib/Transform/GangReductions.cpp). D and G need -Xcuda-ptxas
// --maxrregcount=64 (their loops are outlined parallel regions, which
// ptxas counts against every 1024-thread generic kernel). Optional
// argument: the launches per round.
// docs/performance.md, "What a gang reduction could cost".
// Build (OpenMP written by hand, with accc's flags; libacc for its wait
// policy):
//   clang -fopenmp --offload-arch=sm_90 -O3 \
//     --libomptarget-nvptx-bc-path=<devrt>/libomptarget-nvptx.bc \
//     -fopenmp-assume-no-thread-state -fopenmp-assume-no-nested-parallelism \
//     -Xcuda-ptxas --maxrregcount=64 \
//     gang-reduction-variants.c -L<accc>/lib -lacc -o redx
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static int teams_for(int n) { return n > 536576 ? 132 : n > 0 ? (n + 4095) / 4096 : 1; }

static double sumA(const double *a, int n) {
  double s = 0;
  int T = teams_for(n);
#pragma omp target teams distribute parallel for map(ompx_hold, tofrom: s) reduction(+: s) is_device_ptr(a) num_teams(T) thread_limit(1024) dist_schedule(static) schedule(static, 4)
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

static double *scratch;
static double prevC = 0;
// B (Reset) and C (not reset: the host subtracts the previous total, which
// only measures what the reset costs).
static double sumBC(const double *a, int n, int Reset) {
  int dev = omp_get_default_device();
  double *acc = scratch + (Reset ? 0 : 1);
  int T = teams_for(n);
  if (Reset)
    omp_target_memset(acc, 0, sizeof(double), dev);
#pragma omp target teams num_teams(T) thread_limit(1024) is_device_ptr(a, acc)
  {
    double t = 0;
#pragma omp distribute parallel for reduction(+: t) dist_schedule(static) schedule(static, 4)
    for (int i = 0; i < n; ++i)
      t += a[i];
#pragma omp atomic
    *acc += t;
  }
  double r = 0;
  omp_target_memcpy(&r, acc, sizeof(double), 0, 0, omp_get_initial_device(), dev);
  if (Reset)
    return r;
  double d = r - prevC;
  prevC = r;
  return d;
}

// D: one kernel, no reset before it: the last team to add (a counter) moves
// the total to the result and sets the accumulator and the counter back;
// the result is in pinned host memory the kernel writes (Pinned) or in
// device memory copied back after the kernel (!Pinned).
struct Slots {
  double sum;
  double mx;
  unsigned count;
};
extern void *llvm_omp_target_alloc_host(size_t, int);
static struct Slots *slotsD, *resultD, *resultDdev;
#define STR(x) #x
#define TARGET_TEAMS(TL) STR(omp target teams num_teams(T) thread_limit(TL) is_device_ptr(a, acc, res))
#define SUM_D(NAME, WITH_MAX, TEAMS, TL)                                                   \
  static double NAME(const double *a, int n, int Pinned, double *Max) {          \
    int dev = omp_get_default_device();                                          \
    struct Slots *acc = slotsD, *res = Pinned ? resultD : resultDdev;            \
    int T = TEAMS(n);                                                            \
    _Pragma(TARGET_TEAMS(TL)) \
    {                                                                            \
      double t = 0, m = -__builtin_inf();                                        \
      _Pragma("omp distribute parallel for reduction(+: t) reduction(max: m) dist_schedule(static) schedule(static, 4)") \
      for (int i = 0; i < n; ++i) {                                              \
        t += a[i];                                                               \
        if (WITH_MAX)                                                            \
          m = a[i] > m ? a[i] : m;                                               \
      }                                                                          \
      _Pragma("omp atomic")                                                      \
      acc->sum += t;                                                             \
      if (WITH_MAX) {                                                            \
        _Pragma("omp atomic compare")                                            \
        if (acc->mx < m) { acc->mx = m; }                                        \
      }                                                                          \
      unsigned last;                                                             \
      _Pragma("omp atomic capture seq_cst")                                      \
      last = acc->count++;                                                       \
      if (last == (unsigned)omp_get_num_teams() - 1) {                           \
        double s, x;                                                             \
        _Pragma("omp atomic read")                                               \
        s = acc->sum;                                                            \
        _Pragma("omp atomic read")                                               \
        x = acc->mx;                                                             \
        res->sum = s;                                                            \
        res->mx = x;                                                             \
        _Pragma("omp atomic write")                                              \
        acc->sum = 0;                                                            \
        _Pragma("omp atomic write")                                              \
        acc->mx = -__builtin_inf();                                              \
        _Pragma("omp atomic write seq_cst")                                      \
        acc->count = 0;                                                          \
      }                                                                          \
    }                                                                            \
    struct Slots r;                                                              \
    if (Pinned)                                                                  \
      r = *resultD;                                                              \
    else                                                                         \
      omp_target_memcpy(&r, resultDdev, sizeof r, 0, 0, omp_get_initial_device(), dev); \
    if (WITH_MAX)                                                                \
      *Max = r.mx;                                                               \
    return r.sum;                                                                \
  }
static int teams_for256(int n) { return n > 536576 ? 528 : n > 0 ? (n + 1023) / 1024 : 1; }
SUM_D(sumD, 0, teams_for, 1024)
SUM_D(sumG, 1, teams_for, 1024)
SUM_D(sumH, 0, teams_for256, 256)

static double sumE(double *a, int n) {
  int T = teams_for(n);
#pragma omp target teams distribute parallel for is_device_ptr(a) num_teams(T) thread_limit(1024) dist_schedule(static) schedule(static, 4)
  for (int i = 0; i < n; ++i)
    a[i] = a[i] * 1.0;
  return 0;
}

int main(int argc, char **argv) {
  int dev = omp_get_default_device();
  const int sizes[] = {1000, 1 << 20, 1 << 25};
  scratch = (double *)omp_target_alloc(2 * sizeof(double), dev);
  omp_target_memset(scratch, 0, 2 * sizeof(double), dev);
  slotsD = (struct Slots *)omp_target_alloc(sizeof(struct Slots), dev);
  resultDdev = (struct Slots *)omp_target_alloc(sizeof(struct Slots), dev);
  resultD = (struct Slots *)llvm_omp_target_alloc_host(sizeof(struct Slots), dev);
  struct Slots init = {0, -__builtin_inf(), 0};
  omp_target_memcpy(slotsD, &init, sizeof init, 0, 0, dev, omp_get_initial_device());
  for (int k = 0; k < 3; ++k) {
    int n = sizes[k];
    double *h = (double *)malloc(sizeof(double) * n);
    double want = 0;
    for (int i = 0; i < n; ++i) {
      h[i] = i % 7;
      want += h[i];
    }
    double *a = (double *)omp_target_alloc(sizeof(double) * n, dev);
    omp_target_memcpy(a, h, sizeof(double) * n, 0, 0, dev, omp_get_initial_device());
    int reps = argc > 1 ? atoi(argv[1]) : n >= (1 << 25) ? 200 : 3000;
    const char *names = "ABCEDFGH";
    double wantMax = n > 6 ? 6 : n - 1;
    for (int v = 0; v < 8; ++v) {
      double best = 1e30;
      int bad = 0;
      for (int round = 0; round < 3; ++round) {
        double t0 = omp_get_wtime();
        for (int r = 0; r < reps; ++r) {
          double mx = wantMax;
          double s = v == 0 ? sumA(a, n) : v < 3 ? sumBC(a, n, v == 1) : v == 3 ? sumE(a, n) : v == 6 ? sumG(a, n, 1, &mx) : v == 7 ? sumH(a, n, 1, &mx) : sumD(a, n, v == 4, &mx);
          if (v != 3 && (s != want || mx != wantMax))
            bad++;
        }
        double t = (omp_get_wtime() - t0) / reps * 1e6;
        if (t < best)
          best = t;
      }
      printf("RESULT n=%d %c %.2f us bad=%d\n", n, names[v], best, bad);
    }
    omp_target_free(a, dev);
    free(h);
  }
  return 0;
}
