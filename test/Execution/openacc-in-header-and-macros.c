// RUN: %accc -acc=host %s -o %t.host -lm && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc -lm && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu -lm %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Compute constructs in a header (calling exp, sin, pow, fabs), from
// portability macros, and from _Pragma written in the source itself.
#include "Inputs/math-kernels.h"
#include <stdio.h>

#define N 4096

int main(void) {
  static double x[N], y[N], ref[N];
  for (int i = 0; i < N; ++i) {
    x[i] = i / 512.0;
    ref[i] = exp(-x[i]) * sin(x[i]) + pow(x[i], 1.5);
  }
  double s;
  _Pragma("acc data copyin(x) copyout(y)") {
    wave(y, x, N);
    s = norm1(y, N);
    _Pragma("acc parallel loop present(y)") for (int i = 0; i < N; ++i)
      y[i] -= ref[i];
  }
  double err = 0, sref = 0;
  for (int i = 0; i < N; ++i) {
    err = fmax(err, fabs(y[i]));
    sref += fabs(ref[i]);
  }
  // CHECK: max error ok, norm ok
  printf("max error %s, norm %s\n", err < 1e-12 ? "ok" : "WRONG",
         fabs(s - sref) < 1e-9 * sref ? "ok" : "WRONG");
  return 0;
}
