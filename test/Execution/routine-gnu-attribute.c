// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --check-prefix=OMP

// A routine whose function has a GNU attribute, before or after its type
// (GCC's libgomp test switch-conversion.c): accc's copy of the function's
// routine attributes took a pointer to the GNU attribute for a routine's,
// and the translation stopped ("OpenACC directive in included file ''")
// or crashed.
#include <stdio.h>

#pragma acc routine seq
static int __attribute__((noinline)) quarter(int n) {
  switch (n & 3) {
  case 0: return 4;
  case 1: return 3;
  case 2: return 2;
  default: return 1;
  }
}

#pragma acc routine seq
__attribute__((noinline, unused)) int twice(int n) { return 2 * n; }

int main(void) {
  int n[8];
  for (int i = 0; i < 8; ++i)
    n[i] = i;
  #pragma acc parallel loop copy(n)
  for (int i = 0; i < 8; ++i)
    n[i] = twice(quarter(n[i]));
  // CHECK: 8 6 4 2 8 6 4 2
  for (int i = 0; i < 8; ++i)
    printf("%d%s", n[i], i < 7 ? " " : "\n");
  return 0;
}
// OMP: #pragma omp begin declare target
// OMP-NEXT: static int __attribute__((noinline)) quarter(int n) {
// OMP: #pragma omp begin declare target
// OMP-NEXT: __attribute__((noinline, unused)) int twice(int n) { return 2 * n; }
// OMP-NEXT: #pragma omp end declare target
