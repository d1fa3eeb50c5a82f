// RUN: %cc %s %libacc %libomptarget -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=OUT --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --allow-empty --input-file=%t.err %s
// ERR-NOT: {{.}}
// RUN: not %t double-free 2>&1 | FileCheck --check-prefix=DOUBLE %s
// RUN: not %t foreign-free 2>&1 | FileCheck --check-prefix=FOREIGN %s

// OpenACC 3.3, sec. 3.2.15 and 3.2.16: acc_malloc and acc_free allocate in
// the current device's memory.

#include <omp.h>
#include <openacc.h>
#include <stdio.h>
#include <string.h>

enum { N = 1000 };

/// Copies In to the device memory at Dev and back, as a check that Dev is
/// memory of the current device.
static int roundTrip(void *Dev) {
  int In[N], Out[N];
  for (int I = 0; I < N; ++I)
    In[I] = I * 3;
  int Device = acc_get_device_type() == acc_device_host
                   ? omp_get_initial_device()
                   : acc_get_device_num(acc_device_nvidia);
  int Host = omp_get_initial_device();
  if (omp_target_memcpy(Dev, In, sizeof(In), 0, 0, Device, Host) ||
      omp_target_memcpy(Out, Dev, sizeof(Out), 0, 0, Host, Device))
    return 0;
  return memcmp(In, Out, sizeof(In)) == 0;
}

int main(int argc, char **argv) {
  if (argc > 1 && !strcmp(argv[1], "double-free")) {
    void *P = acc_malloc(16);
    acc_free(P);
    acc_free(P);
  }
  // DOUBLE: libacc: error: acc_free: {{(0x)?[0-9a-f]+}} was not returned by acc_malloc, or was freed already
  if (argc > 1 && !strcmp(argv[1], "foreign-free")) {
    int Local;
    acc_free(&Local);
  }
  // FOREIGN: libacc: error: acc_free: {{(0x)?[0-9a-f]+}} was not returned by acc_malloc, or was freed already
  if (argc > 1)
    return 1;

  // OUT-LABEL: edge cases
  printf("edge cases\n");
  printf("malloc(0) is null: %d\n", acc_malloc(0) == NULL);
  // OUT-NEXT: malloc(0) is null: 1
  acc_free(NULL);
  printf("free(NULL) returns\n");
  // OUT-NEXT: free(NULL) returns

  // OUT-LABEL: current device
  printf("current device\n");
  void *P = acc_malloc(N * sizeof(int));
  printf("allocated %d, round trip %d\n", P != NULL, roundTrip(P));
  // OUT-NEXT: allocated 1, round trip 1
  acc_free(P);

  // OUT-LABEL: host
  printf("host\n");
  acc_set_device_type(acc_device_host);
  P = acc_malloc(N * sizeof(int));
  memset(P, 0, N * sizeof(int)); // host memory: the host can write it
  printf("allocated %d, round trip %d\n", P != NULL, roundTrip(P));
  // OUT-NEXT: allocated 1, round trip 1

  // A block is freed where it was allocated, whatever the current device.
  // OUT-LABEL: free on another device
  printf("free on another device\n");
  acc_set_device_type(acc_device_default);
  acc_free(P);
  printf("freed\n");
  // OUT-NEXT: freed

  // OUT-LABEL: many blocks
  printf("many blocks\n");
  void *Blocks[100];
  for (int I = 0; I < 100; ++I)
    Blocks[I] = acc_malloc(I + 1);
  for (int I = 99; I >= 0; --I)
    acc_free(Blocks[I]);
  printf("ok\n");
  // OUT-NEXT: ok
  return 0;
}
