/* heat/field.h - a 1-D temperature field advanced by explicit diffusion. */
#ifndef HEAT_FIELD_H
#define HEAT_FIELD_H

#ifdef __cplusplus
extern "C" {
#endif

/* Sets u[i] to the initial profile: a hot block in the middle. */
void heat_init(double *u, int n);

/* Advances u by `steps` explicit steps of u += k * (left - 2u + right),
   keeping the field on the device for all of them; returns the total heat
   (sum of u) after the last step. */
double heat_run(double *u, int n, int steps, double k);

/* Fixed-temperature ends: u[0] = u[n-1] = 0 (an OpenACC routine: the
   sources that call it in compute regions name it in a routine directive). */
double heat_boundary(int i, int n, double value);

#ifdef __cplusplus
}
#endif

#endif
