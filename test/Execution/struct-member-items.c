// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --check-prefix=OMP

// A struct variable that a compute construct uses only through members
// named in data clauses, its own or visible ones (DataAttributes.cpp rule
// 3i): no implicit copy of the whole variable, which on the GPU would
// extend the present member to the whole struct (a run-time error:
// "explicit extension not allowed", GCC's libgomp tests struct-copyout-1.c
// and deep-copy-7.c) and would drop the clause's own action.
#include <stdio.h>

struct In { int a, b; };
struct Out { int c, d; struct In s; double arr[8]; };

int main(void) {
  struct Out t = {1, 2, {3, 4}, {0}};
  // OMP: #pragma omp target enter data map(to: t.s)
  #pragma acc enter data copyin(t.s)
  // OMP: #pragma omp target teams map(ompx_hold, present, alloc: t.s) shared(t)
  #pragma acc serial present(t.s)
  {
    t.s.a = 5;
    t.s.b = 6;
  }
  // A member of the present member.
  // OMP: #pragma omp target teams map(ompx_hold, present, alloc: t.s.a) shared(t)
  #pragma acc parallel present(t.s.a)
  t.s.a += 10;
  // OMP: #pragma omp target exit data map(from: t.s)
  #pragma acc exit data copyout(t.s)
  // CHECK: s 15 6, c 1 d 2
  printf("s %d %d, c %d d %d\n", t.s.a, t.s.b, t.c, t.d);

  // Members of an enclosing data construct: imp present.
  #pragma acc data copy(t.s, t.arr[0:4])
  {
    // OMP: #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: t.s, t.arr[0:4]) shared(t)
    #pragma acc parallel loop
    for (int i = 0; i < 4; ++i)
      t.arr[i] = t.s.a + i;
  }
  // CHECK: arr 15 18 0
  printf("arr %g %g %g\n", t.arr[0], t.arr[3], t.arr[4]);

  // Its own clauses on members: only those members move.
  t.c = 100;
  // OMP: #pragma omp target teams map(ompx_hold, to: t.s) map(ompx_hold, tofrom: t.d) shared(t)
  #pragma acc parallel copyin(t.s) copy(t.d)
  t.d = t.s.b * 7;
  // CHECK: c 100 d 42
  printf("c %d d %d\n", t.c, t.d);
  return 0;
}
