// RUN: %accc -acc=gpu -fno-openacc-hold -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=PRT-O
// RUN: %accc -acc=gpu -fno-openacc-hold -fopenacc-print=omp %s | not grep "ompx_[h]old"
// RUN: %accc -acc=gpu -fno-openacc-hold -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -

// -fno-openacc-hold: standard OpenMP maps, with no hold modifier.
void no_hold(int n, float *x, float *y, float *z) {
  int s = 0;
  #pragma acc parallel loop copy(x[0:n]) copyin(y[0:n]) copyout(z[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i) {
    z[i] = x[i] + y[i];
    s += i;
  }
}
// PRT-O-LABEL: void no_hold(int n, float *x, float *y, float *z) {
// PRT-O-NEXT: int s = 0;
// PRT-O-NEXT: #pragma omp target teams distribute parallel for map(tofrom: x[0:n], s) map(to: y[0:n]) map(from: z[0:n]) reduction(+: s) firstprivate(n) shared(z, x, y) num_teams({{.+}}) thread_limit(1024) dist_schedule(static) schedule(static, 4)
// PRT-O-NEXT: for (int i = 0; i < n; ++i) {
// PRT-O-NEXT: z[i] = x[i] + y[i];
// PRT-O-NEXT: s += i;
// PRT-O-NEXT: }
// PRT-O-NEXT: }
