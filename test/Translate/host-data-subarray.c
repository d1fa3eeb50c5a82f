// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: %accc -acc=host %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu 2>/dev/null && env ACC_DEVICE_TYPE=host %t.gpu | FileCheck %s --check-prefix=OUT %}

// A subarray in `use_device` (clang 22 accepts it as an extension; OpenACC
// 3.3 sec. 2.8.1 names variables and arrays there) is read as its variable:
// OpenMP's use_device_ptr takes a variable, and `use_device_ptr(a[0:n])`
// failed the OpenMP compile (fuzzing find; ClauseChecks.cpp rule 27).

#include <openacc.h>
#include <stdio.h>

int main(void) {
  int n = 8;
  double x[8] = {0};
  double *a = x;
  int same = 0;
#pragma acc data copy(a[0:n])
  {
    void *dev = acc_deviceptr(a);
    // WARN: host-data-subarray.c:[[#@LINE+2]]:34: warning: 'use_device(a[2:n-2])' is read as 'use_device(a)': OpenACC 3.3 names variables and arrays in 'use_device', and the region sees the device address of the whole variable [-Waccc-ignored-clause]
    // CHECK: #pragma omp target data use_device_ptr(a)
#pragma acc host_data use_device(a[2:n-2])
    same = (void *)a == dev;
  }
  // OUT: same 1
  printf("same %d\n", same);
  return 0;
}
