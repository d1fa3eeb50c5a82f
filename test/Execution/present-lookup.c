// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu 2>&1 | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh 2>&1 | FileCheck %s %}
// RUN: %if gpu-compile %{ %accc -acc=gpu -fno-openacc-present-lookup %s -o %t.map %}
// RUN: %if gpu %{ %t.map | FileCheck %s %}

// Pointers' present subarrays on synchronous compute constructs, whose
// device addresses libacc finds on the GPU (lib/Transform/PresentLookups.cpp,
// runtime/src/PresentLookup.cpp): a lower bound other than 0, a pointer the
// region moves (its own copy), an if condition false (the host's data, not
// present), a pointer whose target the host reads for the loop (OpenMP's
// map), a
// section of 0 elements, and the same with OpenMP's map (-fno-...).

#include <stdio.h>
#include <stdlib.h>

static void scale(double *a, const double *b, int lb, int n, int on) {
#pragma acc parallel loop present(a[lb:n], b[lb:n]) if(on)
  for (int i = lb; i < lb + n; ++i)
    a[i] = 2 * b[i];
}

static void walk(double *p, int n) {
#pragma acc serial present(p[0:n])
  {
    for (int i = 0; i < n; ++i)
      *p++ += 1; // the region's copy of p moves
  }
}

// The host reads s->n for the loop's trip count: s stays OpenMP's map.
struct Vec { int n; double *v; };
static void fill(struct Vec *s) {
#pragma acc parallel loop present(s[0:1])
  for (int i = 0; i < s->n; ++i)
    s->v[i] = 2 * i;
}

// A null pointer in no clause: passed on as it is, without libomptarget's
// complaint about looking up a null pointer.
static int count_null(const double *p, int n) {
  int c = 0;
#pragma acc parallel loop reduction(+:c)
  for (int i = 0; i < n; ++i)
    c += p == 0;
  return c;
}

int main(void) {
  int n = 1000;
  double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
  for (int i = 0; i < n; ++i) {
    a[i] = 0;
    b[i] = i;
  }
#pragma acc data copy(a[0:n]) copyin(b[0:n])
  {
    scale(a, b, 10, n - 10, 1);
    walk(a, n);
    walk(a + 5, 0);
  }
  scale(a, b, 0, 10, 0); // if(0): on the host, nothing present, no error
  struct Vec v = {n, b};
#pragma acc data copy(v, v.v[0:n])
  fill(&v);
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i];
  // 2i for every i, and 1 where i >= 10 (the host overwrote the first ten)
  // CHECK-NOT: omptarget
  // CHECK: sum 999990 a[1] 2 b[7] 14 null 10
  printf("sum %.0f a[1] %.0f b[7] %.0f null %d\n", s, a[1], b[7],
         count_null(0, 10));
  free(a);
  free(b);
  return 0;
}
