// RUN: %accc -acc=gpu -fopenacc-ast-dump %s | FileCheck %s --check-prefix=DMP

// declare directives are dumped with their data actions (Analysis/
// DataActions.h): at file scope on the dynamic counter from program start
// to program end (flang's acc.global_ctor/dtor), in a function on the
// structured counter to the end of the block, also when a `return` leaves
// it (the lowering then uses enter/exit data: DataToOMP.cpp rule 7).

double g[100];
#pragma acc declare create(g)
int gi[10];
#pragma acc declare copyin(gi)
float gr[4], gl[4];
#pragma acc declare device_resident(gr)
#pragma acc declare link(gl)
double *gp;
#pragma acc declare deviceptr(gp)

void f(int n, double *a, double *dp) {
  double x[5], y[5], u[5], v[5], r[5];
  #pragma acc declare copy(x) copyin(y) copyout(u[1:3]) create(v) present(a[0:n]) deviceptr(dp) device_resident(r)
  x[0] = y[0] + u[1] + v[0] + r[0] + a[0] + dp[0];
}

int h(int n) {
  double t[4];
  #pragma acc declare copyin(t)
  if (n)
    return 1;
  return 0;
}
// DMP-LABEL: {{^}}OpenACCDeclareDecl {{.*}} <{{.*}}:10:1
// DMP: |-DataActions
// DMP-NEXT: | `-create g <exp>: entry create(dynamic), exit delete(dynamic), bounds(lb=0, extent=100 (type))
// DMP-LABEL: {{^}}OpenACCDeclareDecl {{.*}} <{{.*}}:12:1
// DMP: |-DataActions
// DMP-NEXT: | `-copyin gi <exp>: entry copyin(dynamic), exit delete(dynamic), bounds(lb=0, extent=10 (type))
// DMP-LABEL: {{^}}OpenACCDeclareDecl {{.*}} <{{.*}}:14:1
// DMP: |-DataActions
// DMP-NEXT: | `-device_resident gr <exp>: entry declare_device_resident(dynamic), exit delete(dynamic), bounds(lb=0, extent=4 (type))
// DMP-LABEL: {{^}}OpenACCDeclareDecl {{.*}} <{{.*}}:15:1
// DMP: |-DataActions
// DMP-NEXT: | `-link gl <exp>: entry declare_link, exit none, bounds(lb=0, extent=4 (type))
// DMP-LABEL: {{^}}OpenACCDeclareDecl {{.*}} <{{.*}}:17:1
// DMP: |-DataActions
// DMP-NEXT: | `-deviceptr gp <exp>: entry deviceptr, exit none
// DMP-LABEL: {{^}}OpenACCDeclareDecl {{.*}} <{{.*}}:21:3
// DMP: |-DataActions
// DMP-NEXT: | |-copy x <exp>: entry copyin(structured), exit copyout(structured), bounds(lb=0, extent=5 (type))
// DMP-NEXT: | |-copyin y <exp>: entry copyin(structured), exit delete(structured), bounds(lb=0, extent=5 (type))
// DMP-NEXT: | |-copyout u[1:3] <exp>: entry create(structured), exit copyout(structured), bounds(lb=1, extent=3)
// DMP-NEXT: | |-create v <exp>: entry create(structured), exit delete(structured), bounds(lb=0, extent=5 (type))
// DMP-NEXT: | |-present a[0:n] <exp>: entry present(structured), exit delete(structured), bounds(lb=0, extent=n)
// DMP-NEXT: | |-deviceptr dp <exp>: entry deviceptr, exit none
// DMP-NEXT: | `-device_resident r <exp>: entry declare_device_resident(structured), exit delete(structured), bounds(lb=0, extent=5 (type))
// DMP-LABEL: {{^}}OpenACCDeclareDecl {{.*}} <{{.*}}:27:3
// DMP: |-DataActions
// DMP-NEXT: | `-copyin t <exp>: entry copyin(structured), exit delete(structured), bounds(lb=0, extent=4 (type))
