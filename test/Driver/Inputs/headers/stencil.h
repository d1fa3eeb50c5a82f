#pragma once
/* Kernels in a header: static inline functions with compute constructs,
   included by several files. */
#include "acc_portability.h"

static inline double field_sum(const double *field, int n) {
  double s = 0;
  #pragma acc parallel loop reduction(+:s) present(field[0:n])
  for (int i = 0; i < n; ++i)
    s += field[i];
  return s;
}

static inline void field_smooth(double *restrict out,
                                const double *restrict field, int n) {
  ACC_PARALLEL_LOOP(present(field[0:n], out[0:n]))
  for (int i = 1; i < n - 1; ++i)
    out[i] = (field[i - 1] + 2 * field[i] + field[i + 1]) / 4;
}
