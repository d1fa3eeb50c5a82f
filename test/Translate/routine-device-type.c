// device_type on routine (OpenACC 3.3 sec. 2.15.1): the gang, worker,
// vector, seq and bind clauses after a device_type clause apply to the
// device types it names; accc keeps those for the target's type
// (lib/Transform/RoutineToOMP.cpp rule 8). A bind for nvidia is the GPU's
// declare variant; multicore and host call the function itself; a bind for
// another type (radeon) is neither translated nor checked.
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=host -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

#pragma acc routine seq
float onDevice(float x) { return x + 100; }

#pragma acc routine device_type(nvidia) worker bind(onDevice) device_type(host, multicore) seq
float f(float x) { return x + 1; }
// GPU: #pragma omp declare variant(onDevice) match(device={kind(nohost)})
// GPU-NEXT: float f(float x) { return x + 1; }
// GPU-NEXT: #pragma omp end declare target
// MC-NOT: {{^}}#pragma
// MC: float f(float x) { return x + 1; }
// INFO: routine-device-type.c:[[@LINE-7]]:1: remark: routine -> #pragma omp declare variant(onDevice) match(device={kind(nohost)})

#pragma acc routine device_type(radeon) vector bind(onlyForRadeon) device_type(*) seq
float g(float x) { return x + 2; }
// GPU: #pragma omp begin declare target
// GPU-NEXT: float g(float x) { return x + 2; }
// GPU-NEXT: #pragma omp end declare target
// MC-NOT: {{^}}#pragma
// MC: float g(float x) { return x + 2; }

float h(float x);
#pragma acc routine(h) device_type(nvidia) vector device_type(*) seq
float h(float x) { return x + 3; }
// GPU: float h(float x);
// GPU-NEXT: #pragma omp declare target(h)
// GPU-NEXT: float h(float x) { return x + 3; }
// MC: float h(float x);
// MC-NEXT: float h(float x) { return x + 3; }
// MC-NOT: {{^}}#pragma
