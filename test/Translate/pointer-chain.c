// Subarrays that step through pointers (OpenACC 3.3 sec. 2.7.1, seed 000's
// "Potentially Unmappable Features"; lib/Transform/PointerChain.cpp): one
// OpenMP directive per block, pointer blocks first on entry and last on
// exit, never copied back; a compute construct maps the first level itself;
// every directive takes the construct's if and queue clauses. On multicore
// and host nothing is mapped.
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=multicore -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=gpu -fsyntax-only -Minfo=accel %s 2>&1 | FileCheck %s --check-prefix=INFO

void data(double **a, int n, int m) {
  #pragma acc data copy(a[0:n][0:m])
  {
    a[0][0] = 1;
  }
}
// GPU-LABEL: void data(double **a, int n, int m) {
// GPU-NEXT:   {
// GPU-NEXT:   #pragma omp target enter data map(alloc: a[0:n])
// GPU-NEXT:   for (long long __accc_i0 = 0; __accc_i0 < n; ++__accc_i0) {
// GPU-NEXT:     #pragma omp target enter data map(to: a[__accc_i0][0:m])
// GPU-NEXT:   }
// GPU-NEXT:   {
// GPU-NEXT:     a[0][0] = 1;
// GPU-NEXT:   }
// GPU-NEXT:   for (long long __accc_i0 = 0; __accc_i0 < n; ++__accc_i0) {
// GPU-NEXT:     #pragma omp target exit data map(from: a[__accc_i0][0:m])
// GPU-NEXT:   }
// GPU-NEXT:   #pragma omp target exit data map(release: a[0:n])
// GPU-NEXT:   }
// MC-LABEL: void data(double **a, int n, int m) {
// MC-NEXT:   {
// MC-NEXT:     a[0][0] = 1;
// MC-NEXT:   }
// INFO: pointer-chain.c:13:15: remark: data: 'a[0:n][0:m]' steps through pointers: mapped row by row, on the dynamic reference count

void compute(float **a, float *s, int n, int m, int c, int q) {
  #pragma acc parallel loop copyin(a[1:n-1][0:m]) copyout(s[1:n-1]) if(c) async(q)
  for (int i = 1; i < n; ++i)
    s[i] = a[i][0];
}
// GPU-LABEL: void compute(float **a, float *s, int n, int m, int c, int q) {
// GPU-NEXT:   {
// GPU-NEXT:   const int __accc_async __attribute__((cleanup(__accc_async_end))) = (q);
// GPU-NEXT:   #pragma omp target enter data map(alloc: a[1:n-1]) nowait depend(inout: *__accc_queue(__accc_async)) if(c)
// GPU-NEXT:   for (long long __accc_i0 = 1; __accc_i0 < 1 + (n-1); ++__accc_i0) {
// GPU-NEXT:     #pragma omp target enter data map(to: a[__accc_i0][0:m]) nowait depend(inout: *__accc_queue(__accc_async)) if(c)
// GPU-NEXT:   }
// GPU-NEXT:   #pragma omp target teams distribute parallel for map(ompx_hold, alloc: a[1:n-1]) map(ompx_hold, from: s[1:n-1]) {{.*}} nowait depend(inout: *__accc_queue(__accc_async))
// GPU-NEXT:   for (int i = 1; i < n; ++i)
// GPU-NEXT:     s[i] = a[i][0];
// GPU-NEXT:   for (long long __accc_i0 = 1; __accc_i0 < 1 + (n-1); ++__accc_i0) {
// GPU-NEXT:     #pragma omp target exit data map(release: a[__accc_i0][0:m]) nowait depend(inout: *__accc_queue(__accc_async)) if(c)
// GPU-NEXT:   }
// GPU-NEXT:   #pragma omp target exit data map(release: a[1:n-1]) nowait depend(inout: *__accc_queue(__accc_async)) if(c)
// GPU-NEXT:   }
// MC-LABEL: void compute(float **a, float *s, int n, int m, int c, int q) {
// MC-NEXT:   #pragma omp parallel for {{.*}}

