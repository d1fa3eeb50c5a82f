// RUN: %accc -acc=gpu -fopenacc-ast-dump %s | FileCheck %s --check-prefix=DMP

// The data clauses of data, host_data, enter data, exit data (with and
// without finalize) and update decomposed (Analysis/DataActions.h, seed
// 003): data on the structured counter; enter data entry actions and exit
// data a getdeviceptr lookup and an exit action, on the dynamic counter;
// update and use_device on no counter.

struct S { double *p; int n; };
void f(int n, double *a, double *b, double *c, double *d, double *dp,
       double **pp, struct S s, double *q) {
  double w[8], z[4][6];
  #pragma acc data copy(a[0:n]) copyin(b[:n]) copyout(zero: w) create(c[1:n]) present(z[1:2]) no_create(d) deviceptr(dp) attach(s.p)
  {
    #pragma acc host_data use_device(a, w)
    { a[0] = w[0]; }
  }
  #pragma acc enter data copyin(a[0:n], pp[0:n][0:4]) create(z[1:]) attach(q)
  #pragma acc update self(a[0:n]) host(w[2:3]) device(s.p[0:s.n], z[0:1][0:6])
  #pragma acc exit data copyout(a[0:n]) delete(pp[0:n][0:4], z) detach(q)
  #pragma acc exit data copyout(a[0:n]) delete(w) finalize
}
// DMP-LABEL: {{^}}OpenACCDataConstruct {{.*}} <{{.*}}:13:3
// DMP: |-DataActions
// DMP-NEXT: | |-copy a[0:n] <exp>: entry copyin(structured), exit copyout(structured), bounds(lb=0, extent=n)
// DMP-NEXT: | |-copyin b[:n] <exp>: entry copyin(structured), exit delete(structured), bounds(lb=0, extent=n)
// DMP-NEXT: | |-copyout(zero) w <exp>: entry create(structured), exit copyout(structured), bounds(lb=0, extent=8 (type))
// DMP-NEXT: | |-create c[1:n] <exp>: entry create(structured), exit delete(structured), bounds(lb=1, extent=n)
// DMP-NEXT: | |-present z[1:2] <exp>: entry present(structured), exit delete(structured), bounds(lb=1, extent=2)(lb=0, extent=6 (type))
// DMP-NEXT: | |-no_create d <exp>: entry nocreate(structured), exit delete(structured)
// DMP-NEXT: | |-deviceptr dp <exp>: entry deviceptr, exit none
// DMP-NEXT: | `-attach s.p <exp>: entry attach(structured), exit detach(structured)
// DMP-LABEL: {{^}}OpenACCHostDataConstruct {{.*}} <{{.*}}:15:5
// DMP: |-DataActions
// DMP-NEXT: | |-use_device a <exp>: entry use_device, exit none
// DMP-NEXT: | `-use_device w <exp>: entry use_device, exit none, bounds(lb=0, extent=8 (type))
// DMP-LABEL: {{^}}OpenACCEnterDataConstruct {{.*}} <{{.*}}:18:3
// DMP: |-DataActions
// DMP-NEXT: | |-copyin a[0:n] <exp>: entry copyin(dynamic), exit none, bounds(lb=0, extent=n)
// DMP-NEXT: | |-copyin pp[0:n][0:4] <exp>: entry copyin(dynamic), exit none, bounds(lb=0, extent=n)(lb=0, extent=4) pointer-chain
// DMP-NEXT: | |-create z[1:] <exp>: entry create(dynamic), exit none, bounds(lb=1, extent=3 (type))(lb=0, extent=6 (type))
// DMP-NEXT: | `-attach q <exp>: entry attach(dynamic), exit none
// DMP-LABEL: {{^}}OpenACCUpdateConstruct {{.*}} <{{.*}}:19:3
// DMP: |-DataActions
// DMP-NEXT: | |-self a[0:n] <exp>: entry getdeviceptr, exit update_host, bounds(lb=0, extent=n)
// DMP-NEXT: | |-self w[2:3] <exp>: entry getdeviceptr, exit update_host, bounds(lb=2, extent=3)
// DMP-NEXT: | |-device s.p[0:s.n] <exp>: entry update_device, exit none, bounds(lb=0, extent=s.n)
// DMP-NEXT: | `-device z[0:1][0:6] <exp>: entry update_device, exit none, bounds(lb=0, extent=1)(lb=0, extent=6)
// DMP-LABEL: {{^}}OpenACCExitDataConstruct {{.*}} <{{.*}}:20:3
// DMP: |-DataActions
// DMP-NEXT: | |-copyout a[0:n] <exp>: entry getdeviceptr, exit copyout(dynamic), bounds(lb=0, extent=n)
// DMP-NEXT: | |-delete pp[0:n][0:4] <exp>: entry getdeviceptr, exit delete(dynamic), bounds(lb=0, extent=n)(lb=0, extent=4) pointer-chain
// DMP-NEXT: | |-delete z <exp>: entry getdeviceptr, exit delete(dynamic), bounds(lb=0, extent=4 (type))(lb=0, extent=6 (type))
// DMP-NEXT: | `-detach q <exp>: entry getdeviceptr, exit detach(dynamic)
// DMP-LABEL: {{^}}OpenACCExitDataConstruct {{.*}} <{{.*}}:21:3
// DMP: |-DataActions
// DMP-NEXT: | |-copyout a[0:n] <exp>: entry getdeviceptr, exit copyout(dynamic, finalize), bounds(lb=0, extent=n)
// DMP-NEXT: | `-delete w <exp>: entry getdeviceptr, exit delete(dynamic, finalize), bounds(lb=0, extent=8 (type))
