// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: %accc -acc=gpu -fopenacc-ast-dump -fsyntax-only %s 2>/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: not %accc -acc=gpu -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD

// attach on data and compute constructs (OpenACC 3.3 sec. 2.7.13, 2.6.8;
// lib/Transform/AttachToOMP.cpp): acc_attach at the start, acc_detach at
// the end of the region (data: inside the target data region, after its
// maps; compute: around the construct); _async forms with async, `if`
// guards each call. A local pointer has no device copy: no call, and no
// clause that would map its host value (OpenMP translates it to its
// target's device address).

struct S { int n; float *p; };

void on_data(struct S *s, int c) {
  #pragma acc data copyin(s[0:1]) attach(s->p) if(c)
  {
    s->n = 0;
  }
}
// GPU-LABEL: void on_data(struct S *s, int c) {
// GPU-NEXT: #pragma omp target data map(ompx_hold, to: s[0:1]) if(c)
// GPU-NEXT: {
// GPU-NEXT: if (c) acc_attach((void **)&(s->p));
// GPU-NEXT: {
// GPU-NEXT: s->n = 0;
// GPU-NEXT: }
// GPU-NEXT: if (c) acc_detach((void **)&(s->p));
// GPU-NEXT: }
// GPU-NEXT: }
// MC-LABEL: void on_data(struct S *s, int c) {
// MC-NEXT: {
// MC-NEXT: s->n = 0;
// MC-NEXT: }
// MC-NEXT: }

void on_compute(struct S *s, float *q, int n) {
  float *loc = q;
  #pragma acc parallel loop present(s[0:1]) attach(s->p, loc) async(2)
  for (int i = 0; i < n; ++i)
    s->p[i] = loc[i];
}
// GPU-LABEL: void on_compute(struct S *s, float *q, int n) {
// GPU-NEXT: float *loc = q;
// GPU-NEXT: {
// GPU-NEXT: acc_attach_async((void **)&(s->p), 2);
// GPU-NEXT: {
// GPU-NEXT: const int __accc_async __attribute__((cleanup(__accc_async_end))) = (2);
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: s[0:1]) firstprivate(n) {{.*}} nowait depend(inout: *__accc_queue(__accc_async))
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: s->p[i] = loc[i];
// GPU-NEXT: }
// GPU-NEXT: acc_detach_async((void **)&(s->p), 2);
// GPU-NEXT: }
// GPU-NEXT: }
// MC-LABEL: void on_compute(struct S *s, float *q, int n) {
// MC-NEXT: float *loc = q;
// MC-NEXT: #pragma omp parallel for firstprivate(n) shared(s, loc)

// INFO: attach.c:19:15: remark: data -> if (c) acc_attach((void **)&(s->p));
// INFO: attach.c:42:15: remark: parallel loop -> acc_attach_async((void **)&(s->p), 2);
// INFO: attach.c:42:15: remark: parallel loop: attach(loc): no action, the local pointer has no device copy

// DUMP: <OMPNode> (compound statement)
// DUMP-NEXT: Prologue
// DUMP-NEXT: Statement 'if (c) acc_attach((void **)&(s->p));'
// DUMP-NEXT: Epilogue
// DUMP-NEXT: Statement 'if (c) acc_detach((void **)&(s->p));'

#ifdef BAD
void bad(int n, float *x) {
  // BAD: attach.c:[[@LINE+1]]:27: error: expected pointer in 'attach' clause, type is 'int'
  #pragma acc data attach(n)
  ;
  // BAD: attach.c:[[@LINE+1]]:31: error: OpenACC sub-array is not allowed here
  #pragma acc parallel attach(x[0:n])
  ;
}
#endif
