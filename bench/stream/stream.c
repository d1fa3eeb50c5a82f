// stream.c - memory-bound loops in OpenACC (triad and dot), timed on device
// data (acc_malloc + deviceptr, so no host transfers are measured).
// Build: accc -O3 stream.c -o stream-acc   Run: ./stream-acc [log2 n]
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

// -DGEOM_VL=256: launch one gang per GEOM_VL iterations with GEOM_VL lanes
// (a geometry study; by default accc and the OpenMP runtime choose).
#ifdef GEOM_VL
#define GEOMETRY num_gangs((n + GEOM_VL - 1) / GEOM_VL) vector_length(GEOM_VL)
#else
#define GEOMETRY
#endif

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

int main(int argc, char **argv) {
  long n = 1L << (argc > 1 ? atoi(argv[1]) : 27);
  const int reps = 20;
  double *a = acc_malloc(n * sizeof(double));
  double *b = acc_malloc(n * sizeof(double));
  double *c = acc_malloc(n * sizeof(double));
  if (!a || !b || !c) {
    fprintf(stderr, "acc_malloc failed\n");
    return 1;
  }
  #pragma acc parallel loop deviceptr(a, b, c)
  for (long i = 0; i < n; ++i) {
    a[i] = 0;
    b[i] = 1;
    c[i] = 2;
  }
  const double s = 3;
  double best = 1e30;
  for (int r = 0; r < reps + 1; ++r) {
    double t = now();
    #pragma acc parallel loop deviceptr(a, b, c) GEOMETRY
    for (long i = 0; i < n; ++i)
      a[i] = b[i] + s * c[i];
    t = now() - t;
    if (r > 0 && t < best) // r == 0 is the warm-up
      best = t;
  }
  double check = 0;
  #pragma acc parallel loop deviceptr(a) reduction(+:check)
  for (long i = 0; i < n; ++i)
    check += a[i];
  printf("triad: %.0f GB/s (%s)\n", 3.0 * n * sizeof(double) / best / 1e9,
         check == 7.0 * n ? "ok" : "WRONG");

  best = 1e30;
  double dot = 0;
  for (int r = 0; r < reps + 1; ++r) {
    double t = now();
    dot = 0;
    #pragma acc parallel loop deviceptr(b, c) reduction(+:dot) GEOMETRY
    for (long i = 0; i < n; ++i)
      dot += b[i] * c[i];
    t = now() - t;
    if (r > 0 && t < best)
      best = t;
  }
  printf("dot:   %.0f GB/s (%s)\n", 2.0 * n * sizeof(double) / best / 1e9,
         dot == 2.0 * n ? "ok" : "WRONG");
  acc_free(a);
  acc_free(b);
  acc_free(c);
  return 0;
}
