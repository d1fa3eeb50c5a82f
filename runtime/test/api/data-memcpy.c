// RUN: %cc %s %libacc -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=OUT --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --allow-empty --input-file=%t.err %s
// ERR-NOT: {{.}}
// OUT-NOT: FAIL

// OpenACC 3.3, sec. 3.2.26 - 3.2.28 and 3.2.30: acc_memcpy_to_device,
// acc_memcpy_from_device, acc_memcpy_device (device addresses of the current
// device) and acc_memcpy_d2d (device copies of host data, by device number).
// With the host as the current device, device memory is host memory.

#include <openacc.h>
#include <stdio.h>
#include <string.h>

#define EXPECT(What, Cond) printf("%s: %s\n", What, (Cond) ? "ok" : "FAIL")

enum { N = 4096 };
static int In[N], Out[N], H1[N], H2[N];

int main(void) {
  for (int I = 0; I < N; ++I)
    In[I] = 3 * I;
  int *D1 = (int *)acc_malloc(sizeof(In));
  int *D2 = (int *)acc_malloc(sizeof(In));

  // OUT-LABEL: to, within, from
  printf("to, within, from\n");
  acc_memcpy_to_device(D1, In, sizeof(In));
  acc_memcpy_device(D2, D1, sizeof(In));
  acc_memcpy_from_device(Out, D2, sizeof(Out));
  EXPECT("round trip", memcmp(In, Out, sizeof(In)) == 0);
  // OUT-NEXT: round trip: ok
  // Overlapping copy within the device, offsets and the _async forms.
  acc_memcpy_device_async(D2 + 1, D2, 10 * sizeof(int), 1);
  acc_memcpy_to_device_async(D1 + 100, In + 200, sizeof(int), 1);
  acc_wait(1);
  acc_memcpy_from_device_async(Out, D2, 11 * sizeof(int), acc_async_noval);
  acc_memcpy_from_device(Out + 20, D1 + 100, sizeof(int));
  acc_wait_all();
  EXPECT("overlap", Out[0] == 0 && Out[1] == 0 && Out[2] == 3 && Out[10] == 27);
  // OUT-NEXT: overlap: ok
  EXPECT("offsets", Out[20] == 600);
  // OUT-NEXT: offsets: ok
  // 0 bytes: no action, whatever the pointers.
  acc_memcpy_to_device(NULL, NULL, 0);
  acc_memcpy_from_device(NULL, D1, 0);
  acc_memcpy_device(D1, NULL, 0);
  printf("0 bytes\n");
  // OUT-NEXT: 0 bytes

  // OUT-LABEL: d2d
  printf("d2d\n");
  // Both on the current device (device number of the current type).
  int Dev = acc_get_device_num(acc_get_device_type());
  for (int I = 0; I < N; ++I)
    H1[I] = I + 1;
  acc_copyin(H1, sizeof(H1));
  acc_create(H2, sizeof(H2));
  acc_memcpy_d2d(H2, H1, sizeof(H1), Dev, Dev);
  acc_memcpy_d2d_async(H2 + 10, H1 + 20, sizeof(int), Dev, Dev, 5);
  acc_wait(5);
  acc_copyout(H2, sizeof(H2));
  EXPECT("copied between device copies", H2[0] == 1 && H2[N - 1] == N && H2[10] == 21);
  // OUT-NEXT: copied between device copies: ok
  acc_delete(H1, sizeof(H1));
  acc_free(D1);
  acc_free(D2);
  return 0;
}
