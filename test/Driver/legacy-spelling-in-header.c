// RUN: %accc -acc=host %s -o %t 2>&1 | FileCheck --check-prefix=WARN %s
// RUN: %t | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc 2>&1 | FileCheck --check-prefix=WARN %s
// RUN: %t.mc | FileCheck %s

// The legacy spellings accc reads as the standard ones (-Waccc-legacy-
// spelling) are read so in headers too, and the warnings name the header.
#include "Inputs/headers/legacy.h"
#include <stdio.h>

double twice(double x) { return 2 * x; }

int main(void) {
  double a[64];
  int counter = 0, last = -1;
  #pragma acc parallel loop copyout(a) copy(counter) reduction(max:last)
  for (int i = 0; i < 64; ++i) {
    a[i] = twice(i);
    int t = next_ticket(&counter);
    last = t > last ? t : last;
  }
  // CHECK: a[63]=126 counter=64 last=63
  printf("a[63]=%g counter=%d last=%d\n", a[63], counter, last);
  return 0;
}

// WARN: legacy.h:3:13: warning: 'routine' without a 'gang', 'worker', 'vector' or 'seq' clause read as 'routine seq'
// WARN: legacy.h:8:22: warning: 'atomic update capture' read as 'atomic capture'
// WARN-NOT: warning:
