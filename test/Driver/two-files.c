// RUN: %accc -acc=host %s %S/Inputs/two-files-b.c -o %t && %t | FileCheck %s
// RUN: %accc -acc=multicore %s %S/Inputs/two-files-b.c -o %t.mc && %t.mc | FileCheck %s

// Two OpenACC sources compiled and linked into one program.
#include <stdio.h>

void scale(int n, float *x, float a);

int main(void) {
  float x[8];
  int s = 0;
  for (int i = 0; i < 8; ++i)
    x[i] = i;
  scale(8, x, 3);
  #pragma acc parallel loop copyin(x) reduction(+:s)
  for (int i = 0; i < 8; ++i)
    s += (int)x[i];
  // CHECK: s=84
  printf("s=%d\n", s);
  return 0;
}
