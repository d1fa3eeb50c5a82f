// RUN: %accc -acc=gpu -fopenacc-ast-dump %s | FileCheck %s --check-prefix=DMP

// A compute construct dumps its data attributes (<exp>/<imp>/<pre>) and its
// OpenMP translation as an <OMPNode> child; each loop dumps its partitioning.
void f(int n, float *x) {
  int s = 0, i, t;
  #pragma acc parallel copy(x[0:n]) firstprivate(t) num_gangs(4)
  {
    #pragma acc loop gang worker private(t)
    for (int a = 0; a < n; ++a)
      #pragma acc loop vector reduction(+:s)
      for (int b = 0; b < n; ++b)
        s += x[a] + t;
    #pragma acc loop seq
    for (i = 0; i < n; ++i)
      x[i] = 0;
    #pragma acc loop
    for (i = 0; i < n; ++i)
      x[i] = 1;
  }
}
// DMP-LABEL: OpenACCComputeConstruct {{.*}} parallel
// DMP-NEXT: |-DataAttributes
// DMP-NEXT: | |-copy x <exp>
// DMP-NEXT: | |-firstprivate t <exp>
// DMP-NEXT: | |-firstprivate n <imp>
// DMP-NEXT: | |-firstprivate s <imp>
// DMP-NEXT: | |-shared x <imp>
// DMP-NEXT: | `-firstprivate i <imp>
// DMP-NEXT: |-DataActions
// DMP-NEXT: | `-copy x[0:n] <exp>: entry copyin(structured), exit copyout(structured), bounds(lb=0, extent=n)
// DMP-NEXT: |-<OMPNode> omp target teams
// DMP-NEXT: | |-map(ompx_hold, tofrom: x[0:n])
// DMP-NEXT: | |-firstprivate(t, n, s, i)
// DMP-NEXT: | |-shared(x) <implicit>
// DMP-NEXT: | `-num_teams(4)
// DMP-NEXT: |-copy clause
// DMP: OpenACCLoopConstruct {{.*}} <line:9:5, col:44> parent: parallel
// DMP-NEXT: |-LoopPartitioning gang worker
// DMP-NEXT: |-DataAttributes
// DMP-NEXT: | |-private t <exp>
// DMP-NEXT: | |-shared n <imp>
// DMP-NEXT: | |-shared s <imp>
// DMP-NEXT: | `-shared x <imp>
// DMP-NEXT: |-<OMPNode> omp distribute
// DMP-NEXT: | `-private(t)
// DMP: OpenACCLoopConstruct {{.*}} <line:11:7, col:45> parent: parallel
// DMP-NEXT: |-LoopPartitioning vector
// DMP-NEXT: |-DataAttributes
// DMP-NEXT: | |-reduction(+) s <exp>
// DMP: |-<OMPNode> omp parallel for
// DMP-NEXT: | |-reduction(+: s)
// DMP: OpenACCLoopConstruct {{.*}} <line:14:5, col:25> parent: parallel
// DMP-NEXT: |-LoopPartitioning sequential
// DMP-NEXT: |-DataAttributes
// DMP-NEXT: | |-shared i <imp>
// DMP: |-<OMPNode> (no directive: sequential loop)
// DMP: OpenACCLoopConstruct {{.*}} <line:17:5, col:21> parent: parallel
// DMP-NEXT: |-LoopPartitioning gang<imp>
// DMP-NEXT: |-DataAttributes
// DMP-NEXT: | |-private i <pre>
// DMP: |-<OMPNode> omp distribute parallel for
// DMP-NEXT: | |-private(i) <implicit>
