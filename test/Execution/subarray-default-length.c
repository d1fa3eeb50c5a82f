// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --check-prefix=OMP

// A subarray of an array without its length (OpenACC 3.3 sec. 2.7.1: the
// rest of the array) is printed with every bound written out
// (Transform/Lowering.cpp, item()): OpenMP asks for the outermost length in
// `target update` and in reductions over array sections. Fuzzing finds:
// `update self(A[:])` and `reduction(min: m[1:])` failed the OpenMP compile.

#include <stdio.h>

static int A[100];

int main(void) {
  int m[10];
  for (int i = 0; i < 100; ++i)
    A[i] = i;
  for (int i = 0; i < 10; ++i)
    m[i] = 1000;
#pragma acc data copyin(A)
  {
#pragma acc parallel loop present(A)
    for (int i = 0; i < 100; ++i)
      A[i] *= 2;
#pragma acc update self(A[50:])
    // OMP: #pragma omp target update from(present: A[50:50])
  }
#pragma acc parallel loop reduction(min : m[1:])
  for (int x = 0; x < 90; ++x)
    m[1 + x % 9] = m[1 + x % 9] < x ? m[1 + x % 9] : x;
  // OMP: reduction(min: m[1:9])
  int bad = 0;
  for (int i = 0; i < 100; ++i)
    bad += A[i] != (i >= 50 ? 2 * i : i) && A[i] != 2 * i;
  for (int i = 0; i < 50; ++i)
    bad += A[i] != i && A[i] != 2 * i;
  for (int i = 50; i < 100; ++i)
    bad += A[i] != 2 * i;
  bad += m[0] != 1000;
  for (int i = 1; i < 10; ++i)
    bad += m[i] != i - 1;
  // CHECK: default length: bad 0
  printf("default length: bad %d\n", bad);
  return 0;
}
