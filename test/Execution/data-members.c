// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// Struct members in data clauses (OpenACC 3.3 sec. 2.7.1 "var" may be a
// member, sec. 2.6.4 attach): a struct copied in, then a subarray through
// its pointer member, attaches the member in the device copy of the struct,
// so compute constructs dereference it on the device; update and copyout
// of the member's data; a struct variable (not a pointer) with an array
// member and a pointer member in a data construct.

#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

struct Vec {
  int n;
  float *p;
  float a[4];
};

int main(void) {
  int Shared = acc_get_device_type() == acc_device_host;
  struct Vec *v = (struct Vec *)malloc(sizeof(struct Vec));
  v->n = 1000;
  v->p = (float *)malloc(v->n * sizeof(float));
  for (int i = 0; i < v->n; ++i)
    v->p[i] = i;

  // CHECK-LABEL: case pointer-member
  printf("case pointer-member\n");
#pragma acc enter data copyin(v[0:1]) copyin(v->p[0:v->n])
#pragma acc parallel loop present(v[0:1], v->p[0:v->n])
  for (int i = 0; i < v->n; ++i)
    v->p[i] = 2 * v->p[i] + 1;
  // The host copy is stale until the update (on a GPU).
  int bad = 0;
  for (int i = 0; i < v->n; ++i)
    bad += v->p[i] != (Shared ? 2.0f * i + 1 : (float)i);
  // CHECK-NEXT: before update: ok
  printf("before update: %s\n", bad ? "bad" : "ok");
#pragma acc update self(v->p[0:v->n / 2])
  bad = 0;
  for (int i = 0; i < v->n; ++i)
    bad += v->p[i] != (i < v->n / 2 || Shared ? 2.0f * i + 1 : (float)i);
  // CHECK-NEXT: after partial update: ok
  printf("after partial update: %s\n", bad ? "bad" : "ok");
#pragma acc parallel loop present(v[0:1], v->p[0:v->n])
  for (int i = 0; i < v->n; ++i)
    v->p[i] += 1;
#pragma acc exit data copyout(v->p[0:v->n]) delete(v[0:1])
  bad = 0;
  for (int i = 0; i < v->n; ++i)
    bad += v->p[i] != 2.0f * i + 2;
  // The host struct keeps its host pointer after the delete.
  // CHECK-NEXT: after copyout: ok, host pointer kept: 1
  printf("after copyout: %s, host pointer kept: %d\n", bad ? "bad" : "ok",
         acc_is_present(v->p, v->n * sizeof(float)) == Shared);

  // CHECK-LABEL: case struct-variable
  printf("case struct-variable\n");
  struct Vec s;
  s.n = 8;
  s.p = (float *)malloc(s.n * sizeof(float));
  for (int i = 0; i < s.n; ++i)
    s.p[i] = 10 * i;
  for (int i = 0; i < 4; ++i)
    s.a[i] = i;
  float out[4];
#pragma acc data copyin(s) copyin(s.p[0:s.n]) copyout(out[0:4])
  {
#pragma acc parallel loop
    for (int i = 0; i < 4; ++i)
      out[i] = s.a[i] + s.p[2 * i];
  }
  // CHECK-NEXT: out 0 21 42 63
  printf("out %g %g %g %g\n", out[0], out[1], out[2], out[3]);
  free(s.p);
  free(v->p);
  free(v);
  return 0;
}
