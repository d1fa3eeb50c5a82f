// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=PRT-O
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -I%S -x c -

// seq and auto loops are sequential; the directive is discarded and a loop
// control variable declared in the init needs nothing. An independent naked
// loop gets imp gang.
void seq_auto_independent(int n, float *x) {
  #pragma acc parallel copy(x[0:n])
  {
    #pragma acc loop seq
    for (int i = 0; i < n; ++i)
      x[i] = 0;
    #pragma acc loop auto
    for (int i = 0; i < n; ++i)
      x[i] += 1;
    #pragma acc loop independent
    for (int i = 0; i < n; ++i)
      x[i] += 2;
  }
}
// PRT-O-LABEL: void seq_auto_independent(int n, float *x) {
// PRT-O-NEXT: #pragma omp parallel firstprivate(n) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: x[i] = 0;
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: x[i] += 1;
// PRT-O-NEXT: #pragma omp for
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: x[i] += 2;
// PRT-O-NEXT: }
// PRT-O-NEXT: }

// A seq loop whose control variable is assigned: imp shared on the loop (its
// final value is visible after the loop), imp firstprivate on 'parallel'.
void seq_assigned(int n, float *x) {
  int i;
  #pragma acc parallel copy(x[0:n])
  {
    #pragma acc loop seq
    for (i = 0; i < n; ++i)
      x[i] = 0;
    x[0] = i;
  }
}
// PRT-O-LABEL: void seq_assigned(int n, float *x) {
// PRT-O-NEXT: int i;
// PRT-O-NEXT: #pragma omp parallel firstprivate(i, n) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: for (i = 0; i < n; ++i)
// PRT-O-NEXT: x[i] = 0;
// PRT-O-NEXT: x[0] = i;
// PRT-O-NEXT: }
// PRT-O-NEXT: }

// auto gang becomes sequential before imp gang placement, so the nested naked
// loop gets imp gang (the seed's relaxed rule).
void auto_gang_relaxed(int n, float *x) {
  #pragma acc parallel copy(x[0:n*n])
  {
    #pragma acc loop auto gang
    for (int i = 0; i < n; ++i)
      #pragma acc loop
      for (int j = 0; j < n; ++j)
        x[i * n + j] = 0;
  }
}
// PRT-O-LABEL: void auto_gang_relaxed(int n, float *x) {
// PRT-O-NEXT: #pragma omp parallel firstprivate(n) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: #pragma omp for
// PRT-O-NEXT: for (int j = 0; j < n; ++j)
// PRT-O-NEXT: x[i * n + j] = 0;
// PRT-O-NEXT: }
// PRT-O-NEXT: }
