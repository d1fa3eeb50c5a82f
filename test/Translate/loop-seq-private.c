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

// Sequential loops with exp private and with an assigned (pre private) loop
// control variable: a compound statement with uninitialized local copies.
void seq_private(int n, float *x) {
  int j, k;
  #pragma acc parallel copy(x[0:n*n])
  {
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      #pragma acc loop private(k)
      for (j = 0; j < n; ++j) {
        k = j;
        x[i * n + j] = k;
      }
  }
}
// GPU-LABEL: void seq_private(int n, float *x) {
// GPU-NEXT: int j, k;
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n, j) shared(x)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp distribute
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: #pragma omp parallel for private(k, j) shared(n, x, i)
// GPU-NEXT: for (j = 0; j < n; ++j) {
// GPU-NEXT: k = j;
// GPU-NEXT: x[i * n + j] = k;
// GPU-NEXT: }
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void seq_private(int n, float *x) {
// BASE-NEXT: int j, k;
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n, j) shared(x)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: {
// BASE-NEXT: int k;
// BASE-NEXT: int j;
// BASE-NEXT: for (j = 0; j < n; ++j) {
// BASE-NEXT: k = j;
// BASE-NEXT: x[i * n + j] = k;
// BASE-NEXT: }
// BASE-NEXT: }
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void seq_private(int n, float *x) {
// MC-NEXT: int j, k;
// MC-NEXT: #pragma omp parallel firstprivate(n, j) shared(x)
// MC-NEXT: {
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: {
// MC-NEXT: int k;
// MC-NEXT: int j;
// MC-NEXT: for (j = 0; j < n; ++j) {
// MC-NEXT: k = j;
// MC-NEXT: x[i * n + j] = k;
// MC-NEXT: }
// MC-NEXT: }
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void seq_private(int n, float *x) {
// HOST-NEXT: int j, k;
// HOST-NEXT: #pragma omp parallel firstprivate(n, j) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: {
// HOST-NEXT: int k;
// HOST-NEXT: int j;
// HOST-NEXT: for (j = 0; j < n; ++j) {
// HOST-NEXT: k = j;
// HOST-NEXT: x[i * n + j] = k;
// HOST-NEXT: }
// HOST-NEXT: }
// HOST-NEXT: }
// HOST-NEXT: }

// An explicit seq loop with exp private: the assigned control variable stays
// shared, only k gets a local copy.
void seq_exp_private(int n, float *x) {
  int j, k;
  #pragma acc parallel copy(x[0:n])
  {
    #pragma acc loop seq private(k)
    for (j = 0; j < n; ++j) {
      k = j;
      x[j] = k;
    }
  }
}
// GPU-LABEL: void seq_exp_private(int n, float *x) {
// GPU-NEXT: int j, k;
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(j, n) shared(x) num_teams(1)
// GPU-NEXT: {
// GPU-NEXT: {
// GPU-NEXT: int k;
// GPU-NEXT: for (j = 0; j < n; ++j) {
// GPU-NEXT: k = j;
// GPU-NEXT: x[j] = k;
// GPU-NEXT: }
// GPU-NEXT: }
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void seq_exp_private(int n, float *x) {
// BASE-NEXT: int j, k;
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(j, n) shared(x) num_teams(1)
// BASE-NEXT: {
// BASE-NEXT: {
// BASE-NEXT: int k;
// BASE-NEXT: for (j = 0; j < n; ++j) {
// BASE-NEXT: k = j;
// BASE-NEXT: x[j] = k;
// BASE-NEXT: }
// BASE-NEXT: }
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void seq_exp_private(int n, float *x) {
// MC-NEXT: int j, k;
// MC-NEXT: #pragma omp parallel firstprivate(j, n) shared(x) num_threads(1)
// MC-NEXT: {
// MC-NEXT: {
// MC-NEXT: int k;
// MC-NEXT: for (j = 0; j < n; ++j) {
// MC-NEXT: k = j;
// MC-NEXT: x[j] = k;
// MC-NEXT: }
// MC-NEXT: }
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void seq_exp_private(int n, float *x) {
// HOST-NEXT: int j, k;
// HOST-NEXT: #pragma omp parallel firstprivate(j, n) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: {
// HOST-NEXT: int k;
// HOST-NEXT: for (j = 0; j < n; ++j) {
// HOST-NEXT: k = j;
// HOST-NEXT: x[j] = k;
// HOST-NEXT: }
// HOST-NEXT: }
// HOST-NEXT: }
// HOST-NEXT: }
