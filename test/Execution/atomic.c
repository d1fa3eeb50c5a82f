// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// atomic update (with and without the word), capture, write inside a
// parallel loop, and atomic read outside any compute construct (OpenACC
// 3.3 sec. 2.12): every iteration counts exactly once.

#include <stdio.h>
int main(void) {
  int n = 100000, hist[4] = {0}, total = 0, last = 0;
  double sum = 0;
  #pragma acc parallel loop copy(hist, total, sum, last)
  for (int i = 0; i < n; ++i) {
    #pragma acc atomic update
    hist[i % 4]++;
    #pragma acc atomic
    sum += 0.5;
    int old;
    #pragma acc atomic capture
    old = total++;
    if (old == n - 1) {
      #pragma acc atomic write
      last = old;
    }
  }
  int r;
  #pragma acc atomic read
  r = total;
  // CHECK: 25000 25000 25000 25000 total 100000 sum 50000.0 last 99999 r 100000
  printf("%d %d %d %d total %d sum %.1f last %d r %d\n", hist[0], hist[1], hist[2], hist[3], total, sum, last, r);
  return 0;
}
