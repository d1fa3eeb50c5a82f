// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | grep -v '^//' | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=gpu -fno-openacc-member-locals -fopenacc-print=omp %s 2>/dev/null | grep -v "^//" | FileCheck %s --check-prefix=OFF
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | grep -v "^//" | FileCheck %s --check-prefix=MC
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

// Members that are no pointers in data clauses, on the GPU
// (Analysis/MemberReductions.cpp rules 6 and 7; Transform/MemberStandIns.cpp
// rule 6): a compute construct that reaches the object only through its
// fields maps each member through a local that points to it (`L[0:1]`, an
// array's `L[0:n]`, a part of an array `L[lb:n]`), and the region reads and
// writes `(*L)` (an array's `L`); an enter or exit data directive that
// names two or more members of one object (and not the object whole) maps
// each apart. So
// each member has a map and a reference count of its own. Not where the
// object is mapped too (named whole, or a member the clauses do not name
// used), an array member is used without decaying, the member is in
// another clause's list, or a use is spelled by a macro; nothing on
// multicore or with -fno-openacc-member-locals.

#define N 64
#define A_OF(x) x.a

struct In { int x; int y; };
struct S { int a; float b; double u[N]; double m[4][N]; struct In in; int f : 4; int *p; union { int i; float f; } un; };

void compute(struct S s, struct S *p, int n) {
#pragma acc parallel present(s.a, s.b)
  {
    s.a += 1;
    s.b = s.a;
  }
// CHECK-LABEL: void compute(
// CHECK:      int *__accc_member_s_a0 = &(s.a);
// CHECK-NEXT: float *__accc_member_s_b1 = &(s.b);
// CHECK-NEXT: #pragma omp target teams map(ompx_hold, present, alloc: __accc_member_s_a0[0:1], __accc_member_s_b1[0:1])
// CHECK:      (*__accc_member_s_a0) += 1;
// CHECK-NEXT: (*__accc_member_s_b1) = (*__accc_member_s_a0);
// MC-LABEL: void compute(
// MC-NOT: __accc_member
// OFF-LABEL: void compute(
// OFF-NOT: __accc_member
// OFF: map(ompx_hold, present, alloc: s.a, s.b)
#pragma acc parallel loop copy(p->u, p->m[1:2], p->in) copyin(p->a)
  for (int i = 0; i < n; ++i) {
    p->u[i] += p->a + p->in.x;
    (p->m)[1][i] = p->u[i];
  }
// CHECK:      double *__accc_member_p_u2 = p->u;
// CHECK-NEXT: double (*__accc_member_p_m3)[64] = p->m;
// CHECK-NEXT: struct In *__accc_member_p_in4 = &(p->in);
// CHECK-NEXT: int *__accc_member_p_a5 = &(p->a);
// CHECK-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: __accc_member_p_u2[0:64], __accc_member_p_m3[1:2], __accc_member_p_in4[0:1]) map(ompx_hold, to: __accc_member_p_a5[0:1])
// CHECK:      __accc_member_p_u2[i] += (*__accc_member_p_a5) + (*__accc_member_p_in4).x;
// CHECK-NEXT: (__accc_member_p_m3)[1][i] = __accc_member_p_u2[i];
// The object through a pointer: a member the clauses do not name reads
// through the pointer, and the object is not mapped.
#pragma acc parallel loop present(p->u)
  for (int i = 0; i < n; ++i)
    p->u[i] = p->b;
// CHECK:      double *__accc_member_p_u6 = p->u;
// CHECK-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: __accc_member_p_u6[0:64])
// CHECK:      __accc_member_p_u6[i] = p->b;
}

void whole(struct S s, struct S *p, int n) {
  // Not: the variable's other member (its implicit copy), the object
  // named whole, `sizeof` of the array, a member in `private`, a part of
  // the member named too, a use a macro spells, a member of a type without
  // a name (no local's type could spell it).
#pragma acc parallel loop present(s.u)
  for (int i = 0; i < n; ++i)
    s.b = s.u[i];
#pragma acc parallel loop present(p[0:1], p->u)
  for (int i = 0; i < n; ++i)
    p->u[i] = 0;
#pragma acc parallel loop present(p->u)
  for (int i = 0; i < n; ++i)
    p->u[i] = sizeof(p->u);
#pragma acc parallel copy(p->a)
#pragma acc loop private(p->a)
  for (int i = 0; i < n; ++i)
    p->a = i;
#pragma acc serial copy(p->in, p->in.x)
  p->in.y = p->in.x;
#pragma acc serial copy(s.a)
  A_OF(s) = 1;
#pragma acc serial copy(s.un)
  s.un.i = 1;
// CHECK-LABEL: void whole(
// CHECK-NOT: __accc_member
// CHECK: }
}

