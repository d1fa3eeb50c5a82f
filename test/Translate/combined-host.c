// RUN: %accc -acc=host -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=PRT-O
// RUN: %accc -acc=host -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -I%S -x c -

// 'parallel loop' fuses into one OpenMP directive when the loop is
// partitioned; private and reduction go to the effective loop.
void combined(int n, float *x, float *y) {
  float s = 0;
  int t;
  #pragma acc parallel loop copyin(x[0:n]) copy(y[0:n]) private(t) reduction(+:s)
  for (int i = 0; i < n; ++i) {
    t = i;
    y[i] += x[i] * t;
    s += y[i];
  }
}
// PRT-O-LABEL: void combined(int n, float *x, float *y) {
// PRT-O-NEXT: float s = 0;
// PRT-O-NEXT: int t;
// PRT-O-NEXT: #pragma omp parallel for reduction(+: s) firstprivate(n) shared(y, x) num_threads(1) private(t)
// PRT-O-NEXT: for (int i = 0; i < n; ++i) {
// PRT-O-NEXT: t = i;
// PRT-O-NEXT: y[i] += x[i] * t;
// PRT-O-NEXT: s += y[i];
// PRT-O-NEXT: }
// PRT-O-NEXT: }

// Explicit levels and collapse on a combined construct.
void combined_levels(int n, float *x) {
  #pragma acc parallel loop gang vector collapse(2) num_gangs(16) vector_length(128) copy(x[0:n*n])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      x[i * n + j] = 0;
}
// PRT-O-LABEL: void combined_levels(int n, float *x) {
// PRT-O-NEXT: #pragma omp parallel for firstprivate(n) shared(x) num_threads(16) collapse(2)
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: for (int j = 0; j < n; ++j)
// PRT-O-NEXT: x[i * n + j] = 0;
// PRT-O-NEXT: }

// A sequential combined loop is not fused.
void combined_seq(int n, float *x) {
  int i;
  #pragma acc parallel loop seq copy(x[0:n])
  for (i = 0; i < n; ++i)
    x[i] = i;
}
// PRT-O-LABEL: void combined_seq(int n, float *x) {
// PRT-O-NEXT: int i;
// PRT-O-NEXT: #pragma omp parallel firstprivate(i, n) shared(x) num_threads(1)
// PRT-O-NEXT: for (i = 0; i < n; ++i)
// PRT-O-NEXT: x[i] = i;
// PRT-O-NEXT: }

// A combined worker loop: gang-redundant, worker-partitioned.
void combined_worker(int n, float *x) {
  #pragma acc parallel loop worker num_workers(4) copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = 0;
}
// PRT-O-LABEL: void combined_worker(int n, float *x) {
// PRT-O-NEXT: #pragma omp parallel firstprivate(n) shared(x) num_threads(1)
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: x[i] = 0;
// PRT-O-NEXT: }

// Nested naked loops inside a combined construct.
void combined_nest(int n, float *x) {
  #pragma acc parallel loop copy(x[0:n*n])
  for (int i = 0; i < n; ++i)
    #pragma acc loop
    for (int j = 0; j < n; ++j)
      x[i * n + j] = 0;
}
// PRT-O-LABEL: void combined_nest(int n, float *x) {
// PRT-O-NEXT: #pragma omp parallel for firstprivate(n) shared(x) num_threads(1)
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: for (int j = 0; j < n; ++j)
// PRT-O-NEXT: x[i * n + j] = 0;
// PRT-O-NEXT: }
