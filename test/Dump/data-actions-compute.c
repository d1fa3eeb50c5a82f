// RUN: %accc -acc=gpu -fopenacc-ast-dump %s | FileCheck %s --check-prefix=DMP

// The data clauses of compute constructs decomposed (Analysis/DataActions.h,
// seed 003): every clause kind, explicit and implicit, on the structured
// counter; bounds zero-based, one per dimension: subarrays with and without
// a lower bound or a length, whole arrays from their type (a variable-length
// array's size too), the trailing dimensions of a row, a pointer chain.

void f(int n, double *a, double *b, double *c, double *d, double *e,
       double **pp, double *q, double *dp, double m[][8]) {
  double w[16], z[4][6];
  double vla[n];
  double s = 0, t = 0;
  #pragma acc parallel copy(a[0:n]) copyin(readonly: b[:n]) copyout(zero: c[1:n]) create(w[2:]) present(z) no_create(d) deviceptr(dp)
  for (int i = 0; i < n; ++i)
    a[i] = b[i] + c[i] + w[i] + z[0][i] + d[i] + dp[i];
  #pragma acc kernels present(e[0:n]) copyin(pp[0:n][0:4], m[1:2]) attach(q) copy(vla)
  for (int i = 0; i < n; ++i)
    e[i] = pp[i][0] + m[1][i] + *q + vla[i] + t;
  #pragma acc serial loop reduction(+: s) default(present)
  for (int i = 0; i < 16; ++i)
    s += w[i] + z[1][i];
}
// DMP-LABEL: {{^}}OpenACCComputeConstruct {{.*}} <{{.*}}:14:3
// DMP: |-DataActions
// DMP-NEXT: | |-copy a[0:n] <exp>: entry copyin(structured), exit copyout(structured), bounds(lb=0, extent=n)
// DMP-NEXT: | |-copyin(readonly) b[:n] <exp>: entry copyin(structured), exit delete(structured), bounds(lb=0, extent=n)
// DMP-NEXT: | |-copyout(zero) c[1:n] <exp>: entry create(structured), exit copyout(structured), bounds(lb=1, extent=n)
// DMP-NEXT: | |-create w[2:] <exp>: entry create(structured), exit delete(structured), bounds(lb=2, extent=14 (type))
// DMP-NEXT: | |-present z <exp>: entry present(structured), exit delete(structured), bounds(lb=0, extent=4 (type))(lb=0, extent=6 (type))
// DMP-NEXT: | |-no_create d <exp>: entry nocreate(structured), exit delete(structured)
// DMP-NEXT: | `-deviceptr dp <exp>: entry deviceptr, exit none
// DMP-LABEL: {{^}}OpenACCComputeConstruct {{.*}} <{{.*}}:17:3
// DMP: |-DataActions
// DMP-NEXT: | |-present e[0:n] <exp>: entry present(structured), exit delete(structured), bounds(lb=0, extent=n)
// DMP-NEXT: | |-copyin pp[0:n][0:4] <exp>: entry copyin(structured), exit delete(structured), bounds(lb=0, extent=n)(lb=0, extent=4) pointer-chain
// DMP-NEXT: | |-copyin m[1:2] <exp>: entry copyin(structured), exit delete(structured), bounds(lb=1, extent=2)(lb=0, extent=8 (type))
// DMP-NEXT: | |-attach q <exp>: entry attach(structured), exit detach(structured)
// DMP-NEXT: | |-copy vla <exp>: entry copyin(structured), exit copyout(structured), bounds(lb=0, extent=n (type))
// DMP-NEXT: | `-copy n <imp>: entry copyin(structured), exit copyout(structured)
// DMP-LABEL: {{^}}OpenACCCombinedConstruct {{.*}} <{{.*}}:20:3
// DMP: | `-DataActions
// DMP-NEXT: |   |-copy s <imp>: entry copyin(structured), exit copyout(structured)
// DMP-NEXT: |   |-present w <imp>: entry present(structured), exit delete(structured), bounds(lb=0, extent=16 (type))
// DMP-NEXT: |   `-present z <imp>: entry present(structured), exit delete(structured), bounds(lb=0, extent=4 (type))(lb=0, extent=6 (type))