void directives(struct S s, struct S *p) {
#pragma acc enter data copyin(s.a, s.b) create(s.u[0:8])
#pragma acc exit data copyout(s.a) delete(s.b, s.u[0:8])
#pragma acc data copy(p->a, p->m[2:1])
  p->a = 1;
// CHECK-LABEL: void directives(
// CHECK:      int *__accc_member_s_a7 = &(s.a);
// CHECK-NEXT: float *__accc_member_s_b8 = &(s.b);
// CHECK-NEXT: double *__accc_member_s_u9 = s.u;
// Where the members are one present piece (the object entered whole), the
// grouped form, with the object's one count (rule 7's choice at run time).
// CHECK-NEXT: if (__accc_present_together(3, (const void *)__accc_member_s_a7, sizeof *__accc_member_s_a7, (const void *)__accc_member_s_b8, sizeof *__accc_member_s_b8, (const void *)(&(__accc_member_s_u9)[0]), (size_t)(8 * sizeof((__accc_member_s_u9)[0])))) {
// CHECK-NEXT: #pragma omp target enter data map(to: s.a, s.b) map(alloc: s.u[0:8])
// CHECK-NEXT: } else {
// CHECK-NEXT: #pragma omp target enter data map(to: __accc_member_s_a7[0:1], __accc_member_s_b8[0:1]) map(alloc: __accc_member_s_u9[0:8])
// CHECK-NEXT: }
// CHECK:      if (__accc_present_together(3,
// CHECK-NEXT: #pragma omp target exit data map(from: s.a) map(release: s.b, s.u[0:8])
// CHECK-NEXT: } else {
// CHECK-NEXT: #pragma omp target exit data map(from: __accc_member_s_a{{[0-9]+}}[0:1]) map(release: __accc_member_s_b{{[0-9]+}}[0:1], __accc_member_s_u{{[0-9]+}}[0:8])
// CHECK-NEXT: }
// Not on a data construct, whose compute constructs get its members
// present implicitly, as one range (test/Execution/struct-member-items.c).
// CHECK:      #pragma omp target data map(ompx_hold, tofrom: p->a, p->m[2:1])
// CHECK-NEXT: p->a = 1;
  // finalize: one libacc call copies the members out (the first one's
  // finalize would remove the object entered whole before the others).
#pragma acc exit data copyout(s.a, s.b) delete(s.u[0:8]) finalize async(2)
// CHECK: __accc_copyout_finalize_parts(2, 2, (const void *)__accc_member_s_a{{[0-9]+}}, sizeof *__accc_member_s_a{{[0-9]+}}, (const void *)__accc_member_s_b{{[0-9]+}}, sizeof *__accc_member_s_b{{[0-9]+}});
// CHECK: #pragma omp target exit data map(delete: s.u[0:8])
// CHECK: #pragma omp target exit data map(delete: __accc_member_s_u{{[0-9]+}}[0:8])
  // Not: one member of the object, or the object named whole too.
#pragma acc enter data copyin(s.a)
#pragma acc enter data copyin(s, s.a, s.b)
// CHECK: #pragma omp target enter data map(to: s.a)
// CHECK-NEXT: #pragma omp target enter data map(to: s, s.a, s.b)
}

void pointers(struct S s, int n) {
  // A pointer member named whole: the pointer's own map.
#pragma acc parallel loop present(s.a, s.p)
  for (int i = 0; i < n; ++i)
    s.p[i] = s.a;
// CHECK-LABEL: void pointers(
// CHECK:      int *__accc_member_s_a{{[0-9]+}} = &(s.a);
// CHECK-NEXT: int **__accc_member_s_p{{[0-9]+}} = &(s.p);
// CHECK:      (*__accc_member_s_p{{[0-9]+}})[i] = (*__accc_member_s_a{{[0-9]+}});
  // Whole and in part: neither local.
#pragma acc serial present(s.p, s.p[0:n])
  s.p[0] = 1;
// CHECK: map(ompx_hold, present, alloc: s.p, s.p[0:n])
}

// INFO: member-locals.c:{{[0-9]+}}:13: remark: member s.a: through the local pointer __accc_member_s_a0, set to its address before the construct (a map of its own, none of its object)
// INFO: member-locals.c:{{[0-9]+}}:13: remark: member s.a: through the local pointer __accc_member_s_a7,
// INFO: member-locals.c:{{[0-9]+}}:13: remark: members s.a, s.b, s.u[0:8]: as one range of their object where they are present as one piece (__accc_present_together: an object entered whole), else each a map of its own
