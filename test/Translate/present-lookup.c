// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-present-lookup %s 2>/dev/null | grep -v '^//' | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-present-lookup %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -Wshadow-all -x c -
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | grep -v '^//' | FileCheck %s --check-prefix=PRINT
// RUN: %accc -acc=multicore -fopenacc-print=omp -fopenacc-present-lookup %s 2>/dev/null | grep -v '^//' | FileCheck %s --check-prefix=PRINT
// RUN: %accc -acc=gpu -fopenacc-present-lookup -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

// A pointer's present subarray on a synchronous compute construct: the
// device address libacc finds, passed with is_device_ptr under the
// pointer's own name (lib/Transform/PresentLookups.cpp). The compile path
// does it by default; the print modes only with -fopenacc-present-lookup.

struct S { double *p; };
double *g;
int side(void);

void lookups(double *a, const double *b, int n, int on, struct S *s) {
  // Two items, an if condition, a lower bound.
#pragma acc parallel loop present(a[0:n], b[1:n-1]) if(on)
  for (int i = 1; i < n; ++i)
    a[i] = 2 * b[i];

  // Without if: on is 1. A serial construct too.
#pragma acc serial present(a[2:n-2])
  a[2] = 1;

  // A pointer member's target, through its local (Analysis/
  // MemberReductions.cpp rule 4), with the user's text in the message.
#pragma acc parallel loop present(s->p[0:n])
  for (int i = 0; i < n; ++i)
    s->p[i] = 1;
  // Not looked up: async, a global, an if with side effects, a pointer
  // that a loop privatizes.
#pragma acc parallel loop present(a[0:n]) async(1)
  for (int i = 0; i < n; ++i)
    a[i] = 0;
#pragma acc parallel loop present(g[0:n])
  for (int i = 0; i < n; ++i)
    g[i] = 2;
#pragma acc parallel loop present(a[0:n]) if(side())
  for (int i = 0; i < n; ++i)
    a[i] = 0;
#pragma acc parallel present(a[0:n])
  {
#pragma acc loop private(a)
    for (int i = 0; i < n; ++i)
      a = 0;
  }
}

// A pointer the host reads for the construct (a loop bound, a subarray's
// length, a clause): OpenMP's map, as the shadow would be the device's.
struct N { int n; double *v; };
void host_reads(struct N *t, double *a, int n) {
#pragma acc parallel loop present(t[0:1])
  for (int i = 0; i < t->n; ++i)
    t->v[i] = 0;
#pragma acc parallel loop present(a[0:n]) if(a[0] > 0)
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}

// A pointer in no clause (implicit firstprivate): the device address of
// what it points to where that is present, else its own value, as OpenMP's
// implicit zero-length section gives.
void implicit(double *p, int n) {
#pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    p[i] += 1;
}

// CHECK-LABEL: void lookups(
// CHECK:      __ACCC_PRESENT_ADDR(0, __accc_present_base((const void *)(a), (ptrdiff_t)(0) * (ptrdiff_t)sizeof(*a), (size_t)(n) * sizeof(*a), "present-lookup.c:18:13: a[0:n]", __ACCC_ON(on)))
// CHECK-NEXT: __ACCC_PRESENT_ADDR(1, __accc_present_base((const void *)(b), (ptrdiff_t)(1) * (ptrdiff_t)sizeof(*b), (size_t)(n-1) * sizeof(*b), "present-lookup.c:18:13: b[1:n-1]", __ACCC_ON(on)))
// CHECK-NEXT: __ACCC_PRESENT_SHADOW(a, 0)
// CHECK-NEXT: __ACCC_PRESENT_SHADOW(b, 1)
// CHECK-NEXT: #pragma omp target teams distribute parallel for firstprivate(n) if(target: on) is_device_ptr(a, b) {{.*}}
// CHECK:      __ACCC_PRESENT_ADDR(0, __accc_present_base((const void *)(a), (ptrdiff_t)(2) * (ptrdiff_t)sizeof(*a), (size_t)(n-2) * sizeof(*a), "present-lookup.c:23:13: a[2:n-2]", 1))
// CHECK-NEXT: __ACCC_PRESENT_SHADOW(a, 0)
// CHECK-NEXT: #pragma omp target teams num_teams(1) thread_limit(1) is_device_ptr(a)
// CHECK:      double *__accc_member_s_p0 = s->p;
// CHECK-NEXT: {
// CHECK-NEXT: __ACCC_PRESENT_ADDR(0, __accc_present_base((const void *)(__accc_member_s_p0), (ptrdiff_t)(0) * (ptrdiff_t)sizeof(*__accc_member_s_p0), (size_t)(n) * sizeof(*__accc_member_s_p0), "present-lookup.c:28:13: s->p[0:n]", 1))
// CHECK-NEXT: __ACCC_PRESENT_SHADOW(__accc_member_s_p0, 0)
// CHECK-NEXT: #pragma omp target teams distribute parallel for firstprivate(n) is_device_ptr(__accc_member_s_p0) {{.*}}
// CHECK-NEXT: for (int i = 0; i < n; ++i)
// CHECK-NEXT: __accc_member_s_p0[i] = 1;
// CHECK:      #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: a[0:n]) {{.*}}nowait
// CHECK:      #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: g[0:n])
// CHECK:      #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: a[0:n]) firstprivate(n) shared(a) if(target: side())
// CHECK:      #pragma omp target teams map(ompx_hold, present, alloc: a[0:n])
// CHECK-LABEL: void host_reads(
// CHECK:      #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: t[0:1])
// CHECK:      #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: a[0:n]) {{.*}}if(target: a[0] > 0)
// CHECK-LABEL: void implicit(
// CHECK:      __ACCC_PRESENT_ADDR(0, __accc_present_base((const void *)(p), 0, 0, "", 1))
// CHECK-NEXT: __ACCC_PRESENT_SHADOW(p, 0)
// CHECK-NEXT: #pragma omp target teams distribute parallel for firstprivate(n) is_device_ptr(p) {{.*}}
// CHECK-NOT:  __ACCC_PRESENT

// PRINT-NOT: __ACCC_PRESENT
// PRINT-NOT: is_device_ptr

// INFO: present-lookup.c:18:13: remark: present(a[0:n]): the device address libacc finds, no map
// INFO: present-lookup.c:18:13: remark: present(b[1:n-1]): the device address libacc finds, no map
// INFO: present-lookup.c:23:13: remark: present(a[2:n-2]): the device address libacc finds, no map
// INFO: present-lookup.c:28:13: remark: present(s->p[0:n]): the device address libacc finds, no map
// INFO: present-lookup.c:66:13: remark: p: the device address of its target that libacc finds, no implicit map
// INFO-NOT: libacc finds
