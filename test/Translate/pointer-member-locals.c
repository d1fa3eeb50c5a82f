// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | grep -v '^//' | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=gpu -fno-openacc-member-locals -fopenacc-print=omp %s 2>/dev/null | grep -v "^//" | FileCheck %s --check-prefix=OFF
// RUN: %accc -acc=gpu -fopenacc-direct-kernels -fopenacc-print=omp %s 2>/dev/null | grep -v "^//" | FileCheck %s --check-prefix=DIRECT
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | grep -v "^//" | FileCheck %s --check-prefix=MC

// A pointer member whose target a data clause of a compute construct names
// gets a local set from it before the construct, on the GPU, where the
// construct reaches the member's object only through its fields
// (Analysis/MemberReductions.cpp rule 4; Transform/MemberStandIns.cpp rule
// 5): the clause maps the local's target, the region names the local, the
// bounds keep the user's text; async too. Not where the construct uses the
// object whole, writes the member, uses a chain of fields that holds the
// member, or spells a use of it by a macro. Nothing on multicore.

#define N 64
#define AT(i) s.c[i]

struct In { int n; float *p; };
struct S { int a; int b; int *c; struct In in; };

#pragma acc routine seq
int useAll(struct S *s);
#pragma acc routine seq
int useIn(struct In in);

void locals(struct S s, struct S *p, int n) {
#pragma acc serial present(s.a, s.b, s.c[0:N])
  {
    s.a = 3;
    for (int i = 0; i < N; i++)
      s.c[i] = i + s.b;
  }
// CHECK-LABEL: void locals(
// The members that are no pointers through locals that point to them
// (rule 6; test/Translate/member-locals.c).
// CHECK:      int *__accc_member_s_a0 = &(s.a);
// CHECK-NEXT: int *__accc_member_s_b1 = &(s.b);
// CHECK-NEXT: int *__accc_member_s_c2 = s.c;
// CHECK-NEXT: #pragma omp target teams map(ompx_hold, present, alloc: __accc_member_s_a0[0:1], __accc_member_s_b1[0:1], __accc_member_s_c2[0:N]) shared(__accc_member_s_a0, __accc_member_s_c2, __accc_member_s_b1) num_teams(1) thread_limit(1)
// CHECK:      (*__accc_member_s_a0) = 3;
// CHECK:      __accc_member_s_c2[i] = i + (*__accc_member_s_b1);
// MC-LABEL: void locals(
// MC-NOT: __accc_member
// The direct kernel's copy of the loop body names the locals too.
// DIRECT-LABEL: void locals(
// DIRECT:      #pragma omp target teams ompx_bare {{.*}} map(ompx_hold, to: __accc_member_p_in_p3[0:p->in.n]) map(ompx_hold, tofrom: __accc_member_p_c4[1:n-1])
// DIRECT:      __accc_member_p_c4[i] += (int)__accc_member_p_in_p3[i - 1] + p->a;
// DIRECT:      #pragma omp target teams distribute parallel for
// DIRECT:      __accc_member_p_c4[i] += (int)__accc_member_p_in_p3[i - 1] + p->a;
// OFF-LABEL: void locals(
// OFF-NOT: __accc_member
// OFF: __accc_attach_present((void **)&(s.c))
// OFF: __accc_attach_present((void **)&(p->in.p))
#pragma acc parallel loop copyin(p->in.p[0:p->in.n]) copy(p->c[1:n-1])
  for (int i = 1; i < n; ++i)
    p->c[i] += (int)p->in.p[i - 1] + p->a;
// CHECK:      float *__accc_member_p_in_p3 = p->in.p;
// CHECK-NEXT: int *__accc_member_p_c4 = p->c;
// CHECK-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, to: __accc_member_p_in_p3[0:p->in.n]) map(ompx_hold, tofrom: __accc_member_p_c4[1:n-1])
// CHECK:      __accc_member_p_c4[i] += (int)__accc_member_p_in_p3[i - 1] + p->a;
}

void whole(struct S *p, int n) {
  // The object whole in the construct's own clause: mapped, the member
  // still through its local.
#pragma acc parallel loop present(p[0:1], p->c[0:n])
  for (int i = 0; i < n; ++i)
    p->c[i] = p->a;
// CHECK-LABEL: void whole(
// CHECK:      int *__accc_member_p_c5 = p->c;
// CHECK-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: p[0:1], __accc_member_p_c5[0:n])
// CHECK:      __accc_member_p_c5[i] = p->a;
}

void members(struct S s, struct S *p, int n) {
  // async: the local's value is in the launch's arguments when its block
  // ends.
#pragma acc parallel loop present(p->c[0:n]) async(1)
  for (int i = 0; i < n; ++i)
    p->c[i] = 0;
// CHECK-LABEL: void members(
// CHECK:      int *__accc_member_p_c6 = p->c;
// CHECK-NEXT: {
// CHECK-NEXT: const int __accc_async __attribute__((cleanup(__accc_async_end))) = (1);
// CHECK-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: __accc_member_p_c6[0:n]) {{.*}} nowait depend(inout: *__accc_queue(__accc_async))
  // The object whole, the member written, a chain that holds the member,
  // a use a macro spells.
#pragma acc serial present(p->c[0:n])
  p->a = useAll(p);
#pragma acc serial present(s.c[0:n])
  s.c = 0;
#pragma acc serial present(s.in.p[0:n]) copy(s.a)
  s.a = useIn(s.in);
#pragma acc serial present(s.c[0:n])
  AT(0) = 1;
// CHECK:     __accc_member_p_c6[i] = 0;
// CHECK-NOT: __accc_member
// CHECK:     __accc_attach_present((void **)&(p->c))
// CHECK:     __accc_attach_present((void **)&(s.c))
// CHECK:     __accc_attach_present((void **)&(s.in.p))
// CHECK:     __accc_attach_present((void **)&(s.c))
// CHECK-NOT: __accc_member
}
