// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=PRT-O
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -I%S -x c -

// Implicit gang placement: the outermost naked loop of a nest gets imp gang;
// nested naked loops are sequential (gpu threads mapping: the innermost one
// gets imp vector).
void nested_naked(int n, float *x) {
  #pragma acc parallel copy(x[0:n*n*n])
  {
    #pragma acc loop
    for (int i = 0; i < n; ++i)
      #pragma acc loop
      for (int j = 0; j < n; ++j)
        #pragma acc loop
        for (int k = 0; k < n; ++k)
          x[(i * n + j) * n + k] = 0;
  }
}
// PRT-O-LABEL: void nested_naked(int n, float *x) {
// PRT-O-NEXT: #pragma omp parallel firstprivate(n) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp for
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: for (int j = 0; j < n; ++j)
// PRT-O-NEXT: for (int k = 0; k < n; ++k)
// PRT-O-NEXT: x[(i * n + j) * n + k] = 0;
// PRT-O-NEXT: }
// PRT-O-NEXT: }

// No imp gang below an explicit worker loop, nor above an explicit gang loop.
void no_imp_gang(int n, float *x) {
  #pragma acc parallel copy(x[0:n*n])
  {
    #pragma acc loop worker
    for (int i = 0; i < n; ++i)
      #pragma acc loop
      for (int j = 0; j < n; ++j)
        x[i * n + j] = 0;
    #pragma acc loop
    for (int i = 0; i < n; ++i)
      #pragma acc loop gang
      for (int j = 0; j < n; ++j)
        x[i * n + j] = 1;
  }
}
// PRT-O-LABEL: void no_imp_gang(int n, float *x) {
// PRT-O-NEXT: #pragma omp parallel firstprivate(n) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: for (int j = 0; j < n; ++j)
// PRT-O-NEXT: x[i * n + j] = 0;
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: #pragma omp for
// PRT-O-NEXT: for (int j = 0; j < n; ++j)
// PRT-O-NEXT: x[i * n + j] = 1;
// PRT-O-NEXT: }
// PRT-O-NEXT: }

// Sibling naked loops each get imp gang.
void siblings(int n, float *x) {
  #pragma acc parallel copy(x[0:n])
  {
    #pragma acc loop
    for (int i = 0; i < n; ++i)
      x[i] = 0;
    #pragma acc loop
    for (int i = 0; i < n; ++i)
      x[i] += 1;
  }
}
// PRT-O-LABEL: void siblings(int n, float *x) {
// PRT-O-NEXT: #pragma omp parallel firstprivate(n) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp for
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: x[i] = 0;
// PRT-O-NEXT: #pragma omp for
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: x[i] += 1;
// PRT-O-NEXT: }
// PRT-O-NEXT: }
