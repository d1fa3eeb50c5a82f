/* The second source of the program: it includes the same headers. */
#include "field.h"
#include "stencil.h"
#include "stencil.h"

double weights[4] = {0.5, 1, 2, 4};

double weigh(double x, int k) { return weights[k % 4] * x; }

void field_scale(double *field, int n, double by) {
  ACC_PARALLEL_LOOP(present(field[0:n]))
  for (int i = 0; i < n; ++i)
    field[i] *= by;
}