void present3(int ***p, int n) {
  #pragma acc parallel loop present(p[0:n][0:4][0:n])
  for (int i = 0; i < n; ++i)
    p[i][0][0] = i;
}
// GPU-LABEL: void present3(int ***p, int n) {
// GPU-NEXT:   {
// GPU-NEXT:   #pragma omp target enter data map(present, alloc: p[0:n])
// GPU-NEXT:   for (long long __accc_i0 = 0; __accc_i0 < n; ++__accc_i0) {
// GPU-NEXT:     #pragma omp target enter data map(present, alloc: p[__accc_i0][0:4])
// GPU-NEXT:   }
// GPU-NEXT:   for (long long __accc_i0 = 0; __accc_i0 < n; ++__accc_i0) {
// GPU-NEXT:     for (long long __accc_i1 = 0; __accc_i1 < 4; ++__accc_i1) {
// GPU-NEXT:       #pragma omp target enter data map(present, alloc: p[__accc_i0][__accc_i1][0:n])
// GPU-NEXT:     }
// GPU-NEXT:   }
// GPU-NEXT:   #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: p[0:n]) {{.*}}
// GPU:        for (long long __accc_i0 = 0; __accc_i0 < n; ++__accc_i0) {
// GPU-NEXT:     for (long long __accc_i1 = 0; __accc_i1 < 4; ++__accc_i1) {
// GPU-NEXT:       #pragma omp target exit data map(release: p[__accc_i0][__accc_i1][0:n])
// GPU-NEXT:     }
// GPU-NEXT:   }
// GPU-NEXT:   for (long long __accc_i0 = 0; __accc_i0 < n; ++__accc_i0) {
// GPU-NEXT:     #pragma omp target exit data map(release: p[__accc_i0][0:4])
// GPU-NEXT:   }
// GPU-NEXT:   #pragma omp target exit data map(release: p[0:n])
// GPU-NEXT:   }

void standalone(double *rows[8], double **a, double *b, int n, int m) {
  #pragma acc enter data copyin(b[0:n], a[0:n][0:m]) async(2)
  #pragma acc update device(rows[:8][0:m]) if_present
  #pragma acc exit data copyout(a[0:n][0:m]) delete(b[0:n]) finalize
}
// GPU-LABEL: void standalone(double *rows[8], double **a, double *b, int n, int m) {
// GPU-NEXT:   {
// GPU-NEXT:   const int __accc_async __attribute__((cleanup(__accc_async_data_end))) = __accc_async_data_begin((2), 1);
// GPU-NEXT:   #pragma omp target enter data map(to: b[0:n])
// GPU-NEXT:   #pragma omp target enter data map(alloc: a[0:n])
// GPU-NEXT:   for (long long __accc_i0 = 0; __accc_i0 < n; ++__accc_i0) {
// GPU-NEXT:     #pragma omp target enter data map(to: a[__accc_i0][0:m])
// GPU-NEXT:   }
// GPU-NEXT:   }
// GPU-NEXT:   for (long long __accc_i0 = 0; __accc_i0 < 8; ++__accc_i0) {
// GPU-NEXT:     #pragma omp target update to(rows[__accc_i0][0:m])
// GPU-NEXT:   }
// GPU-NEXT:   for (long long __accc_i0 = 0; __accc_i0 < n; ++__accc_i0) {
// GPU-NEXT:     acc_copyout_finalize(&(a[__accc_i0])[0], m * sizeof((a[__accc_i0])[0]));
// GPU-NEXT:   }
// GPU-NEXT:   #pragma omp target exit data map(delete: a[0:n])
// GPU-NEXT:   #pragma omp target exit data map(delete: b[0:n])
// MC-LABEL: void standalone(double *rows[8], double **a, double *b, int n, int m) {
// MC-NEXT: }

// A pointer member: the same, on the member as written.
struct Grid { int n, m; double **v; };
void member(struct Grid g) {
  #pragma acc enter data copyin(g.v[0:g.n][0:g.m])
}
// GPU-LABEL: void member(struct Grid g) {
// GPU-NEXT:   #pragma omp target enter data map(alloc: g.v[0:g.n])
// GPU-NEXT:   for (long long __accc_i0 = 0; __accc_i0 < (g.n); ++__accc_i0) {
// GPU-NEXT:     #pragma omp target enter data map(to: g.v[__accc_i0][0:g.m])
// GPU-NEXT:   }
// GPU-NEXT: }
