// RUN: %accc -acc=host %s -o %t.host 2>/dev/null && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc 2>/dev/null && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu 2>/dev/null %}
// RUN: %if gpu-compile %{ env ACC_DEVICE_TYPE=host %t.gpu | FileCheck %s %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// `routine(fmin)` where C++'s <math.h> declares fmin for float, double and
// long double (the V&V suite's *_reduction_min_general.cpp): clang rejects
// the directive, accc ignores it with a warning (the device compilation
// provides the math functions), and compute regions call every overload;
// also from a macro's `_Pragma` (read in the preprocessed unit).

#include <math.h>
#include <stdio.h>

#define ROUTINE_SEQ(name) _Pragma(#name) // a directive from a macro
#pragma acc routine(fmin) seq
ROUTINE_SEQ(acc routine(fmax) seq)

int main() {
  const int n = 1000;
  static double a[n];
  static float b[n];
  for (int i = 0; i < n; ++i) {
    a[i] = (i * 37) % 1001 - 500.0;
    b[i] = (i * 53) % 997 - 400.0f;
  }
  double lo = 1e300;
  float hi = -1e30f;
  // Two loops: clang 22.1.8's x86 back end crashes at -O2 on one loop
  // with a double fmin and a float fmax reduction (plain C too, without
  // OpenMP: docs/Testing.md).
#pragma acc parallel loop copyin(a) reduction(min:lo)
  for (int i = 0; i < n; ++i)
    lo = fmin(lo, a[i]); // double
#pragma acc parallel loop copyin(b) reduction(max:hi)
  for (int i = 0; i < n; ++i)
    hi = fmax(hi, b[i]); // float
  double want_lo = 1e300;
  float want_hi = -1e30f;
  for (int i = 0; i < n; ++i) {
    want_lo = a[i] < want_lo ? a[i] : want_lo;
    want_hi = b[i] > want_hi ? b[i] : want_hi;
  }
  // CHECK: min -500 ok, max 596 ok
  printf("min %g %s, max %g %s\n", lo, lo == want_lo ? "ok" : "WRONG", hi,
         hi == want_hi ? "ok" : "WRONG");
  return 0;
}
