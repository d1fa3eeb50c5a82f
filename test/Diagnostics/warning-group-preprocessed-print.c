// -Waccc-preprocessed-print: a print mode on a source whose directives are
// not all in its text prints the translation of its preprocessed unit
// (docs/Design.md, "Directives in headers and macros"), and says so once,
// at the first such directive. A compile does not warn.
// RUN: %accc -fopenacc-print=omp %s 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN
// RUN: %accc -fopenacc-print=omp -acc=gpu %s 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: %accc -fopenacc-print=omp -Wno-accc-preprocessed-print %s 2>&1 >/dev/null | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: not %accc -fopenacc-print=omp -Werror=accc-preprocessed-print %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// RUN: %accc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// NONE-NOT: warning:
// WARN-NOT: warning:

#define ACC(x) _Pragma(#x)
#define ZERO(a, n) ACC(acc parallel loop copyout(a[0:n])) \
  for (int i = 0; i < n; ++i) a[i] = 0;

void f(float *a, int n) {
  // WARN: warning-group-preprocessed-print.c:[[@LINE+2]]:3: warning: OpenACC directive from a macro or '_Pragma': the output is the translation of the preprocessed source, headers and macros expanded, not of this file's text [-Waccc-preprocessed-print]
  // ERR: warning-group-preprocessed-print.c:[[@LINE+1]]:3: error: OpenACC directive from a macro {{.*}} [-Werror,-Waccc-preprocessed-print]
  ZERO(a, n)
  ZERO(a, n)
}
// WARN-NOT: warning:
// OUT: #pragma omp target teams distribute parallel for map(ompx_hold, from: a[0:n])
// OUT: #pragma omp target teams distribute parallel for map(ompx_hold, from: a[0:n])
