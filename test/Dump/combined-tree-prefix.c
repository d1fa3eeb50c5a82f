// RUN: %accc -acc=gpu -fopenacc-ast-dump %s | FileCheck %s --check-prefix=DMP
// XFAIL: *
// BUG: the dump of a combined construct draws two tree prefixes before the
// children of <effective parallel> and <effective loop> ("| |-|-DataAttributes",
// "| |-| |-copy x <exp>") instead of one level of nesting.

void f(int n, float *x) {
  #pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = 0;
}
// DMP-LABEL: OpenACCCombinedConstruct {{.*}} parallel loop
// DMP-NEXT: |-<effective parallel>
// DMP-NEXT: | `-DataAttributes
// DMP-NEXT: |   |-copy x <exp>
// DMP-NEXT: |   |-firstprivate n <imp>
// DMP-NEXT: |   `-shared x <imp>
// DMP-NEXT: |-<effective loop>
// DMP-NEXT: | |-LoopPartitioning gang<imp>
// DMP-NEXT: | `-DataAttributes
