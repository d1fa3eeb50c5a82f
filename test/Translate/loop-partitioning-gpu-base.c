// RUN: %accc -acc=gpu -acc-mapping=base -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=PRT-O
// RUN: %accc -acc=gpu -acc-mapping=base -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -

// gang, worker and vector on separate loops.
void gwv_nest(int n, float *x) {
  #pragma acc parallel copy(x[0:n*n*n])
  {
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      #pragma acc loop worker
      for (int j = 0; j < n; ++j)
        #pragma acc loop vector
        for (int k = 0; k < n; ++k)
          x[(i * n + j) * n + k] = 0;
  }
}
// PRT-O-LABEL: void gwv_nest(int n, float *x) {
// PRT-O-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n*n]) firstprivate(n) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp distribute
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: #pragma omp parallel for shared(n, x, i)
// PRT-O-NEXT: for (int j = 0; j < n; ++j)
// PRT-O-NEXT: #pragma omp simd
// PRT-O-NEXT: for (int k = 0; k < n; ++k)
// PRT-O-NEXT: x[(i * n + j) * n + k] = 0;
// PRT-O-NEXT: }
// PRT-O-NEXT: }

// gang worker vector on one loop, gang vector, worker vector.
void combos(int n, float *x) {
  #pragma acc parallel copy(x[0:n*n])
  {
    #pragma acc loop gang worker vector
    for (int i = 0; i < n; ++i)
      x[i] = 0;
    #pragma acc loop gang vector
    for (int i = 0; i < n; ++i)
      x[i] += 1;
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      #pragma acc loop worker vector
      for (int j = 0; j < n; ++j)
        x[i * n + j] += 2;
  }
}
// PRT-O-LABEL: void combos(int n, float *x) {
// PRT-O-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp distribute parallel for simd shared(n, x)
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: x[i] = 0;
// PRT-O-NEXT: #pragma omp distribute simd
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: x[i] += 1;
// PRT-O-NEXT: #pragma omp distribute
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: #pragma omp parallel for simd shared(n, x, i)
// PRT-O-NEXT: for (int j = 0; j < n; ++j)
// PRT-O-NEXT: x[i * n + j] += 2;
// PRT-O-NEXT: }
// PRT-O-NEXT: }

// A vector or worker loop with no gang loop around it.
void no_gang(int n, float *x) {
  #pragma acc parallel copy(x[0:n])
  {
    #pragma acc loop vector
    for (int i = 0; i < n; ++i)
      x[i] = 0;
    #pragma acc loop worker
    for (int i = 0; i < n; ++i)
      x[i] += 1;
  }
}
// PRT-O-LABEL: void no_gang(int n, float *x) {
// PRT-O-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp parallel for simd num_threads(1) shared(n, x)
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: x[i] = 0;
// PRT-O-NEXT: #pragma omp parallel for shared(n, x)
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: x[i] += 1;
// PRT-O-NEXT: }
// PRT-O-NEXT: }

// collapse.
void collapse(int n, float *x) {
  #pragma acc parallel copy(x[0:n*n])
  {
    #pragma acc loop gang collapse(2)
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        x[i * n + j] = 0;
  }
}
// PRT-O-LABEL: void collapse(int n, float *x) {
// PRT-O-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp distribute collapse(2)
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: for (int j = 0; j < n; ++j)
// PRT-O-NEXT: x[i * n + j] = 0;
// PRT-O-NEXT: }
// PRT-O-NEXT: }
