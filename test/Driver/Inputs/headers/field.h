/* A header with an include guard: a global device copy, a device function
   (routine seq), and its prototype for other files. */
#ifndef FIELD_H
#define FIELD_H

#define FIELD_N 1000

extern double weights[4];
#pragma acc declare copyin(weights)

#pragma acc routine seq
double weigh(double x, int k);

void field_scale(double *field, int n, double by);

#endif
