// device_type (OpenACC 3.3 sec. 2.4): the clauses after a device_type clause
// apply to the device types it names only, and there replace the clauses of
// the same kind before the first device_type; -acc=gpu is `nvidia`,
// -acc=multicore `multicore` or `host`, -acc=host `host`.
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=multicore -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=host -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=HOST

void tuned(int n, float *x) {
  #pragma acc parallel loop copy(x[0:n]) vector_length(32) device_type(nvidia) vector_length(128) device_type(multicore) num_gangs(2)
  for (int i = 0; i < n; ++i)
    x[i] += 1;
  #pragma acc parallel num_gangs(4) copy(x[0:n]) device_type(*) num_workers(2)
  #pragma acc loop gang device_type(acc_device_nvidia) vector
  for (int i = 0; i < n; ++i)
    x[i] += 1;
  // A recurrence, independent only for radeon: sequential here.
  #pragma acc kernels loop copy(x[0:n]) device_type(radeon) independent
  for (int i = 1; i < n; ++i)
    x[i] += x[i - 1];
}
// GPU-LABEL: void tuned(int n, float *x) {
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x) thread_limit(128)
// GPU: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x) num_teams(4)
// GPU-NEXT: #pragma omp distribute parallel for shared(n, x)
// GPU: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(n) shared(x) num_teams(1)
// MC-LABEL: void tuned(int n, float *x) {
// MC-NEXT: #pragma omp parallel for firstprivate(n) shared(x) num_threads((2) < omp_get_max_threads() ? (2) : omp_get_max_threads())
// MC: #pragma omp parallel firstprivate(n) shared(x) num_threads((4) < omp_get_max_threads() ? (4) : omp_get_max_threads())
// MC-NEXT: #pragma omp for
// MC: #pragma omp parallel firstprivate(n) shared(x) num_threads(1)
// HOST-LABEL: void tuned(int n, float *x) {
// HOST-NEXT: #pragma omp parallel for firstprivate(n) shared(x) num_threads(1)
