// RUN: %accc -acc=multicore -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=multicore -fopenacc-print=omp %s | %clang-omp -fsyntax-only -Werror -x c -
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -

// The compound statement wrapping a sequential loop closes after the whole
// loop, also when the loop's body is a nested OpenACC construct (clang's
// range of a construct ends with its directive, not its statement).
void f(int n, float *x) {
  float t;
  #pragma acc parallel loop seq private(t) copy(x[0:n*n])
  for (int i = 0; i < n; ++i)
    #pragma acc loop
    for (int j = 0; j < n; ++j)
      x[i * n + j] = t = 0;
}
// MC-LABEL: void f(int n, float *x) {
// MC-NEXT:   float t;
// MC-NEXT:   #pragma omp parallel firstprivate(n) shared(x)
// MC-NEXT:   {
// MC-NEXT:   float t;
// MC-NEXT:   for (int i = 0; i < n; ++i)
// MC-NEXT:     #pragma omp for
// MC-NEXT:     for (int j = 0; j < n; ++j)
// MC-NEXT:       x[i * n + j] = t = 0;
// MC-NEXT:   }
// MC-NEXT: }
