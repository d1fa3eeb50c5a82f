// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp %s > %t.c && %clang-omp -fsyntax-only %t.c
// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s --check-prefix=OUT
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s --check-prefix=OUT
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s --check-prefix=OUT %}

// A `declare` in a block that a `goto`, `break` or `continue` leaves
// (OpenACC 3.3 sec. 2.13: the data lifetime is the block's, sec. 2.6.3):
// its data goes out of the device before the jump, as before a `return`
// (DeclareToOMP.cpp; a jump that stays in the block is left alone).

#include <stdio.h>

#define N 8

// Each row's copy goes back before `continue` and `break`.
static long rows(int stop) {
  long total = 0;
  for (int r = 0; r < N; ++r) {
    long row[N];
    for (int i = 0; i < N; ++i)
      row[i] = r;
#pragma acc declare copy(row)
#pragma acc parallel loop present(row)
    for (int i = 0; i < N; ++i)
      row[i] += i;
#pragma acc update self(row)
    if (r % 2) {
      total += row[N - 1];
      continue;
    }
    if (r == stop)
      break;
    for (int i = 0; i < N; ++i)
      if (row[i] < 0)
        break; // stays in the block
    total += row[0];
  }
  return total;
}

// A goto out of the block; one to a label inside it stays.
static int leave(int *x, int n) {
  {
#pragma acc declare copy(x[0:n])
#pragma acc parallel loop present(x[0:n])
    for (int i = 0; i < n; ++i)
      x[i] *= 2;
    if (n > 4)
      goto done;
    if (n > 2)
      goto inside;
#pragma acc serial present(x[0:n])
    x[0] = -1;
  inside:
#pragma acc serial present(x[0:n])
    x[1] += 100;
  }
done:
  return x[0] + x[1];
}

int main(void) {
  int a[6] = {1, 2, 3, 4, 5, 6}, b[3] = {1, 2, 3};
  // rows(4): rows 1 and 3 add r + 7, rows 0 and 2 add r, row 4 breaks.
  // OUT: rows 20 leave 6 106
  printf("rows %ld leave %d %d\n", rows(4), leave(a, 6), leave(b, 3));
  return 0;
}

// The checks come last: the printed source keeps these comments.
// CHECK-LABEL: static long rows(
// CHECK: #pragma omp target enter data map(to: row)
// CHECK: if (r % 2) {
// CHECK-NEXT: total += row[N - 1];
// CHECK-NEXT: {
// CHECK-NEXT: #pragma omp target exit data map(from: row)
// CHECK-NEXT: continue;
// CHECK-NEXT: }
// CHECK: if (r == stop)
// CHECK-NEXT: {
// CHECK-NEXT: #pragma omp target exit data map(from: row)
// CHECK-NEXT: break;
// CHECK-NEXT: }
// CHECK: break; // stays in the block
// CHECK-NEXT: total += row[0];
// CHECK-NEXT: #pragma omp target exit data map(from: row)
// CHECK-NEXT: }
// CHECK-LABEL: static int leave(
// CHECK: if (n > 4)
// CHECK-NEXT: {
// CHECK-NEXT: #pragma omp target exit data map(from: x[0:n])
// CHECK-NEXT: goto done;
// CHECK-NEXT: }
// CHECK-NEXT: if (n > 2)
// CHECK-NEXT: goto inside;
// CHECK: x[1] += 100;
// CHECK-NEXT: #pragma omp target exit data map(from: x[0:n])
// CHECK-NEXT: }
// CHECK-NEXT: done:
