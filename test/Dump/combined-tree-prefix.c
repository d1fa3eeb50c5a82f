// RUN: %accc -acc=gpu -fopenacc-ast-dump %s | FileCheck %s --check-prefix=DMP
// Regression: the children of <effective parallel> and <effective loop> in
// the dump of a combined construct are drawn with one level of nesting (not
// "| |-|-DataAttributes").

void f(int n, float *x) {
  #pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = 0;
}
// DMP-LABEL: OpenACCCombinedConstruct {{.*}} parallel loop
// DMP-NEXT: |-<effective parallel>
// DMP-NEXT: | |-DataAttributes
// DMP-NEXT: | | |-copy x <exp>
// DMP-NEXT: | | |-firstprivate n <imp>
// DMP-NEXT: | | `-shared x <imp>
// DMP-NEXT: | `-DataActions
// DMP-NEXT: |   `-copy x[0:n] <exp>: entry copyin(structured), exit copyout(structured), bounds(lb=0, extent=n)
// DMP-NEXT: |-<effective loop>
// DMP-NEXT: | |-LoopPartitioning gang<imp>
// DMP-NEXT: | `-DataAttributes
