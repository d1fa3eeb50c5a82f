// serial and serial loop: a parallel construct with one gang, one worker and
// a vector length of one (OpenACC 3.3, sec. 2.5.3).
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=multicore -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=host -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: not %accc -acc=gpu -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD

void fill(int n, double *a) {
  #pragma acc serial copyout(a[0:n])
  {
    for (int i = 0; i < n; ++i)
      a[i] = i;
  }
}
// GPU-LABEL: void fill(int n, double *a) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, from: a[0:n]) firstprivate(n) shared(a) num_teams(1) thread_limit(1)
// MC-LABEL: void fill(int n, double *a) {
// MC-NEXT: #pragma omp parallel firstprivate(n) shared(a) num_threads(1)
// INFO: serial.c:[[@LINE-10]]:15: remark: serial -> #pragma omp target teams map(ompx_hold, from: a[0:n]) firstprivate(n) shared(a) num_teams(1) thread_limit(1)

// No launch geometry of accc's own, no chunked reduction schedule: one thread.
double sum(int n, const double *a) {
  double s = 0;
  #pragma acc serial loop copyin(a[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}
// GPU-LABEL: double sum(int n, const double *a) {
// GPU: #pragma omp target teams distribute parallel for map(ompx_hold, to: a[0:n]) map(ompx_hold, tofrom: s) reduction(+: s) firstprivate(n) shared(a) num_teams(1) thread_limit(1)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// MC-LABEL: double sum(int n, const double *a) {
// MC: #pragma omp parallel for reduction(+: s) firstprivate(n) shared(a) num_threads(1)

// A loop inside serial runs on the one thread, in order.
void prefix(int n, double *a) {
  #pragma acc serial copy(a[0:n])
  {
    #pragma acc loop
    for (int i = 1; i < n; ++i)
      a[i] += a[i - 1];
  }
}
// GPU-LABEL: void prefix(int n, double *a) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: a[0:n]) firstprivate(n) shared(a) num_teams(1) thread_limit(1)
// GPU: #pragma omp distribute parallel for shared(n, a)

#ifdef BAD
void bad(int n) {
  #pragma acc serial num_gangs(2)
  { }
}
// BAD: serial.c:[[@LINE-3]]:22: error: OpenACC 'num_gangs' clause is not valid on 'serial' directive
#endif
