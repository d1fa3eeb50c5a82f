// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | grep -v '^//' | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=gpu -fno-openacc-member-locals -fopenacc-print=omp %s 2>/dev/null | grep -v "^//" | FileCheck %s --check-prefix=OFF
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | grep -v "^//" | FileCheck %s --check-prefix=MC
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

// A scalar member of a local struct variable that a compute construct only
// reads (Analysis/MemberReductions.cpp rule 8): a local copy of its value,
// firstprivate, so that the struct is not mapped whole (implicit copy: two
// copies and a wait per launch, and a fault where members are present
// apart).

typedef double real;
struct V {
  int n;
  real scale;
  double *x;
  double u[16];
  struct {
    int lo, hi;
  } r;
  struct In {
    int k;
  } in;
};

int use(struct V *);
#define N_OF(v) (v).n

// CHECK-LABEL: void reads(
void reads(struct V v) {
#pragma acc parallel loop present(v.x[0:v.n])
  for (int i = 0; i < v.n; ++i)
    v.x[i] *= v.scale + v.in.k;
// CHECK:      int __accc_member_v_n{{[0-9]+}} = v.n;
// CHECK-NEXT: double __accc_member_v_scale{{[0-9]+}} = v.scale;
// CHECK-NEXT: int __accc_member_v_in_k{{[0-9]+}} = v.in.k;
// CHECK-NEXT: double *__accc_member_v_x{{[0-9]+}} = v.x;
// CHECK-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: __accc_member_v_x{{[0-9]+}}[0:__accc_member_v_n{{[0-9]+}}]) firstprivate(__accc_member_v_n{{[0-9]+}}, __accc_member_v_scale{{[0-9]+}}, __accc_member_v_in_k{{[0-9]+}})
// CHECK-NOT:  map({{.*}} v)
// CHECK:      for (int i = 0; i < __accc_member_v_n{{[0-9]+}}; ++i)
// CHECK-NEXT:   __accc_member_v_x{{[0-9]+}}[i] *= __accc_member_v_scale{{[0-9]+}} + __accc_member_v_in_k{{[0-9]+}};
// OFF-LABEL: void reads(
// OFF: map(ompx_hold, tofrom: v)
// MC-LABEL: void reads(
// MC-NOT: __accc_member
// MC: }

  // Members present apart, one read: no implicit copy of the object.
#pragma acc enter data copyin(v.u)
#pragma acc serial present(v.u)
  v.u[0] = v.r.lo;
// CHECK: int __accc_member_v_r_lo{{[0-9]+}} = v.r.lo;
// CHECK: map(ompx_hold, present, alloc: __accc_member_v_u{{[0-9]+}}[0:16]) {{.*}}firstprivate(__accc_member_v_r_lo{{[0-9]+}})
// CHECK-NEXT: __accc_member_v_u{{[0-9]+}}[0] = __accc_member_v_r_lo{{[0-9]+}};
}

// CHECK-LABEL: void not_taken(
void not_taken(struct V v, struct V *p, int *out) {
  // Written in the region.
#pragma acc serial copyout(out[0:1])
  out[0] = v.n++;
  // Through `->`: the object may be present with its own values.
#pragma acc serial copyout(out[0:1])
  out[0] = p->n;
  // Used whole beside the member (`v.in` passed by value).
#pragma acc serial copyout(out[0:1])
  out[0] = v.in.k + (int)sizeof(v.in);
  // Spelled by a macro.
#pragma acc serial copyout(out[0:1])
  out[0] = N_OF(v);
  // default(present): the object's present test stays.
#pragma acc serial copyout(out[0:1]) default(present)
  out[0] = v.r.hi;
  // Declared in the region.
#pragma acc parallel copyout(out[0:1])
  {
    struct V w = {0};
    out[0] = w.n;
  }
// CHECK-NOT: __accc_member_w
// CHECK-NOT: __accc_member_v_n
// CHECK-NOT: __accc_member_p_n
// CHECK-NOT: __accc_member_v_in
// CHECK-NOT: __accc_member_v_r
// CHECK: }
}

// CHECK-LABEL: void named(
void named(int *out) {
  // The function names the object in a clause: a device copy of the
  // member can hold its own value.
  struct V a = {0};
#pragma acc enter data copyin(a)
#pragma acc serial copyout(out[0:1])
  out[0] = a.n;
  // Its address taken: any callee could map it.
  struct V b = {0};
  use(&b);
#pragma acc serial copyout(out[0:1])
  out[0] = b.n;
  // A member holding the member named by a clause.
  struct V c = {0};
#pragma acc enter data copyin(c.r)
#pragma acc serial copyout(out[0:1])
  out[0] = c.r.lo;
// CHECK-NOT: __accc_member_{{[abc]}}_
// CHECK: }
}

// INFO: read-only-member-locals.c:{{[0-9]+}}:13: remark: member v.n: read only, through the local __accc_member_v_n{{[0-9]+}}, a copy of its value (firstprivate; no map of its object)
