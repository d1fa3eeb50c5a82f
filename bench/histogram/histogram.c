// histogram.c - a histogram as an array reduction whose bin count is read
// at run time: `parallel loop reduction(+:hist[0:nbins])` over n keys
// (data present on the device), for 256 and 4096 bins (kernels hist256,
// hist4096). OpenMP reduces no array section of a length it does not know
// when compiling on the GPU; accc updates the bins atomically, each block
// in a copy in its shared memory (docs/Mapping.md, "Array reductions").
//
// Build: accc -O3 -acc=gpu -DVARIANT=accc histogram.c -o histogram.accc
// Run:   ./histogram.accc [n (default 2^26)] [runs]
// Reports Gkeys/s (higher is better).
#include "../common/bench.h"

static void histogram(long n, int nbins, const int *restrict key,
                      int *restrict hist) {
#pragma acc parallel loop present(key[0:n], hist[0:nbins]) reduction(+ : hist[0:nbins])
  for (long i = 0; i < n; ++i)
    hist[key[i]] += 1;
}

int main(int argc, char **argv) {
  long n = bench_args(argc, argv, 1L << 26);
  int *key = bench_alloc(n * sizeof(int));
  int *hist = bench_alloc(4096 * sizeof(int));
  long *want = bench_alloc(4096 * sizeof(long));
  char info[128];
  snprintf(info, sizeof info, "n=%ld keys, 256 and 4096 bins runs=%d", n,
           bench_reps());
  bench_info("histogram", info);
  for (int nbins = 256; nbins <= 4096; nbins *= 16) {
    for (long i = 0; i < n; ++i)
      key[i] = (int)((((unsigned long)i * 2654435761u) >> 7) % nbins);
    for (int b = 0; b < nbins; ++b) {
      hist[b] = 0;
      want[b] = 0;
    }
    for (long i = 0; i < n; ++i)
      ++want[key[i]];
#pragma acc enter data copyin(key[0:n], hist[0:nbins])
    bench_where("histogram");
    double best = BENCH_INF;
    for (int r = 0; r <= bench_reps(); ++r) {
      double t0 = bench_now();
      histogram(n, nbins, key, hist);
      bench_keep(&best, r, t0);
    }
#pragma acc exit data copyout(hist[0:nbins]) delete(key[0:n])
    int bad = 0;
    const long runs = bench_reps() + 1;
    for (int b = 0; b < nbins; ++b)
      if (hist[b] != want[b] * runs && bad++ < 5)
        bench_mismatch("histogram", b, hist[b], (double)(want[b] * runs));
    char kernel[32];
    snprintf(kernel, sizeof kernel, "hist%d", nbins);
    bench_result("histogram", kernel, n / best / 1e9, "Gkeys/s", bad == 0);
  }
  free(key);
  free(hist);
  free(want);
  return bench_exit();
}
