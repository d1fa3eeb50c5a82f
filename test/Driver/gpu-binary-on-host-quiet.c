// REQUIRES: gpu-compile
// UNSUPPORTED: gpu
// A GPU binary whose compute regions run on the host (here: no GPU; or
// ACC_DEVICE_TYPE=host) gets libomp's clamping of the GPU-sized teams of the
// launch geometry (num_teams(132) thread_limit(1024)) without libomp's
// "Cannot form a team" warning: libacc silences it (runtime/src/GpuStartup.cpp
// rule 4). KMP_WARNINGS set by the user wins.
// RUN: %accc -acc=gpu %s -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --input-file=%t.out %s
// RUN: FileCheck --check-prefix=QUIET --allow-empty --input-file=%t.err %s
// RUN: env ACC_DEVICE_TYPE=host %t 2>&1 | FileCheck %s --check-prefixes=CHECK,QUIET
// RUN: env KMP_WARNINGS=1 KMP_TEAMS_THREAD_LIMIT=2 %t 2>&1 | FileCheck %s --check-prefix=LOUD
// CHECK: sum 499500
// QUIET-NOT: Warning
// LOUD: OMP: Warning
#include <stdio.h>

int main(void) {
  long sum = 0;
  #pragma acc parallel loop reduction(+:sum)
  for (int i = 0; i < 1000; ++i)
    sum += i;
  printf("sum %ld\n", sum);
  return 0;
}
