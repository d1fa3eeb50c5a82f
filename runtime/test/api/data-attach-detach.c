// RUN: %cc %s %libacc -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=OUT --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --allow-empty --input-file=%t.err %s
// ERR-NOT: {{.}}
// OUT-NOT: FAIL

// OpenACC 3.3, sec. 3.2.29: acc_attach points the device copy of a pointer
// at the device copy of its target, counting attachments; acc_detach
// restores the host value when the count drops to zero, acc_detach_finalize
// at once. With the host as the current device nothing changes: the one
// copy of the pointer already points at the one copy of the target.

#include <openacc.h>
#include <stdio.h>

#define EXPECT(What, Cond) printf("%s: %s\n", What, (Cond) ? "ok" : "FAIL")

struct Vec {
  int N;
  double *Data;
};

/// The value of the device copy of V->Data.
static double *deviceData(struct Vec *V) {
  double *P = NULL;
  acc_memcpy_from_device(&P, acc_deviceptr(&V->Data), sizeof(P));
  return P;
}

int main(void) {
  int Shared = acc_get_device_type() == acc_device_host;
  double Buf[32];
  struct Vec V = {32, Buf};
  acc_copyin(&V, sizeof(V));
  double *D = (double *)acc_copyin(Buf, sizeof(Buf));

  // OUT-LABEL: attach
  printf("attach\n");
  EXPECT("host value before attach", deviceData(&V) == Buf);
  // OUT-NEXT: host value before attach: ok
  acc_attach((void **)&V.Data);
  EXPECT("device address after attach", deviceData(&V) == D);
  // OUT-NEXT: device address after attach: ok
  acc_attach_async((void **)&V.Data, 1); // count 2
  acc_wait(1);

  // OUT-LABEL: detach
  printf("detach\n");
  acc_detach((void **)&V.Data);
  EXPECT("still attached at count 1", deviceData(&V) == D);
  // OUT-NEXT: still attached at count 1: ok
  acc_detach_async((void **)&V.Data, 1);
  acc_wait(1);
  EXPECT("host value at count 0", deviceData(&V) == Buf);
  // OUT-NEXT: host value at count 0: ok
  acc_detach((void **)&V.Data); // not attached: no action
  EXPECT("detach of a detached pointer", deviceData(&V) == Buf);
  // OUT-NEXT: detach of a detached pointer: ok

  // OUT-LABEL: finalize
  printf("finalize\n");
  acc_attach((void **)&V.Data);
  acc_attach((void **)&V.Data);
  acc_attach((void **)&V.Data);
  acc_detach_finalize((void **)&V.Data);
  EXPECT("host value", deviceData(&V) == Buf);
  // OUT-NEXT: host value: ok
  acc_attach((void **)&V.Data);
  acc_detach_finalize_async((void **)&V.Data, acc_async_noval);
  acc_wait_all();
  EXPECT("host value after the async form", deviceData(&V) == Buf);
  // OUT-NEXT: host value after the async form: ok

  // OUT-LABEL: absent target
  printf("absent target\n");
  double Other[4];
  V.Data = Other;
  acc_update_device(&V, sizeof(V));
  acc_attach((void **)&V.Data); // target not present: no action
  EXPECT("unchanged", deviceData(&V) == Other);
  // OUT-NEXT: unchanged: ok
  EXPECT("shared", !Shared || acc_deviceptr(&V.Data) == &V.Data);
  // OUT-NEXT: shared: ok
  acc_attach(NULL);
  acc_detach(NULL);
  acc_delete(Buf, sizeof(Buf));
  acc_delete(&V, sizeof(V));
  return 0;
}
