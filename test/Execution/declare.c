// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// The 'declare' directive (OpenACC 3.3, sec. 2.13). At file scope, create
// (sec. 2.13.2), copyin and device_resident (sec. 2.13.1) give a global a
// device copy for the whole program, used by compute constructs in
// functions without any data clause (the declare is visible, sec. 2.6.2).
// In a function, declare copy / copyin / create make a data lifetime that is
// the function's implicit data region (sec. 2.6.3): data in at entry, out at
// exit, every call. On host and multicore (shared memory) the host copy is
// the device copy; expected values for that model are chosen with `Shared`.

#include <openacc.h>
#include <stdio.h>

#define N 1000

static int Shared; // the current device uses the host's memory

static int G[N];
#pragma acc declare create(G)
static const int Table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
#pragma acc declare copyin(Table)
static int Resident[N];
#pragma acc declare device_resident(Resident)

static void check(const char *What, int Bad) {
  if (Bad)
    printf("%s bad %d\n", What, Bad);
  else
    printf("%s ok\n", What);
}

static void bumpG(int n) {
#pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    G[i] += Table[i % 8];
}

// Resident has no host copy to speak of (on the GPU): written and read on
// the device only.
static long residentRoundTrip(int n) {
#pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    Resident[i] = 3 * i;
  long s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += Resident[n - 1 - i] * (i % 2);
  return s;
}

static int HostSeen;

static void scaleInPlace(int *x, int n) {
#pragma acc declare copy(x[0:n])
#pragma acc parallel loop present(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] *= 4;
  HostSeen = x[1]; // before the function's exit copies out
}

static long sumAndClear(int *x, int n) {
#pragma acc declare copyin(x[0:n])
  long s = 0;
#pragma acc parallel loop present(x[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i) {
    s += x[i];
    x[i] = 0; // the device copy only: copyin data is not copied back
  }
  return s;
}

static long squaresScratch(void) {
  int tmp[64];
#pragma acc declare create(tmp)
  for (int i = 0; i < 64; ++i)
    tmp[i] = -1; // host copy only (on the GPU)
#pragma acc parallel loop present(tmp)
  for (int i = 0; i < 64; ++i)
    tmp[i] = i * i;
  long s = 0;
#pragma acc parallel loop present(tmp) reduction(+:s)
  for (int i = 0; i < 64; ++i)
    s += tmp[i];
  HostSeen = tmp[5];
  return s;
}

int main(void) {
  Shared = acc_get_device_type() == acc_device_host;
  int n = N, bad;

  // CHECK-LABEL: case global-create
  // sec. 2.13.2 / 2.14.4: host values reach the device through update device
  // and come back through update self.
  printf("case global-create\n");
  for (int i = 0; i < n; ++i)
    G[i] = i;
#pragma acc update device(G)
  bumpG(n);
  // CHECK-NEXT: host-stale ok
  check("host-stale", G[5] != (Shared ? 5 + 9 : 5));
#pragma acc update self(G)
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += G[i] != i + Table[i % 8];
  // CHECK-NEXT: global-values ok
  check("global-values", bad);
  bumpG(n);
  bumpG(n);
#pragma acc update self(G[0:8])
  // CHECK-NEXT: G 9 4 14 6 19 32 12 25
  printf("G");
  for (int i = 0; i < 8; ++i)
    printf(" %d", G[i]);
  printf("\n");

  // CHECK-LABEL: case global-device_resident
  // sum over odd i of 3(n-1-i), n = 1000: 3 * (998 + 996 + ... + 0)
  printf("case global-device_resident\n");
  // CHECK-NEXT: resident 748500
  printf("resident %ld\n", residentRoundTrip(n));

  // CHECK-LABEL: case function-copy
  // Each call copies in at entry and out at exit; the second call sees the
  // first one's result, so nothing stays present between the calls.
  printf("case function-copy\n");
  int x[16];
  for (int i = 0; i < 16; ++i)
    x[i] = i;
  scaleInPlace(x, 16);
  // CHECK-NEXT: copy-host-stale ok
  check("copy-host-stale", HostSeen != (Shared ? 4 : 1));
  scaleInPlace(x, 16);
  bad = 0;
  for (int i = 0; i < 16; ++i)
    bad += x[i] != 16 * i;
  // CHECK-NEXT: copy-values ok
  check("copy-values", bad);

  // CHECK-LABEL: case function-copyin
  printf("case function-copyin\n");
  long s1 = sumAndClear(x, 16);
  for (int i = 0; i < 16; ++i)
    x[i] += 1; // GPU: 16i + 1; shared: 1
  long s2 = sumAndClear(x, 16);
  // CHECK-NEXT: copyin-sums ok
  check("copyin-sums", s1 != 1920 || s2 != (Shared ? 16 : 1936));
  // CHECK-NEXT: copyin-not-copied-back ok
  check("copyin-not-copied-back", x[3] != (Shared ? 0 : 49));

  // CHECK-LABEL: case function-create
  // sum of i^2 for i < 64
  printf("case function-create\n");
  long sq = squaresScratch();
  // CHECK-NEXT: squares 85344
  printf("squares %ld\n", sq);
  // CHECK-NEXT: create-no-copyout ok
  check("create-no-copyout", HostSeen != (Shared ? 25 : -1));
  return 0;
}
