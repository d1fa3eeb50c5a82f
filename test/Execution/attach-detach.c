// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// attach / detach clauses (OpenACC 3.3 sec. 2.7.12, 2.7.13, 2.6.8): a
// struct copied in shallowly holds the host address of its pointer member
// on the device; the array, mapped on its own by acc_copyin (no attach),
// becomes reachable through the member only after `enter data attach`. A
// kernel then writes through s->p; `exit data detach` restores the host
// pointer in the device copy before the struct is copied out, so the host
// struct keeps its host pointer.

#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

struct S {
  int n;
  float *p;
};

int main(void) {
  struct S *s = (struct S *)malloc(sizeof(struct S));
  s->n = 4096;
  float *host_p = (float *)malloc(s->n * sizeof(float));
  s->p = host_p;
  for (int i = 0; i < s->n; ++i)
    s->p[i] = i;
#pragma acc enter data copyin(s[0:1])
  acc_copyin(s->p, s->n * sizeof(float));
#pragma acc enter data attach(s->p)
#pragma acc parallel loop present(s[0:1])
  for (int i = 0; i < s->n; ++i)
    s->p[i] = 3 * s->p[i];
#pragma acc exit data detach(s->p)
#pragma acc exit data copyout(s[0:1])
  acc_copyout(host_p, s->n * sizeof(float));
  int bad = 0;
  for (int i = 0; i < s->n; ++i)
    bad += host_p[i] != 3.0f * i;
  // CHECK: through the attached member: bad 0
  printf("through the attached member: bad %d\n", bad);
  // CHECK-NEXT: host pointer kept: 1
  printf("host pointer kept: %d\n", s->p == host_p);
  free(host_p);
  free(s);
  return 0;
}
