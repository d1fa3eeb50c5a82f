// RUN: %clang-omp -shared -fPIC %S/Inputs/prof-print.c -o %t-prof.so
// RUN: %accc -acc=host %s -o %t.host
// RUN: env ACC_PROFLIB=%t-prof.so %t.host | FileCheck %s
// RUN: %t.host | FileCheck %s --check-prefix=NOPROF
// RUN: %accc -acc=multicore %s -o %t.mc
// RUN: env ACC_PROFLIB=%t-prof.so %t.mc | FileCheck %s
// RUN: %accc -acc=host -fno-openacc-profiling %s -o %t.off
// RUN: env ACC_PROFLIB=%t-prof.so %t.off | FileCheck %s --check-prefix=OFF

// End to end: a program compiled by accc reports its constructs to a
// profiling library named by ACC_PROFLIB (docs/Profiling.md): each event
// with the construct's kind, file, lines and function (lib/Transform/
// ProfilingHooks.cpp, libacc's hooks). Events (acc_prof.h): 10/11 enter
// data start/end, 12/13 exit data, 14/15 update, 16/17 compute construct,
// 24/25 wait.
// Constructs (acc_construct_t): 0 parallel, 1 kernels, 3 data, 4 enter
// data, 5 exit data, 12 update, 14 wait, 16 serial.

#include <stdio.h>

static void scale(double *a, int n) {
#pragma acc data copy(a[0:n])
  {
#pragma acc parallel loop
    for (int i = 0; i < n; ++i)
      a[i] *= 2;
#pragma acc update self(a[0:n])
#pragma acc wait(1)
  }
}

int main(void) {
  double a[100];
  for (int i = 0; i < 100; ++i)
    a[i] = i;
#pragma acc enter data copyin(a)
#pragma acc kernels present(a)
  for (int i = 0; i < 100; ++i)
    a[i] += 1;
#pragma acc serial async(3)
  a[0] = 1;
#pragma acc exit data copyout(a)
  scale(a, 100);
  printf("result %g\n", a[99]);
  return 0;
}
// The enter data directive starts the device (events 1, 2: implicit); the
// wait directive reports acc_wait's events (24, 25) with its own site.
// CHECK:      prof: event 10 construct 4 file profiling-events.c line 36-36 func main 32-46 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 1 construct 4 file profiling-events.c line 36-36 func main 32-46 async -2 device_type 2 implicit 1
// CHECK-NEXT: prof: event 2 construct 4 file profiling-events.c line 36-36 func main 32-46 async -2 device_type 2 implicit 1
// CHECK-NEXT: prof: event 11 construct 4 file profiling-events.c line 36-36 func main 32-46 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 16 construct 1 file profiling-events.c line 37-39 func main 32-46 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 17 construct 1 file profiling-events.c line 37-39 func main 32-46 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 16 construct 16 file profiling-events.c line 40-41 func main 32-46 async 3 device_type 2 implicit 0
// CHECK-NEXT: prof: event 17 construct 16 file profiling-events.c line 40-41 func main 32-46 async 3 device_type 2 implicit 0
// CHECK-NEXT: prof: event 12 construct 5 file profiling-events.c line 42-42 func main 32-46 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 13 construct 5 file profiling-events.c line 42-42 func main 32-46 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 10 construct 3 file profiling-events.c line 22-29 func scale 21-30 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 11 construct 3 file profiling-events.c line 22-29 func scale 21-30 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 16 construct 0 file profiling-events.c line 24-26 func scale 21-30 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 17 construct 0 file profiling-events.c line 24-26 func scale 21-30 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 14 construct 12 file profiling-events.c line 27-27 func scale 21-30 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 15 construct 12 file profiling-events.c line 27-27 func scale 21-30 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 24 construct 14 file profiling-events.c line 28-28 func scale 21-30 async 1 device_type 2 implicit 0
// CHECK-NEXT: prof: event 25 construct 14 file profiling-events.c line 28-28 func scale 21-30 async 1 device_type 2 implicit 0
// CHECK-NEXT: prof: event 12 construct 3 file profiling-events.c line 22-29 func scale 21-30 async -2 device_type 2 implicit 0
// CHECK-NEXT: prof: event 13 construct 3 file profiling-events.c line 22-29 func scale 21-30 async -2 device_type 2 implicit 0
// CHECK-NEXT: result 200
// The runtime shuts down at exit (event 5, from no construct: 15 runtime_api).
// CHECK-NEXT: prof: event 5 construct 15 file (null) line 0-0 func (null) 0-0 async -2 device_type 2 implicit 0
// NOPROF-NOT: prof:
// NOPROF:     result 200
// Compiled without the hooks, the constructs report nothing.
// OFF-NOT:    construct {{[0-9]+}} file profiling-events.c
// OFF:        result 200
