// An orphaned gang loop (OpenACC 3.3 sec. 2.9, 2.15.1: in a 'routine gang'
// function that compute constructs call in gang-redundant mode) shares its
// iterations among the gangs that call it: OpenMP's orphaned 'distribute'
// (the teams, GPU) or 'for' (the threads of the parallel region, multicore
// and host). Private variables get a local copy per calling thread; a
// collapse stays; nested worker loops run in the calling thread. A
// gang(dim:1) loop inside a gang(dim:2) loop runs in the gang that runs the
// enclosing iteration.
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=multicore -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

#pragma acc routine gang
void rows(int n, float *b, const float *a) {
  float t;
  #pragma acc loop gang private(t)
  for (int i = 0; i < n; ++i) {
    t = 0;
    #pragma acc loop worker
    for (int j = 0; j < n; ++j)
      t += a[i * n + j];
    b[i] = t;
  }
  #pragma acc loop gang collapse(2)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      b[i] += 0 * j;
}
// GPU-LABEL: void rows(int n, float *b, const float *a) {
// GPU-NEXT: float t;
// GPU-NEXT: {
// GPU-NEXT: float t;
// GPU-NEXT: #pragma omp distribute
// GPU-NEXT: for (int i = 0; i < n; ++i) {
// GPU: #pragma omp distribute collapse(2)
// MC-LABEL: void rows(int n, float *b, const float *a) {
// MC-NEXT: float t;
// MC-NEXT: {
// MC-NEXT: float t;
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i) {
// MC: #pragma omp for collapse(2)
// INFO: routine-gang-loop.c:16:{{.*}}remark: loop: orphaned gang loop -> omp distribute: the gangs that call the function share its iterations
// INFO: routine-gang-loop.c:19:{{.*}}remark: loop: orphaned, runs sequentially in the calling thread
// INFO: routine-gang-loop.c:24:{{.*}}remark: loop: orphaned gang loop -> omp distribute: the gangs that call the function share its iterations

#pragma acc routine gang(dim:2)
void grid(int n, float *b) {
  #pragma acc loop gang(dim:2)
  for (int i = 0; i < n; ++i) {
    #pragma acc loop gang(dim:1)
    for (int j = 0; j < n; ++j)
      b[i * n + j] = i + j;
  }
}
// GPU-LABEL: void grid(int n, float *b) {
// GPU-NEXT: #pragma omp distribute
// GPU-NEXT: for (int i = 0; i < n; ++i) {
// GPU-NEXT: for (int j = 0; j < n; ++j)
// MC-LABEL: void grid(int n, float *b) {
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i) {
// MC-NEXT: for (int j = 0; j < n; ++j)
// INFO: routine-gang-loop.c:[[#@LINE-15]]:{{.*}}remark: loop: orphaned gang loop -> omp distribute: the gangs that call the function share its iterations
// INFO: routine-gang-loop.c:[[#@LINE-14]]:{{.*}}remark: loop: orphaned gang loop inside a gang loop: the gang that runs an iteration of the enclosing gang loop runs its iterations
