// RUN: %cc %s %libacc -o %t
// RUN: rm -f %t.json
// RUN: env ACC_DEVICE_TYPE=host ACCC_PROFILE=summary,trace:%t.json %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=ERR --input-file=%t.err %s
// RUN: %python %S/../Inputs/check-trace.py %t.json --events | FileCheck --check-prefix=TRACE %s

// Runtime routines called outside any construct, through libacc, on the
// host device: their events have no source position and add up at the
// site "(no source) runtime api", one execution per call; the device
// starts inside the first call.

#include <openacc.h>

int main(void) {
  static float A[1024];
  acc_copyin(A, sizeof(A));
  acc_copyout(A, sizeof(A));
  acc_wait(1);
  acc_wait_all();
  return 0;
}

// ERR:      accc profile: libacc-api.c.tmp (pid {{[0-9]+}}), 1 host thread,
// ERR:      (no source) runtime api      4
// ERR-NEXT:   device init                1
// ERR-NEXT:   enter data                 1
// ERR-NEXT:   wait                       2
// ERR-NEXT:   exit data                  1
// ERR-EMPTY:
// ERR-NEXT: file         sites

// TRACE:      track 1 host thread 1: 6 events
// TRACE-NEXT:   X enter data construct=runtime api
// TRACE-NEXT:   X device init construct=runtime api implicit=True
// TRACE-NEXT:   X exit data construct=runtime api
// TRACE-NEXT:   X wait construct=runtime api async=1 async_queue=1
// TRACE-NEXT:   X wait construct=runtime api
// TRACE-NEXT:   i runtime shutdown construct=runtime api
