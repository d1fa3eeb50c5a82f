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

// Implicit gang placement: the outermost naked loop of a nest gets imp gang;
// nested naked loops are sequential (gpu threads mapping: the innermost one
// gets imp vector).
void nested_naked(int n, float *x) {
  #pragma acc parallel copy(x[0:n*n*n])
  {
    #pragma acc loop
    for (int i = 0; i < n; ++i)
      #pragma acc loop
      for (int j = 0; j < n; ++j)
        #pragma acc loop
        for (int k = 0; k < n; ++k)
          x[(i * n + j) * n + k] = 0;
  }
}
// GPU-LABEL: void nested_naked(int n, float *x) {
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
// BASE-LABEL: void nested_naked(int n, float *x) {
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n*n]) firstprivate(n) shared(x)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: for (int j = 0; j < n; ++j)
// BASE-NEXT: for (int k = 0; k < n; ++k)
// BASE-NEXT: x[(i * n + j) * n + k] = 0;
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void nested_naked(int n, float *x) {
// MC-NEXT: #pragma omp parallel firstprivate(n) shared(x)
// MC-NEXT: {
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: for (int j = 0; j < n; ++j)
// MC-NEXT: for (int k = 0; k < n; ++k)
// MC-NEXT: x[(i * n + j) * n + k] = 0;
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void nested_naked(int n, float *x) {
// HOST-NEXT: #pragma omp parallel firstprivate(n) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: for (int j = 0; j < n; ++j)
// HOST-NEXT: for (int k = 0; k < n; ++k)
// HOST-NEXT: x[(i * n + j) * n + k] = 0;
// HOST-NEXT: }
// HOST-NEXT: }

// No imp gang below an explicit worker loop, nor above an explicit gang loop.
void no_imp_gang(int n, float *x) {
  #pragma acc parallel copy(x[0:n*n])
  {
    #pragma acc loop worker
    for (int i = 0; i < n; ++i)
      #pragma acc loop
      for (int j = 0; j < n; ++j)
        x[i * n + j] = 0;
    #pragma acc loop
    for (int i = 0; i < n; ++i)
      #pragma acc loop gang
      for (int j = 0; j < n; ++j)
        x[i * n + j] = 1;
  }
}
// GPU-LABEL: void no_imp_gang(int n, float *x) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n) shared(x)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp parallel for shared(n, x)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: for (int j = 0; j < n; ++j)
// GPU-NEXT: x[i * n + j] = 0;
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: #pragma omp distribute parallel for shared(n, x, i)
// GPU-NEXT: for (int j = 0; j < n; ++j)
// GPU-NEXT: x[i * n + j] = 1;
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void no_imp_gang(int n, float *x) {
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n*n]) firstprivate(n) shared(x)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp parallel for shared(n, x)
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: for (int j = 0; j < n; ++j)
// BASE-NEXT: x[i * n + j] = 0;
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int j = 0; j < n; ++j)
// BASE-NEXT: x[i * n + j] = 1;
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void no_imp_gang(int n, float *x) {
// MC-NEXT: #pragma omp parallel firstprivate(n) shared(x)
// MC-NEXT: {
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: for (int j = 0; j < n; ++j)
// MC-NEXT: x[i * n + j] = 0;
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int j = 0; j < n; ++j)
// MC-NEXT: x[i * n + j] = 1;
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void no_imp_gang(int n, float *x) {
// HOST-NEXT: #pragma omp parallel firstprivate(n) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: for (int j = 0; j < n; ++j)
// HOST-NEXT: x[i * n + j] = 0;
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int j = 0; j < n; ++j)
// HOST-NEXT: x[i * n + j] = 1;
// HOST-NEXT: }
// HOST-NEXT: }

// Sibling naked loops each get imp gang.
void siblings(int n, float *x) {
  #pragma acc parallel copy(x[0:n])
  {
    #pragma acc loop
    for (int i = 0; i < n; ++i)
      x[i] = 0;
    #pragma acc loop
    for (int i = 0; i < n; ++i)
      x[i] += 1;
  }
}
// GPU-LABEL: void siblings(int n, float *x) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp distribute parallel for shared(n, x)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: x[i] = 0;
// GPU-NEXT: #pragma omp distribute parallel for shared(n, x)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: x[i] += 1;
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void siblings(int n, float *x) {
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: x[i] = 0;
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: x[i] += 1;
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void siblings(int n, float *x) {
// MC-NEXT: #pragma omp parallel firstprivate(n) shared(x)
// MC-NEXT: {
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: x[i] = 0;
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: x[i] += 1;
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void siblings(int n, float *x) {
// HOST-NEXT: #pragma omp parallel firstprivate(n) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: x[i] = 0;
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: x[i] += 1;
// HOST-NEXT: }
// HOST-NEXT: }
