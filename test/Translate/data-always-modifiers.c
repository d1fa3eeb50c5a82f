// OpenACC 3.4 sec. 2.7.4 always, alwaysin, alwaysout: OpenMP's 'always'
// map-type modifier where the map's directions match (copyin: to, copyout:
// from, copy(always:): tofrom), on data, compute, enter data and exit
// data; a copy with one of alwaysin/alwaysout keeps its plain map (a
// warning: test/Diagnostics/ignored-modifiers.c). Multicore: shared memory,
// no maps.
// RUN: %accc -acc=gpu -Wno-accc-ignored-clause -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=multicore -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=MC

void f(float *x, float *y, float *z, int n) {
  #pragma acc data copyin(alwaysin: x[0:n]) copyout(always: y[0:n]) copy(alwaysin: z[0:n])
  {
    #pragma acc parallel copy(always: x[0:n]) copyout(alwaysout: y[0:n]) copyin(z[0:n])
    y[0] = x[0] + z[0];
  }
  #pragma acc enter data copyin(always: x[0:n])
  #pragma acc exit data copyout(alwaysout: x[0:n])
}
// GPU-LABEL: void f(float *x, float *y, float *z, int n) {
// GPU-NEXT: #pragma omp target data map(ompx_hold, always, to: x[0:n]) map(ompx_hold, always, from: y[0:n]) map(ompx_hold, tofrom: z[0:n])
// GPU: #pragma omp target teams map(ompx_hold, always, tofrom: x[0:n]) map(ompx_hold, always, from: y[0:n]) map(ompx_hold, to: z[0:n]) shared(y, x, z) num_teams(1)
// GPU: #pragma omp target enter data map(always, to: x[0:n])
// GPU-NEXT: #pragma omp target exit data map(always, from: x[0:n])
// MC-LABEL: void f(float *x, float *y, float *z, int n) {
// MC-NEXT: {
// MC-NEXT: #pragma omp parallel shared(y, x, z) num_threads(1)
// MC-NEXT: y[0] = x[0] + z[0];
// MC-NEXT: }
// MC-NEXT: }
