// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

// The attach action of data clauses whose items are parts of a pointer
// member's target (OpenACC 3.3 sec. 2.7.2; lib/Transform/AttachToOMP.cpp
// rule 7): before data, enter data and compute constructs,
// __accc_attach_present for each such pointer (once), under the
// directive's `if`. Not for pointer variables (q), a subarray after a
// pointer level (s->rows[1][0:4], a pointer chain), deviceptr, exit data,
// or a pointer the directive's attach clause names. Nothing on multicore.

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
  #pragma acc exit data delete(s->p[0:s->n])
}
// GPU-LABEL: void members(struct S *s, struct S t, float *q, int c) {
// GPU-NEXT: __accc_attach_present((void **)&(s->p));
// GPU-NEXT: __accc_attach_present((void **)&(t.p));
// GPU-NEXT: #pragma omp target enter data map(to: s->p[0:s->n], t.p[2:3])
// GPU-NEXT: {
// GPU-NEXT: if (c) __accc_attach_present((void **)&(s->p));
// GPU-NEXT: #pragma omp target data map(ompx_hold, present, alloc: s->p[0:s->n]) map(ompx_hold, to: q[0:4]) if(c)
// GPU-NEXT: {
// GPU-NEXT: {
// GPU-NEXT: {
// GPU-NEXT: __accc_attach_present((void **)&(s->p));
// GPU-NEXT: __accc_attach_present((void **)&(s->m));
// GPU-NEXT: __accc_attach_present((void **)&(s->next->p));
// GPU-NEXT: {
// GPU-NEXT: const int __accc_async __attribute__((cleanup(__accc_async_end))) = (2);
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: s->p[0:s->n], s->m[0:2][0:4]) map(ompx_hold, tofrom: s->next->p[1:1]) {{.*}}
// GPU:      #pragma omp target teams map(ompx_hold, to: s->rows[1][0:4]) is_device_ptr(q) shared(q) num_teams(1)
// GPU-NEXT: for (int i = 0; i < 4; ++i) q[i] = s->rows[1][i];
// GPU-NEXT: {
// GPU-NEXT: __accc_attach_present((void **)&(t.p));
// GPU-NEXT: #pragma omp target teams map(ompx_hold, present, alloc: t.p[0:1]) map(ompx_hold, tofrom: t) shared(t) num_teams(1) thread_limit(1)
// GPU-NEXT: t.n = t.p[0];
// GPU-NEXT: }
// GPU-NEXT: #pragma omp target enter data map(to: s->p[0:s->n])
// GPU-NEXT: acc_attach((void **)&(s->p));
// GPU-NEXT: #pragma omp target exit data map(release: s->p[0:s->n])
// GPU-NEXT: }

// MC-LABEL: void members(struct S *s, struct S t, float *q, int c) {
// MC-NEXT: {
// MC-NEXT: #pragma omp parallel for firstprivate(s, q)
// MC:      #pragma omp parallel shared(q) firstprivate(s) num_threads(1)
// MC-NEXT: for (int i = 0; i < 4; ++i) q[i] = s->rows[1][i];
// MC-NEXT: #pragma omp parallel shared(t) num_threads(1)
// MC-NEXT: t.n = t.p[0];
// MC-NEXT: }

// INFO: attach-members.c:17:15: remark: enter data: s->p attached where it and its target are present before the directive
// INFO: attach-members.c:17:15: remark: enter data: t.p attached where it and its target are present before the directive
// INFO: attach-members.c:18:15: remark: data: s->p attached where it and its target are present before the directive
// INFO: attach-members.c:20:17: remark: parallel loop: s->p attached where it and its target are present before the directive
// INFO: attach-members.c:20:17: remark: parallel loop: s->m attached
// INFO: attach-members.c:20:17: remark: parallel loop: s->next->p attached
// INFO: attach-members.c:26:15: remark: serial: t.p attached
