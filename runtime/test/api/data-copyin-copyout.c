// RUN: %cc %s %libacc -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=OUT --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --allow-empty --input-file=%t.err %s
// ERR-NOT: {{.}}
// OUT-NOT: FAIL

// OpenACC 3.3, sec. 3.2.18 - 3.2.19: acc_copyin and acc_copyout (and their
// _async forms) change the dynamic reference count; the data moves only when
// it is created and when the count drops to zero. With the host as the
// current device (no GPU) the data is in shared memory and nothing moves:
// each check states what holds in both cases.

#include <openacc.h>
#include <stdio.h>

#define EXPECT(What, Cond) printf("%s: %s\n", What, (Cond) ? "ok" : "FAIL")

enum { N = 1000 };
static int A[N];

/// Element I of the device copy of A.
static int deviceValue(int I) {
  int V = -1;
  acc_memcpy_from_device(&V, (int *)acc_deviceptr(A) + I, sizeof(V));
  return V;
}

int main(void) {
  int Shared = acc_get_device_type() == acc_device_host;
  for (int I = 0; I < N; ++I)
    A[I] = I;

  // OUT-LABEL: copyin
  printf("copyin\n");
  int *D = (int *)acc_copyin(A, sizeof(A));
  EXPECT("returns the device copy", D != NULL && D == acc_deviceptr(A));
  // OUT-NEXT: returns the device copy: ok
  EXPECT("shared memory returns the argument", !Shared || D == A);
  // OUT-NEXT: shared memory returns the argument: ok
  EXPECT("present", acc_is_present(A, sizeof(A)));
  // OUT-NEXT: present: ok
  EXPECT("values copied", deviceValue(0) == 0 && deviceValue(N - 1) == N - 1);
  // OUT-NEXT: values copied: ok

  // A second copyin of present data counts and copies nothing.
  A[5] = -5;
  EXPECT("second copyin returns the same copy", acc_copyin(A, sizeof(A)) == D);
  // OUT-NEXT: second copyin returns the same copy: ok
  EXPECT("second copyin copies nothing", deviceValue(5) == (Shared ? -5 : 5));
  // OUT-NEXT: second copyin copies nothing: ok
  // A subarray of present data is present, with the same layout.
  EXPECT("subarray copyin", acc_copyin(A + 10, 10 * sizeof(int)) == D + 10);
  // OUT-NEXT: subarray copyin: ok
  acc_copyout(A + 10, 10 * sizeof(int));

  // OUT-LABEL: copyout
  printf("copyout\n");
  // Count 2 -> 1: the data stays and the host copy is not updated.
  A[5] = 5;
  acc_memcpy_to_device(D + 7, &(int){70}, sizeof(int));
  acc_copyout(A, sizeof(A));
  EXPECT("still present after one copyout", acc_is_present(A, sizeof(A)));
  // OUT-NEXT: still present after one copyout: ok
  EXPECT("host copy not updated", A[7] == (Shared ? 70 : 7));
  // OUT-NEXT: host copy not updated: ok
  // Count 1 -> 0: copied back and unmapped.
  acc_copyout_async(A, sizeof(A), 3);
  acc_wait(3);
  EXPECT("copied back", A[7] == 70);
  // OUT-NEXT: copied back: ok
  EXPECT("absent after the last copyout", Shared || !acc_is_present(A, sizeof(A)));
  // OUT-NEXT: absent after the last copyout: ok
  EXPECT("no device pointer", Shared || acc_deviceptr(A) == NULL);
  // OUT-NEXT: no device pointer: ok

  // OUT-LABEL: absent and empty data
  printf("absent and empty data\n");
  acc_copyout(A, sizeof(A)); // sec. 3.2.19: absent data, no action
  EXPECT("copyout of absent data", Shared || !acc_is_present(A, sizeof(A)));
  // OUT-NEXT: copyout of absent data: ok
  EXPECT("copyin of null", acc_copyin(NULL, 8) == NULL);
  // OUT-NEXT: copyin of null: ok
  EXPECT("copyin of 0 bytes", acc_copyin(A, 0) == NULL);
  // OUT-NEXT: copyin of 0 bytes: ok
  acc_copyout(NULL, 8);
  acc_copyout(A, 0);

  // OUT-LABEL: async
  printf("async\n");
  acc_copyin_async(A, sizeof(A), acc_async_noval);
  acc_wait_all();
  EXPECT("copyin_async", acc_is_present(A, sizeof(A)) && deviceValue(7) == 70);
  // OUT-NEXT: copyin_async: ok
  acc_copyout_async(A, sizeof(A), acc_async_sync);
  EXPECT("copyout_async", Shared || !acc_is_present(A, sizeof(A)));
  // OUT-NEXT: copyout_async: ok
  return 0;
}
