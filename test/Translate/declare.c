// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=gpu -fno-openacc-hold -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=NOHOLD
// RUN: %accc -acc=gpu -fno-openacc-hold -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=gpu -fopenacc-print=acc-omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=PRT-AO
// RUN: %accc -acc=gpu -fopenacc-print=acc-omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -Wno-source-uses-openacc -I%S -x c -
// RUN: %accc -acc=gpu -fopenacc-print=omp-acc %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=PRT-OA
// RUN: %accc -acc=gpu -fopenacc-print=omp-acc %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=host -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=HOST
// RUN: %accc -acc=host -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

// The declare directive (OpenACC 3.3 sec. 2.13), printed for the GPU (GPU,
// and NOHOLD with -fno-openacc-hold) and for multicore (MC) and host
// (HOST), where every declare has nothing to do and disappears.

// File scope: create, copyin, device_resident -> declare target(list);
// link -> declare target link(list); deviceptr -> nothing. A static
// variable becomes an external one with a unique symbol name.
int Glob[64];
static float Stat[8] = {1, 2, 3, 4, 5, 6, 7, 8};
int Res[16];
int Scal = 3;
int Lnk[1024];
int *DevPtr;
#pragma acc declare create(Glob) copyin(Stat, Scal) device_resident(Res)
// INFO: declare.c:[[@LINE-1]]:13: remark: declare: 'Stat' is also declared target before its definition (its brace initializer needs it)
// INFO: declare.c:[[@LINE-2]]:13: remark: declare -> #pragma omp declare target(Glob, Stat, Scal, Res)
// INFO: declare.c:[[@LINE-3]]:13: remark: declare: static 'Stat' becomes external, symbol '{{Stat__accc_[0-9A-F]+}}'
#pragma acc declare link(Lnk) deviceptr(DevPtr)
// INFO: declare.c:[[@LINE-1]]:13: remark: declare -> #pragma omp declare target link(Lnk)
// GPU: int Glob[64];
// GPU-NEXT: extern float Stat[8] __asm__("{{Stat__accc_[0-9A-F]+}}");
// GPU-NEXT: #pragma omp declare target(Stat)
// GPU-NEXT: float Stat[8] __asm__("{{Stat__accc_[0-9A-F]+}}") = {1, 2, 3, 4, 5, 6, 7, 8};
// GPU-NEXT: int Res[16];
// GPU-NEXT: int Scal = 3;
// GPU-NEXT: int Lnk[1024];
// GPU-NEXT: int *DevPtr;
// GPU-NEXT: #pragma omp declare target(Glob, Stat, Scal, Res)
// GPU: #pragma omp declare target link(Lnk)
// PRT-AO: #pragma acc declare create(Glob) copyin(Stat, Scal) device_resident(Res)
// PRT-AO-NEXT: // #pragma omp declare target(Glob, Stat, Scal, Res)
// PRT-AO: #pragma acc declare link(Lnk) deviceptr(DevPtr)
// PRT-AO-NEXT: // #pragma omp declare target link(Lnk)
// PRT-OA: // #pragma acc declare create(Glob) copyin(Stat, Scal) device_resident(Res)
// PRT-OA-NEXT: #pragma omp declare target(Glob, Stat, Scal, Res)
// MC: static float Stat[8] = {1, 2, 3, 4, 5, 6, 7, 8};
// MC: int *DevPtr;
// MC-NEXT: // INFO: {{.*}}
// HOST: int *DevPtr;
// HOST-NEXT: // INFO: {{.*}}

