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

// num_gangs, num_workers and vector_length with constants.
void launch_const(int n, float *x) {
  #pragma acc parallel num_gangs(8) num_workers(4) vector_length(64) copy(x[0:n])
  {
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      #pragma acc loop worker
      for (int j = 0; j < 4; ++j)
        #pragma acc loop vector
        for (int k = 0; k < 64; ++k)
          x[i] += j * k;
  }
}
// GPU-LABEL: void launch_const(int n, float *x) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x) num_teams(8) thread_limit((4) * (64))
// GPU-NEXT: {
// GPU-NEXT: #pragma omp distribute
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: for (int j = 0; j < 4; ++j)
// GPU-NEXT: #pragma omp parallel for shared(x, i, j)
// GPU-NEXT: for (int k = 0; k < 64; ++k)
// GPU-NEXT: x[i] += j * k;
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void launch_const(int n, float *x) {
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x) num_teams(8)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: #pragma omp parallel for num_threads(4) shared(x, i)
// BASE-NEXT: for (int j = 0; j < 4; ++j)
// BASE-NEXT: #pragma omp simd simdlen(64)
// BASE-NEXT: for (int k = 0; k < 64; ++k)
// BASE-NEXT: x[i] += j * k;
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void launch_const(int n, float *x) {
// MC-NEXT: #pragma omp parallel firstprivate(n) shared(x) num_threads((8) < omp_get_max_threads() ? (8) : omp_get_max_threads())
// MC-NEXT: {
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: for (int j = 0; j < 4; ++j)
// MC-NEXT: #pragma omp simd
// MC-NEXT: for (int k = 0; k < 64; ++k)
// MC-NEXT: x[i] += j * k;
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void launch_const(int n, float *x) {
// HOST-NEXT: #pragma omp parallel firstprivate(n) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: for (int j = 0; j < 4; ++j)
// HOST-NEXT: #pragma omp simd
// HOST-NEXT: for (int k = 0; k < 64; ++k)
// HOST-NEXT: x[i] += j * k;
// HOST-NEXT: }
// HOST-NEXT: }

// Run-time num_workers used by a worker loop, and a vector_length with side
// effects.
int next(void);
void launch_runtime(int n, int w, float *x) {
  #pragma acc parallel num_gangs(n) num_workers(w) vector_length(next()) copy(x[0:n])
  {
    #pragma acc loop gang worker
    for (int i = 0; i < n; ++i)
      x[i] = 0;
  }
}
// GPU-LABEL: void launch_runtime(int n, int w, float *x) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x) num_teams(n) thread_limit((w) * (next()))
// GPU-NEXT: {
// GPU-NEXT: #pragma omp distribute parallel for shared(n, x)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: x[i] = 0;
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void launch_runtime(int n, int w, float *x) {
// BASE-NEXT: {
// BASE-NEXT: const int __accc_num_workers = w;
// BASE-NEXT: (void)(next());
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x) num_teams(n)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute parallel for num_threads(__accc_num_workers) shared(n, x)
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: x[i] = 0;
// BASE-NEXT: }
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void launch_runtime(int n, int w, float *x) {
// MC-NEXT: {
// MC-NEXT: (void)(next());
// MC-NEXT: #pragma omp parallel firstprivate(n) shared(x) num_threads((n) < omp_get_max_threads() ? (n) : omp_get_max_threads())
// MC-NEXT: {
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: x[i] = 0;
// MC-NEXT: }
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void launch_runtime(int n, int w, float *x) {
// HOST-NEXT: {
// HOST-NEXT: (void)(next());
// HOST-NEXT: #pragma omp parallel firstprivate(n) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: x[i] = 0;
// HOST-NEXT: }
// HOST-NEXT: }
// HOST-NEXT: }

// A run-time num_workers with side effects and no worker loop.
void launch_side_effect(int n, float *x) {
  #pragma acc parallel num_workers(next()) copy(x[0:n])
  {
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      x[i] = 0;
  }
}
// GPU-LABEL: void launch_side_effect(int n, float *x) {
// GPU-NEXT: {
// GPU-NEXT: (void)(next());
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp distribute parallel for shared(n, x)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: x[i] = 0;
// GPU-NEXT: }
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void launch_side_effect(int n, float *x) {
// BASE-NEXT: {
// BASE-NEXT: (void)(next());
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: x[i] = 0;
// BASE-NEXT: }
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void launch_side_effect(int n, float *x) {
// MC-NEXT: {
// MC-NEXT: (void)(next());
// MC-NEXT: #pragma omp parallel firstprivate(n) shared(x)
// MC-NEXT: {
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: x[i] = 0;
// MC-NEXT: }
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void launch_side_effect(int n, float *x) {
// HOST-NEXT: {
// HOST-NEXT: (void)(next());
// HOST-NEXT: #pragma omp parallel firstprivate(n) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: x[i] = 0;
// HOST-NEXT: }
// HOST-NEXT: }
// HOST-NEXT: }

// if, self, default(present), async and wait.
void misc_clauses(int n, int c, float *x) {
  float arr[8];
  #pragma acc parallel if(n > 100) default(present) async(1) wait(2)
  {
    #pragma acc loop gang
    for (int i = 0; i < 8; ++i)
      arr[i] = x[i];
  }
  #pragma acc parallel self(c) copy(arr) async wait
  {
    #pragma acc loop gang
    for (int i = 0; i < 8; ++i)
      arr[i] = 0;
  }
}
// GPU-LABEL: void misc_clauses(int n, int c, float *x) {
// GPU-NEXT: float arr[8];
// GPU-NEXT: {
// GPU-NEXT: const int __accc_async __attribute__((cleanup(__accc_async_end))) = (1);
// GPU-NEXT: #pragma omp target teams map(ompx_hold, present, alloc: arr) shared(arr) if(target: n > 100) thread_limit(512) nowait depend(inout: *__accc_queue(__accc_async)) depend(in: *__accc_queue(2))
// GPU-NEXT: {
// GPU-NEXT: #pragma omp distribute parallel for shared(arr, x) dist_schedule(static, 1024)
// GPU-NEXT: for (int i = 0; i < 8; ++i)
// GPU-NEXT: arr[i] = x[i];
// GPU-NEXT: }
// GPU-NEXT: }
// GPU-NEXT: {
// GPU-NEXT: acc_wait_all();
// GPU-NEXT: const int __accc_async __attribute__((cleanup(__accc_async_end))) = (acc_async_noval);
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: arr) shared(arr) if(target: !(c)) thread_limit(512) nowait depend(inout: *__accc_queue(__accc_async))
// GPU-NEXT: {
// GPU-NEXT: #pragma omp distribute parallel for shared(arr) dist_schedule(static, 1024)
// GPU-NEXT: for (int i = 0; i < 8; ++i)
// GPU-NEXT: arr[i] = 0;
// GPU-NEXT: }
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void misc_clauses(int n, int c, float *x) {
// BASE-NEXT: float arr[8];
// BASE-NEXT: {
// BASE-NEXT: const int __accc_async __attribute__((cleanup(__accc_async_end))) = (1);
// BASE-NEXT: #pragma omp target teams map(ompx_hold, present, alloc: arr) shared(arr) if(target: n > 100) nowait depend(inout: *__accc_queue(__accc_async)) depend(in: *__accc_queue(2))
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < 8; ++i)
// BASE-NEXT: arr[i] = x[i];
// BASE-NEXT: }
// BASE-NEXT: }
// BASE-NEXT: {
// BASE-NEXT: acc_wait_all();
// BASE-NEXT: const int __accc_async __attribute__((cleanup(__accc_async_end))) = (acc_async_noval);
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: arr) shared(arr) if(target: !(c)) nowait depend(inout: *__accc_queue(__accc_async))
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < 8; ++i)
// BASE-NEXT: arr[i] = 0;
// BASE-NEXT: }
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void misc_clauses(int n, int c, float *x) {
// MC-NEXT: float arr[8];
// MC-NEXT: #pragma omp parallel shared(arr) firstprivate(x) if(n > 100)
// MC-NEXT: {
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < 8; ++i)
// MC-NEXT: arr[i] = x[i];
// MC-NEXT: }
// MC-NEXT: #pragma omp parallel shared(arr)
// MC-NEXT: {
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < 8; ++i)
// MC-NEXT: arr[i] = 0;
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void misc_clauses(int n, int c, float *x) {
// HOST-NEXT: float arr[8];
// HOST-NEXT: #pragma omp parallel shared(arr) firstprivate(x) num_threads(1) if(n > 100)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < 8; ++i)
// HOST-NEXT: arr[i] = x[i];
// HOST-NEXT: }
// HOST-NEXT: #pragma omp parallel shared(arr) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < 8; ++i)
// HOST-NEXT: arr[i] = 0;
// HOST-NEXT: }
// HOST-NEXT: }
