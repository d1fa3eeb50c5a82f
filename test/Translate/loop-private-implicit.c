// A variable private to a loop gets no implicit data attribute on the compute
// construct from the references inside that loop (they name the loop's
// private copies): no copy of a scratch array, and `default(present)` does
// not ask for it to be present (miniWeather's `parallel loop
// private(stencil, vals) default(present)`).
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-ast-dump -fsyntax-only %s | FileCheck %s --check-prefix=DMP

void f(double *a, int n) {
  double st[4], t;
  int k;
#pragma acc parallel loop private(st, k) default(present)
  for (int i = 0; i < n; i++) {
    for (k = 0; k < 4; k++)
      st[k] = a[i] + k;
    a[i] = st[0] + st[3];
  }
  // CHECK: #pragma omp target teams distribute parallel for firstprivate(n) private(st, k) {{.*}}

#pragma acc parallel copy(a[0:n])
  {
#pragma acc loop gang private(t)
    for (int i = 0; i < n; i++) {
      t = a[i];
      a[i] = t * 2;
    }
    // t is referenced outside the loop too: that reference is the
    // compute construct's own (imp firstprivate, as before).
    a[0] += t;
  }
  // CHECK: #pragma omp target teams map(ompx_hold, tofrom: a[0:n]) firstprivate(n, t) {{.*}}
}
// DMP-LABEL: OpenACCCombinedConstruct {{.*}} parallel loop
// DMP-NEXT: |-<effective parallel>
// DMP-NEXT: | `-DataAttributes
// DMP-NEXT: |   |-firstprivate n <imp>
// DMP-NEXT: |   `-firstprivate a <imp>
