// device_type on data, update (OpenACC 3.3 sec. 2.6.5, 2.14.4: only async
// and wait may follow it) and orphaned loops: the directive keeps the
// clauses for the target's device type (lib/Frontend/DeviceTypeClauses.cpp),
// as compute constructs do (test/Translate/device-type.c).
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=host -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=HOST

// On the GPU wait(2) replaces wait(1); `data` drops async (docs/Mapping.md
// "async and wait").
void data(int n, float *x) {
  #pragma acc data copy(x[0:n]) wait(1) device_type(nvidia) async(3) wait(2) device_type(host) wait(4)
  {
    #pragma acc parallel loop present(x[0:n])
    for (int i = 0; i < n; ++i)
      x[i] += 1;
  }
  #pragma acc update self(x[0:n]) device_type(radeon) wait(5) device_type(nvidia) async(6)
  #pragma acc update device(x[0:n]) device_type(host, multicore) async(7)
}
// GPU-LABEL: void data(int n, float *x) {
// GPU-NEXT: #pragma omp taskwait depend(in: *__accc_queue(2))
// GPU-NEXT: #pragma omp target data map(ompx_hold, tofrom: x[0:n])
// GPU: const int __accc_async __attribute__((cleanup(__accc_async_end))) = (6);
// GPU-NEXT: #pragma omp target update from(present: x[0:n]) nowait depend(inout: *__accc_queue(__accc_async))
// GPU-NEXT: }
// GPU-NEXT: #pragma omp target update to(present: x[0:n])
// MC-LABEL: void data(int n, float *x) {
// MC-NEXT: {
// MC-NEXT: #pragma omp parallel for firstprivate(n) shared(x)
// HOST-LABEL: void data(int n, float *x) {

// An orphaned loop: gang for the GPU, sequential elsewhere.
#pragma acc routine gang
void scale(float *x, int n) {
  #pragma acc loop device_type(nvidia) gang
  for (int i = 0; i < n; ++i)
    x[i] *= 2;
}
// GPU-LABEL: void scale(float *x, int n) {
// GPU-NEXT: #pragma omp distribute
// GPU-NEXT: for (int i = 0; i < n; ++i)
// MC-LABEL: void scale(float *x, int n) {
// MC-NEXT: for (int i = 0; i < n; ++i)
// HOST-LABEL: void scale(float *x, int n) {
// HOST-NEXT: for (int i = 0; i < n; ++i)
