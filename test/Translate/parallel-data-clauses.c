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

// Explicit data clauses on 'parallel' (seed 000, "Parallel Directives"):
// copy/copyin/copyout -> map(tofrom/to/from); create -> map(alloc);
// present -> map(present, alloc); no_create -> map(alloc); deviceptr ->
// is_device_ptr. The variables are imp shared on the construct.
void data_clauses(int n, float *x, float *y, float *z, float *w, float *p, float *d) {
  float arr[64];
  #pragma acc parallel copy(x[0:n]) copyin(y[0:n]) copyout(z[0:n]) create(w[0:n]) present(p[0:n]) no_create(arr) deviceptr(d)
  {
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      z[i] = x[i] + y[i] + w[i] + p[i] + d[i] + arr[i % 64];
  }
}
// GPU-LABEL: void data_clauses(int n, float *x, float *y, float *z, float *w, float *p, float *d) {
// GPU-NEXT: float arr[64];
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) map(ompx_hold, to: y[0:n]) map(ompx_hold, from: z[0:n]) map(ompx_hold, alloc: w[0:n], arr) map(ompx_hold, present, alloc: p[0:n]) is_device_ptr(d) firstprivate(n) shared(z, x, y, w, p, d, arr) thread_limit(512)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp distribute parallel for shared(n, z, x, y, w, p, d, arr) dist_schedule(static, (n) >= 4194304 ? 8192 : (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: z[i] = x[i] + y[i] + w[i] + p[i] + d[i] + arr[i % 64];
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void data_clauses(int n, float *x, float *y, float *z, float *w, float *p, float *d) {
// BASE-NEXT: float arr[64];
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) map(ompx_hold, to: y[0:n]) map(ompx_hold, from: z[0:n]) map(ompx_hold, alloc: w[0:n], arr) map(ompx_hold, present, alloc: p[0:n]) is_device_ptr(d) firstprivate(n) shared(z, x, y, w, p, d, arr)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: z[i] = x[i] + y[i] + w[i] + p[i] + d[i] + arr[i % 64];
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void data_clauses(int n, float *x, float *y, float *z, float *w, float *p, float *d) {
// MC-NEXT: float arr[64];
// MC-NEXT: #pragma omp parallel firstprivate(n) shared(z, x, y, w, p, d, arr)
// MC-NEXT: {
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: z[i] = x[i] + y[i] + w[i] + p[i] + d[i] + arr[i % 64];
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void data_clauses(int n, float *x, float *y, float *z, float *w, float *p, float *d) {
// HOST-NEXT: float arr[64];
// HOST-NEXT: #pragma omp parallel firstprivate(n) shared(z, x, y, w, p, d, arr) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: z[i] = x[i] + y[i] + w[i] + p[i] + d[i] + arr[i % 64];
// HOST-NEXT: }
// HOST-NEXT: }

// Whole arrays and scalars in data clauses.
void whole_arrays(int n) {
  float a[16], b[16];
  int s = 0;
  #pragma acc parallel copyin(a) copyout(b) copy(s) num_gangs(1)
  {
    #pragma acc loop gang
    for (int i = 0; i < 16; ++i)
      b[i] = a[i] + n;
    s = 1;
  }
}
// GPU-LABEL: void whole_arrays(int n) {
// GPU-NEXT: float a[16], b[16];
// GPU-NEXT: int s = 0;
// GPU-NEXT: #pragma omp target teams map(ompx_hold, to: a) map(ompx_hold, from: b) map(ompx_hold, tofrom: s) shared(b, a, s) firstprivate(n) num_teams(1)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp distribute parallel for shared(b, a, n)
// GPU-NEXT: for (int i = 0; i < 16; ++i)
// GPU-NEXT: b[i] = a[i] + n;
// GPU-NEXT: s = 1;
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void whole_arrays(int n) {
// BASE-NEXT: float a[16], b[16];
// BASE-NEXT: int s = 0;
// BASE-NEXT: #pragma omp target teams map(ompx_hold, to: a) map(ompx_hold, from: b) map(ompx_hold, tofrom: s) shared(b, a, s) firstprivate(n) num_teams(1)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < 16; ++i)
// BASE-NEXT: b[i] = a[i] + n;
// BASE-NEXT: s = 1;
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void whole_arrays(int n) {
// MC-NEXT: float a[16], b[16];
// MC-NEXT: int s = 0;
// MC-NEXT: #pragma omp parallel shared(b, a, s) firstprivate(n) num_threads(1)
// MC-NEXT: {
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < 16; ++i)
// MC-NEXT: b[i] = a[i] + n;
// MC-NEXT: s = 1;
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void whole_arrays(int n) {
// HOST-NEXT: float a[16], b[16];
// HOST-NEXT: int s = 0;
// HOST-NEXT: #pragma omp parallel shared(b, a, s) firstprivate(n) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < 16; ++i)
// HOST-NEXT: b[i] = a[i] + n;
// HOST-NEXT: s = 1;
// HOST-NEXT: }
// HOST-NEXT: }
