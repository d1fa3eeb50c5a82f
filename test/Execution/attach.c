// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// attach on `data` and on compute constructs (OpenACC 3.3 sec. 2.7.13,
// 2.6.8): the structured attachment lasts for the region. A struct copied
// in shallowly holds the host address of its member on the device; the
// array is mapped on its own (acc_copyin, no attach). Inside `data
// attach(s->p)` kernels reach the array through s->p; after the region the
// device copy of s->p holds the host address again (observed by a kernel
// that reads the pointer's value). `parallel attach(s->p)` does the same
// for one construct, also with async. A local pointer in `attach` has no
// device copy: kernels use the device address of its target (rule 5 of
// AttachToOMP.cpp).

#include <openacc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

struct S {
  int n;
  float *p;
};

/// The value of s->p as the device sees it (the host sees its own).
static uintptr_t device_value(struct S *s) {
  uintptr_t v = 0;
#pragma acc serial present(s[0:1]) copyout(v)
  v = (uintptr_t)s->p;
  return v;
}

int main(void) {
  struct S *s = (struct S *)malloc(sizeof(struct S));
  s->n = 1024;
  float *host_p = (float *)malloc(s->n * sizeof(float));
  s->p = host_p;
  for (int i = 0; i < s->n; ++i)
    s->p[i] = i;
  int on_host = acc_get_device_type() == acc_device_host ||
                acc_get_num_devices(acc_device_not_host) == 0;
#pragma acc enter data copyin(s[0:1])
  acc_copyin(host_p, s->n * sizeof(float));
  uintptr_t dev_p = (uintptr_t)acc_deviceptr(host_p);

  int attached_inside = 0;
#pragma acc data attach(s->p)
  {
    attached_inside = device_value(s) == dev_p;
#pragma acc parallel loop present(s[0:1])
    for (int i = 0; i < s->n; ++i)
      s->p[i] = 2 * s->p[i];
  }
  int detached_after = device_value(s) == (uintptr_t)host_p;

#pragma acc parallel loop present(s[0:1]) attach(s->p)
  for (int i = 0; i < s->n; ++i)
    s->p[i] += 1;
  int detached_after_compute = device_value(s) == (uintptr_t)host_p;

#pragma acc parallel loop present(s[0:1]) attach(s->p) async(3)
  for (int i = 0; i < s->n; ++i)
    s->p[i] += 1;
#pragma acc wait(3)

  float *loc = host_p;
#pragma acc data attach(loc)
#pragma acc parallel loop attach(loc)
  for (int i = 0; i < s->n; ++i)
    loc[i] *= 10;

  acc_copyout(host_p, s->n * sizeof(float));
#pragma acc exit data copyout(s[0:1])
  int bad = 0;
  for (int i = 0; i < s->n; ++i)
    bad += host_p[i] != 10.0f * (2.0f * i + 2);
  // CHECK: attached in the data region: 1
  printf("attached in the data region: %d\n", on_host || attached_inside);
  // CHECK-NEXT: detached after it: 1
  printf("detached after it: %d\n", on_host || detached_after);
  // CHECK-NEXT: detached after the compute construct: 1
  printf("detached after the compute construct: %d\n",
         on_host || detached_after_compute);
  // CHECK-NEXT: through the attached pointers: bad 0
  printf("through the attached pointers: bad %d\n", bad);
  // CHECK-NEXT: host pointer kept: 1
  printf("host pointer kept: %d\n", s->p == host_p);
  free(host_p);
  free(s);
  return 0;
}
