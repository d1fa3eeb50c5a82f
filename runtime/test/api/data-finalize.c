// RUN: %cc %s %libacc -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=OUT --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --allow-empty --input-file=%t.err %s
// ERR-NOT: {{.}}
// OUT-NOT: FAIL

// OpenACC 3.3, sec. 3.2.19: acc_copyout_finalize and acc_delete_finalize set
// the dynamic reference count to zero, whatever it was: one call unmaps data
// that several acc_copyin calls counted. Each check holds on a GPU and with
// the host as the current device.

#include <openacc.h>
#include <stdio.h>

#define EXPECT(What, Cond) printf("%s: %s\n", What, (Cond) ? "ok" : "FAIL")

int main(void) {
  int Shared = acc_get_device_type() == acc_device_host;
  long A[64], B[64];
  for (int I = 0; I < 64; ++I)
    A[I] = B[I] = I;

  // OUT-LABEL: copyout_finalize
  printf("copyout_finalize\n");
  long *D = (long *)acc_copyin(A, sizeof(A));
  acc_copyin(A, sizeof(A));
  acc_copyin(A, sizeof(A));
  acc_memcpy_to_device(D, &(long){-1}, sizeof(long));
  acc_copyout_finalize(A, sizeof(A));
  EXPECT("absent after finalize", Shared || !acc_is_present(A, sizeof(A)));
  // OUT-NEXT: absent after finalize: ok
  EXPECT("copied back", A[0] == -1 && A[63] == 63);
  // OUT-NEXT: copied back: ok

  // OUT-LABEL: copyout_finalize_async
  printf("copyout_finalize_async\n");
  D = (long *)acc_copyin(A, sizeof(A));
  acc_copyin(A, sizeof(A));
  acc_memcpy_to_device(D + 1, &(long){-2}, sizeof(long));
  acc_copyout_finalize_async(A, sizeof(A), 4);
  acc_wait(4);
  EXPECT("absent", Shared || !acc_is_present(A, sizeof(A)));
  // OUT-NEXT: absent: ok
  EXPECT("copied back", A[1] == -2);
  // OUT-NEXT: copied back: ok

  // OUT-LABEL: delete_finalize
  printf("delete_finalize\n");
  D = (long *)acc_create(B, sizeof(B));
  acc_create(B, sizeof(B));
  acc_copyin(B, sizeof(B));
  acc_memcpy_to_device(D + 2, &(long){-3}, sizeof(long));
  acc_delete_finalize(B, sizeof(B));
  EXPECT("absent", Shared || !acc_is_present(B, sizeof(B)));
  // OUT-NEXT: absent: ok
  EXPECT("not copied back", B[2] == (Shared ? -3 : 2));
  // OUT-NEXT: not copied back: ok
  acc_create(B, sizeof(B));
  acc_create(B, sizeof(B));
  acc_delete_finalize_async(B, sizeof(B), acc_async_noval);
  acc_wait(acc_async_noval);
  EXPECT("delete_finalize_async", Shared || !acc_is_present(B, sizeof(B)));
  // OUT-NEXT: delete_finalize_async: ok

  // OUT-LABEL: absent data
  printf("absent data\n");
  acc_copyout_finalize(B, sizeof(B));
  acc_delete_finalize(B, sizeof(B));
  acc_delete_finalize(NULL, 0);
  printf("no action\n");
  // OUT-NEXT: no action
  return 0;
}
