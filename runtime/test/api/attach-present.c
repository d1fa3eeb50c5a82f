// REQUIRES: host-offload
// RUN: %cc %offload %s -o %t %libacc
// RUN: env ACC_DEVICE_TYPE=nvidia %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=host %t | FileCheck %s --check-prefix=HOST

// __accc_attach_present (runtime/src/Attach.cpp, rules 8 and 9), on
// libomptarget's host plugin (device memory of its own): the attach action
// that accc puts before a directive whose data clause names a pointer
// member's target (`present(s->a[0:n])`, lib/Transform/AttachToOMP.cpp rule
// 7), with acc_detach after it where it counted; and the attachment
// counters of acc_attach / acc_detach ending with the device copy they
// wrote (rule 4a). The device copy of the pointer is read back with
// omp_target_memcpy.

#include <omp.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 64

struct S {
  int n;
  double *a;
};

static int dev;

// The value the device copy of the pointer at p holds.
static void *device_value(void **p) {
  void *v = NULL;
  omp_target_memcpy(&v, acc_deviceptr(p), sizeof v, 0, 0,
                    omp_get_initial_device(), dev);
  return v;
}

static const char *state(void **p) {
  void *v = device_value(p);
  if (v == acc_deviceptr(*p))
    return "attached";
  return v == *p ? "host address" : "other";
}

int main(void) {
  double *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b);
  struct S *s = malloc(sizeof *s);
  s->n = N;
  s->a = a;
  if (acc_get_device_type() == acc_device_host) {
    // Rule 2: shared memory, no action (and no device copy to read).
    __accc_attach_present((void **)&s->a);
    printf("host: no action\n");
    // HOST: host: no action
    return 0;
  }
  dev = omp_get_default_device();

  // Neither the pointer nor its target present, or the target alone: no
  // action.
  int r1 = __accc_attach_present((void **)&s->a);
  acc_copyin(a, N * sizeof *a);
  int r2 = __accc_attach_present((void **)&s->a);
  printf("absent: %d %d\n", r1, r2);
  // CHECK: absent: 0 0
  // The target entered first, then the struct: OpenMP leaves the device
  // copy of s->a with the host address; the attach action points it at a
  // and counts, acc_detach at the region's end gives the host address back.
  acc_copyin(s, sizeof *s);
  printf("struct after array: %s\n", state((void **)&s->a));
  // CHECK-NEXT: struct after array: host address
  int r = __accc_attach_present((void **)&s->a);
  printf("attach present: %d %s\n", r, state((void **)&s->a));
  // CHECK-NEXT: attach present: 1 attached
  // Nested: counts one more, and only the outer detach restores.
  r = __accc_attach_present((void **)&s->a);
  printf("nested: %d %s\n", r, state((void **)&s->a));
  // CHECK-NEXT: nested: 1 attached
  acc_detach((void **)&s->a);
  printf("inner detach: %s\n", state((void **)&s->a));
  // CHECK-NEXT: inner detach: attached
  acc_detach((void **)&s->a);
  printf("outer detach: %s\n", state((void **)&s->a));
  // CHECK-NEXT: outer detach: host address

  // Rule 9: an update of the struct writes the host address again, which
  // libacc learns of: the next call attaches again.
  acc_update_device(s, sizeof *s);
  r = __accc_attach_present((void **)&s->a);
  printf("after update: %d %s\n", r, state((void **)&s->a));
  // CHECK-NEXT: after update: 1 attached
  acc_detach((void **)&s->a);
#pragma omp target update to(s[0:1])
  r = __accc_attach_present((void **)&s->a);
  printf("after target update: %d %s\n", r, state((void **)&s->a));
  // CHECK-NEXT: after target update: 1 attached
  acc_detach((void **)&s->a);

  // A new target: attached to it; a target that is not present: no action.
  acc_copyin(b, N * sizeof *b);
  s->a = b;
  r = __accc_attach_present((void **)&s->a);
  printf("new target: %d %s\n", r, state((void **)&s->a));
  // CHECK-NEXT: new target: 1 attached
  acc_detach((void **)&s->a);
  double *c = malloc(N * sizeof *c);
  s->a = c;
  r = __accc_attach_present((void **)&s->a);
  printf("absent target: %d\n", r);
  // CHECK-NEXT: absent target: 0
  s->a = a;

  // Attached by OpenMP (a directive that mapped the target anew): left as
  // it is, not counted.
  acc_delete(a, N * sizeof *a);
#pragma omp target enter data map(to: s->a[0:N])
  printf("attached by OpenMP: %s\n", state((void **)&s->a));
  // CHECK-NEXT: attached by OpenMP: attached
  r = __accc_attach_present((void **)&s->a);
  printf("not counted: %d %s\n", r, state((void **)&s->a));
  // CHECK-NEXT: not counted: 0 attached
  // libomptarget writes its attached pointers again after it copies their
  // storage to the device.
  acc_update_device(s, sizeof *s);
  printf("update keeps it: %s\n", state((void **)&s->a));
  // CHECK-NEXT: update keeps it: attached
#pragma omp target exit data map(release: s->a[0:N])
  acc_delete(s, sizeof *s);
  acc_copyin(a, N * sizeof *a);
  acc_copyin(s, sizeof *s);

  // Rule 4a: an acc_attach's counter ends with the device copy it wrote.
  // Attached, the struct deleted and copied in again (the host address on
  // the device), attached again: written again, and one detach restores.
  acc_attach((void **)&s->a);
  acc_delete(s, sizeof *s);
  acc_copyin(s, sizeof *s);
  acc_attach((void **)&s->a);
  printf("acc_attach of a new copy: %s\n", state((void **)&s->a));
  // CHECK-NEXT: acc_attach of a new copy: attached
  acc_detach((void **)&s->a);
  printf("its acc_detach: %s\n", state((void **)&s->a));
  // CHECK-NEXT: its acc_detach: host address
  // Attached, then an update wrote the host address: a detach has nothing
  // to restore and leaves no count behind.
  acc_attach((void **)&s->a);
  acc_update_device(s, sizeof *s);
  acc_detach((void **)&s->a);
  acc_attach((void **)&s->a);
  printf("after a stale detach: %s\n", state((void **)&s->a));
  // CHECK-NEXT: after a stale detach: attached

  // A kernel sees the array through the struct.
  for (int i = 0; i < N; ++i)
    a[i] = i;
  acc_update_device(a, N * sizeof *a);
#pragma omp target map(present, alloc: s[0:1])
  for (int i = 0; i < s->n; ++i)
    s->a[i] *= 2;
  acc_update_self(a, N * sizeof *a);
  printf("kernel: %g %g\n", a[1], a[N - 1]);
  // CHECK-NEXT: kernel: 2 126
  // A kernel without arguments: libacc's wrapper reads its maps (rule 9)
  // as the program passed them, not as libomptarget leaves them.
#pragma omp target
  ;
  printf("empty kernel\n");
  // CHECK-NEXT: empty kernel
  free(a), free(b), free(c), free(s);
  return 0;
}