// A declared scalar is in a visible data clause (sec. 2.6.2): not
// firstprivate but imp copy (present) and shared; a declared deviceptr stays
// one; arrays keep imp copy (present: nothing is copied).
void file_scope(int n) {
  #pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    Glob[i] = Stat[i % 8] + Scal + Res[i % 16] + Lnk[i] + DevPtr[i];
}
// GPU-LABEL: void file_scope(int n) {
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: Glob, Stat, Scal, Res, Lnk) is_device_ptr(DevPtr) firstprivate(n) shared(Glob, Stat, Scal, Res, Lnk, DevPtr) thread_limit(512) dist_schedule(static, (n) >= 4194304 ? 8192 : (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// MC-LABEL: void file_scope(int n) {
// MC-NEXT: #pragma omp parallel for firstprivate(n) shared(Glob, Stat, Scal, Res, Lnk, DevPtr)

// Function scope: the rest of the block is a target data region, with
// data's map types (device_resident -> alloc), closed before the block's `}`.
void function_scope(int n, float *x, float *y, float *z, float *w, float *p, float *d) {
  float arr[8];
  float s = 0;
  #pragma acc declare copy(x[0:n]) copyin(y[0:n]) copyout(z[0:n]) create(w[0:n]) present(p[0:n]) deviceptr(d)
  // INFO: declare.c:[[@LINE-1]]:15: remark: declare -> #pragma omp target data map(ompx_hold, tofrom: x[0:n]) map(ompx_hold, to: y[0:n]) map(ompx_hold, from: z[0:n]) map(ompx_hold, alloc: w[0:n]) map(ompx_hold, present, alloc: p[0:n]) (to the end of the block)
  #pragma acc declare device_resident(arr) copyin(s)
  float t = 1;
  #pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    x[i] += y[i] + d[i] + arr[i % 8] + s + t;
  {
    int u = 2;
    #pragma acc declare copyin(u)
    #pragma acc parallel
    z[0] = u;
  }
}
// GPU-LABEL: void function_scope(int n, float *x, float *y, float *z, float *w, float *p, float *d) {
// GPU-NEXT: float arr[8];
// GPU-NEXT: float s = 0;
// GPU-NEXT: #pragma omp target data map(ompx_hold, tofrom: x[0:n]) map(ompx_hold, to: y[0:n]) map(ompx_hold, from: z[0:n]) map(ompx_hold, alloc: w[0:n]) map(ompx_hold, present, alloc: p[0:n])
// GPU-NEXT: {
// GPU-NEXT: // INFO: {{.*}}
// GPU-NEXT: #pragma omp target data map(ompx_hold, alloc: arr) map(ompx_hold, to: s)
// GPU-NEXT: {
// GPU-NEXT: float t = 1;
// GPU-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(d) map(ompx_hold, tofrom: arr, s) firstprivate(n, t) shared(d, arr, s) thread_limit(512) dist_schedule(static, (n) >= 4194304 ? 8192 : (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// GPU:      int u = 2;
// GPU-NEXT: #pragma omp target data map(ompx_hold, to: u)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: u) shared(u) num_teams(1)
// GPU-NEXT: z[0] = u;
// GPU-NEXT: }
// GPU-NEXT: }
// GPU-NEXT: }
// GPU-NEXT: }
// GPU-NEXT: }
// NOHOLD-LABEL: void function_scope(int n, float *x, float *y, float *z, float *w, float *p, float *d) {
// NOHOLD: #pragma omp target data map(tofrom: x[0:n]) map(to: y[0:n]) map(from: z[0:n]) map(alloc: w[0:n]) map(present, alloc: p[0:n])
// PRT-AO-LABEL: void function_scope(int n, float *x, float *y, float *z, float *w, float *p, float *d) {
// PRT-AO: #pragma acc declare device_resident(arr) copyin(s)
// PRT-AO-NEXT: // #pragma omp target data map(ompx_hold, alloc: arr) map(ompx_hold, to: s)
// PRT-AO-NEXT: // {
// PRT-AO: z[0] = u;
// PRT-AO-NEXT: // }
// PRT-AO-NEXT: }
// PRT-AO-NEXT: // }
// PRT-AO-NEXT: // }
// PRT-AO-NEXT: }
// PRT-OA-LABEL: void function_scope(int n, float *x, float *y, float *z, float *w, float *p, float *d) {
// PRT-OA: // #pragma acc declare device_resident(arr) copyin(s)
// PRT-OA-NEXT: #pragma omp target data map(ompx_hold, alloc: arr) map(ompx_hold, to: s)
// PRT-OA-NEXT: {
// MC-LABEL: void function_scope(int n, float *x, float *y, float *z, float *w, float *p, float *d) {
// MC-NEXT: float arr[8];
// MC-NEXT: float s = 0;
// MC-NEXT: // INFO: {{.*}}
// MC-NEXT: float t = 1;
// MC-NEXT: #pragma omp parallel for firstprivate(n, x, y, t) shared(d, arr, s)
// HOST-LABEL: void function_scope(int n, float *x, float *y, float *z, float *w, float *p, float *d) {
// HOST-NEXT: float arr[8];
// HOST-NEXT: float s = 0;
// HOST-NEXT: // INFO: {{.*}}
// HOST-NEXT: float t = 1;
// HOST-NEXT: #pragma omp parallel for firstprivate(n, x, y, t) shared(d, arr, s) num_threads(1)

// A `return` cannot leave a target data region: enter data at the
// directive, exit data before each `return` (after computing its value) and
// at the end of the block, on the dynamic count.
long returns(int n, int *x, int *y) {
  #pragma acc declare copyin(x[0:n]) copy(y[0:n])
  // INFO: declare.c:[[@LINE-1]]:15: remark: declare -> #pragma omp target enter data map(to: x[0:n], y[0:n])
  // INFO: declare.c:[[@LINE-2]]:15: remark: declare: data lifetime ends with #pragma omp target exit data map(release: x[0:n]) map(from: y[0:n]) at each return and the end of the block
  long s = 0;
  if (n < 0) return -1;
  #pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += x[i] + y[i];
  return s;
}
// GPU-LABEL: long returns(int n, int *x, int *y) {
// GPU-NEXT: #pragma omp target enter data map(to: x[0:n], y[0:n])
// GPU-NEXT: // INFO: {{.*}}
// GPU-NEXT: // INFO: {{.*}}
// GPU-NEXT: long s = 0;
// GPU-NEXT: if (n < 0) { long __accc_ret = -1;
// GPU-NEXT: #pragma omp target exit data map(release: x[0:n]) map(from: y[0:n])
// GPU-NEXT: return __accc_ret;
// GPU-NEXT: }
// GPU:      { long __accc_ret = s;
// GPU-NEXT: #pragma omp target exit data map(release: x[0:n]) map(from: y[0:n])
// GPU-NEXT: return __accc_ret;
// GPU-NEXT: }
// GPU-NEXT: }
// PRT-AO-LABEL: long returns(int n, int *x, int *y) {
// PRT-AO: if (n < 0) /* #pragma omp target exit data map(release: x[0:n]) map(from: y[0:n]) */ return -1;
// PRT-AO: // #pragma omp target exit data map(release: x[0:n]) map(from: y[0:n])
// PRT-AO-NEXT: return s;
// MC-LABEL: long returns(int n, int *x, int *y) {
// MC-NEXT: // INFO: {{.*}}
// MC-NEXT: // INFO: {{.*}}
// MC-NEXT: long s = 0;
// MC-NEXT: if (n < 0) return -1;

// Nested lifetimes end innermost first; a void return; the end of the block.
void nested(int n, int *x, int *y) {
  #pragma acc declare create(x[0:n])
  if (n > 1) {
    #pragma acc declare copyout(y[0:n])
    if (n > 2)
      return;
    #pragma acc parallel loop present(x[0:n], y[0:n])
    for (int i = 0; i < n; ++i)
      y[i] = x[i];
  }
}
// GPU-LABEL: void nested(int n, int *x, int *y) {
// GPU-NEXT: #pragma omp target enter data map(alloc: x[0:n])
// GPU-NEXT: if (n > 1) {
// GPU-NEXT: #pragma omp target enter data map(alloc: y[0:n])
// GPU-NEXT: if (n > 2)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp target exit data map(from: y[0:n])
// GPU-NEXT: #pragma omp target exit data map(release: x[0:n])
// GPU-NEXT: return;
// GPU-NEXT: }
// GPU:      y[i] = x[i];
// GPU-NEXT: #pragma omp target exit data map(from: y[0:n])
// GPU-NEXT: }
// GPU-NEXT: #pragma omp target exit data map(release: x[0:n])
// GPU-NEXT: }
// MC-LABEL: void nested(int n, int *x, int *y) {
// MC-NEXT: if (n > 1) {
// MC-NEXT: if (n > 2)
// MC-NEXT: return;

// default(none): a declared variable is in a visible data clause.
void visible_default_none(int n) {
  int k = 4;
  #pragma acc declare copyin(k)
  #pragma acc parallel default(none) firstprivate(n)
  Glob[n] = k;
}
// GPU-LABEL: void visible_default_none(int n) {
// GPU: #pragma omp target teams map(ompx_hold, tofrom: Glob, k) firstprivate(n) shared(Glob, k) num_teams(1)
