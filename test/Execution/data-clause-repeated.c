// RUN: %accc -acc=host %s -o %t.host 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc 2>/dev/null && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu 2>/dev/null %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}
// RUN: not %accc -fsyntax-only -DPARTS %s 2>&1 | FileCheck %s --check-prefix=PARTS

// The same item twice in data clauses of one kind (`present(a, b, b)`, as
// LLNL's LULESH and UoB's TeaLeaf OpenACC ports write it for PGI): read
// once, with a warning (-Waccc-merged-data-clauses; ClauseChecks rule 2).
// Two different parts of one variable stay an error.
#include <stdio.h>

int main(void) {
  int n = 100;
  double a[100], b[100];
  for (int i = 0; i < n; i++) {
    a[i] = 0;
    b[i] = 3;
  }
  // WARN: data-clause-repeated.c:[[@LINE+1]]:46: warning: 'b' appears more than once in 'copyin' clauses on the 'data' directive: read once [-Waccc-merged-data-clauses]
#pragma acc data copy(a[0:n]) copyin(b[0:n], b[0:n])
  {
    // WARN: data-clause-repeated.c:[[@LINE+2]]:51: warning: 'b' appears more than once in 'present' clauses on the 'parallel loop' directive: read once [-Waccc-merged-data-clauses]
    // WARN: note: previous appearance of 'b' is here
#pragma acc parallel loop present(a[0:n], b[0:n], b[0:n])
    for (int i = 0; i < n; i++)
      a[i] = b[i];
  }
  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += a[i];
  // CHECK: sum 300
  printf("sum %g\n", sum);
#ifdef PARTS
  // PARTS: error: variable 'b' appears more than once in 'present' clauses
#pragma acc parallel loop present(b[0:n], b[0:n / 2])
  for (int i = 0; i < n; i++)
    b[i] = 1;
#endif
  return 0;
}
