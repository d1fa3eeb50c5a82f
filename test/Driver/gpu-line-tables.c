// REQUIRES: gpu-compile
// RUN: %accc -acc=gpu -v -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: %accc -acc=gpu -v -g -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=USER-G
// RUN: %accc -acc=multicore -v -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=MC

// GPU compiles carry host line tables so that libomptarget's run-time errors
// (a failed 'present' check, an illegal partial mapping) name the directive's
// file and line; the user's own -g wins, and other targets add nothing.
// DEFAULT: -Xarch_host -gline-tables-only
// USER-G-NOT: -gline-tables-only
// MC-NOT: -gline-tables-only

void f(int n, float *a) {
  #pragma acc parallel loop present(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
