// RUN: %cc %s %libacc -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=OUT --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --allow-empty --input-file=%t.err %s
// ERR-NOT: {{.}}
// OUT-NOT: FAIL

// OpenACC 3.3, sec. 3.2.23 - 3.2.25: acc_deviceptr, acc_hostptr and
// acc_is_present. acc_is_present is true only if the whole range is present;
// with bytes 0, if the address is. acc_deviceptr and acc_hostptr translate
// addresses inside mapped data too. With the host as the current device all
// memory is shared: every address is present and maps to itself.

#include <openacc.h>
#include <stdio.h>

#define EXPECT(What, Cond) printf("%s: %s\n", What, (Cond) ? "ok" : "FAIL")

int main(void) {
  int Shared = acc_get_device_type() == acc_device_host;
  char Buf[1000];

  // OUT-LABEL: absent
  printf("absent\n");
  EXPECT("not present", Shared || !acc_is_present(Buf, sizeof(Buf)));
  // OUT-NEXT: not present: ok
  EXPECT("no device pointer", acc_deviceptr(Buf) == (Shared ? Buf : NULL));
  // OUT-NEXT: no device pointer: ok
  EXPECT("null", acc_deviceptr(NULL) == NULL && acc_hostptr(NULL) == NULL);
  // OUT-NEXT: null: ok

  // OUT-LABEL: present subarray
  printf("present subarray\n");
  char *D = (char *)acc_copyin(Buf + 100, 200); // Buf[100:200]
  EXPECT("whole subarray", acc_is_present(Buf + 100, 200));
  // OUT-NEXT: whole subarray: ok
  EXPECT("inner range", acc_is_present(Buf + 150, 50));
  // OUT-NEXT: inner range: ok
  EXPECT("one address, 0 bytes", acc_is_present(Buf + 299, 0));
  // OUT-NEXT: one address, 0 bytes: ok
  EXPECT("one byte past the end", Shared || !acc_is_present(Buf + 300, 1));
  // OUT-NEXT: one byte past the end: ok
  EXPECT("overlaps the end", Shared || !acc_is_present(Buf + 250, 100));
  // OUT-NEXT: overlaps the end: ok
  EXPECT("overlaps the start", Shared || !acc_is_present(Buf + 50, 100));
  // OUT-NEXT: overlaps the start: ok
  EXPECT("encloses it", Shared || !acc_is_present(Buf, sizeof(Buf)));
  // OUT-NEXT: encloses it: ok
  EXPECT("deviceptr of the start", acc_deviceptr(Buf + 100) == D);
  // OUT-NEXT: deviceptr of the start: ok
  EXPECT("deviceptr inside", acc_deviceptr(Buf + 123) == D + 23);
  // OUT-NEXT: deviceptr inside: ok
  EXPECT("hostptr of the start", acc_hostptr(D) == Buf + 100);
  // OUT-NEXT: hostptr of the start: ok
  EXPECT("hostptr inside", acc_hostptr(D + 199) == Buf + 299);
  // OUT-NEXT: hostptr inside: ok
  EXPECT("hostptr past the end", Shared || acc_hostptr(D + 200) != Buf + 300);
  // OUT-NEXT: hostptr past the end: ok

  // OUT-LABEL: after delete
  printf("after delete\n");
  acc_delete(Buf + 100, 200);
  EXPECT("not present", Shared || !acc_is_present(Buf + 100, 200));
  // OUT-NEXT: not present: ok
  EXPECT("hostptr forgets", Shared || acc_hostptr(D) == NULL);
  // OUT-NEXT: hostptr forgets: ok

  // A second mapping gets its own device addresses for hostptr.
  // OUT-LABEL: two mappings
  printf("two mappings\n");
  int X[10], Y[10];
  int *DX = (int *)acc_create(X, sizeof(X));
  int *DY = (int *)acc_create(Y, sizeof(Y));
  EXPECT("hostptr of each", acc_hostptr(DX + 9) == X + 9 && acc_hostptr(DY) == Y);
  // OUT-NEXT: hostptr of each: ok
  acc_delete(X, sizeof(X));
  acc_delete(Y, sizeof(Y));
  return 0;
}
