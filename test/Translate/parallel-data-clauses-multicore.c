// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=PRT-O
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -I%S -x c -

// Explicit data clauses on 'parallel' (seed 000, "Parallel Directives"):
// copy/copyin/copyout -> map(tofrom/to/from); create -> map(alloc);
// present -> map(present, alloc); no_create -> map(alloc); deviceptr ->
// is_device_ptr. The variables are imp shared on the construct.
void data_clauses(int n, float *x, float *y, float *z, float *w, float *p, float *d) {
  float arr[64];
  #pragma acc parallel copy(x[0:n]) copyin(y[0:n]) copyout(z[0:n]) create(w[0:n]) present(p[0:n]) no_create(arr) deviceptr(d)
  {
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      z[i] = x[i] + y[i] + w[i] + p[i] + d[i] + arr[i % 64];
  }
}
// PRT-O-LABEL: void data_clauses(int n, float *x, float *y, float *z, float *w, float *p, float *d) {
// PRT-O-NEXT: float arr[64];
// PRT-O-NEXT: #pragma omp parallel firstprivate(n) shared(z, x, y, w, p, d, arr)
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp for
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: z[i] = x[i] + y[i] + w[i] + p[i] + d[i] + arr[i % 64];
// PRT-O-NEXT: }
// PRT-O-NEXT: }

// Whole arrays and scalars in data clauses.
void whole_arrays(int n) {
  float a[16], b[16];
  int s = 0;
  #pragma acc parallel copyin(a) copyout(b) copy(s) num_gangs(1)
  {
    #pragma acc loop gang
    for (int i = 0; i < 16; ++i)
      b[i] = a[i] + n;
    s = 1;
  }
}
// PRT-O-LABEL: void whole_arrays(int n) {
// PRT-O-NEXT: float a[16], b[16];
// PRT-O-NEXT: int s = 0;
// PRT-O-NEXT: #pragma omp parallel shared(b, a, s) firstprivate(n) num_threads(1)
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp for
// PRT-O-NEXT: for (int i = 0; i < 16; ++i)
// PRT-O-NEXT: b[i] = a[i] + n;
// PRT-O-NEXT: s = 1;
// PRT-O-NEXT: }
// PRT-O-NEXT: }
