// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// A `data` construct whose statement is another directive (a fuzzing find:
// `enter data` mutated to `data` before another `enter data`): the compile
// ended the inner directive's translation with a line marker and put the
// data region's closing on that marker's line, where the preprocessor
// dropped it ("function definition is not allowed here"). The closing now
// goes on lines of its own (Print/SourcePrinter.cpp).

#include <stdio.h>

int main(void) {
  int n = 100;
  double c[100];
  for (int i = 0; i < n; ++i)
    c[i] = i;
#pragma acc data create(c[0:n])
#pragma acc enter data create(c[0:n])
#pragma acc parallel loop present(c[0:n])
  for (int i = 0; i < n; ++i)
    c[i] = 2 * i;
#pragma acc data copyin(c[0:n])
#pragma acc update self(c[0:n])
#pragma acc exit data copyout(c[0:n])
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += c[i] != 2 * i;
  // CHECK: bad 0
  printf("bad %d\n", bad);
  return 0;
}
