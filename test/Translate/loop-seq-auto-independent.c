// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=gpu -acc-mapping=base -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=BASE
// RUN: %accc -acc=gpu -acc-mapping=base -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=host -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=HOST
// RUN: %accc -acc=host -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -I%S -x c -

// One OpenACC source, printed with -fopenacc-print=omp for every target; the
// check prefix names the target: GPU for -acc=gpu (default threads mapping),
// BASE for -acc=gpu -acc-mapping=base (the seed's gang/worker/vector ->
// distribute/parallel for/simd), MC for -acc=multicore, HOST for -acc=host.
// Each target's output is also compiled with clang -fopenmp (-fsyntax-only).

// seq loops and auto loops whose iterations depend on each other are
// sequential; the directive is discarded and a loop control variable
// declared in the init needs nothing. An independent naked loop gets imp
// gang. (An auto loop the dependence analysis proves independent is
// partitioned: kernels-auto.c.)
void seq_auto_independent(int n, float *x) {
  #pragma acc parallel copy(x[0:n])
  {
    #pragma acc loop seq
    for (int i = 0; i < n; ++i)
      x[i] = 0;
    #pragma acc loop auto
    for (int i = 1; i < n; ++i)
      x[i] += x[i - 1];
    #pragma acc loop independent
    for (int i = 0; i < n; ++i)
      x[i] += 2;
  }
}
// GPU-LABEL: void seq_auto_independent(int n, float *x) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x)
// GPU-NEXT: {
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: x[i] = 0;
// GPU-NEXT: for (int i = 1; i < n; ++i)
// GPU-NEXT: x[i] += x[i - 1];
// GPU-NEXT: #pragma omp distribute parallel for shared(n, x)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: x[i] += 2;
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void seq_auto_independent(int n, float *x) {
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x)
// BASE-NEXT: {
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: x[i] = 0;
// BASE-NEXT: for (int i = 1; i < n; ++i)
// BASE-NEXT: x[i] += x[i - 1];
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: x[i] += 2;
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void seq_auto_independent(int n, float *x) {
// MC-NEXT: #pragma omp parallel firstprivate(n) shared(x)
// MC-NEXT: {
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: x[i] = 0;
// MC-NEXT: for (int i = 1; i < n; ++i)
// MC-NEXT: x[i] += x[i - 1];
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: x[i] += 2;
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void seq_auto_independent(int n, float *x) {
// HOST-NEXT: #pragma omp parallel firstprivate(n) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: x[i] = 0;
// HOST-NEXT: for (int i = 1; i < n; ++i)
// HOST-NEXT: x[i] += x[i - 1];
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: x[i] += 2;
// HOST-NEXT: }
// HOST-NEXT: }

// A seq loop whose control variable is assigned: imp shared on the loop (its
// final value is visible after the loop), imp firstprivate on 'parallel'.
void seq_assigned(int n, float *x) {
  int i;
  #pragma acc parallel copy(x[0:n])
  {
    #pragma acc loop seq
    for (i = 0; i < n; ++i)
      x[i] = 0;
    x[0] = i;
  }
}
// GPU-LABEL: void seq_assigned(int n, float *x) {
// GPU-NEXT: int i;
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(i, n) shared(x) num_teams(1)
// GPU-NEXT: {
// GPU-NEXT: for (i = 0; i < n; ++i)
// GPU-NEXT: x[i] = 0;
// GPU-NEXT: x[0] = i;
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void seq_assigned(int n, float *x) {
// BASE-NEXT: int i;
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(i, n) shared(x) num_teams(1)
// BASE-NEXT: {
// BASE-NEXT: for (i = 0; i < n; ++i)
// BASE-NEXT: x[i] = 0;
// BASE-NEXT: x[0] = i;
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void seq_assigned(int n, float *x) {
// MC-NEXT: int i;
// MC-NEXT: #pragma omp parallel firstprivate(i, n) shared(x) num_threads(1)
// MC-NEXT: {
// MC-NEXT: for (i = 0; i < n; ++i)
// MC-NEXT: x[i] = 0;
// MC-NEXT: x[0] = i;
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void seq_assigned(int n, float *x) {
// HOST-NEXT: int i;
// HOST-NEXT: #pragma omp parallel firstprivate(i, n) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: for (i = 0; i < n; ++i)
// HOST-NEXT: x[i] = 0;
// HOST-NEXT: x[0] = i;
// HOST-NEXT: }
// HOST-NEXT: }

// auto gang (here over rows that depend on the next one) becomes sequential
// before imp gang placement, so the nested naked loop gets imp gang (the
// seed's relaxed rule).
void auto_gang_relaxed(int n, float *x) {
  #pragma acc parallel copy(x[0:n*n])
  {
    #pragma acc loop auto gang
    for (int i = 0; i < n; ++i)
      #pragma acc loop
      for (int j = 0; j < n; ++j)
        x[i * n + j] = x[(i + 1) * n + j];
  }
}
// GPU-LABEL: void auto_gang_relaxed(int n, float *x) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n) shared(x)
// GPU-NEXT: {
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: #pragma omp distribute parallel for shared(n, x, i)
// GPU-NEXT: for (int j = 0; j < n; ++j)
// GPU-NEXT: x[i * n + j] = x[(i + 1) * n + j];
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void auto_gang_relaxed(int n, float *x) {
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n) shared(x)
// BASE-NEXT: {
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int j = 0; j < n; ++j)
// BASE-NEXT: x[i * n + j] = x[(i + 1) * n + j];
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void auto_gang_relaxed(int n, float *x) {
// MC-NEXT: #pragma omp parallel firstprivate(n) shared(x)
// MC-NEXT: {
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int j = 0; j < n; ++j)
// MC-NEXT: x[i * n + j] = x[(i + 1) * n + j];
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void auto_gang_relaxed(int n, float *x) {
// HOST-NEXT: #pragma omp parallel firstprivate(n) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int j = 0; j < n; ++j)
// HOST-NEXT: x[i * n + j] = x[(i + 1) * n + j];
// HOST-NEXT: }
// HOST-NEXT: }
