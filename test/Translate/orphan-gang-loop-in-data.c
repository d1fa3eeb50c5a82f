// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// A gang loop outside compute constructs but in a data region of its own
// function is host code: the host thread runs it; OpenMP forbids
// `distribute` closely nested in `target data` (fuzzing find).
void f(int n, int *a) {
  #pragma acc data copy(a[0:n])
  {
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      a[i] += 1;
  }
}
// CHECK: #pragma omp target data map(ompx_hold, tofrom: a[0:n])
// CHECK-NEXT: {
// CHECK-NEXT: for (int i = 0; i < n; ++i)
