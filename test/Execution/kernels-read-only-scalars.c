// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Scalars a kernels construct only reads are firstprivate, the others copy
// (DataAttributes.cpp rule 3h; test/Translate/kernels-read-only-scalars.c):
// a halo update inside a host loop (TeaLeaf's update_top) reads the loop's
// variable; a flag written in the region comes back; a scalar present
// through enter data is the device copy the region reads (9, set there;
// a firstprivate copy would read the host's 7).
#include <stdio.h>

static void update_top(int x, int y, int depth, double *buffer, double f) {
  for (int jj = 0; jj < depth; ++jj) {
#pragma acc kernels loop independent present(buffer[:x * y])
    for (int kk = 0; kk < x; ++kk)
      buffer[kk + (y - depth + jj) * x] = f * buffer[kk + (y - depth - 1 - jj) * x];
  }
}

int main(void) {
  enum { X = 64, Y = 16, D = 2 };
  double b[X * Y];
  for (int i = 0; i < X * Y; ++i)
    b[i] = i / X;
#pragma acc data copy(b)
  update_top(X, Y, D, b, 2.0);
  // rows 14, 15 <- 2 * rows 13, 12
  printf("%g %g %g\n", b[14 * X + 5], b[15 * X + 63], b[13 * X]);
  // CHECK: 26 24 13

  int found = 0, v = 7;
#pragma acc enter data copyin(v)
#pragma acc serial present(v)
  v = 9; // the device's copy (on the host, the variable)
  int seen[1] = {0};
#pragma acc kernels copyout(seen)
  {
    seen[0] = v;
    found = 1;
  }
#pragma acc exit data delete(v)
  printf("%d %d\n", found, seen[0]);
  // CHECK-NEXT: 1 9
  return 0;
}
