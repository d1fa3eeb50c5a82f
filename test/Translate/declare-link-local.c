// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp %s > %t.c && %clang-omp -fsyntax-only %t.c
// RUN: %accc -acc=host -fsyntax-only %s
// RUN: %if gpu-compile %{ %accc -acc=gpu -c %s -o %t.o %}

// `link` on an `extern` local (the one link clang accepts in a function;
// OpenACC 3.3 sec. 2.13.3): the variable is the program's, and OpenMP's
// declare target is a directive of file or namespace scope, so the
// translation declares it target there, before the function (or the class
// that defines it).
int e[1000];

void f(void) {
  extern int e[1000];
  #pragma acc declare link(e)
  #pragma acc parallel loop copy(e[0:10])
  for (int i = 0; i < 10; ++i)
    e[i] += 1;
}

// The checks come last: the printed source keeps these comments.
// CHECK: extern int e[1000];
// CHECK-NEXT: #pragma omp declare target link(e)
// CHECK-NEXT: void f(void) {
