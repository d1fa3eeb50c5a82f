// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// A _Complex reduction and a nested struct reduction in directives from
// macros: clang 22's Sema rejects the items, and a macro's directive is not
// in the file's text, which the second parse rewrites; accc translates the
// preprocessed unit, where it is (Driver/ReductionItems.cpp), and an item a
// macro names (test/Translate/reduction-complex.c: in a directive of the
// file's text).
#include <stdio.h>

#define SUM_ALL _Pragma("acc parallel loop reduction(+:z, t)")
#define PRAGMA(x) _Pragma(#x)
#define REDUCE(op, v) PRAGMA(acc parallel loop reduction(op:v))
#define TOTAL w

typedef struct { int n; double v[2]; } Tally;

int main(void) {
  int n = 100;
  _Complex double z = 0;
  Tally t = {0, {0, 0}};
  SUM_ALL
  for (int i = 0; i < n; ++i) {
    z += 1.0 + 2.0i;
    t.n += 1;
    t.v[i % 2] += 0.5;
  }
  // CHECK: sum 100 200 100 25 25
  printf("sum %g %g %d %g %g\n", __real__ z, __imag__ z, t.n, t.v[0], t.v[1]);
  Tally m = {0, {0, 0}};
  REDUCE(max, m)
  for (int i = 0; i < n; ++i) {
    m.n = i > m.n ? i : m.n;
    m.v[1] = i * 2.0 > m.v[1] ? i * 2.0 : m.v[1];
  }
  // CHECK: max 99 0 198
  printf("max %d %g %g\n", m.n, m.v[0], m.v[1]);
  _Complex float w = 1;
#pragma acc parallel loop reduction(+:TOTAL)
  for (int i = 0; i < n; ++i)
    w += 1.0fi;
  // CHECK: named 1 100
  printf("named %g %g\n", __real__ w, __imag__ w);
  return 0;
}
