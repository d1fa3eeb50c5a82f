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

// A vector loop whose control variable is assigned in the init (base
// mapping: pre linear, so no private clause, and a wrapping local copy).
void vector_assigned(int n, float *x) {
  int j;
  #pragma acc parallel copy(x[0:n*n])
  {
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      #pragma acc loop vector
      for (j = 0; j < n; ++j)
        x[i * n + j] = 0;
  }
}
// GPU-LABEL: void vector_assigned(int n, float *x) {
// GPU-NEXT: int j;
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n, j) shared(x)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp distribute
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: #pragma omp parallel for private(j) shared(n, x, i)
// GPU-NEXT: for (j = 0; j < n; ++j)
// GPU-NEXT: x[i * n + j] = 0;
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void vector_assigned(int n, float *x) {
// BASE-NEXT: int j;
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n, j) shared(x)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: {
// BASE-NEXT: int j;
// BASE-NEXT: #pragma omp simd
// BASE-NEXT: for (j = 0; j < n; ++j)
// BASE-NEXT: x[i * n + j] = 0;
// BASE-NEXT: }
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void vector_assigned(int n, float *x) {
// MC-NEXT: int j;
// MC-NEXT: #pragma omp parallel firstprivate(n, j) shared(x)
// MC-NEXT: {
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: {
// MC-NEXT: int j;
// MC-NEXT: #pragma omp simd
// MC-NEXT: for (j = 0; j < n; ++j)
// MC-NEXT: x[i * n + j] = 0;
// MC-NEXT: }
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void vector_assigned(int n, float *x) {
// HOST-NEXT: int j;
// HOST-NEXT: #pragma omp parallel firstprivate(n, j) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: {
// HOST-NEXT: int j;
// HOST-NEXT: #pragma omp simd
// HOST-NEXT: for (j = 0; j < n; ++j)
// HOST-NEXT: x[i * n + j] = 0;
// HOST-NEXT: }
// HOST-NEXT: }
// HOST-NEXT: }

// The same with a worker vector loop and exp private: under the base mapping
// the simd is combined with 'parallel for' and still gets the wrapper and no
// private clause for j.
void worker_vector_assigned(int n, float *x) {
  int j, t;
  #pragma acc parallel copy(x[0:n*n])
  {
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      #pragma acc loop worker vector private(t)
      for (j = 0; j < n; ++j) {
        t = i + j;
        x[i * n + j] = t;
      }
  }
}
// GPU-LABEL: void worker_vector_assigned(int n, float *x) {
// GPU-NEXT: int j, t;
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n, j) shared(x)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp distribute
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: #pragma omp parallel for private(t, j) shared(n, i, x)
// GPU-NEXT: for (j = 0; j < n; ++j) {
// GPU-NEXT: t = i + j;
// GPU-NEXT: x[i * n + j] = t;
// GPU-NEXT: }
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void worker_vector_assigned(int n, float *x) {
// BASE-NEXT: int j, t;
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n, j) shared(x)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: {
// BASE-NEXT: int j;
// BASE-NEXT: #pragma omp parallel for simd private(t) shared(n, i, x)
// BASE-NEXT: for (j = 0; j < n; ++j) {
// MC-LABEL: void worker_vector_assigned(int n, float *x) {
// MC-NEXT: int j, t;
// MC-NEXT: #pragma omp parallel firstprivate(n, j) shared(x)
// MC-NEXT: {
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: {
// MC-NEXT: int j;
// MC-NEXT: #pragma omp simd private(t)
// MC-NEXT: for (j = 0; j < n; ++j) {
// MC-NEXT: t = i + j;
// MC-NEXT: x[i * n + j] = t;
// MC-NEXT: }
// MC-NEXT: }
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void worker_vector_assigned(int n, float *x) {
// HOST-NEXT: int j, t;
// HOST-NEXT: #pragma omp parallel firstprivate(n, j) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: {
// HOST-NEXT: int j;
// HOST-NEXT: #pragma omp simd private(t)
// HOST-NEXT: for (j = 0; j < n; ++j) {
// HOST-NEXT: t = i + j;
// HOST-NEXT: x[i * n + j] = t;
// HOST-NEXT: }
// HOST-NEXT: }
// HOST-NEXT: }
// HOST-NEXT: }

// A gang loop whose control variable is assigned: exp private.
void gang_assigned(int n, float *x) {
  int i;
  #pragma acc parallel copy(x[0:n])
  {
    #pragma acc loop gang
    for (i = 0; i < n; ++i)
      x[i] = 0;
  }
}
// GPU-LABEL: void gang_assigned(int n, float *x) {
// GPU-NEXT: int i;
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(i, n) shared(x) thread_limit(512)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp distribute parallel for private(i) shared(n, x) dist_schedule(static, (n) >= 4194304 ? 8192 : (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// GPU-NEXT: for (i = 0; i < n; ++i)
// GPU-NEXT: x[i] = 0;
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void gang_assigned(int n, float *x) {
// BASE-NEXT: int i;
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(i, n) shared(x)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute private(i)
// BASE-NEXT: for (i = 0; i < n; ++i)
// BASE-NEXT: x[i] = 0;
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void gang_assigned(int n, float *x) {
// MC-NEXT: int i;
// MC-NEXT: #pragma omp parallel firstprivate(i, n) shared(x)
// MC-NEXT: {
// MC-NEXT: #pragma omp for private(i)
// MC-NEXT: for (i = 0; i < n; ++i)
// MC-NEXT: x[i] = 0;
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void gang_assigned(int n, float *x) {
// HOST-NEXT: int i;
// HOST-NEXT: #pragma omp parallel firstprivate(i, n) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for private(i)
// HOST-NEXT: for (i = 0; i < n; ++i)
// HOST-NEXT: x[i] = 0;
// HOST-NEXT: }
// HOST-NEXT: }

// A vector loop with no gang or worker loop around it: under the base
// mapping 'parallel for simd num_threads(1)', with the wrapper.
void vector_alone_assigned(int n, float *x) {
  int i;
  #pragma acc parallel copy(x[0:n])
  {
    #pragma acc loop vector
    for (i = 0; i < n; ++i)
      x[i] = 0;
  }
}
// BASE-LABEL: void vector_alone_assigned(int n, float *x) {
// BASE-NEXT: int i;
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(i, n) shared(x) num_teams(1)
// BASE-NEXT: {
// BASE-NEXT: {
// BASE-NEXT: int i;
// BASE-NEXT: #pragma omp parallel for simd num_threads(1) shared(n, x)
// BASE-NEXT: for (i = 0; i < n; ++i)
// GPU-LABEL: void vector_alone_assigned(int n, float *x) {
// GPU-NEXT: int i;
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(i, n) shared(x) num_teams(1)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp parallel for private(i) shared(n, x)
// GPU-NEXT: for (i = 0; i < n; ++i)
