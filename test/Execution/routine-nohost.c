// RUN: %accc -acc=host -DHOST_DEVICE %s -o %t.host && %t.host | FileCheck %s --check-prefix=HOST
// RUN: %t.host stop 2>&1 | FileCheck %s --check-prefix=RUNS
// RUN: %accc -acc=multicore -DHOST_DEVICE %s -o %t.mc && %t.mc | FileCheck %s --check-prefix=HOST
// RUN: %t.mc stop 2>&1 | FileCheck %s --check-prefix=RUNS
// RUN: %accc++ -x c++ -acc=host -DHOST_DEVICE %s -o %t.hostxx && %t.hostxx | FileCheck %s --check-prefix=HOST
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu-compile %{ %accc++ -x c++ -acc=gpu %s -o %t.gpuxx %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s --check-prefix=GPU %}
// RUN: %if gpu %{ %t.gpuxx | FileCheck %s --check-prefix=GPU %}
// RUN: %if gpu %{ env ACC_DEVICE_TYPE=host %t.gpu | FileCheck %s --check-prefix=HOST %}
// RUN: %if gpu %{ env ACC_DEVICE_TYPE=host not %t.gpu stop 2>&1 | FileCheck %s --check-prefix=STOP %}

// A `routine nohost` function (OpenACC 3.3 sec. 2.15.1: "not to compile a
// version of this procedure for the host") whose body is device-only code,
// PTX assembly as in GCC's routine-nohost-1: the GPU build compiles it for
// the device only, and its host version is a stop with a message
// (lib/Transform/RoutineToOMP.cpp rule 3). Calls guarded by acc_on_device
// run on the device; on the host the guard skips them, and a call there
// stops the program naming the routine. On multicore and host the compute
// constructs' device is the host, which runs the routine (without its
// assembly there: HOST_DEVICE).

#include <openacc.h>
#include <stdio.h>
#include <string.h>

#ifdef HOST_DEVICE
#define DEVICE_ASM(text)
#else
#define DEVICE_ASM(text) asm(text)
#endif

#pragma acc routine seq
static int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }

#pragma acc routine seq nohost
static int factOnDevice(int n)
{
  // The thread's index into a register of its own: no host assembler takes
  // this.
  DEVICE_ASM("{\n\t  .reg .u32 %tid_x;\n\t  mov.u32 %tid_x, %tid.x;\n\t}");
  return fact(n);
}

// The named form, the definition after it.
int twiceOnDevice(int x);
#pragma acc routine(twiceOnDevice) seq nohost
int twiceOnDevice(int x) { DEVICE_ASM("{\n\t  .reg .u32 %t;\n\t}"); return 2 * x; }

int main(int argc, char **argv) {
  int x[10];
#pragma acc parallel loop copyout(x)
  for (int i = 0; i < 10; ++i)
    x[i] = acc_on_device(acc_device_not_host) ? factOnDevice(i) + twiceOnDevice(i)
                                              : -1;
  // GPU: 1 362898
  // HOST: -1 -1
  printf("%d %d\n", x[0], x[9]);
  if (argc > 1 && strcmp(argv[1], "stop") == 0) {
    int y = 1;
    // STOP: libacc: error: routine 'twiceOnDevice' was called on the host, but its 'nohost' clause asks for no host version (OpenACC 3.3 sec. 2.15.1)
#pragma acc serial copy(y)
    y = twiceOnDevice(y);
    // RUNS: after the call 2
    printf("after the call %d\n", y);
  }
  return 0;
}
