// RUN: %cc %s %libacc -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=OUT --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --allow-empty --input-file=%t.err %s
// ERR-NOT: {{.}}
// OUT-NOT: FAIL

// OpenACC 3.3, sec. 3.2.18: acc_present_or_copyin and acc_pcopyin are
// OpenACC 2.0 names of acc_copyin, acc_present_or_create and acc_pcreate of
// acc_create: they count like acc_copyin (the 2.0 routines did not).

#include <openacc.h>
#include <stdio.h>

#define EXPECT(What, Cond) printf("%s: %s\n", What, (Cond) ? "ok" : "FAIL")

int main(void) {
  int Shared = acc_get_device_type() == acc_device_host;
  int A[16], B[16];
  for (int I = 0; I < 16; ++I)
    A[I] = B[I] = I;
  int *D = (int *)acc_present_or_copyin(A, sizeof(A));
  EXPECT("present_or_copyin copies", D != NULL && acc_is_present(A, sizeof(A)));
  // OUT: present_or_copyin copies: ok
  int V = -1;
  acc_memcpy_from_device(&V, D + 4, sizeof(V));
  EXPECT("values", V == 4);
  // OUT-NEXT: values: ok
  EXPECT("pcopyin of present data", acc_pcopyin(A, sizeof(A)) == D);
  // OUT-NEXT: pcopyin of present data: ok
  acc_delete(A, sizeof(A));
  EXPECT("counted twice", acc_is_present(A, sizeof(A)));
  // OUT-NEXT: counted twice: ok
  acc_delete(A, sizeof(A));
  EXPECT("gone", Shared || !acc_is_present(A, sizeof(A)));
  // OUT-NEXT: gone: ok

  int *E = (int *)acc_present_or_create(B, sizeof(B));
  EXPECT("present_or_create", E != NULL && acc_pcreate(B, sizeof(B)) == E);
  // OUT-NEXT: present_or_create: ok
  acc_delete_finalize(B, sizeof(B));
  EXPECT("gone", Shared || !acc_is_present(B, sizeof(B)));
  // OUT-NEXT: gone: ok
  return 0;
}
