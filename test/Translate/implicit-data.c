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

// Implicit data attributes on 'parallel' (OpenACC 3.3 sec. 2.6.2): scalars
// imp firstprivate, arrays and structs imp copy and imp shared, pointers
// left to OpenMP's implicit pointer rules.
struct pt { int x, y; };
void implicit_data(int n, float *x) {
  float arr[64];
  struct pt st = {1, 2};
  double sc = 2.0;
  #pragma acc parallel
  {
    #pragma acc loop
    for (int i = 0; i < 64; ++i)
      arr[i] = x[i] * sc + st.x + n;
  }
}
// GPU-LABEL: void implicit_data(int n, float *x) {
// GPU-NEXT: float arr[64];
// GPU-NEXT: struct pt st = {1, 2};
// GPU-NEXT: double sc = 2.0;
// The struct read through a member is no implicit copy for the GPU (the
// member's value is: MemberReductions.cpp rule 8).
// GPU-NEXT: {
// GPU-NEXT: int __accc_member_st_x0 = st.x;
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: arr) shared(arr) firstprivate(sc, __accc_member_st_x0, n) thread_limit(512)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp distribute parallel for shared(arr, x, sc, __accc_member_st_x0, n) dist_schedule(static, 1024)
// GPU-NEXT: for (int i = 0; i < 64; ++i)
// GPU-NEXT: arr[i] = x[i] * sc + __accc_member_st_x0 + n;
// GPU-NEXT: }
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void implicit_data(int n, float *x) {
// BASE-NEXT: float arr[64];
// BASE-NEXT: struct pt st = {1, 2};
// BASE-NEXT: double sc = 2.0;
// BASE-NEXT: {
// BASE-NEXT: int __accc_member_st_x0 = st.x;
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: arr) shared(arr) firstprivate(sc, __accc_member_st_x0, n)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < 64; ++i)
// BASE-NEXT: arr[i] = x[i] * sc + __accc_member_st_x0 + n;
// BASE-NEXT: }
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void implicit_data(int n, float *x) {
// MC-NEXT: float arr[64];
// MC-NEXT: struct pt st = {1, 2};
// MC-NEXT: double sc = 2.0;
// MC-NEXT: #pragma omp parallel shared(arr, st) firstprivate(x, sc, n)
// MC-NEXT: {
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < 64; ++i)
// MC-NEXT: arr[i] = x[i] * sc + st.x + n;
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void implicit_data(int n, float *x) {
// HOST-NEXT: float arr[64];
// HOST-NEXT: struct pt st = {1, 2};
// HOST-NEXT: double sc = 2.0;
// HOST-NEXT: #pragma omp parallel shared(arr, st) firstprivate(x, sc, n) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < 64; ++i)
// HOST-NEXT: arr[i] = x[i] * sc + st.x + n;
// HOST-NEXT: }
// HOST-NEXT: }

// default(present): arrays are imp present instead of imp copy.
void implicit_present(int n) {
  float arr[64];
  #pragma acc parallel default(present)
  {
    #pragma acc loop
    for (int i = 0; i < 64; ++i)
      arr[i] = n;
  }
}
// GPU-LABEL: void implicit_present(int n) {
// GPU-NEXT: float arr[64];
// GPU-NEXT: #pragma omp target teams map(ompx_hold, present, alloc: arr) shared(arr) firstprivate(n) thread_limit(512)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp distribute parallel for shared(arr, n) dist_schedule(static, 1024)
// GPU-NEXT: for (int i = 0; i < 64; ++i)
// GPU-NEXT: arr[i] = n;
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void implicit_present(int n) {
// BASE-NEXT: float arr[64];
// BASE-NEXT: #pragma omp target teams map(ompx_hold, present, alloc: arr) shared(arr) firstprivate(n)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < 64; ++i)
// BASE-NEXT: arr[i] = n;
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void implicit_present(int n) {
// MC-NEXT: float arr[64];
// MC-NEXT: #pragma omp parallel shared(arr) firstprivate(n)
// MC-NEXT: {
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < 64; ++i)
// MC-NEXT: arr[i] = n;
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void implicit_present(int n) {
// HOST-NEXT: float arr[64];
// HOST-NEXT: #pragma omp parallel shared(arr) firstprivate(n) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < 64; ++i)
// HOST-NEXT: arr[i] = n;
// HOST-NEXT: }
// HOST-NEXT: }

// A pointer named in a data clause is shared; its subarray is mapped.
void pointer_mapped(int n, float *x, float *y) {
  #pragma acc parallel copyin(x[0:n])
  {
    #pragma acc loop
    for (int i = 0; i < n; ++i)
      y[i] = x[i];
  }
}
// GPU-LABEL: void pointer_mapped(int n, float *x, float *y) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, to: x[0:n]) firstprivate(n) shared(x) thread_limit(512)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp distribute parallel for shared(n, y, x) dist_schedule(static, (n) >= 4194304 ? 8192 : (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: y[i] = x[i];
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void pointer_mapped(int n, float *x, float *y) {
// BASE-NEXT: #pragma omp target teams map(ompx_hold, to: x[0:n]) firstprivate(n) shared(x)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: y[i] = x[i];
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void pointer_mapped(int n, float *x, float *y) {
// MC-NEXT: #pragma omp parallel firstprivate(n, y) shared(x)
// MC-NEXT: {
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: y[i] = x[i];
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void pointer_mapped(int n, float *x, float *y) {
// HOST-NEXT: #pragma omp parallel firstprivate(n, y) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: y[i] = x[i];
// HOST-NEXT: }
// HOST-NEXT: }

// Locals declared inside the construct get no data attribute.
void locals_inside(int n, float *x) {
  #pragma acc parallel copy(x[0:n])
  {
    int t = n;
    #pragma acc loop
    for (int i = 0; i < n; ++i)
      x[i] = t;
  }
}
// GPU-LABEL: void locals_inside(int n, float *x) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x)
// GPU-NEXT: {
// GPU-NEXT: int t = n;
// GPU-NEXT: #pragma omp distribute parallel for shared(n, x, t)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: x[i] = t;
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void locals_inside(int n, float *x) {
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x)
// BASE-NEXT: {
// BASE-NEXT: int t = n;
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: x[i] = t;
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void locals_inside(int n, float *x) {
// MC-NEXT: #pragma omp parallel firstprivate(n) shared(x)
// MC-NEXT: {
// MC-NEXT: int t = n;
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: x[i] = t;
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void locals_inside(int n, float *x) {
// HOST-NEXT: #pragma omp parallel firstprivate(n) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: int t = n;
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: x[i] = t;
// HOST-NEXT: }
// HOST-NEXT: }
