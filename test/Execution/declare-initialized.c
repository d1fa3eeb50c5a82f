// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// declare copyin of file-scope arrays whose brace initializer covers only
// some elements, and of a static one (test/Translate/declare-initialized.c):
// the GPU build failed ("offloading entry for declare target variable coefs
// is incorrect: the address is invalid"); the device copies hold the
// initial values, the elements the initializer leaves out are zero. A bare
// `routine` is read as `routine seq` (test/Translate/routine-without-level.c).

#include <stdio.h>

double coefs[64] = {1, 2, 3};
static int table[8] = {4, 5};
#pragma acc declare copyin(coefs, table)

#pragma acc routine
static double weight(int i) { return coefs[i] + table[i % 8]; }

int main(void) {
  double s = 0;
#pragma acc parallel loop reduction(+ : s)
  for (int i = 0; i < 64; ++i)
    s += weight(i);
  // CHECK: s = 78
  printf("s = %g\n", s);
  return 0;
}
