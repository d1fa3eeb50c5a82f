// jacobi.c - a 2-D Jacobi solver that keeps its grids on the GPU: one data
// region around the iterations, a max-reduction for the residual, the grids
// swapped by pointer, and an update of one row for progress output.
// Build and run:  accc -O2 examples/jacobi.c -o jacobi && ./jacobi
#include <math.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 1024, m = n;
  const int iters = 200;
  double *a = malloc(sizeof(double) * n * m);
  double *b = malloc(sizeof(double) * n * m);
  // Boundary: 1 on the top edge, 0 elsewhere; interior starts at 0.
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      a[i * m + j] = b[i * m + j] = i == 0 ? 1.0 : 0.0;

  double err = 0;
  #pragma acc data copy(a[0:n*m], b[0:n*m])
  {
    for (int it = 0; it < iters; ++it) {
      err = 0;
      #pragma acc parallel loop collapse(2) present(a[0:n*m], b[0:n*m]) reduction(max:err)
      for (int i = 1; i < n - 1; ++i)
        for (int j = 1; j < m - 1; ++j) {
          b[i * m + j] = 0.25 * (a[(i - 1) * m + j] + a[(i + 1) * m + j] +
                                 a[i * m + j - 1] + a[i * m + j + 1]);
          err = fmax(err, fabs(b[i * m + j] - a[i * m + j]));
        }
      double *t = a; // swap: both are present, the device copies follow
      a = b;
      b = t;
      if (it % 50 == 49) {
        #pragma acc update self(a[m:m])
        printf("iteration %3d: residual %.6f, a[1][m/2] = %.6f\n", it + 1, err,
               a[m + m / 2]);
      }
    }
  }
  // The data region copied both grids back; after an even number of swaps a
  // and b are the arrays it mapped. Recompute the last step on the host.
  double check = 0;
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < m - 1; ++j)
      check = fmax(check, fabs(0.25 * (b[(i - 1) * m + j] + b[(i + 1) * m + j] +
                                       b[i * m + j - 1] + b[i * m + j + 1]) -
                               a[i * m + j]));
  printf("jacobi %dx%d, %d iterations, ran on the %s: %s\n", n, m, iters,
         acc_get_device_type() == acc_device_host ? "host" : "GPU",
         check < 1e-12 ? "OK" : "WRONG");
  free(a);
  free(b);
  return 0;
}
