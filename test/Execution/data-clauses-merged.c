// RUN: %accc -acc=host %s -o %t.host 2>/dev/null && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc 2>/dev/null && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu 2>/dev/null %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefix=OMP

// One variable in two of copy, copyin, copyout and create on a directive is
// read as one clause that copies in where one of them does and out where
// one does (ClauseChecks.cpp rule 2; Analysis/DataAttributes.cpp), as the
// OpenACC V&V suite's copy_copyout, copyin_copyout and *_create_zero tests
// expect.

#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 1000;
  double test = 0;
  // OMP: {{^}}#pragma omp target teams {{.*}}map(ompx_hold, tofrom: test){{.*}}reduction(+: test)
#pragma acc parallel loop copyout(test) copy(test) reduction(+:test)
  for (int x = 0; x < n; ++x)
    test += 1;

  double in = 5;
  // OMP: {{^}}#pragma omp target teams {{.*}}map(ompx_hold, tofrom: in)
#pragma acc parallel loop copyin(in) copyout(in) reduction(+:in)
  for (int x = 0; x < n; ++x)
    in += 1;

  double *a = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double));
  for (int x = 0; x < n; ++x) {
    a[x] = x;
    b[x] = 1;
  }
  // OMP: {{^}}#pragma omp target data map(ompx_hold, tofrom: a[0:n])
#pragma acc data copy(a[0:n]) copyin(a[0:n])
  {
#pragma acc parallel loop present(a[0:n])
    for (int x = 0; x < n; ++x)
      a[x] *= 2;
  }
  // On the GPU, create(zero:) + copyout is a zeroed copy that is copied
  // back: b was 1 on the host. The host shares its memory: no action.
  // OMP: {{^}}#pragma omp target data map(ompx_hold, from: b[0:n])
  // OMP: {{^}}if (__accc_zero_0) omp_target_memset
#pragma acc parallel loop create(zero: b[0:n]) copyout(b[0:n]) copyin(a[0:n])
  for (int x = 0; x < n; ++x)
    b[x] += a[x];

  int bad = 0;
  for (int x = 0; x < n; ++x)
    bad += a[x] != 2 * x;
  // Zeroed on a device with its own memory: b[x] == 2x, else 1 + 2x.
  int zeroed = acc_get_device_type() != acc_device_host, wrong = 0;
  for (int x = 0; x < n; ++x)
    wrong += b[x] != (zeroed ? 0 : 1) + 2 * x;
  // CHECK: test 1000 in 1005 bad 0, create(zero:) + copyout: 0 wrong
  printf("test %g in %g bad %d, create(zero:) + copyout: %d wrong\n", test,
         in, bad, wrong);
  free(a);
  free(b);
  return 0;
}
