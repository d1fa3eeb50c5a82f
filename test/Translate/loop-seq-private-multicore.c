// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=PRT-O
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -I%S -x c -

// Sequential loops with exp private and with an assigned (pre private) loop
// control variable: a compound statement with uninitialized local copies.
void seq_private(int n, float *x) {
  int j, k;
  #pragma acc parallel copy(x[0:n*n])
  {
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      #pragma acc loop private(k)
      for (j = 0; j < n; ++j) {
        k = j;
        x[i * n + j] = k;
      }
  }
}
// PRT-O-LABEL: void seq_private(int n, float *x) {
// PRT-O-NEXT: int j, k;
// PRT-O-NEXT: #pragma omp parallel firstprivate(n, k, j) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp for
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: {
// PRT-O-NEXT: int k;
// PRT-O-NEXT: int j;
// PRT-O-NEXT: for (j = 0; j < n; ++j) {
// PRT-O-NEXT: k = j;
// PRT-O-NEXT: x[i * n + j] = k;
// PRT-O-NEXT: }
// PRT-O-NEXT: }
// PRT-O-NEXT: }
// PRT-O-NEXT: }

// An explicit seq loop with exp private: the assigned control variable stays
// shared, only k gets a local copy.
void seq_exp_private(int n, float *x) {
  int j, k;
  #pragma acc parallel copy(x[0:n])
  {
    #pragma acc loop seq private(k)
    for (j = 0; j < n; ++j) {
      k = j;
      x[j] = k;
    }
  }
}
// PRT-O-LABEL: void seq_exp_private(int n, float *x) {
// PRT-O-NEXT: int j, k;
// PRT-O-NEXT: #pragma omp parallel firstprivate(k, j, n) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: {
// PRT-O-NEXT: int k;
// PRT-O-NEXT: for (j = 0; j < n; ++j) {
// PRT-O-NEXT: k = j;
// PRT-O-NEXT: x[j] = k;
// PRT-O-NEXT: }
// PRT-O-NEXT: }
// PRT-O-NEXT: }
// PRT-O-NEXT: }
