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

// gang, worker and vector on separate loops.
void gwv_nest(int n, float *x) {
  #pragma acc parallel copy(x[0:n*n*n])
  {
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      #pragma acc loop worker
      for (int j = 0; j < n; ++j)
        #pragma acc loop vector
        for (int k = 0; k < n; ++k)
          x[(i * n + j) * n + k] = 0;
  }
}
// GPU-LABEL: void gwv_nest(int n, float *x) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n*n]) firstprivate(n) shared(x)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp distribute
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: for (int j = 0; j < n; ++j)
// GPU-NEXT: #pragma omp parallel for shared(n, x, i, j)
// GPU-NEXT: for (int k = 0; k < n; ++k)
// GPU-NEXT: x[(i * n + j) * n + k] = 0;
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void gwv_nest(int n, float *x) {
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n*n]) firstprivate(n) shared(x)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: #pragma omp parallel for shared(n, x, i)
// BASE-NEXT: for (int j = 0; j < n; ++j)
// BASE-NEXT: #pragma omp simd
// BASE-NEXT: for (int k = 0; k < n; ++k)
// BASE-NEXT: x[(i * n + j) * n + k] = 0;
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void gwv_nest(int n, float *x) {
// MC-NEXT: #pragma omp parallel firstprivate(n) shared(x)
// MC-NEXT: {
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: for (int j = 0; j < n; ++j)
// MC-NEXT: #pragma omp simd
// MC-NEXT: for (int k = 0; k < n; ++k)
// MC-NEXT: x[(i * n + j) * n + k] = 0;
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void gwv_nest(int n, float *x) {
// HOST-NEXT: #pragma omp parallel firstprivate(n) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: for (int j = 0; j < n; ++j)
// HOST-NEXT: #pragma omp simd
// HOST-NEXT: for (int k = 0; k < n; ++k)
// HOST-NEXT: x[(i * n + j) * n + k] = 0;
// HOST-NEXT: }
// HOST-NEXT: }

// gang worker vector on one loop, gang vector, worker vector.
void combos(int n, float *x) {
  #pragma acc parallel copy(x[0:n*n])
  {
    #pragma acc loop gang worker vector
    for (int i = 0; i < n; ++i)
      x[i] = 0;
    #pragma acc loop gang vector
    for (int i = 0; i < n; ++i)
      x[i] += 1;
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      #pragma acc loop worker vector
      for (int j = 0; j < n; ++j)
        x[i * n + j] += 2;
  }
}
// GPU-LABEL: void combos(int n, float *x) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n) shared(x)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp distribute parallel for shared(n, x)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: x[i] = 0;
// GPU-NEXT: #pragma omp distribute parallel for shared(n, x)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: x[i] += 1;
// GPU-NEXT: #pragma omp distribute
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: #pragma omp parallel for shared(n, x, i)
// GPU-NEXT: for (int j = 0; j < n; ++j)
// GPU-NEXT: x[i * n + j] += 2;
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void combos(int n, float *x) {
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n) shared(x)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute parallel for simd shared(n, x)
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: x[i] = 0;
// BASE-NEXT: #pragma omp distribute simd
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: x[i] += 1;
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: #pragma omp parallel for simd shared(n, x, i)
// BASE-NEXT: for (int j = 0; j < n; ++j)
// BASE-NEXT: x[i * n + j] += 2;
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void combos(int n, float *x) {
// MC-NEXT: #pragma omp parallel firstprivate(n) shared(x)
// MC-NEXT: {
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: x[i] = 0;
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: x[i] += 1;
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: #pragma omp simd
// MC-NEXT: for (int j = 0; j < n; ++j)
// MC-NEXT: x[i * n + j] += 2;
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void combos(int n, float *x) {
// HOST-NEXT: #pragma omp parallel firstprivate(n) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: x[i] = 0;
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: x[i] += 1;
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: #pragma omp simd
// HOST-NEXT: for (int j = 0; j < n; ++j)
// HOST-NEXT: x[i * n + j] += 2;
// HOST-NEXT: }
// HOST-NEXT: }

// A vector or worker loop with no gang loop around it.
void no_gang(int n, float *x) {
  #pragma acc parallel copy(x[0:n])
  {
    #pragma acc loop vector
    for (int i = 0; i < n; ++i)
      x[i] = 0;
    #pragma acc loop worker
    for (int i = 0; i < n; ++i)
      x[i] += 1;
  }
}
// GPU-LABEL: void no_gang(int n, float *x) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x) num_teams(1)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp parallel for shared(n, x)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: x[i] = 0;
// GPU-NEXT: #pragma omp parallel for shared(n, x)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: x[i] += 1;
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void no_gang(int n, float *x) {
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x) num_teams(1)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp parallel for simd num_threads(1) shared(n, x)
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: x[i] = 0;
// BASE-NEXT: #pragma omp parallel for shared(n, x)
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: x[i] += 1;
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void no_gang(int n, float *x) {
// MC-NEXT: #pragma omp parallel firstprivate(n) shared(x) num_threads(1)
// MC-NEXT: {
// MC-NEXT: #pragma omp simd
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: x[i] = 0;
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: x[i] += 1;
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void no_gang(int n, float *x) {
// HOST-NEXT: #pragma omp parallel firstprivate(n) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp simd
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: x[i] = 0;
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: x[i] += 1;
// HOST-NEXT: }
// HOST-NEXT: }

// collapse.
void collapse(int n, float *x) {
  #pragma acc parallel copy(x[0:n*n])
  {
    #pragma acc loop gang collapse(2)
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        x[i * n + j] = 0;
  }
}
// GPU-LABEL: void collapse(int n, float *x) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n) shared(x) thread_limit(512)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp distribute parallel for collapse(2) shared(n, x) dist_schedule(static, (long long)(n) * (n) >= 4194304 ? 8192 : (long long)(n) * (n) >= 2097152 ? 4096 : (long long)(n) * (n) >= 1048576 ? 2048 : 1024)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: for (int j = 0; j < n; ++j)
// GPU-NEXT: x[i * n + j] = 0;
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void collapse(int n, float *x) {
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n) shared(x)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute collapse(2)
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: for (int j = 0; j < n; ++j)
// BASE-NEXT: x[i * n + j] = 0;
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void collapse(int n, float *x) {
// MC-NEXT: #pragma omp parallel firstprivate(n) shared(x)
// MC-NEXT: {
// MC-NEXT: #pragma omp for collapse(2)
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: for (int j = 0; j < n; ++j)
// MC-NEXT: x[i * n + j] = 0;
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void collapse(int n, float *x) {
// HOST-NEXT: #pragma omp parallel firstprivate(n) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for collapse(2)
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: for (int j = 0; j < n; ++j)
// HOST-NEXT: x[i * n + j] = 0;
// HOST-NEXT: }
// HOST-NEXT: }
