// RUN: %accc -acc=gpu -fopenacc-ast-dump %s | FileCheck %s --check-prefix=DMP

// Parts of objects: the name and bounds as written (`p[0:n]` in a member
// function, not `this->p`), `this[0:1]`, members of a reference and
// through a pointer. On the GPU a pointer member's target in a compute
// construct that reaches v only through its fields is its local's
// (Analysis/MemberReductions.cpp rule 4): no implicit copy of v; an array
// member's part is through a local that points to the array (rule 6).

struct V {
  double *p;
  double buf[8];
  int n;
  void up() {
    #pragma acc enter data copyin(this[0:1], p[0:n], buf)
  }
};
void g(V &v, V *pv) {
  #pragma acc parallel loop present(v.p[0:v.n], pv->buf[2:4])
  for (int i = 0; i < 4; ++i)
    v.p[i] = pv->buf[i];
}
// DMP-LABEL: {{^}}OpenACCEnterDataConstruct {{.*}} <{{.*}}:15:5
// DMP: |-DataActions
// DMP-NEXT: | |-copyin this[0:1] <exp>: entry copyin(dynamic), exit none, bounds(lb=0, extent=1)
// DMP-NEXT: | |-copyin p[0:n] <exp>: entry copyin(dynamic), exit none, bounds(lb=0, extent=n)
// DMP-NEXT: | `-copyin buf <exp>: entry copyin(dynamic), exit none, bounds(lb=0, extent=8 (type))
// DMP-LABEL: {{^}}OpenACCCombinedConstruct {{.*}} <{{.*}}:19:3
// DMP: | `-DataActions
// DMP-NEXT: |   |-present __accc_member_v_p0[0:v.n] <exp>: entry present(structured), exit delete(structured), bounds(lb=0, extent=v.n)
// DMP-NEXT: |   `-present __accc_member_pv_buf1[2:4] <exp>: entry present(structured), exit delete(structured), bounds(lb=2, extent=4)
