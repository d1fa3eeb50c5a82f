// RUN: %accc -acc=gpu -acc-collapse=plain -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=gpu -acc-collapse=plain -acc-mapping=base -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=BASE
// RUN: %accc -acc=gpu -acc-mapping=base -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=multicore -acc-collapse=plain -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=host -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=HOST
// RUN: %accc -acc=host -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -I%S -x c -

// One OpenACC source, printed with -fopenacc-print=omp for every target; the
// check prefix names the target: GPU for -acc=gpu (default threads mapping),
// BASE for -acc=gpu -acc-mapping=base (the seed's gang/worker/vector ->
// distribute/parallel for/simd), MC for -acc=multicore, HOST for -acc=host.
// Each target's output is also compiled with clang -fopenmp (-fsyntax-only).

// 'parallel loop' fuses into one OpenMP directive when the loop is
// partitioned; private and reduction go to the effective loop.
void combined(int n, float *x, float *y) {
  float s = 0;
  int t;
  #pragma acc parallel loop copyin(x[0:n]) copy(y[0:n]) private(t) reduction(+:s)
  for (int i = 0; i < n; ++i) {
    t = i;
    y[i] += x[i] * t;
    s += y[i];
  }
}
// GPU-LABEL: void combined(int n, float *x, float *y) {
// GPU-NEXT: float s = 0;
// GPU-NEXT: int t;
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, to: x[0:n]) map(ompx_hold, tofrom: y[0:n], s) reduction(+: s) firstprivate(n) shared(y, x) private(t) num_teams({{.+}}) thread_limit(1024) dist_schedule(static) schedule(static, 4)
// GPU-NEXT: for (int i = 0; i < n; ++i) {
// GPU-NEXT: t = i;
// GPU-NEXT: y[i] += x[i] * t;
// GPU-NEXT: s += y[i];
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void combined(int n, float *x, float *y) {
// BASE-NEXT: float s = 0;
// BASE-NEXT: int t;
// BASE-NEXT: #pragma omp target teams distribute map(ompx_hold, to: x[0:n]) map(ompx_hold, tofrom: y[0:n], s) reduction(+: s) firstprivate(n) shared(y, x) private(t)
// BASE-NEXT: for (int i = 0; i < n; ++i) {
// BASE-NEXT: t = i;
// BASE-NEXT: y[i] += x[i] * t;
// BASE-NEXT: s += y[i];
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void combined(int n, float *x, float *y) {
// MC-NEXT: float s = 0;
// MC-NEXT: int t;
// MC-NEXT: #pragma omp parallel for reduction(+: s) firstprivate(n) shared(y, x) private(t)
// MC-NEXT: for (int i = 0; i < n; ++i) {
// MC-NEXT: t = i;
// MC-NEXT: y[i] += x[i] * t;
// MC-NEXT: s += y[i];
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void combined(int n, float *x, float *y) {
// HOST-NEXT: float s = 0;
// HOST-NEXT: int t;
// HOST-NEXT: #pragma omp parallel for reduction(+: s) firstprivate(n) shared(y, x) num_threads(1) private(t)
// HOST-NEXT: for (int i = 0; i < n; ++i) {
// HOST-NEXT: t = i;
// HOST-NEXT: y[i] += x[i] * t;
// HOST-NEXT: s += y[i];
// HOST-NEXT: }
// HOST-NEXT: }

// Explicit levels and collapse on a combined construct.
void combined_levels(int n, float *x) {
  #pragma acc parallel loop gang vector collapse(2) num_gangs(16) vector_length(128) copy(x[0:n*n])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      x[i * n + j] = 0;
}
// GPU-LABEL: void combined_levels(int n, float *x) {
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n) shared(x) num_teams(16) thread_limit(128) collapse(2)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: for (int j = 0; j < n; ++j)
// GPU-NEXT: x[i * n + j] = 0;
// GPU-NEXT: }
// BASE-LABEL: void combined_levels(int n, float *x) {
// BASE-NEXT: #pragma omp target teams distribute simd map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n) shared(x) num_teams(16) collapse(2) simdlen(128)
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: for (int j = 0; j < n; ++j)
// BASE-NEXT: x[i * n + j] = 0;
// BASE-NEXT: }
// MC-LABEL: void combined_levels(int n, float *x) {
// MC-NEXT: #pragma omp parallel for firstprivate(n) shared(x) num_threads((16) < omp_get_max_threads() ? (16) : omp_get_max_threads()) collapse(2)
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: for (int j = 0; j < n; ++j)
// MC-NEXT: x[i * n + j] = 0;
// MC-NEXT: }
// HOST-LABEL: void combined_levels(int n, float *x) {
// HOST-NEXT: #pragma omp parallel for firstprivate(n) shared(x) num_threads(1) collapse(2)
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: for (int j = 0; j < n; ++j)
// HOST-NEXT: x[i * n + j] = 0;
// HOST-NEXT: }

// A sequential combined loop is not fused.
void combined_seq(int n, float *x) {
  int i;
  #pragma acc parallel loop seq copy(x[0:n])
  for (i = 0; i < n; ++i)
    x[i] = i;
}
// GPU-LABEL: void combined_seq(int n, float *x) {
// GPU-NEXT: int i;
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(i, n) shared(x) num_teams(1)
// GPU-NEXT: for (i = 0; i < n; ++i)
// GPU-NEXT: x[i] = i;
// GPU-NEXT: }
// BASE-LABEL: void combined_seq(int n, float *x) {
// BASE-NEXT: int i;
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(i, n) shared(x) num_teams(1)
// BASE-NEXT: for (i = 0; i < n; ++i)
// BASE-NEXT: x[i] = i;
// BASE-NEXT: }
// MC-LABEL: void combined_seq(int n, float *x) {
// MC-NEXT: int i;
// MC-NEXT: #pragma omp parallel firstprivate(i, n) shared(x) num_threads(1)
// MC-NEXT: for (i = 0; i < n; ++i)
// MC-NEXT: x[i] = i;
// MC-NEXT: }
// HOST-LABEL: void combined_seq(int n, float *x) {
// HOST-NEXT: int i;
// HOST-NEXT: #pragma omp parallel firstprivate(i, n) shared(x) num_threads(1)
// HOST-NEXT: for (i = 0; i < n; ++i)
// HOST-NEXT: x[i] = i;
// HOST-NEXT: }

// A combined worker loop: gang-redundant, worker-partitioned.
void combined_worker(int n, float *x) {
  #pragma acc parallel loop worker num_workers(4) copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = 0;
}
// GPU-LABEL: void combined_worker(int n, float *x) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x) num_teams(1)
// GPU-NEXT: #pragma omp parallel for shared(n, x)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: x[i] = 0;
// GPU-NEXT: }
// BASE-LABEL: void combined_worker(int n, float *x) {
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x) num_teams(1)
// BASE-NEXT: #pragma omp parallel for num_threads(4) shared(n, x)
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: x[i] = 0;
// BASE-NEXT: }
// MC-LABEL: void combined_worker(int n, float *x) {
// MC-NEXT: #pragma omp parallel firstprivate(n) shared(x) num_threads(1)
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: x[i] = 0;
// MC-NEXT: }
// HOST-LABEL: void combined_worker(int n, float *x) {
// HOST-NEXT: #pragma omp parallel firstprivate(n) shared(x) num_threads(1)
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: x[i] = 0;
// HOST-NEXT: }

// Nested naked loops inside a combined construct.
void combined_nest(int n, float *x) {
  #pragma acc parallel loop copy(x[0:n*n])
  for (int i = 0; i < n; ++i)
    #pragma acc loop
    for (int j = 0; j < n; ++j)
      x[i * n + j] = 0;
}
// GPU-LABEL: void combined_nest(int n, float *x) {
// GPU-NEXT: #pragma omp target teams distribute map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n) shared(x) num_teams(n < 65536 ? n : 65536)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: #pragma omp parallel for shared(n, x, i)
// GPU-NEXT: for (int j = 0; j < n; ++j)
// GPU-NEXT: x[i * n + j] = 0;
// GPU-NEXT: }
// BASE-LABEL: void combined_nest(int n, float *x) {
// BASE-NEXT: #pragma omp target teams distribute map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n) shared(x)
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: for (int j = 0; j < n; ++j)
// BASE-NEXT: x[i * n + j] = 0;
// BASE-NEXT: }
// MC-LABEL: void combined_nest(int n, float *x) {
// MC-NEXT: #pragma omp parallel for firstprivate(n) shared(x)
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: for (int j = 0; j < n; ++j)
// MC-NEXT: x[i * n + j] = 0;
// MC-NEXT: }
// HOST-LABEL: void combined_nest(int n, float *x) {
// HOST-NEXT: #pragma omp parallel for firstprivate(n) shared(x) num_threads(1)
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: for (int j = 0; j < n; ++j)
// HOST-NEXT: x[i * n + j] = 0;
// HOST-NEXT: }
