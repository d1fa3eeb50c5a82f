// RUN: %accc -acc=gpu -acc-mapping=base -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=PRT-O
// RUN: %accc -acc=gpu -acc-mapping=base -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -

// A vector loop whose control variable is assigned in the init (base
// mapping: pre linear, so no private clause, and a wrapping local copy).
void vector_assigned(int n, float *x) {
  int j;
  #pragma acc parallel copy(x[0:n*n])
  {
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      #pragma acc loop vector
      for (j = 0; j < n; ++j)
        x[i * n + j] = 0;
  }
}
// PRT-O-LABEL: void vector_assigned(int n, float *x) {
// PRT-O-NEXT: int j;
// PRT-O-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n, j) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp distribute
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: {
// PRT-O-NEXT: int j;
// PRT-O-NEXT: #pragma omp simd
// PRT-O-NEXT: for (j = 0; j < n; ++j)
// PRT-O-NEXT: x[i * n + j] = 0;
// PRT-O-NEXT: }
// PRT-O-NEXT: }
// PRT-O-NEXT: }

// A gang loop whose control variable is assigned: exp private.
void gang_assigned(int n, float *x) {
  int i;
  #pragma acc parallel copy(x[0:n])
  {
    #pragma acc loop gang
    for (i = 0; i < n; ++i)
      x[i] = 0;
  }
}
// PRT-O-LABEL: void gang_assigned(int n, float *x) {
// PRT-O-NEXT: int i;
// PRT-O-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(i, n) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp distribute private(i)
// PRT-O-NEXT: for (i = 0; i < n; ++i)
// PRT-O-NEXT: x[i] = 0;
// PRT-O-NEXT: }
// PRT-O-NEXT: }
