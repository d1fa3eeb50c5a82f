// RUN: %accc -acc=host %s -o %t.host 2>/dev/null && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc 2>/dev/null && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu 2>/dev/null %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// `atomic update capture` (GCC's spelling of `atomic capture`): every
// iteration captures a distinct old value of the counter.

#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 10000, total = 0;
  int *seen = malloc(sizeof(int) * n), *hits = calloc(n, sizeof(int));
#pragma acc parallel loop copy(total) copyout(seen[0:n])
  for (int i = 0; i < n; ++i) {
#pragma acc atomic update capture
    {
      seen[i] = total;
      total += 1;
    }
  }
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += seen[i] < 0 || seen[i] >= n || hits[seen[i]]++ != 0;
  // CHECK: total 10000, distinct old values: 1
  printf("total %d, distinct old values: %d\n", total, bad == 0);
  free(seen);
  free(hits);
  return 0;
}
