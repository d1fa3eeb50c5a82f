// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Regression: a reduction on a combined 'parallel loop' whose loop is not
// gang-partitioned (seq, vector, worker) must come back. OpenACC 3.3 sec.
// 2.11: "a reduction clause on a combined construct implies a copy clause";
// accc applies that for loops of any level (the seed only for gang loops).
// num_gangs(1) keeps the result independent of the number of gangs (with
// more gangs, the gang-redundant loop would count once per gang).

#include <stdio.h>

#define N 1000

int main(void) {
  int s = 0, v = 0, w = 0, wv = 0;
  double d = 0.0;
#pragma acc parallel loop seq num_gangs(1) reduction(+:s)
  for (int i = 0; i < N; ++i)
    s += i;
#pragma acc parallel loop vector num_gangs(1) reduction(+:v)
  for (int i = 0; i < N; ++i)
    v += i;
#pragma acc parallel loop worker num_gangs(1) reduction(+:w)
  for (int i = 0; i < N; ++i)
    w += i;
#pragma acc parallel loop worker vector num_gangs(1) reduction(+:wv) reduction(+:d)
  for (int i = 0; i < N; ++i) {
    wv += i;
    d += 0.5;
  }
  // CHECK: seq 499500 vector 499500 worker 499500 worker-vector 499500 500
  printf("seq %d vector %d worker %d worker-vector %d %g\n", s, v, w, wv, d);
  return 0;
}
