// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Scalars written in `kernels` loops (DataAttributes.cpp rule 4a): a flag
// set by some iterations (a graph traversal's "frontier not empty"), with
// and without an explicit copy clause, keeps its one copy and reaches the
// host; temporaries, also of an inner sequential loop, are private to each
// iteration (test/Translate/kernels-scalars.c shows the clauses). A
// temporary that is an inner loop's reduction variable stays private to the
// iteration: the reduction is into its copy, not promoted to the compute
// construct (Reductions.cpp; a fuzzing find: the OpenMP reduced and
// privatized one variable on one directive and failed to compile).

#include <stdio.h>

int main(void) {
  int n = 1000, frontier[1000], stop = 0, seen = 0;
  double a[1000], b[1000], m[100][100], t, u;
  for (int i = 0; i < n; ++i) {
    frontier[i] = i == 500;
    a[i] = i;
  }
#pragma acc kernels loop independent copy(stop) copyin(frontier[0:n])
  for (int i = 0; i < n; ++i)
    if (frontier[i])
      stop = 1;
#pragma acc kernels loop independent copyin(frontier[0:n])
  for (int i = 0; i < n; ++i)
    if (frontier[i])
      seen = 1;
#pragma acc kernels loop independent copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; ++i) {
    t = a[i] * 2;
    b[i] = t + 1;
  }
#pragma acc kernels copyout(m)
  {
#pragma acc loop independent
    for (int i = 0; i < 100; ++i)
      for (int j = 0; j < 100; ++j) {
        u = i * 100 + j;
        m[i][j] = u;
      }
  }
  int rowAll[100], all;
#pragma acc kernels loop independent gang copyin(m) copyout(rowAll)
  for (int i = 0; i < 100; ++i) {
    all = 1;
#pragma acc loop vector reduction(&& : all)
    for (int j = 0; j < 100; ++j)
      all = all && m[i][j] < 5000;
    rowAll[i] = all;
  }
  int wrong = 0;
  for (int i = 0; i < 100; ++i)
    wrong += rowAll[i] != (i < 50);
  for (int i = 0; i < n; ++i)
    wrong += b[i] != 2 * i + 1;
  for (int i = 0; i < 100; ++i)
    for (int j = 0; j < 100; ++j)
      wrong += m[i][j] != i * 100 + j;
  // CHECK: stop = 1, seen = 1, wrong = 0
  printf("stop = %d, seen = %d, wrong = %d\n", stop, seen, wrong);
  return 0;
}
