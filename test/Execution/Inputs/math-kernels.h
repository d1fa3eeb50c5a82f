/* Kernels in a header that call the math library (openacc-in-header-and-
   macros.c): on the GPU they need the device's math functions, which the
   GPU compile finds through the system header's #include. */
#ifndef MATH_KERNELS_H
#define MATH_KERNELS_H
#include <math.h>

#define PRAGMA(x) _Pragma(#x)
#define PARALLEL_LOOP(...) PRAGMA(acc parallel loop __VA_ARGS__)

static inline void wave(double *restrict y, const double *restrict x, int n) {
  #pragma acc parallel loop present(x[0:n], y[0:n])
  for (int i = 0; i < n; ++i)
    y[i] = exp(-x[i]) * sin(x[i]) + pow(x[i], 1.5);
}

static inline double norm1(const double *x, int n) {
  double s = 0;
  PARALLEL_LOOP(present(x[0:n]) reduction(+:s))
  for (int i = 0; i < n; ++i)
    s += fabs(x[i]);
  return s;
}
#endif
