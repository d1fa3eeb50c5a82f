// RUN: %clang-omp -shared -fPIC %S/Inputs/prof-print.c -o %t-prof.so
// RUN: %accc -acc=host %s -o %t.host
// RUN: env ACC_PROFLIB=%t-prof.so %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc
// RUN: env ACC_PROFLIB=%t-prof.so %t.mc | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-profiling %s | FileCheck %s --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-profiling %s | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -

// A `declare` in a function reports its data lifetime, the rest of its
// block, as a data construct does (lib/Transform/ProfilingHooks.cpp rule
// 7; docs/Profiling.md): enter data start and end (10, 11) at the
// directive, exit data start and end (12, 13) at the block's end, with
// parent construct 8 (acc_construct_declare), the directive's line and
// the line of the block's closing brace. Nested declares nest; a declare
// whose lifetime a `return` ends reports its entry at the directive and its
// exit at the return.

#include <stdio.h>

static int bump(int k) {
  int v = k;
#pragma acc declare copyin(v)
  {
    double c[4];
#pragma acc declare create(c)
#pragma acc parallel loop present(c)
    for (int i = 0; i < 4; ++i)
      c[i] = i;
    v += 1;
  }
  k = v;
  return k;
}

int main(void) {
  printf("bump %d\n", bump(1));
  return 0;
}
// The first declare starts the device (events 1, 2: implicit).
// CHECK:      prof: event 10 construct 8 file profiling-declare.c line 22-33 func bump 20-33 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 1 construct 8 file profiling-declare.c line 22-33 func bump 20-33 async -2 device_type 2 implicit 1
// CHECK-NEXT: prof: event 2 construct 8 file profiling-declare.c line 22-33 func bump 20-33 async -2 device_type 2 implicit 1
// CHECK-NEXT: prof: event 11 construct 8 file profiling-declare.c line 22-33 func bump 20-33 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 10 construct 8 file profiling-declare.c line 25-30 func bump 20-33 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 11 construct 8 file profiling-declare.c line 25-30 func bump 20-33 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 16 construct 0 file profiling-declare.c line 26-28 func bump 20-33 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 17 construct 0 file profiling-declare.c line 26-28 func bump 20-33 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 12 construct 8 file profiling-declare.c line 25-30 func bump 20-33 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 13 construct 8 file profiling-declare.c line 25-30 func bump 20-33 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 12 construct 8 file profiling-declare.c line 22-33 func bump 20-33 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 13 construct 8 file profiling-declare.c line 22-33 func bump 20-33 async -2 device_type 2 implicit 0
// CHECK-NEXT: bump 2

// For the GPU, the inner declare's hooks enclose its `target data` region
// (the rest of the block), the data hooks inside it; the outer one, whose
// lifetime the `return` ends, has a pair around its enter data and one
// around the exit data before the return.
// GPU:      {{^}}__ACCC_PROF_BEGIN(8, 22, 33, 20, 33, "{{.*}}profiling-declare.c", "bump", acc_async_sync)
// GPU-NEXT: {{^}}#pragma omp target enter data map(to: v)
// GPU-NEXT: {{^}}__ACCC_PROF_END(acc_async_sync)
// GPU-NEXT: {{^}}}
// GPU:      {{^}}__ACCC_PROF_BEGIN(8, 25, 30, 20, 33, "{{.*}}profiling-declare.c", "bump", acc_async_sync)
// GPU-NEXT: {{^}}#pragma omp target data map(ompx_hold, alloc: c)
// GPU-NEXT: {{^}}{
// GPU-NEXT: {{^}}__ACCC_PROF_DATA_ENTERED()
// GPU:      {{^}}    v += 1;
// GPU-NEXT: {{^}}  __ACCC_PROF_DATA_EXITING()
// GPU-NEXT: {{^}}  }
// GPU-NEXT: {{^}}  __ACCC_PROF_END(acc_async_sync)
// GPU-NEXT: {{^}}  }
// GPU:      {{^}}  { int __accc_ret = k;
// GPU-NEXT: {{^}}  {
// GPU-NEXT: {{^}}  __ACCC_PROF_EXIT_BEGIN(8, 22, 33, 20, 33, "{{.*}}profiling-declare.c", "bump", acc_async_sync)
// GPU-NEXT: {{^}}  #pragma omp target exit data map(release: v)
// GPU-NEXT: {{^}}  __ACCC_PROF_END(acc_async_sync)
// GPU-NEXT: {{^}}  }
// GPU-NEXT: {{^}}  return __accc_ret;
