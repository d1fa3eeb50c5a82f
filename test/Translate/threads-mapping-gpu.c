// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=PRT-O
// RUN: %accc -acc=gpu -acc-mapping=threads -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=PRT-O
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -

// Threads mapping: the innermost naked loop gets imp vector (parallel for);
// scalars written in it that are gang-private (exp firstprivate, imp
// firstprivate, or declared in the construct) become firstprivate per thread.
void auto_firstprivate(int n, float *x) {
  int t = 0, u = 0;
  #pragma acc parallel firstprivate(t) copy(x[0:n*n])
  {
    int loc = 0;
    #pragma acc loop gang
    for (int a = 0; a < n; ++a)
      #pragma acc loop
      for (int b = 0; b < n; ++b) {
        t = b;
        u = a;
        loc = b;
        x[a * n + b] = t + u + loc;
      }
  }
}
// PRT-O-LABEL: void auto_firstprivate(int n, float *x) {
// PRT-O-NEXT: int t = 0, u = 0;
// PRT-O-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n]) firstprivate(t, n, u) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: int loc = 0;
// PRT-O-NEXT: #pragma omp distribute
// PRT-O-NEXT: for (int a = 0; a < n; ++a)
// PRT-O-NEXT: #pragma omp parallel for shared(n, a, x) firstprivate(t, u, loc)
// PRT-O-NEXT: for (int b = 0; b < n; ++b) {
// PRT-O-NEXT: t = b;
// PRT-O-NEXT: u = a;
// PRT-O-NEXT: loc = b;
// PRT-O-NEXT: x[a * n + b] = t + u + loc;
// PRT-O-NEXT: }
// PRT-O-NEXT: }
// PRT-O-NEXT: }

// No imp vector below an explicit vector loop or when a nested loop is
// partitioned.
void no_imp_vector(int n, float *x) {
  #pragma acc parallel copy(x[0:n*n])
  {
    #pragma acc loop gang
    for (int a = 0; a < n; ++a)
      #pragma acc loop
      for (int b = 0; b < n; ++b)
        #pragma acc loop worker
        for (int c = 0; c < n; ++c)
          x[a * n + b] = c;
  }
}
// PRT-O-LABEL: void no_imp_vector(int n, float *x) {
// PRT-O-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp distribute
// PRT-O-NEXT: for (int a = 0; a < n; ++a)
// PRT-O-NEXT: for (int b = 0; b < n; ++b)
// PRT-O-NEXT: #pragma omp parallel for shared(n, x, a, b)
// PRT-O-NEXT: for (int c = 0; c < n; ++c)
// PRT-O-NEXT: x[a * n + b] = c;
// PRT-O-NEXT: }
// PRT-O-NEXT: }
