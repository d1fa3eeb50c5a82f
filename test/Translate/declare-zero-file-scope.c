// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | grep -v '^ *//' | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | grep -v '^ *//' | FileCheck %s --check-prefix=MC
// A file-scope `declare create(zero: ...)` of a variable with an
// initializer (DeclareToOMP.cpp rule 7c): OpenMP's device copy of a
// declare target variable starts with the initializer's values, so a
// constructor zeroes it on every device at program start, in a target
// region (where the name is the device copy) that leaves the host's copy
// alone if it falls back to the host. Without an initializer the device
// copy starts at zero already (static storage): no constructor.

double tableA[4] = {1, 2, 3, 4};
double tableB[4];
#pragma acc declare create(zero: tableA)
#pragma acc declare create(zero: tableB)

// CHECK: #include <omp.h>
// CHECK: double tableA[4] = {1, 2, 3, 4};
// CHECK: #pragma omp declare target(tableA)
// CHECK-NEXT: static void __attribute__((constructor)) __accc_zero_at_start_0(void) {
// CHECK-NEXT: for (long long __accc_zero_at_start_0_device = 0; __accc_zero_at_start_0_device < omp_get_num_devices(); ++__accc_zero_at_start_0_device) {
// CHECK-NEXT: #pragma omp target device((int)__accc_zero_at_start_0_device)
// CHECK-NEXT: if (!omp_is_initial_device()) { __builtin_memset(&(tableA), 0, sizeof(tableA)); }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: #pragma omp declare target(tableB)
// CHECK-NOT: constructor
// INFO: remark: declare: zero modifier: the device copy of 'tableA' (a variable with an initializer) is set to zero at program start on every device
// MC-NOT: __attribute__((constructor))
