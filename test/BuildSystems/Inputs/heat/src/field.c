/* field.c - the library's OpenACC kernels. */
#include "heat/field.h"

#include <stdlib.h>

#pragma acc routine(heat_boundary) seq

void heat_init(double *u, int n) {
#pragma acc parallel loop copyout(u[0:n])
  for (int i = 0; i < n; ++i)
    u[i] = (i >= n / 4 && i < 3 * n / 4) ? 1.0 : 0.0;
}

double heat_run(double *u, int n, int steps, double k) {
  double *v = malloc(n * sizeof *v);
  double total = 0.0;
#pragma acc data copy(u[0:n]) create(v[0:n])
  {
    for (int s = 0; s < steps; ++s) {
#pragma acc parallel loop present(u[0:n], v[0:n])
      for (int i = 0; i < n; ++i) {
        double next = u[i];
        if (i > 0 && i < n - 1)
          next += k * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
        v[i] = heat_boundary(i, n, next);
      }
#pragma acc parallel loop present(u[0:n], v[0:n])
      for (int i = 0; i < n; ++i)
        u[i] = v[i];
    }
#pragma acc parallel loop present(u[0:n]) reduction(+:total)
    for (int i = 0; i < n; ++i)
      total += u[i];
  }
  free(v);
  return total;
}
