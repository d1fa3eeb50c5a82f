// The zero modifier of a `declare` in a function whose data lifetime a
// `return` ends, with the profiling hooks that every compile has
// (-fopenacc-profiling shows them in the print): the hooks' compound
// statements keep the presence flag before the `enter data` and the fill
// after it (ProfilingHooks.cpp rule 7). Before, the compile dropped them
// and the device copy was not zeroed (found on the H100 by
// test/Execution/zero-modifier-async.c).
// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-profiling %s | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-profiling %s | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -x c -

int declared(double *u) {
  double t[16];
#pragma acc declare create(zero: t)
#pragma acc parallel loop present(t) copyout(u[0:16])
  for (int i = 0; i < 16; ++i)
    u[i] = t[i] + 1;
  return 0;
}
// CHECK-LABEL: int declared(double *u) {
// CHECK: {{^}}__ACCC_PROF_BEGIN(8,
// CHECK-NEXT: {{^}}const int __accc_zero_0 = !omp_target_is_present(&(t), omp_get_default_device());
// CHECK-NEXT: {{^}}#pragma omp target enter data map(alloc: t)
// CHECK-NEXT: {{^}}if (__accc_zero_0) omp_target_memset(omp_get_mapped_ptr(&(t), omp_get_default_device()), 0, sizeof(t), omp_get_default_device());
// CHECK-NEXT: {{^}}__ACCC_PROF_END(acc_async_sync)
