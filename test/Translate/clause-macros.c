// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=PRT-O
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -

// Macros in clauses: a clause argument that is a macro keeps its name; a
// clause argument that is only part of a macro's expansion (the whole clause
// is a macro) is printed expanded.
#define NG 64
#define VL 128
#define GEOMETRY(n) num_gangs(((n) + VL - 1) / VL) vector_length(VL)

void f(int n, double *x) {
  #pragma acc parallel loop num_gangs(NG) copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = 0;
  #pragma acc parallel loop GEOMETRY(n) copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = 1;
}
// PRT-O-LABEL: void f(int n, double *x) {
// PRT-O-NEXT:   #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x) num_teams(NG)
// PRT-O:   #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x) num_teams(((n) + 128 - 1) / 128) thread_limit(128)
