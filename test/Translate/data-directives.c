// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=gpu -fno-openacc-hold -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=NOHOLD
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=host -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=host -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -I%S -x c -

// The data directives (OpenACC 3.3 sec. 2.6.5, 2.6.6, 2.8, 2.14.4), printed
// for the GPU (GPU, and NOHOLD with -fno-openacc-hold) and for multicore and host
// (MC), where they have nothing to do and disappear.

// data: every clause maps on the structured count (ompx_hold); deviceptr
// maps nothing; if -> if.
void data_region(int n, float *x, float *y, float *z, float *w, float *p, float *d) {
  float arr[64];
  #pragma acc data copy(x[0:n]) copyin(y[0:n]) copyout(z[0:n]) create(w[0:n]) present(p[0:n]) no_create(arr) deviceptr(d) if(n > 64)
  {
    #pragma acc parallel loop present(x[0:n])
    for (int i = 0; i < n; ++i)
      x[i] += y[i] + d[i];
  }
}
// GPU-LABEL: void data_region(int n, float *x, float *y, float *z, float *w, float *p, float *d) {
// GPU-NEXT: float arr[64];
// GPU-NEXT: #pragma omp target data map(ompx_hold, tofrom: x[0:n]) map(ompx_hold, to: y[0:n]) map(ompx_hold, from: z[0:n]) map(ompx_hold, alloc: w[0:n], arr) map(ompx_hold, present, alloc: p[0:n]) if(n > 64)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: x[0:n]) is_device_ptr(d) firstprivate(n) shared(x, d) thread_limit(512) dist_schedule(static, (n) >= 4194304 ? 8192 : (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// NOHOLD-LABEL: void data_region(int n, float *x, float *y, float *z, float *w, float *p, float *d) {
// NOHOLD-NEXT: float arr[64];
// NOHOLD-NEXT: #pragma omp target data map(tofrom: x[0:n]) map(to: y[0:n]) map(from: z[0:n]) map(alloc: w[0:n], arr) map(present, alloc: p[0:n]) if(n > 64)
// MC-LABEL: void data_region(int n, float *x, float *y, float *z, float *w, float *p, float *d) {
// MC-NEXT: float arr[64];
// MC-NEXT: {
// MC-NEXT: #pragma omp parallel for firstprivate(n, y) shared(x, d){{( num_threads\(1\))?}}

// A scalar in a data clause of an enclosing data construct is not
// firstprivate in a compute construct inside it (sec. 2.6.2): it is the
// device copy, imp copy (present), and shared.
void visible_scalar(int n, float *x) {
  float s = 0;
  #pragma acc data copy(s) copyin(x[0:n])
  {
    #pragma acc parallel
    s = x[0];
  }
}
// GPU-LABEL: void visible_scalar(int n, float *x) {
// GPU: #pragma omp target data map(ompx_hold, tofrom: s) map(ompx_hold, to: x[0:n])
// GPU-NEXT: {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: s) shared(s) num_teams(1)
// MC-LABEL: void visible_scalar(int n, float *x) {
// MC: #pragma omp parallel shared(s) firstprivate(x){{( num_threads\(1\))?}}

// enter data: the dynamic count (no ompx_hold); copyin -> to, create ->
// alloc. exit data: copyout -> from, delete -> release.
void enter_exit(int n, float *x, float *y, int c) {
  #pragma acc enter data copyin(x[0:n]) create(y[0:n]) if(c)
  #pragma acc exit data copyout(x[0:n]) delete(y[0:n]) async(2)
}
// GPU-LABEL: void enter_exit(int n, float *x, float *y, int c) {
// GPU-NEXT: #pragma omp target enter data map(to: x[0:n]) map(alloc: y[0:n]) if(c)
// GPU-NEXT: {
// GPU-NEXT: const int __accc_async __attribute__((cleanup(__accc_async_data_end))) = __accc_async_data_begin((2), 0);
// GPU-NEXT: #pragma omp target exit data map(from: x[0:n]) map(release: y[0:n])
// GPU-NEXT: }
// GPU-NEXT: }
// MC-LABEL: void enter_exit(int n, float *x, float *y, int c) {
// MC-NEXT: }

