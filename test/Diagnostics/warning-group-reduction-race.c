// -Waccc-reduction-race: a reduction variable of the compute construct that
// a partitioned loop uses without a reduction clause for it
// (test/Diagnostics/reduction-race.c has the cases).
// RUN: %accc -acc=gpu -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %accc -acc=gpu -fsyntax-only -Wno-accc-reduction-race %s 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: not %accc -acc=gpu -fsyntax-only -Werror=accc-reduction-race %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: %accc -acc=gpu -fsyntax-only -Werror -Wno-error=accc-reduction-race %s 2>&1 | FileCheck %s --check-prefix=WARN
// Another group's flags leave this one alone.
// RUN: %accc -acc=gpu -fsyntax-only -Wno-accc-ignored-clause %s 2>&1 | FileCheck %s --check-prefix=WARN
// NONE-NOT: warning:

void f(int *a, int n) {
  int s = 0;
#pragma acc parallel reduction(+:s) copyin(a[0:n])
  {
    // WARN: warning-group-reduction-race.c:[[@LINE+2]]:1: warning: 's', a reduction variable of the compute construct, {{.*}} [-Waccc-reduction-race]
    // ERR: warning-group-reduction-race.c:[[@LINE+1]]:1: error: 's', a reduction variable {{.*}} [-Werror,-Waccc-reduction-race]
#pragma acc loop
    for (int i = 0; i < n; i++)
      a[i] = s++;
  }
}
