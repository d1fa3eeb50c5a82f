// jacobi_ref.h - the host side shared by jacobi.c and jacobi.cu: the grid's
// start (the top row hot) and the reference iteration on the host.
#ifndef BENCH_JACOBI_REF_H
#define BENCH_JACOBI_REF_H

#include <math.h>
#include <stdlib.h>

#define ITERS 100

static void jacobi_init(int n, double *a) {
  for (long p = 0; p < (long)n * n; ++p)
    a[p] = p < n ? 1.0 : 0.0;
}

// ITERS iterations on the host from jacobi_init's grid into R; returns the
// last iteration's error.
static double jacobi_reference(int n, double *R) {
  double *Rn = (double *)malloc((size_t)n * n * sizeof(double));
  jacobi_init(n, R);
  jacobi_init(n, Rn);
  double err = 0.0;
  for (int iter = 0; iter < ITERS; ++iter) {
    err = 0.0;
    for (int j = 1; j < n - 1; j++)
      for (int i = 1; i < n - 1; i++) {
        Rn[j * n + i] = 0.25 * (R[j * n + i + 1] + R[j * n + i - 1] +
                                R[(j - 1) * n + i] + R[(j + 1) * n + i]);
        err = fmax(err, fabs(Rn[j * n + i] - R[j * n + i]));
      }
    for (int j = 1; j < n - 1; j++)
      for (int i = 1; i < n - 1; i++)
        R[j * n + i] = Rn[j * n + i];
  }
  free(Rn);
  return err;
}

#endif
