// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=PRT-O
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -I%S -x c -

// A gang reduction of a gang-private variable (declared in the construct or
// exp firstprivate) is trivial and discarded; worker/vector parts stay.
void trivial(int n, float *x) {
  int t = 0;
  #pragma acc parallel firstprivate(t) copy(x[0:n])
  {
    int q = 0;
    #pragma acc loop gang reduction(+:q)
    for (int i = 0; i < n; ++i)
      q += i;
    #pragma acc loop gang worker reduction(+:t)
    for (int i = 0; i < n; ++i)
      t += i;
    x[0] = q + t;
  }
}
// PRT-O-LABEL: void trivial(int n, float *x) {
// PRT-O-NEXT: int t = 0;
// PRT-O-NEXT: #pragma omp parallel firstprivate(t, n) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: int q = 0;
// PRT-O-NEXT: #pragma omp for
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: q += i;
// PRT-O-NEXT: #pragma omp for
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: t += i;
// PRT-O-NEXT: x[0] = q + t;
// PRT-O-NEXT: }
// PRT-O-NEXT: }

// A gang loop reduction of a variable that is imp firstprivate becomes imp
// copy and imp reduction on 'parallel' (seed 000, "Reductions" rule 3).
void promoted(int n, float *x) {
  int s = 0;
  #pragma acc parallel copyin(x[0:n])
  {
    #pragma acc loop gang reduction(+:s)
    for (int i = 0; i < n; ++i)
      s += x[i];
  }
}
// PRT-O-LABEL: void promoted(int n, float *x) {
// PRT-O-NEXT: int s = 0;
// PRT-O-NEXT: #pragma omp parallel reduction(+: s) firstprivate(n) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp for
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: s += x[i];
// PRT-O-NEXT: }
// PRT-O-NEXT: }

// A loop reduction of a gang-shared variable (exp copy) becomes imp reduction
// on 'parallel', even on a worker loop.
void gang_shared(int n, float *x) {
  float m = 0;
  #pragma acc parallel copy(m) copyin(x[0:n])
  {
    #pragma acc loop worker reduction(max:m)
    for (int i = 0; i < n; ++i)
      m = m > x[i] ? m : x[i];
  }
}
// PRT-O-LABEL: void gang_shared(int n, float *x) {
// PRT-O-NEXT: float m = 0;
// PRT-O-NEXT: #pragma omp parallel reduction(max: m) firstprivate(n) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: m = m > x[i] ? m : x[i];
// PRT-O-NEXT: }
// PRT-O-NEXT: }

// A sequential loop reduction of a gang-private variable is discarded.
void seq_trivial(int n) {
  int u = 1;
  #pragma acc parallel
  {
    #pragma acc loop seq reduction(*:u)
    for (int i = 1; i < n; ++i)
      u *= i;
  }
}
// PRT-O-LABEL: void seq_trivial(int n) {
// PRT-O-NEXT: int u = 1;
// PRT-O-NEXT: #pragma omp parallel firstprivate(u, n)
// PRT-O-NEXT: {
// PRT-O-NEXT: for (int i = 1; i < n; ++i)
// PRT-O-NEXT: u *= i;
// PRT-O-NEXT: }
// PRT-O-NEXT: }

// Sibling gang loops reducing one variable with one operator.
void siblings(int n, float *x) {
  int s = 0;
  #pragma acc parallel copyin(x[0:n])
  {
    #pragma acc loop gang reduction(+:s)
    for (int i = 0; i < n; ++i)
      s += x[i];
    #pragma acc loop gang reduction(+:s)
    for (int i = 0; i < n; ++i)
      s += 2 * x[i];
  }
}
// PRT-O-LABEL: void siblings(int n, float *x) {
// PRT-O-NEXT: int s = 0;
// PRT-O-NEXT: #pragma omp parallel reduction(+: s) firstprivate(n) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp for
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: s += x[i];
// PRT-O-NEXT: #pragma omp for
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: s += 2 * x[i];
// PRT-O-NEXT: }
// PRT-O-NEXT: }
