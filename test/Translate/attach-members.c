// RUN: %accc -acc=gpu -fno-openacc-member-locals -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=gpu -fno-openacc-member-locals -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -fno-openacc-member-locals -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

// The attach and detach actions of data clauses whose items are parts of a
// pointer member's target (OpenACC 3.3 sec. 2.7.2;
// lib/Transform/AttachToOMP.cpp rule 7): data and compute constructs call
// __accc_attach_present for each such pointer (once) before every other
// layer and acc_detach at their end where it counted (the _async form with
// async); enter data calls it before the directive, exit data acc_detach
// for its copyout and delete items; each under the directive's `if`. Not
// for pointer variables (q), a subarray after a pointer level
// (s->rows[1][0:4], a pointer chain), deviceptr, or a pointer the
// directive's attach or detach clause names. Nothing on multicore. (The
// compute constructs here read their pointer members through locals by
// default: pointer-member-locals.c; -fno-openacc-member-locals keeps the
// attach.)

struct S { int n; float *p; double (*m)[4]; float **rows; struct S *next; };

void members(struct S *s, struct S t, float *q, int c) {
  #pragma acc enter data copyin(s->p[0:s->n], t.p[2:3])
  #pragma acc data present(s->p[0:s->n]) copyin(q[0:4]) if(c)
  {
    #pragma acc parallel loop present(s->p[0:s->n], s->m[0:2][0:4]) copy(s->next->p[1]) async(2)
    for (int i = 0; i < s->n; ++i)
      s->p[i] += s->m[0][0] + s->next->p[1] + q[0];
  }
  #pragma acc kernels copyin(s->rows[1][0:4]) deviceptr(q)
  for (int i = 0; i < 4; ++i) q[i] = s->rows[1][i];
  #pragma acc serial present(t.p[0:1]) copy(t.n)
  t.n = t.p[0];
  #pragma acc enter data copyin(s->p[0:s->n]) attach(s->p)
  #pragma acc exit data delete(s->p[0:s->n]) finalize if(c)
  #pragma acc exit data copyout(s->p[0:s->n]) detach(s->p) async(3)
}
// GPU-LABEL: void members(struct S *s, struct S t, float *q, int c) {
// GPU-NEXT: (void)__accc_attach_present((void **)&(s->p));
// GPU-NEXT: (void)__accc_attach_present((void **)&(t.p));
// GPU-NEXT: #pragma omp target enter data map(to: s->p[0:s->n], t.p[2:3])
// GPU-NEXT: {
// GPU-NEXT: const int __accc_attached0 = (c) ? __accc_attach_present((void **)&(s->p)) : 0;
// GPU-NEXT: #pragma omp target data map(ompx_hold, present, alloc: s->p[0:s->n]) map(ompx_hold, to: q[0:4]) if(c)
// GPU-NEXT: {
// GPU-NEXT: {
// GPU-NEXT: {
// GPU-NEXT: const int __accc_attached0 = __accc_attach_present((void **)&(s->p));
// GPU-NEXT: const int __accc_attached1 = __accc_attach_present((void **)&(s->m));
// GPU-NEXT: const int __accc_attached2 = __accc_attach_present((void **)&(s->next->p));
// GPU-NEXT: {
// GPU-NEXT: const int __accc_async __attribute__((cleanup(__accc_async_end))) = (2);
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: s->p[0:s->n], s->m[0:2][0:4]) map(ompx_hold, tofrom: s->next->p[1:1]) {{.*}}
// GPU-NEXT: for (int i = 0; i < s->n; ++i)
// GPU-NEXT: s->p[i] += s->m[0][0] + s->next->p[1] + q[0];
// GPU-NEXT: }
// GPU-NEXT: if (__accc_attached0) acc_detach_async((void **)&(s->p), 2);
// GPU-NEXT: if (__accc_attached1) acc_detach_async((void **)&(s->m), 2);
// GPU-NEXT: if (__accc_attached2) acc_detach_async((void **)&(s->next->p), 2);
// GPU-NEXT: }
// GPU-NEXT: }
// GPU-NEXT: acc_wait_all();
// GPU-NEXT: }
// GPU-NEXT: if (__accc_attached0) acc_detach((void **)&(s->p));
// GPU-NEXT: }
// GPU-NEXT: #pragma omp target teams map(ompx_hold, to: s->rows[1][0:4]) is_device_ptr(q) shared(q) num_teams(1)
// GPU-NEXT: for (int i = 0; i < 4; ++i) q[i] = s->rows[1][i];
// GPU-NEXT: {
// GPU-NEXT: const int __accc_attached0 = __accc_attach_present((void **)&(t.p));
// GPU-NEXT: #pragma omp target teams map(ompx_hold, present, alloc: t.p[0:1]) map(ompx_hold, tofrom: t) shared(t) num_teams(1) thread_limit(1)
// GPU-NEXT: t.n = t.p[0];
// GPU-NEXT: if (__accc_attached0) acc_detach((void **)&(t.p));
// GPU-NEXT: }
// GPU-NEXT: #pragma omp target enter data map(to: s->p[0:s->n])
// GPU-NEXT: acc_attach((void **)&(s->p));
// GPU-NEXT: if (c) acc_detach_finalize((void **)&(s->p));
// GPU-NEXT: #pragma omp target exit data map(delete: s->p[0:s->n]) if(c)
// GPU:      acc_detach_async((void **)&(s->p), 3);
// GPU-NOT:  acc_detach
// GPU:      }

// MC-LABEL: void members(struct S *s, struct S t, float *q, int c) {
// MC-NEXT: {
// MC-NEXT: #pragma omp parallel for firstprivate(s, q)
// MC:      #pragma omp parallel shared(q) firstprivate(s) num_threads(1)
// MC-NEXT: for (int i = 0; i < 4; ++i) q[i] = s->rows[1][i];
// MC-NEXT: #pragma omp parallel shared(t) num_threads(1)
// MC-NEXT: t.n = t.p[0];
// MC-NEXT: }

// INFO: attach-members.c:{{[0-9]+}}:15: remark: enter data: s->p attached where it and its target were present
// INFO: attach-members.c:{{[0-9]+}}:15: remark: enter data: t.p attached where it and its target were present
// INFO: attach-members.c:{{[0-9]+}}:15: remark: data: s->p attached for the region where it and its target are present before it, detached at its end
// INFO: attach-members.c:{{[0-9]+}}:17: remark: parallel loop: s->p attached for the region
// INFO: attach-members.c:{{[0-9]+}}:17: remark: parallel loop: s->m attached
// INFO: attach-members.c:{{[0-9]+}}:17: remark: parallel loop: s->next->p attached
// INFO: attach-members.c:{{[0-9]+}}:15: remark: serial: t.p attached
// INFO: attach-members.c:{{[0-9]+}}:15: remark: exit data: s->p detached
