// RUN: %accc -acc=gpu -acc-mapping=base -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=PRT-O
// XFAIL: *
// BUG: under the base mapping, a vector loop whose control variable is only
// assigned in the 'for' init gets 'private(j)' and no wrapper when its simd is
// combined with 'parallel for' (a worker vector loop, or a vector loop with no
// gang or worker loop around it, which becomes 'parallel for simd
// num_threads(1)'). Seed 000, "Parallelized Loops": if exp vector and the
// control variable is just assigned, exp|pre private -> pre linear (no
// clause), and the simd is wrapped in a compound statement declaring an
// uninitialized local copy, as accc already does for a plain 'simd'.

void worker_vector_assigned(int n, float *x) {
  int j, t;
  #pragma acc parallel copy(x[0:n*n])
  {
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      #pragma acc loop worker vector private(t)
      for (j = 0; j < n; ++j) {
        t = i + j;
        x[i * n + j] = t;
      }
  }
}
// PRT-O-LABEL: void worker_vector_assigned(int n, float *x) {
// PRT-O:     #pragma omp distribute
// PRT-O-NEXT:     for (int i = 0; i < n; ++i)
// PRT-O-NEXT:       {
// PRT-O-NEXT:       int j;
// PRT-O-NEXT:       #pragma omp parallel for simd private(t) shared(n, i, x)
// PRT-O-NEXT:       for (j = 0; j < n; ++j) {

void vector_alone_assigned(int n, float *x) {
  int i;
  #pragma acc parallel copy(x[0:n])
  {
    #pragma acc loop vector
    for (i = 0; i < n; ++i)
      x[i] = 0;
  }
}
// PRT-O-LABEL: void vector_alone_assigned(int n, float *x) {
// PRT-O:     {
// PRT-O-NEXT:     int i;
// PRT-O-NEXT:     #pragma omp parallel for simd num_threads(1) shared(n, x)
// PRT-O-NEXT:     for (i = 0; i < n; ++i)
