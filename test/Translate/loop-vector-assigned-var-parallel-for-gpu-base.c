// RUN: %accc -acc=gpu -acc-mapping=base -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=PRT-O
// Seed 000, "Parallelized Loops": with exp vector, a loop control variable
// that is only assigned in the 'for' init is pre linear in the simd (no
// clause) and gets a wrapping local copy, also when the simd is combined
// with 'parallel for' (a worker vector loop, or a vector loop with no gang
// or worker loop around it: 'parallel for simd num_threads(1)').

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
// PRT-O:   #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(i, n) shared(x)
// PRT-O-NEXT:   {
// PRT-O-NEXT:     {
// PRT-O-NEXT:     int i;
// PRT-O-NEXT:     #pragma omp parallel for simd num_threads(1) shared(n, x)
// PRT-O-NEXT:     for (i = 0; i < n; ++i)
