// -Waccc-merged-data-clauses: one item in two of copy, copyin, copyout and
// create on a directive, read as one clause that does what both ask
// (ClauseChecks.cpp rule 2; test/Execution/data-clauses-merged.c has the
// translation and results; test/Diagnostics/dma-conflict.c the errors
// that stay).
// RUN: %accc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %accc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %accc -fsyntax-only -Wno-accc-merged-data-clauses %s 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: not %accc -fsyntax-only -Werror=accc-merged-data-clauses %s 2>&1 | FileCheck %s --check-prefix=ERR
// NONE-NOT: warning:
// WARN-NOT: warning:

void f(float *x, int n) {
  // WARN: warning-group-merged-data-clauses.c:[[@LINE+3]]:52: warning: 'x' appears in both a 'copyin' clause and a 'copyout' clause on the 'parallel loop' directive: read as one 'copy' clause, which does what both ask [-Waccc-merged-data-clauses]
  // WARN: note: previous appearance of 'x' is here
  // ERR: warning-group-merged-data-clauses.c:[[@LINE+1]]:52: error: 'x' appears in both {{.*}} [-Werror,-Waccc-merged-data-clauses]
  #pragma acc parallel loop copyin(x[0:n]) copyout(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] += 1;
}
// WARN-NOT: warning:
