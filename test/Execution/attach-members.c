// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// The attach action of data clauses that name a pointer member's target
// (OpenACC 3.3 sec. 2.7.2; lib/Transform/AttachToOMP.cpp rule 7), where
// OpenMP would not attach: the pointer and its target both present before
// the directive. (1) A struct entered after its array: a `present`
// construct reaches the array through the struct. (2) The array made
// present by acc_copyin (no attach) and a chain s->next->a (GCC's
// deep-copy-14), copied out at the end with its host pointer (each
// construct detached what it attached). (3) A data region over both, after
// an update of the struct wrote its host pointer to the device again.

#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct S {
  int n;
  double *a;
  struct S *next;
} S;

int main(void) {
  const int n = 1000;
  double *a = malloc(n * sizeof *a);
  for (int i = 0; i < n; i++)
    a[i] = i;
  S *s = malloc(sizeof *s);
  s->n = n;
  s->next = NULL;

  // (1)
  #pragma acc enter data copyin(a[0:n])
  s->a = a;
  #pragma acc enter data copyin(s[0:1])
  #pragma acc parallel loop present(s->a[0:n])
  for (int i = 0; i < n; i++)
    s->a[i] *= 2;
  #pragma acc exit data copyout(a[0:n])
  printf("struct after array: %g %g\n", a[1], a[n - 1]);
  // CHECK: struct after array: 2 1998

  // (2)
  S *t = malloc(sizeof *t);
  t->n = n;
  t->a = malloc(n * sizeof(double));
  t->next = NULL;
  for (int i = 0; i < n; i++)
    t->a[i] = 0;
  s->next = t;
  #pragma acc update device(s[0:1])
  acc_copyin(t, sizeof *t);
  for (int k = 0; k < 10; k++) {
    acc_copyin(t->a, n * sizeof(double));
    acc_attach((void **)&s->next);
    #pragma acc parallel loop copy(s->next->a[0:n])
    for (int j = 0; j < n; j++)
      s->next->a[j] += 1;
    acc_detach((void **)&s->next);
    acc_copyout(t->a, n * sizeof(double));
  }
  printf("chain: %g %g\n", t->a[0], t->a[n - 1]);
  // CHECK-NEXT: chain: 10 10

  // (3)
  for (int i = 0; i < n; i++)
    a[i] = i;
  #pragma acc enter data copyin(a[0:n])
  #pragma acc update device(s[0:1])
  #pragma acc data present(s[0:1], s->a[0:n])
  {
    #pragma acc parallel loop
    for (int i = 0; i < s->n; i++)
      s->a[i] += 1;
  }
  #pragma acc exit data copyout(a[0:n])
  #pragma acc exit data delete(s[0:1])
  // The struct copied out after the constructs: each detached what it
  // attached, so its pointer is the host's again.
  double *ta = t->a;
  acc_copyout(t, sizeof *t);
  printf("data region: %g %g\n", a[0], a[n - 1]);
  // CHECK-NEXT: data region: 1 1000
  printf("copied out: %s\n", t->a == ta ? "host pointer" : "device pointer");
  // CHECK-NEXT: copied out: host pointer
  free(t->a);
  free(t);
  free(a);
  free(s);
  return 0;
}
