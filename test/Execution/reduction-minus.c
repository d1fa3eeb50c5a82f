// RUN: %accc -acc=host %s -o %t.host 2>/dev/null && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc 2>/dev/null && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu 2>/dev/null %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// `reduction(-:x)` read as `+` (lib/Driver/LegacySpelling.cpp rule 3):
// each gang's partial result starts at 0, the partials are added to the
// original value, as OpenMP's `-` reduction did. On a combined construct,
// a gang loop, a vector loop in a routine (the V&V suite's routine_bind_*)
// from a macro's _Pragma (the preprocessed unit is translated), and in a
// string a macro passes to _Pragma (GCC's vred2d-128); a string that is no
// directive's text keeps its `-`.

#include <stdio.h>

#define SUB_ALL _Pragma("acc parallel loop reduction( - :s) copyin(a[0:n])")
#define SUB_WITH(directive)                                                   \
  _Pragma(directive) for (int i = 0; i < n; ++i) s -= a[i];

#pragma acc routine vector
double negSum(const double *a, int n) {
  double r = 0;
#pragma acc loop vector reduction(-:r)
  for (int i = 0; i < n; ++i)
    r -= a[i];
  return r;
}

int main(void) {
  enum { N = 1000 };
  static double a[N];
  int n = N;
  for (int i = 0; i < N; ++i)
    a[i] = i + 1; // sum 500500
  double s = 10;
#pragma acc parallel loop reduction(-:s) copyin(a[0:n])
  for (int i = 0; i < n; ++i)
    s -= a[i];
  // CHECK: combined -500490
  printf("combined %.0f\n", s);
  long long k = 0;
#pragma acc parallel num_gangs(4) copyin(a[0:n])
  {
#pragma acc loop gang reduction(-:k)
    for (int i = 0; i < n; ++i)
      k -= (long long)a[i];
  }
  // CHECK: gang loop -500500
  printf("gang loop %lld\n", k);
  double r[2];
#pragma acc parallel loop gang copyin(a[0:n]) copyout(r[0:2])
  for (int g = 0; g < 2; ++g)
    r[g] = negSum(a, n);
  // CHECK: routine -500500 -500500
  printf("routine %.0f %.0f\n", r[0], r[1]);
  s = 0;
  SUB_ALL
  for (int i = 0; i < n; ++i)
    s -= a[i];
  // CHECK: macro -500500
  printf("macro %.0f\n", s);
  s = 1;
  SUB_WITH("acc parallel loop reduction(-:s) copyin(a[0:n])")
  // CHECK: macro argument -500499
  printf("macro argument %.0f\n", s);
  // CHECK: text: reduction(-:s)
  puts("text: reduction(-:s)");
  return 0;
}
