// RUN: %cc %s %libacc -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=OUT --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --allow-empty --input-file=%t.err %s
// ERR-NOT: {{.}}
// OUT-NOT: FAIL

// OpenACC 3.3, sec. 3.2.18 - 3.2.19: acc_create allocates without copying,
// acc_delete decrements the dynamic count and unmaps at zero without
// copying back. Each check holds on a GPU and with the host as the current
// device (shared memory).

#include <openacc.h>
#include <stdio.h>

#define EXPECT(What, Cond) printf("%s: %s\n", What, (Cond) ? "ok" : "FAIL")

enum { N = 256 };

int main(void) {
  int Shared = acc_get_device_type() == acc_device_host;
  double X[N];
  for (int I = 0; I < N; ++I)
    X[I] = I;

  // OUT-LABEL: create
  printf("create\n");
  double *D = (double *)acc_create(X, sizeof(X));
  EXPECT("returns the device copy", D != NULL && D == acc_deviceptr(X));
  // OUT-NEXT: returns the device copy: ok
  EXPECT("present", acc_is_present(X, sizeof(X)));
  // OUT-NEXT: present: ok
  double Seven = 7.5;
  acc_memcpy_to_device(D + 3, &Seven, sizeof(Seven));
  EXPECT("second create returns the same copy", acc_create(X, sizeof(X)) == D);
  // OUT-NEXT: second create returns the same copy: ok
  acc_create_async(X, sizeof(X), 1); // count 3
  acc_wait_async(1, 2);
  acc_wait(2);

  // OUT-LABEL: delete
  printf("delete\n");
  acc_delete(X, sizeof(X));
  acc_delete_async(X, sizeof(X), 0);
  acc_wait(0);
  EXPECT("present while counted", acc_is_present(X, sizeof(X)));
  // OUT-NEXT: present while counted: ok
  acc_delete(X, sizeof(X));
  EXPECT("absent at count 0", Shared || !acc_is_present(X, sizeof(X)));
  // OUT-NEXT: absent at count 0: ok
  // delete never copies back; in shared memory the write went to X itself.
  EXPECT("host copy untouched by delete", X[3] == (Shared ? 7.5 : 3.0));
  // OUT-NEXT: host copy untouched by delete: ok

  // OUT-LABEL: absent and empty data
  printf("absent and empty data\n");
  acc_delete(X, sizeof(X));
  acc_delete(NULL, 8);
  acc_delete(X, 0);
  EXPECT("create of null", acc_create(NULL, 8) == NULL);
  // OUT-NEXT: create of null: ok
  EXPECT("delete of absent data is no action", Shared || !acc_is_present(X, 8));
  // OUT-NEXT: delete of absent data is no action: ok
  return 0;
}
