// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=PRT-O
// RUN: %accc -acc=gpu -fopenacc-print=acc-omp %s | FileCheck %s --match-full-lines --check-prefix=PRT-AO
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -

// --match-full-lines: the print modes keep comments, so a CHECK line must not
// be able to match its own text in the output.
void saxpy(int n, float a, float *x, float *y) {
  #pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; ++i)
    y[i] = a * x[i] + y[i];
}
// PRT-O-LABEL: void saxpy(int n, float a, float *x, float *y) {
// PRT-O-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, to: x[0:n]) map(ompx_hold, tofrom: y[0:n]) firstprivate(n, a) shared(y, x) thread_limit(512) dist_schedule(static, (n) >= 4194304 ? 8192 : (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-AO-LABEL: void saxpy(int n, float a, float *x, float *y) {
// PRT-AO-NEXT: #pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
// PRT-AO-NEXT: // #pragma omp target teams distribute parallel for map(ompx_hold, to: x[0:n]) map(ompx_hold, tofrom: y[0:n]) firstprivate(n, a) shared(y, x) thread_limit(512) dist_schedule(static, (n) >= 4194304 ? 8192 : (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
