/* A header with OpenACC and OpenMP directives, no macros (print-headers.c). */
#ifndef OPS_H
#define OPS_H
#pragma acc routine seq
static inline double sq(double x) { return x * x; }

static inline void square_all(double *a, int n) {
  #pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = sq(a[i]);
  #pragma omp barrier
}
#endif
