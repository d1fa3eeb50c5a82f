// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=PRT-O
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c++ -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s | %clang-omp -fsyntax-only -Werror -x c++ -

// Variables declared inside a compute construct by declarations that are not
// statements (a lambda's parameters) are not referenced from outside it: they
// get no data attribute on the construct.
void f(int *p, int n) {
  #pragma acc parallel
  {
    auto twice = [&](int i) { return i * 2; };
    #pragma acc loop
    for (int k = 0; k < n; ++k)
      p[k] = twice(k);
  }
}
// PRT-O-LABEL: void f(int *p, int n) {
// PRT-O-NEXT:   #pragma omp target teams firstprivate(n)
// PRT-O:     #pragma omp distribute parallel for shared(n, p, twice)
