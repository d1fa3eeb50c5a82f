// RUN: %cc %s %libacc -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=OUT --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --allow-empty --input-file=%t.err %s
// ERR-NOT: {{.}}
// OUT-NOT: FAIL

// OpenACC 3.3, sec. 3.2.21 - 3.2.22: acc_map_data makes device memory from
// acc_malloc the device copy of host memory; acc_delete cannot unmap it,
// acc_unmap_data does, and frees nothing. With the host as the current
// device both take no action (shared memory).

#include <openacc.h>
#include <stdio.h>

#define EXPECT(What, Cond) printf("%s: %s\n", What, (Cond) ? "ok" : "FAIL")

enum { N = 512 };

int main(void) {
  int Shared = acc_get_device_type() == acc_device_host;
  int H[N];
  for (int I = 0; I < N; ++I)
    H[I] = I;
  int *D = (int *)acc_malloc(sizeof(H));
  acc_memcpy_to_device(D, H, sizeof(H));

  // OUT-LABEL: map
  printf("map\n");
  acc_map_data(H, D, sizeof(H));
  EXPECT("present", acc_is_present(H, sizeof(H)));
  // OUT-NEXT: present: ok
  EXPECT("deviceptr", acc_deviceptr(H + 5) == (Shared ? H + 5 : D + 5));
  // OUT-NEXT: deviceptr: ok
  EXPECT("hostptr", acc_hostptr(D + 5) == (Shared ? (void *)(D + 5) : H + 5));
  // OUT-NEXT: hostptr: ok
  // copyin of mapped data copies nothing: it is present.
  H[0] = -1;
  EXPECT("copyin returns the mapped memory", acc_copyin(H, sizeof(H)) == (Shared ? H : D));
  // OUT-NEXT: copyin returns the mapped memory: ok
  int V = 0;
  acc_memcpy_from_device(&V, D, sizeof(V));
  EXPECT("copyin copied nothing", V == 0);
  // OUT-NEXT: copyin copied nothing: ok
  acc_delete_finalize(H, sizeof(H));
  EXPECT("delete cannot unmap it", acc_is_present(H, sizeof(H)));
  // OUT-NEXT: delete cannot unmap it: ok

  // OUT-LABEL: unmap data
  printf("unmap data\n");
  acc_unmap_data(H);
  EXPECT("absent", Shared || !acc_is_present(H, sizeof(H)));
  // OUT-NEXT: absent: ok
  EXPECT("hostptr forgets", Shared || acc_hostptr(D) == NULL);
  // OUT-NEXT: hostptr forgets: ok
  acc_memcpy_from_device(&V, D + 3, sizeof(V));
  EXPECT("device memory kept", V == 3);
  // OUT-NEXT: device memory kept: ok
  // It can be mapped again.
  acc_map_data(H, D, sizeof(H));
  EXPECT("mapped again", acc_is_present(H, sizeof(H)));
  // OUT-NEXT: mapped again: ok
  acc_unmap_data(H);
  acc_map_data(H, D, 0); // 0 bytes: no action
  EXPECT("0 bytes", Shared || !acc_is_present(H, 1));
  // OUT-NEXT: 0 bytes: ok
  acc_free(D);
  return 0;
}
