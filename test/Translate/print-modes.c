// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=PRT-O
// RUN: %accc -acc=gpu -fopenacc-print=acc-omp %s | FileCheck %s --match-full-lines --check-prefix=PRT-AO
// RUN: %accc -acc=gpu -fopenacc-print=omp-acc %s | FileCheck %s --match-full-lines --check-prefix=PRT-OA
// RUN: %accc -acc=gpu -fopenacc-print=acc %s | diff %s -
// RUN: %accc -acc=multicore -fopenacc-print=acc %s | diff %s -
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -

// The four print modes on one source; 'acc' prints the input unchanged.
// Includes, macros and comments survive the source-level prints.
#include "Inputs/print-modes.h"
#define N 64
/* a block comment */
void saxpy(int n, float a, float *x, float *y) {
  // a line comment
  #pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; ++i)
    y[i] = SCALE(a) * x[i] + y[i]; // trailing comment
}
// PRT-O: #include "Inputs/print-modes.h"
// PRT-O-NEXT: #define N 64
// PRT-O-NEXT: /* a block comment */
// PRT-O-NEXT: void saxpy(int n, float a, float *x, float *y) {
// PRT-O-NEXT: // a line comment
// PRT-O-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, to: x[0:n]) map(ompx_hold, tofrom: y[0:n]) firstprivate(n, a) shared(y, x) thread_limit(512) dist_schedule(static, (n) >= 4194304 ? 8192 : (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: y[i] = SCALE(a) * x[i] + y[i]; // trailing comment
// PRT-O-NEXT: }
// PRT-AO-LABEL: void saxpy(int n, float a, float *x, float *y) {
// PRT-AO-NEXT: // a line comment
// PRT-AO-NEXT: #pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
// PRT-AO-NEXT: // #pragma omp target teams distribute parallel for map(ompx_hold, to: x[0:n]) map(ompx_hold, tofrom: y[0:n]) firstprivate(n, a) shared(y, x) thread_limit(512) dist_schedule(static, (n) >= 4194304 ? 8192 : (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// PRT-AO-NEXT: for (int i = 0; i < n; ++i)
// PRT-OA-LABEL: void saxpy(int n, float a, float *x, float *y) {
// PRT-OA-NEXT: // a line comment
// PRT-OA-NEXT: // #pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
// PRT-OA-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, to: x[0:n]) map(ompx_hold, tofrom: y[0:n]) firstprivate(n, a) shared(y, x) thread_limit(512) dist_schedule(static, (n) >= 4194304 ? 8192 : (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// PRT-OA-NEXT: for (int i = 0; i < n; ++i)

void nest(int n, float *x) {
  int s = 0;
  #pragma acc parallel copy(x[0:N*N]) num_gangs(N)
  {
    #pragma acc loop gang reduction(+:s)
    for (int i = 0; i < n; ++i)
      #pragma acc loop vector reduction(+:s)
      for (int j = 0; j < n; ++j)
        s += x[i * N + j];
  }
  x[0] = s;
}
// PRT-O-LABEL: void nest(int n, float *x) {
// PRT-O-NEXT: int s = 0;
// PRT-O-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:N*N], s) reduction(+: s) firstprivate(n) shared(x) num_teams(N)
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp distribute
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: #pragma omp parallel for reduction(+: s) shared(n, x, i) schedule(static, 8)
// PRT-O-NEXT: for (int j = 0; j < n; ++j)
// PRT-AO-LABEL: void nest(int n, float *x) {
// PRT-AO-NEXT: int s = 0;
// PRT-AO-NEXT: #pragma acc parallel copy(x[0:N*N]) num_gangs(N)
// PRT-AO-NEXT: // #pragma omp target teams map(ompx_hold, tofrom: x[0:N*N], s) reduction(+: s) firstprivate(n) shared(x) num_teams(N)
// PRT-AO-NEXT: {
// PRT-AO-NEXT: #pragma acc loop gang reduction(+:s)
// PRT-AO-NEXT: // #pragma omp distribute
// PRT-AO-NEXT: for (int i = 0; i < n; ++i)
// PRT-AO-NEXT: #pragma acc loop vector reduction(+:s)
// PRT-AO-NEXT: // #pragma omp parallel for reduction(+: s) shared(n, x, i) schedule(static, 8)
// PRT-OA-LABEL: void nest(int n, float *x) {
// PRT-OA-NEXT: int s = 0;
// PRT-OA-NEXT: // #pragma acc parallel copy(x[0:N*N]) num_gangs(N)
// PRT-OA-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:N*N], s) reduction(+: s) firstprivate(n) shared(x) num_teams(N)
// PRT-OA-NEXT: {
// PRT-OA-NEXT: // #pragma acc loop gang reduction(+:s)
// PRT-OA-NEXT: #pragma omp distribute
// PRT-OA-NEXT: for (int i = 0; i < n; ++i)
// PRT-OA-NEXT: // #pragma acc loop vector reduction(+:s)
// PRT-OA-NEXT: #pragma omp parallel for reduction(+: s) shared(n, x, i) schedule(static, 8)
