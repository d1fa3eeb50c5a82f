// RUN: %accc -acc=gpu -fopenacc-ast-print=omp %s | FileCheck %s --match-full-lines --check-prefix=PRT-O
// RUN: %accc -acc=multicore -fopenacc-ast-print=omp %s | FileCheck %s --match-full-lines --check-prefix=PRT-OA
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -

// -fopenacc-ast-print=omp prints the translation from the AST: macros are
// expanded and comments are gone. (PRT-OA checks the multicore translation.)
#define SCALE(v) (2 * (v))
void saxpy(int n, float a, float *x, float *y) {
  // a comment that the AST print drops
  #pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; ++i)
    y[i] = SCALE(a) * x[i] + y[i];
}
// PRT-O-LABEL: void saxpy(int n, float a, float *x, float *y) {
// PRT-O-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, to: x[0:n]) map(ompx_hold, tofrom: y[0:n]) firstprivate(n, a) shared(y, x) thread_limit(512) dist_schedule(static, (n) >= 4194304 ? 8192 : (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: y[i] = (2 * (a)) * x[i] + y[i];
// PRT-O-NEXT: }
// PRT-OA-LABEL: void saxpy(int n, float a, float *x, float *y) {
// PRT-OA-NEXT: #pragma omp parallel for firstprivate(n, a) shared(y, x)
// PRT-OA-NEXT: for (int i = 0; i < n; ++i)
// PRT-OA-NEXT: y[i] = (2 * (a)) * x[i] + y[i];
// PRT-OA-NEXT: }
