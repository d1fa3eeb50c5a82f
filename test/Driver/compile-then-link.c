// RUN: rm -f %t.a.o %t.b.o %t
// RUN: %accc -acc=host -c %s -o %t.a.o
// RUN: %accc -acc=host -c %S/Inputs/two-files-b.c -o %t.b.o
// RUN: test -s %t.a.o && test -s %t.b.o
// RUN: %accc -acc=host %t.a.o %t.b.o -o %t
// RUN: %t | FileCheck %s

// -c produces objects that a later accc run links (with libacc).
#include <stdio.h>

void scale(int n, float *x, float a);

int main(void) {
  float x[4] = {1, 2, 3, 4};
  scale(4, x, 0.5f);
  // CHECK: 0.5 1 1.5 2
  printf("%g %g %g %g\n", x[0], x[1], x[2], x[3]);
  return 0;
}
