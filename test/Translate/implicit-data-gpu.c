// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=PRT-O
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -

// Implicit data attributes on 'parallel' (OpenACC 3.3 sec. 2.6.2): scalars
// imp firstprivate, arrays and structs imp copy and imp shared, pointers
// left to OpenMP's implicit pointer rules.
struct pt { int x, y; };
void implicit_data(int n, float *x) {
  float arr[64];
  struct pt st = {1, 2};
  double sc = 2.0;
  #pragma acc parallel
  {
    #pragma acc loop
    for (int i = 0; i < 64; ++i)
      arr[i] = x[i] * sc + st.x + n;
  }
}
// PRT-O-LABEL: void implicit_data(int n, float *x) {
// PRT-O-NEXT: float arr[64];
// PRT-O-NEXT: struct pt st = {1, 2};
// PRT-O-NEXT: double sc = 2.0;
// PRT-O-NEXT: #pragma omp target teams map(ompx_hold, tofrom: arr, st) shared(arr, st) firstprivate(sc, n)
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp distribute parallel for shared(arr, x, sc, st, n)
// PRT-O-NEXT: for (int i = 0; i < 64; ++i)
// PRT-O-NEXT: arr[i] = x[i] * sc + st.x + n;
// PRT-O-NEXT: }
// PRT-O-NEXT: }

// default(present): arrays are imp present instead of imp copy.
void implicit_present(int n) {
  float arr[64];
  #pragma acc parallel default(present)
  {
    #pragma acc loop
    for (int i = 0; i < 64; ++i)
      arr[i] = n;
  }
}
// PRT-O-LABEL: void implicit_present(int n) {
// PRT-O-NEXT: float arr[64];
// PRT-O-NEXT: #pragma omp target teams map(ompx_hold, present, alloc: arr) shared(arr) firstprivate(n)
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp distribute parallel for shared(arr, n)
// PRT-O-NEXT: for (int i = 0; i < 64; ++i)
// PRT-O-NEXT: arr[i] = n;
// PRT-O-NEXT: }
// PRT-O-NEXT: }

// A pointer named in a data clause is shared; its subarray is mapped.
void pointer_mapped(int n, float *x, float *y) {
  #pragma acc parallel copyin(x[0:n])
  {
    #pragma acc loop
    for (int i = 0; i < n; ++i)
      y[i] = x[i];
  }
}
// PRT-O-LABEL: void pointer_mapped(int n, float *x, float *y) {
// PRT-O-NEXT: #pragma omp target teams map(ompx_hold, to: x[0:n]) firstprivate(n) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp distribute parallel for shared(n, y, x)
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: y[i] = x[i];
// PRT-O-NEXT: }
// PRT-O-NEXT: }

// Locals declared inside the construct get no data attribute.
void locals_inside(int n, float *x) {
  #pragma acc parallel copy(x[0:n])
  {
    int t = n;
    #pragma acc loop
    for (int i = 0; i < n; ++i)
      x[i] = t;
  }
}
// PRT-O-LABEL: void locals_inside(int n, float *x) {
// PRT-O-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: int t = n;
// PRT-O-NEXT: #pragma omp distribute parallel for shared(n, x, t)
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: x[i] = t;
// PRT-O-NEXT: }
// PRT-O-NEXT: }
