// accc's warnings belong to -W groups (docs/Diagnostics.md), with clang's
// meaning of each flag: this one, accc-ignored-clause, covers clauses and
// clause arguments accc does not use for the target.
// RUN: %accc -acc=gpu -acc-mapping=base -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %accc -acc=gpu -acc-mapping=base -fsyntax-only -Wno-accc-ignored-clause %s 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: %accc -acc=gpu -acc-mapping=base -fsyntax-only -w %s 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: not %accc -acc=gpu -acc-mapping=base -fsyntax-only -Werror=accc-ignored-clause %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %accc -acc=gpu -acc-mapping=base -fsyntax-only -Werror %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: %accc -acc=gpu -acc-mapping=base -fsyntax-only -Werror -Wno-error=accc-ignored-clause %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %accc -acc=gpu -acc-mapping=base -fsyntax-only -Wno-accc-ignored-clause -Waccc-ignored-clause %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: not %accc -acc=gpu -acc-mapping=base -fsyntax-only -Werror=accc-ignored-clause -Waccc-ignored-clause %s 2>&1 | FileCheck %s --check-prefix=ERR
// The flags of accc's groups are not passed to clang, which does not know them.
// NONE-NOT: unknown warning option
// NONE-NOT: warning:
// Analysis warnings (the loop's gang) come before the lowering's
// (vector_length): Translate.cpp runs each stage on the whole file.
// WARN-NOT: unknown warning option

void f(float *a, int n) {
  // WARN-DAG: warning-group-ignored-clause.c:[[@LINE+2]]:38: warning: non-constant 'vector_length' argument is ignored by the base mapping [-Waccc-ignored-clause]
  // ERR-DAG: warning-group-ignored-clause.c:[[@LINE+1]]:38: error: non-constant 'vector_length' argument is ignored by the base mapping [-Werror,-Waccc-ignored-clause]
  #pragma acc parallel vector_length(n)
  #pragma acc loop vector
  for (int i = 0; i < n; ++i)
    ;
  #pragma acc kernels copy(a[0:n])
  {
    #pragma acc loop independent gang(16)
    for (int i = 0; i < n; i++)
      a[i] += 1;
    // WARN-DAG: warning-group-ignored-clause.c:[[@LINE+2]]:34: warning: 'gang(8)' on the loop is ignored: {{.*}} [-Waccc-ignored-clause]
    // ERR-DAG: warning-group-ignored-clause.c:[[@LINE+1]]:34: error: 'gang(8)' on the loop is ignored: {{.*}} [-Werror,-Waccc-ignored-clause]
    #pragma acc loop independent gang(8)
    for (int i = 0; i < n; i++)
      a[i] += 1;
  }
}
