// launch.c - kernel launch overhead: a `parallel loop` over 1000 elements
// (a[i] += 1, data present on the device) launched `launches` times
// (default 10000) from a host loop. A parallel construct without async is
// synchronous: each launch waits for its kernel.
//
// Build: accc -O3 -acc=gpu -DVARIANT=accc launch.c -o launch.accc
// Run:   ./launch.accc [launches (default 10000)] [runs]
// Reports microseconds per launch (lower is better).
#include "../common/bench.h"

#define M 1000

int main(int argc, char **argv) {
  long launches = bench_args(argc, argv, 10000);
  double *a = bench_alloc(M * sizeof(double));
  for (int i = 0; i < M; ++i)
    a[i] = i;
  char info[128];
  snprintf(info, sizeof info, "%ld launches of a %d-iteration loop runs=%d",
           launches, M, bench_reps());
  bench_info("launch", info);
  #pragma acc enter data copyin(a[0:M])
  bench_where("launch");

  double best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    for (long l = 0; l < launches; ++l) {
      #pragma acc parallel loop present(a[0:M])
      for (int i = 0; i < M; ++i)
        a[i] += 1;
    }
    bench_keep(&best, r, t0);
  }

  #pragma acc update self(a[0:M])
  int bad = 0;
  const double runs = (double)(bench_reps() + 1) * launches;
  for (int i = 0; i < M; ++i)
    if (a[i] != i + runs && bad++ < 5)
      bench_mismatch("launch", i, a[i], i + runs);
  bench_result("launch", "launch", best / launches * 1e6, "us", bad == 0);

  #pragma acc exit data delete(a[0:M])
  free(a);
  return bench_exit();
}