// exit data finalize: the dynamic count drops to zero (map delete); a
// copyout is libacc's acc_copyout_finalize (it copies only where no
// structured count holds the data), of the subarray's first element and
// bytes; with async, the _async form.
void finalize(int n, float *x, float *y, int c, double (*m)[8]) {
  #pragma acc exit data copyout(x[0:n]) delete(y[0:n]) finalize if(c)
  #pragma acc exit data copyout(m[1:2][0:8], c) finalize async(4)
}
// GPU-LABEL: void finalize(int n, float *x, float *y, int c, double (*m)[8]) {
// GPU-NEXT: if (c) acc_copyout_finalize(&(x)[0], n * sizeof((x)[0]));
// GPU-NEXT: #pragma omp target exit data map(delete: y[0:n]) if(c)
// GPU-NEXT: {
// GPU-NEXT: const int __accc_async {{.*}} = __accc_async_data_begin((4), 0);
// GPU-NEXT: acc_copyout_finalize_async(&(m)[1][0], 2 * 8 * sizeof((m)[1][0]), 4);
// GPU-NEXT: acc_copyout_finalize_async(&(c), sizeof(c), 4);
// GPU-NEXT: }
// GPU-NEXT: }

// update: self/host -> from, device -> to, with the present modifier unless
// if_present; two parts of one array need two directives.
void update(int n, float *x, float *y) {
  #pragma acc update self(x[0:n]) device(y[0:n])
  #pragma acc update host(x[0:2], x[n-2:2]) if_present
}
// GPU-LABEL: void update(int n, float *x, float *y) {
// GPU-NEXT: #pragma omp target update from(present: x[0:n]) to(present: y[0:n])
// GPU-NEXT: #pragma omp target update from(x[0:2])
// GPU-NEXT: #pragma omp target update from(x[n-2:2])
// GPU-NEXT: }
// MC-LABEL: void update(int n, float *x, float *y) {
// MC-NEXT: }

// host_data: use_device_ptr for a pointer, use_device_addr for an array.
void use(float *p);
void host_data(int n, float *x) {
  float arr[8];
  #pragma acc host_data use_device(x, arr)
  {
    use(x);
    use(arr);
  }
}
// GPU-LABEL: void host_data(int n, float *x) {
// GPU-NEXT: float arr[8];
// GPU-NEXT: #pragma omp target data use_device_ptr(x) use_device_addr(arr)
// GPU-NEXT: {
// MC-LABEL: void host_data(int n, float *x) {
// MC-NEXT: float arr[8];
// MC-NEXT: {
// MC-NEXT: use(x);

// attach / detach (sec. 2.7.12, 2.7.13): libacc's routines, after the
// mapping of enter data and before the unmapping of exit data; with async,
// their _async forms keep queue order. Nothing on multicore and host.
struct S { int n; float *p; };
void attach_detach(struct S *s, int c) {
  #pragma acc enter data copyin(s[0:1]) create(s->p[0:s->n]) attach(s->p)
  #pragma acc enter data attach(s->p) if(c) async(1)
  #pragma acc exit data detach(s->p) delete(s[0:1]) finalize
}
// GPU-LABEL: void attach_detach(struct S *s, int c) {
// GPU-NEXT: #pragma omp target enter data map(to: s[0:1]) map(alloc: s->p[0:s->n])
// GPU-NEXT: acc_attach((void **)&(s->p));
// GPU-NEXT: if (c) acc_attach_async((void **)&(s->p), 1);
// GPU-NEXT: acc_detach_finalize((void **)&(s->p));
// GPU-NEXT: #pragma omp target exit data map(delete: s[0:1])
// GPU-NEXT: }
// MC-LABEL: void attach_detach(struct S *s, int c) {
// MC-NEXT: }

// An array of which an enclosing data construct maps only a part is present
// there: the compute construct refers to that part (a map of the whole
// array would extend the mapping, a run-time error). A variable named in any
// form in a visible data clause satisfies default(none).
void partial_array(float *p, int n) {
  float arr[10], m[4][8];
  #pragma acc data copyin(arr[:5]) copy(m[1:2][:]) present(p[:n])
  {
    #pragma acc parallel loop default(none)
    for (int i = 0; i < 5; ++i)
      m[1][i] = arr[i] + p[i];
  }
}
// GPU-LABEL: void partial_array(float *p, int n) {
// GPU: #pragma omp target data map(ompx_hold, to: arr[:5]) map(ompx_hold, tofrom: m[1:2][:]) map(ompx_hold, present, alloc: p[:n])
// GPU-NEXT: {
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: m[1:2][:], arr[:5]) shared(m, arr) thread_limit(512) dist_schedule(static, 1024)
