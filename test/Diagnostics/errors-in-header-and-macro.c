// RUN: not %accc -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %accc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %accc -fopenacc-print=omp -DNO_ERRORS %s 2>&1 >/dev/null | FileCheck --check-prefix=PRINT %s

// accc's diagnostics on directives in a header or from a macro name the
// user's file and line (the translation of the preprocessed unit keeps its
// line markers), with the include stack, and each is reported once.
#ifndef NO_ERRORS
#include "Inputs/acc-in-header.h"
#endif

void f(int n, float *y) {
#ifndef NO_ERRORS
  header_fill(n, y);
  ZERO_LOOP(y)
#endif
  #pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    y[i] += 1;
}

#define PAR _Pragma("acc parallel loop")
void g(int n, float *y) {
  PAR
  for (int i = 0; i < n; ++i)
    y[i] = 2;
}

// CHECK: In file included from {{.*}}errors-in-header-and-macro.c:9:
// CHECK-NEXT: {{.*}}acc-in-header.h:7:{{[0-9]+}}: error: variable 'x' cannot appear in both a 'copy' clause and a 'copyin' clause on the 'parallel loop' directive
// CHECK: errors-in-header-and-macro.c:15:{{[0-9]+}}: error: variable 'y' cannot appear in both a 'copy' clause and a 'present' clause on the 'parallel loop' directive
// CHECK-NOT: error:
// CHECK: 2 errors generated.

// The print modes print the translation of the preprocessed unit, and say so.
// PRINT: errors-in-header-and-macro.c:24:3: warning: OpenACC directive from a macro or '_Pragma': the output is the translation of the preprocessed source, headers and macros expanded, not of this file's text [-Waccc-preprocessed-print]
// PRINT-NOT: warning:
