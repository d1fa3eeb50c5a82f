// RUN: %accc -acc=host -x c - -o %t < %s && %t | FileCheck %s
// RUN: %accc -fopenacc-print=omp -acc=multicore -x c - < %s | FileCheck --check-prefix=PRINT %s
// RUN: %accc -acc=host -x c - -c -o %t.o -Minfo=accel < %s 2>&1 | FileCheck --check-prefix=INFO %s
// RUN: sed 's/<stdio.h>/<cstdio>/' %s | %accc -acc=host -x c++ - -o %t.cxx && %t.cxx | FileCheck %s
// RUN: not %accc -acc=host - -o %t.none < %s 2>&1 | FileCheck --check-prefix=NOLANG %s
// RUN: cd %S && %accc -acc=host -x c - -c -o %t.hdr.o < openacc-in-headers.c

// A source read from standard input (`-x c -`, `-x c++ -`), as build tools
// and editors pass one: compiled, printed, and named `<stdin>` in
// diagnostics, as clang names it.
#include <stdio.h>

int main(void) {
  int s = 0;
  // INFO: <stdin>:[[@LINE+1]]:15: remark: parallel loop ->
  #pragma acc parallel loop reduction(+:s)
  for (int i = 1; i <= 100; ++i)
    s += i;
  // CHECK: s=5050
  printf("s=%d\n", s);
  return 0;
}

// PRINT: #pragma omp parallel for reduction(+: s)
// NOLANG: accc: error: -E or -x required when input is from standard input
