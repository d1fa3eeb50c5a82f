// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=PRT-O
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -

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
// PRT-O-LABEL: void launch_const(int n, float *x) {
// PRT-O-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x) num_teams(8) thread_limit((4) * (64))
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp distribute
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: for (int j = 0; j < 4; ++j)
// PRT-O-NEXT: #pragma omp parallel for shared(x, i, j)
// PRT-O-NEXT: for (int k = 0; k < 64; ++k)
// PRT-O-NEXT: x[i] += j * k;
// PRT-O-NEXT: }
// PRT-O-NEXT: }

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
// PRT-O-LABEL: void launch_runtime(int n, int w, float *x) {
// PRT-O-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x) num_teams(n) thread_limit((w) * (next()))
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp distribute parallel for shared(n, x)
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: x[i] = 0;
// PRT-O-NEXT: }
// PRT-O-NEXT: }

// A run-time num_workers with side effects and no worker loop.
void launch_side_effect(int n, float *x) {
  #pragma acc parallel num_workers(next()) copy(x[0:n])
  {
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      x[i] = 0;
  }
}
// PRT-O-LABEL: void launch_side_effect(int n, float *x) {
// PRT-O-NEXT: {
// PRT-O-NEXT: (void)(next());
// PRT-O-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp distribute parallel for shared(n, x)
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: x[i] = 0;
// PRT-O-NEXT: }
// PRT-O-NEXT: }
// PRT-O-NEXT: }

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
// PRT-O-LABEL: void misc_clauses(int n, int c, float *x) {
// PRT-O-NEXT: float arr[8];
// PRT-O-NEXT: #pragma omp target teams map(ompx_hold, present, alloc: arr) shared(arr) if(target: n > 100)
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp distribute parallel for shared(arr, x)
// PRT-O-NEXT: for (int i = 0; i < 8; ++i)
// PRT-O-NEXT: arr[i] = x[i];
// PRT-O-NEXT: }
// PRT-O-NEXT: #pragma omp target teams map(ompx_hold, tofrom: arr) shared(arr) if(target: !(c))
// PRT-O-NEXT: {
// PRT-O-NEXT: #pragma omp distribute parallel for shared(arr)
// PRT-O-NEXT: for (int i = 0; i < 8; ++i)
// PRT-O-NEXT: arr[i] = 0;
// PRT-O-NEXT: }
// PRT-O-NEXT: }
