// RUN: %accc -acc=gpu -fopenacc-ast-dump %s | FileCheck %s --check-prefix=DMP

// A combined construct dumps its effective 'parallel' and 'loop' directives
// (seed 000, "Combined Directives"): private and reduction go to the loop,
// the other clauses to 'parallel'; the assigned loop variable is pre private
// on the loop; the reduction is promoted to 'parallel' with imp copy.
void f(int n, float *x) {
  int s = 0, i;
  #pragma acc parallel loop copy(x[0:n]) reduction(+:s)
  for (i = 0; i < n; ++i)
    s += x[i];
}
// DMP-LABEL: OpenACCCombinedConstruct {{.*}} parallel loop
// DMP-NEXT: |-<effective parallel>
// DMP-NEXT: {{.*}}DataAttributes
// DMP-NEXT: {{.*}}-copy x <exp>
// DMP-NEXT: {{.*}}-copy s <imp>
// DMP-NEXT: {{.*}}-reduction(+) s <imp>
// DMP-NEXT: {{.*}}-firstprivate i <imp>
// DMP-NEXT: {{.*}}-firstprivate n <imp>
// DMP-NEXT: {{.*}}-shared x <imp>
// DMP-NEXT: {{.*}}DataActions
// DMP-NEXT: {{.*}}-copy x[0:n] <exp>: entry copyin(structured), exit copyout(structured), bounds(lb=0, extent=n)
// DMP-NEXT: {{.*}}-copy s <imp>: entry copyin(structured), exit copyout(structured)
// DMP-NEXT: |-<effective loop>
// DMP-NEXT: | |-LoopPartitioning gang<imp>
// DMP-NEXT: {{.*}}DataAttributes
// DMP-NEXT: {{.*}}-reduction(+) s <exp>
// DMP-NEXT: {{.*}}-private i <pre>
// DMP-NEXT: {{.*}}-shared n <imp>
// DMP-NEXT: {{.*}}-shared x <imp>
// DMP-NEXT: |-<OMPNode> omp target teams distribute parallel for
// DMP-NEXT: | |-map(ompx_hold, tofrom: x[0:n], s)
// DMP-NEXT: | |-reduction(+: s) <implicit>
// DMP-NEXT: | |-firstprivate(n) <implicit>
// DMP-NEXT: | |-shared(x) <implicit>
// DMP-NEXT: | |-private(i) <implicit>
// DMP-NEXT: | |-num_teams({{.+}})
// DMP-NEXT: | |-thread_limit(1024)
// DMP-NEXT: | |-dist_schedule(static)
// DMP-NEXT: | `-schedule(static, 8)
// DMP-NEXT: |-copy clause
// DMP: |-reduction clause Operator: +
// DMP: `-ForStmt
