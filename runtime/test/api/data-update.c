// RUN: %cc %s %libacc -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=OUT --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --allow-empty --input-file=%t.err %s
// ERR-NOT: {{.}}
// OUT-NOT: FAIL

// OpenACC 3.3, sec. 3.2.20: acc_update_device copies the host copy of
// present data to the device copy, acc_update_self the other way, whatever
// the reference counts. Updates of a subarray copy only that part. Each
// check holds on a GPU and with the host as the current device (where both
// copies are one).

#include <openacc.h>
#include <stdio.h>

#define EXPECT(What, Cond) printf("%s: %s\n", What, (Cond) ? "ok" : "FAIL")

enum { N = 100 };

int main(void) {
  int Shared = acc_get_device_type() == acc_device_host;
  float A[N];
  for (int I = 0; I < N; ++I)
    A[I] = I;
  float *D = (float *)acc_create(A, sizeof(A));

  // OUT-LABEL: update_device
  printf("update_device\n");
  acc_update_device(A, sizeof(A));
  float V[N];
  acc_memcpy_from_device(V, D, sizeof(V));
  EXPECT("whole array", V[0] == 0 && V[N - 1] == N - 1);
  // OUT-NEXT: whole array: ok
  A[10] = -10;
  A[11] = -11;
  acc_update_device_async(A + 10, sizeof(float), 2);
  acc_wait(2);
  acc_memcpy_from_device(V, D, sizeof(V));
  EXPECT("subarray only", V[10] == -10 && V[11] == (Shared ? -11 : 11));
  // OUT-NEXT: subarray only: ok

  // OUT-LABEL: update_self
  printf("update_self\n");
  for (int I = 0; I < N; ++I)
    V[I] = 2 * I;
  acc_memcpy_to_device(D, V, sizeof(V));
  acc_update_self(A + 50, 10 * sizeof(float));
  EXPECT("subarray", A[50] == 100 && A[59] == 118);
  // OUT-NEXT: subarray: ok
  EXPECT("outside the subarray", A[60] == (Shared ? 120 : 60));
  // OUT-NEXT: outside the subarray: ok
  acc_update_self_async(A, sizeof(A), acc_async_sync);
  EXPECT("whole array", A[0] == 0 && A[99] == 198);
  // OUT-NEXT: whole array: ok

  // OUT-LABEL: null and empty
  printf("null and empty\n");
  acc_update_device(NULL, 4);
  acc_update_self(A, 0);
  printf("no action\n");
  // OUT-NEXT: no action
  acc_delete(A, sizeof(A));
  return 0;
}
