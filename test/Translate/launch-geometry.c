// Launch geometry of combined gang-vector loops on the GPU
// (lib/Transform/LaunchGeometry.cpp, docs/performance.md "Launch geometry").
// RUN: %accc -acc=gpu -acc-collapse=plain -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=gpu -acc-collapse=plain --offload-arch=sm_80 -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=A100
// RUN: %accc -acc=gpu -acc-geometry=runtime -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=RT
// RUN: %accc -acc=gpu -acc-collapse=plain -acc-geometry=safe -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=SAFE
// RUN: %accc -acc=gpu -acc-collapse=plain -acc-mapping=base -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=BASE
// RUN: %accc -acc=multicore -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: not %accc -acc-geometry=fast -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: accc: error: invalid value 'fast' in '-acc-geometry=': expected auto, safe or runtime

// G1: a streaming loop (no reduction, no inner loop).
void triad(int n, double *a, const double *b, const double *c, double s) {
  #pragma acc parallel loop deviceptr(a, b, c)
  for (int i = 0; i < n; ++i)
    a[i] = b[i] + s * c[i];
}
// GPU-LABEL: void triad(int n, double *a, const double *b, const double *c, double s) {
// GPU-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(a, b, c) firstprivate(n, s) shared(a, b, c) thread_limit(512) dist_schedule(static, (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// SAFE-LABEL: void triad(int n, double *a, const double *b, const double *c, double s) {
// SAFE-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(a, b, c) firstprivate(n, s) shared(a, b, c) thread_limit(256) dist_schedule(static, (n) >= 1048576 ? 2048 : (n) >= 524288 ? 1024 : 512)
// A100-LABEL: void triad(int n, double *a, const double *b, const double *c, double s) {
// A100-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(a, b, c) firstprivate(n, s) shared(a, b, c) thread_limit(512) dist_schedule(static, (n) >= 1048576 ? 4096 : (n) >= 524288 ? 2048 : 1024)
// RT-LABEL: void triad(int n, double *a, const double *b, const double *c, double s) {
// RT-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(a, b, c) firstprivate(n, s) shared(a, b, c)
// BASE-LABEL: void triad(int n, double *a, const double *b, const double *c, double s) {
// BASE-NEXT: #pragma omp target teams distribute is_device_ptr(a, b, c) firstprivate(n, s) shared(a, b, c)
// MC-LABEL: void triad(int n, double *a, const double *b, const double *c, double s) {
// MC-NEXT: #pragma omp parallel for firstprivate(n, s) shared(a, b, c)
// INFO: launch-geometry.c:{{[0-9]+}}:15: remark: launch geometry: teams by trip count, 512 threads per team (streaming loop: chunks of up to 8 iterations per thread)

// G1 in float: chunks of 64 bytes per thread, 16 floats (the widest element
// decides: a loop that also reads doubles keeps 8 iterations).
void triad_float(int n, float *a, const float *b, const float *c, float s) {
  #pragma acc parallel loop deviceptr(a, b, c)
  for (int i = 0; i < n; ++i)
    a[i] = b[i] + s * c[i];
}
// GPU-LABEL: void triad_float(int n, float *a, const float *b, const float *c, float s) {
// GPU-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(a, b, c) firstprivate(n, s) shared(a, b, c) thread_limit(512) dist_schedule(static, (n) >= 4194304 ? 8192 : (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// SAFE-LABEL: void triad_float(int n, float *a, const float *b, const float *c, float s) {
// SAFE-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(a, b, c) firstprivate(n, s) shared(a, b, c) thread_limit(256) dist_schedule(static, (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : (n) >= 524288 ? 1024 : 512)
// INFO: launch-geometry.c:{{[0-9]+}}:15: remark: launch geometry: teams by trip count, 512 threads per team (streaming loop: chunks of up to 16 iterations per thread)
void mixed_widths(int n, float *a, const double *b) {
  #pragma acc parallel loop deviceptr(a, b)
  for (int i = 0; i < n; ++i)
    a[i] = b[i];
}
// GPU-LABEL: void mixed_widths(int n, float *a, const double *b) {
// GPU-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(a, b) firstprivate(n) shared(a, b) thread_limit(512) dist_schedule(static, (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)

// G1's chunk is halved, down to two iterations per thread, while the loop
// has fewer iterations than 512 such chunks (4 teams per SM, 132 SMs, to a
// power of two; an A100's 108 SMs: 256): constant trip counts fold.
void short_copy(double *a, const double *b) {
  #pragma acc parallel loop deviceptr(a, b)
  for (int i = 0; i < 1000; ++i)
    a[i] = b[i];
}
// GPU-LABEL: void short_copy(double *a, const double *b) {
// GPU-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(a, b) shared(a, b) thread_limit(512) dist_schedule(static, 1024)
void mid_copy(float *a, const float *b) {
  #pragma acc parallel loop deviceptr(a, b)
  for (int i = 0; i < 3000000; ++i)
    a[i] = b[i];
}
// GPU-LABEL: void mid_copy(float *a, const float *b) {
// GPU-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(a, b) shared(a, b) thread_limit(512) dist_schedule(static, 4096)
// A100-LABEL: void mid_copy(float *a, const float *b) {
// A100-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(a, b) shared(a, b) thread_limit(512) dist_schedule(static, 8192)
// SAFE-LABEL: void mid_copy(float *a, const float *b) {
// SAFE-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(a, b) shared(a, b) thread_limit(256) dist_schedule(static, 4096)
void big_copy(double *a, const double *b) {
  #pragma acc parallel loop collapse(2) deviceptr(a, b)
  for (int i = 0; i < 4096; ++i)
    for (int j = 0; j < 4096; ++j)
      a[i * 4096 + j] = b[i * 4096 + j];
}
// GPU-LABEL: void big_copy(double *a, const double *b) {
// GPU-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(a, b) shared(a, b) collapse(2) thread_limit(512) dist_schedule(static, 4096)

// A triangular nest has no product of trip counts that the host could
// evaluate (the inner bound names the outer variable): the largest chunk,
// and for a reduction the most teams.
void triangle(int n, double *a) {
  #pragma acc parallel loop collapse(2) deviceptr(a)
  for (int i = 0; i < n; ++i)
    for (int j = i; j < n; ++j)
      a[i * n + j] = 0;
}
// GPU-LABEL: void triangle(int n, double *a) {
// GPU-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(a) firstprivate(n) shared(a) collapse(2) thread_limit(512) dist_schedule(static, 4096)
double triangle_sum(int n, const double *a) {
  double s = 0;
  #pragma acc parallel loop collapse(2) deviceptr(a) reduction(+:s)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= i; ++j)
      s += a[i * n + j];
  return s;
}
// GPU-LABEL: double triangle_sum(int n, const double *a) {
// GPU: #pragma omp target teams distribute parallel for is_device_ptr(a) map(ompx_hold, tofrom: s) reduction(+: s) firstprivate(n) shared(a) collapse(2) num_teams(132) thread_limit(1024) dist_schedule(static) schedule(static, 4)

// G1 too: explicit gang vector, collapsed, with an inner loop (matmul).
void matmul(int n, const double *A, const double *B, double *C) {
  #pragma acc parallel loop gang vector collapse(2) deviceptr(A, B, C)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      double s = 0;
      for (int k = 0; k < n; ++k)
        s += A[i * n + k] * B[k * n + j];
      C[i * n + j] = s;
    }
}
// GPU-LABEL: void matmul(int n, const double *A, const double *B, double *C) {
// GPU-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(A, B, C) firstprivate(n) shared(A, B, C) collapse(2) thread_limit(512) dist_schedule(static, (long long)(n) * (n) >= 2097152 ? 4096 : (long long)(n) * (n) >= 1048576 ? 2048 : 1024)

// G2: one loop level with an inner sequential loop (n-body).
void nbody(int n, const double *x, double *f) {
  #pragma acc parallel loop deviceptr(x, f)
  for (int i = 0; i < n; ++i) {
    double s = 0;
    for (int j = 0; j < n; ++j)
      s += x[j] - x[i];
    f[i] = s;
  }
}
// GPU-LABEL: void nbody(int n, const double *x, double *f) {
// GPU-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(x, f) firstprivate(n) shared(x, f) thread_limit(256)
// INFO: launch-geometry.c:{{[0-9]+}}:15: remark: launch geometry: teams by trip count, 256 threads per team (loop with an inner loop: one iteration per thread and chunk)

// G3: a reduction: one team per SM (132 on sm_90, 108 on sm_80).
double dot(int n, const double *x, const double *y) {
  double s = 0;
  #pragma acc parallel loop deviceptr(x, y) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += x[i] * y[i];
  return s;
}
// GPU-LABEL: double dot(int n, const double *x, const double *y) {
// GPU: #pragma omp target teams distribute parallel for is_device_ptr(x, y) map(ompx_hold, tofrom: s) reduction(+: s) firstprivate(n) shared(x, y) num_teams((n) > 536576 ? 132 : (n) > 0 ? ((n) + 4095) / 4096 : 1) thread_limit(1024) dist_schedule(static) schedule(static, 4)
// SAFE-LABEL: double dot(int n, const double *x, const double *y) {
// SAFE: #pragma omp target teams distribute parallel for is_device_ptr(x, y) map(ompx_hold, tofrom: s) reduction(+: s) firstprivate(n) shared(x, y) num_teams((n) > 539648 ? 528 : (n) > 0 ? ((n) + 1023) / 1024 : 1) thread_limit(256) dist_schedule(static) schedule(static, 4)
// A100-LABEL: double dot(int n, const double *x, const double *y) {
// A100: #pragma omp target teams distribute parallel for is_device_ptr(x, y) map(ompx_hold, tofrom: s) reduction(+: s) firstprivate(n) shared(x, y) num_teams((n) > 438272 ? 108 : (n) > 0 ? ((n) + 4095) / 4096 : 1) thread_limit(1024) dist_schedule(static) schedule(static, 4)
// INFO: launch-geometry.c:{{[0-9]+}}:15: remark: launch geometry: up to 132 teams by trip count, 1024 threads per team (reduction: 1 team per SM, one range per team)

// G4: a reduction with an inner loop.
double rowsums(int n, const double *A) {
  double t = 0;
  #pragma acc parallel loop deviceptr(A) reduction(+:t)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      t += A[i * n + j];
  return t;
}
// SAFE-LABEL: double rowsums(int n, const double *A) {
// SAFE: #pragma omp target teams distribute parallel for is_device_ptr(A) map(ompx_hold, tofrom: t) reduction(+: t) firstprivate(n) shared(A) num_teams((n) > 134912 ? 528 : (n) > 0 ? ((n) + 255) / 256 : 1) thread_limit(256) dist_schedule(static) schedule(static, 4)
// GPU-LABEL: double rowsums(int n, const double *A) {
// GPU: #pragma omp target teams distribute parallel for is_device_ptr(A) map(ompx_hold, tofrom: t) reduction(+: t) firstprivate(n) shared(A) num_teams((n) > 134656 ? 264 : (n) > 0 ? ((n) + 511) / 512 : 1) thread_limit(512) dist_schedule(static) schedule(static, 4)

// The user's geometry is kept as written.
void user(int n, double *a) {
  #pragma acc parallel loop deviceptr(a) vector_length(128)
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  #pragma acc parallel loop deviceptr(a) num_gangs(64)
  for (int i = 0; i < n; ++i)
    a[i] += 1;
}
// GPU-LABEL: void user(int n, double *a) {
// GPU-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(a) firstprivate(n) shared(a) thread_limit(128)
// GPU: #pragma omp target teams distribute parallel for is_device_ptr(a) firstprivate(n) shared(a) num_teams(64)

// gang(static: k) keeps its own chunk.
void gangstatic(int n, double *a) {
  #pragma acc parallel loop gang(static: 16) vector deviceptr(a)
  for (int i = 0; i < n; ++i)
    a[i] += 1;
}
// GPU-LABEL: void gangstatic(int n, double *a) {
// GPU-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(a) firstprivate(n) shared(a) dist_schedule(static, 16) thread_limit(512)

// G5: a gang loop over a vector loop (a nest) gets one team per gang
// iteration, at most 65536: num_teams states the trip count.
void matvec(int n, const double *A, const double *x, double *y) {
  #pragma acc parallel loop gang deviceptr(A, x, y)
  for (int i = 0; i < n; ++i) {
    double s = 0;
    #pragma acc loop vector reduction(+:s)
    for (int j = 0; j < n; ++j)
      s += A[i * n + j] * x[j];
    y[i] = s;
  }
}
// GPU-LABEL: void matvec(int n, const double *A, const double *x, double *y) {
// GPU-NEXT: #pragma omp target teams distribute is_device_ptr(A, x, y) firstprivate(n) shared(A, x, y) num_teams(n < 65536 ? n : 65536)
// GPU: #pragma omp parallel for reduction(+: s) shared(n, A, i, x) schedule(static, 4)
// RT-LABEL: void matvec(int n, const double *A, const double *x, double *y) {
// RT-NEXT: #pragma omp target teams distribute is_device_ptr(A, x, y) firstprivate(n) shared(A, x, y){{$}}
// RT: #pragma omp parallel for reduction(+: s) shared(n, A, i, x){{$}}
// SAFE-LABEL: void matvec(int n, const double *A, const double *x, double *y) {
// SAFE-NEXT: #pragma omp target teams distribute is_device_ptr(A, x, y) firstprivate(n) shared(A, x, y) num_teams(n < 65536 ? n : 65536)
// BASE-LABEL: void matvec(int n, const double *A, const double *x, double *y) {
// BASE-NEXT: #pragma omp target teams distribute is_device_ptr(A, x, y) firstprivate(n) shared(A, x, y){{$}}
// INFO: launch-geometry.c:{{[0-9]+}}:15: remark: launch geometry: one team per iteration of the gang loop, at most 65536 (gang loop over a partitioned inner loop)

// G5's trip counts: bounds as written, inclusive tests, steps, loops that
// count down, constant bounds folded and capped.
void nest_forms(int n, int a, int b, double *x) {
  #pragma acc parallel loop gang deviceptr(x)
  for (int i = 1; i < n - 1; ++i) {
    #pragma acc loop vector
    for (int j = 0; j < 8; ++j)
      x[i * 8 + j] = 0;
  }
  #pragma acc parallel loop gang deviceptr(x)
  for (int i = a; i <= b + 1; i += 4) {
    #pragma acc loop vector
    for (int j = 0; j < 8; ++j)
      x[i * 8 + j] = 0;
  }
  #pragma acc parallel loop gang deviceptr(x)
  for (int i = n; i > a - b; i--) {
    #pragma acc loop vector
    for (int j = 0; j < 8; ++j)
      x[i * 8 + j] = 0;
  }
  int i;
  #pragma acc parallel loop gang deviceptr(x)
  for (i = 0; n != i; i++) {
    #pragma acc loop vector
    for (int j = 0; j < 8; ++j)
      x[i * 8 + j] = 0;
  }
  #pragma acc parallel loop gang deviceptr(x)
  for (int i = 0; i < 1000; i += 3) {
    #pragma acc loop vector
    for (int j = 0; j < 8; ++j)
      x[i * 8 + j] = 0;
  }
  #pragma acc parallel loop gang deviceptr(x)
  for (long i = 0; i < 100000; ++i) {
    #pragma acc loop vector
    for (int j = 0; j < 8; ++j)
      x[i * 8 + j] = 0;
  }
}
// GPU-LABEL: void nest_forms(int n, int a, int b, double *x) {
// GPU-NEXT: #pragma omp target teams distribute is_device_ptr(x) firstprivate(n) shared(x) num_teams(n - 1 - 1 < 65536 ? n - 1 - 1 : 65536)
// GPU: #pragma omp target teams distribute is_device_ptr(x) firstprivate(a, b) shared(x) num_teams((b + 1 - a + 1 + 3) / 4 < 65536 ? (b + 1 - a + 1 + 3) / 4 : 65536)
// GPU: #pragma omp target teams distribute is_device_ptr(x) firstprivate(n, a, b) shared(x) num_teams(n - (a - b) < 65536 ? n - (a - b) : 65536)
// GPU: #pragma omp target teams distribute is_device_ptr(x) firstprivate(n) shared(x) private(i) num_teams(n < 65536 ? n : 65536)
// GPU: #pragma omp target teams distribute is_device_ptr(x) shared(x) num_teams(334)
// GPU: #pragma omp target teams distribute is_device_ptr(x) shared(x) num_teams(65536)

// No G5: the user's num_gangs or gang(static), a collapsed gang loop, a
// bound with side effects, a step that is not constant.
int next(void);
void nest_kept(int n, int s, double *x) {
  #pragma acc parallel loop gang num_gangs(64) deviceptr(x)
  for (int i = 0; i < n; ++i) {
    #pragma acc loop vector
    for (int j = 0; j < 8; ++j)
      x[i * 8 + j] = 0;
  }
  #pragma acc parallel loop gang(static: 2) deviceptr(x)
  for (int i = 0; i < n; ++i) {
    #pragma acc loop vector
    for (int j = 0; j < 8; ++j)
      x[i * 8 + j] = 0;
  }
  #pragma acc parallel loop gang collapse(2) deviceptr(x)
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < n; ++k) {
      #pragma acc loop vector
      for (int j = 0; j < 8; ++j)
        x[(i * n + k) * 8 + j] = 0;
    }
  #pragma acc parallel loop gang deviceptr(x)
  for (int i = 0; i < next(); ++i) {
    #pragma acc loop vector
    for (int j = 0; j < 8; ++j)
      x[i * 8 + j] = 0;
  }
  #pragma acc parallel loop gang deviceptr(x)
  for (int i = 0; i < n; i += s) {
    #pragma acc loop vector
    for (int j = 0; j < 8; ++j)
      x[i * 8 + j] = 0;
  }
}
// GPU-LABEL: void nest_kept(int n, int s, double *x) {
// GPU-NEXT: #pragma omp target teams distribute is_device_ptr(x) firstprivate(n) shared(x) num_teams(64){{$}}
// GPU: #pragma omp target teams distribute is_device_ptr(x) firstprivate(n) shared(x) dist_schedule(static, 2){{$}}
// GPU: #pragma omp target teams distribute is_device_ptr(x) firstprivate(n) shared(x) collapse(2){{$}}
// GPU: #pragma omp target teams distribute is_device_ptr(x) shared(x){{$}}
// GPU: #pragma omp target teams distribute is_device_ptr(x) firstprivate(n, s) shared(x){{$}}

// Rule R: the chunk is 32 bytes of the reduction type (int: 8), also under
// the user's geometry; loops without a reduction get no schedule.
long isum(int n, const int *v) {
  long s = 0;
  int m = 0;
  #pragma acc parallel loop deviceptr(v) reduction(+:m)
  for (int i = 0; i < n; ++i)
    m += v[i];
  #pragma acc parallel loop deviceptr(v) reduction(+:s) vector_length(256)
  for (int i = 0; i < n; ++i)
    s += v[i];
  return s + m;
}
// GPU-LABEL: long isum(int n, const int *v) {
// GPU: #pragma omp target teams distribute parallel for is_device_ptr(v) map(ompx_hold, tofrom: m) reduction(+: m) firstprivate(n) shared(v) num_teams((n) > 1073152 ? 132 : (n) > 0 ? ((n) + 8191) / 8192 : 1) thread_limit(1024) dist_schedule(static) schedule(static, 8)
// GPU: #pragma omp target teams distribute parallel for is_device_ptr(v) map(ompx_hold, tofrom: s) reduction(+: s) firstprivate(n) shared(v) thread_limit(256) schedule(static, 4)

// A parallel construct whose body is its loop construct alone (in braces or
// not) gets what `parallel loop` gets: num_teams and thread_limit on the
// kernel, the chunks on the loop. A statement beside the loop keeps the
// runtime's geometry.
double single_loop(int n, double *x, const double *y) {
  double s = 0;
  #pragma acc parallel deviceptr(x, y)
  {
    #pragma acc loop gang vector
    for (int i = 0; i < n; ++i)
      x[i] = 2 * y[i];
  }
  #pragma acc parallel deviceptr(x, y) reduction(+:s)
  #pragma acc loop gang reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += x[i] * y[i];
  #pragma acc parallel deviceptr(x, y)
  {
    int k = 3;
    #pragma acc loop gang vector
    for (int i = 0; i < n; ++i)
      x[i] += k * y[i];
  }
  return s;
}
// GPU-LABEL: double single_loop(int n, double *x, const double *y) {
// GPU: #pragma omp target teams is_device_ptr(x, y) firstprivate(n) shared(x, y) thread_limit(512)
// GPU: #pragma omp distribute parallel for shared(n, x, y) dist_schedule(static, (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// GPU: #pragma omp target teams is_device_ptr(x, y) map(ompx_hold, tofrom: s) reduction(+: s) firstprivate(n) shared(x, y) num_teams((n) > 536576 ? 132 : (n) > 0 ? ((n) + 4095) / 4096 : 1) thread_limit(1024)
// GPU-NEXT: #pragma omp distribute parallel for reduction(+: s) shared(n, x, y) dist_schedule(static) schedule(static, 4)
// GPU: #pragma omp target teams is_device_ptr(x, y) firstprivate(n) shared(x, y){{$}}
// GPU: #pragma omp distribute parallel for shared(n, x, k, y){{$}}

// Rule F: with an if condition, the teams are the GPU's only; where the
// condition sends the construct to the host it gets one team, as a
// construct without num_teams does (libomp clamped the GPU's count to the
// cores, with a warning). A condition with side effects keeps the count.
int next_on(void);
double on_host(int n, double *x, const double *y, int on) {
  double s = 0, t = 0;
  #pragma acc parallel loop deviceptr(x, y) reduction(+:s) if(on)
  for (int i = 0; i < n; ++i)
    s += x[i] * y[i];
  #pragma acc parallel loop gang deviceptr(x, y) if(on) self(n < 8)
  for (int i = 0; i < n; ++i) {
    #pragma acc loop vector
    for (int j = 0; j < n; ++j)
      x[i] += y[j];
  }
  #pragma acc parallel loop deviceptr(x, y) reduction(+:t) if(next_on())
  for (int i = 0; i < n; ++i)
    t += x[i] * y[i];
  return s + t;
}
// GPU-LABEL: double on_host(int n, double *x, const double *y, int on) {
// GPU: #pragma omp target teams distribute parallel for is_device_ptr(x, y) map(ompx_hold, tofrom: s) reduction(+: s) firstprivate(n) shared(x, y) if(target: on) num_teams((on) ? ((n) > 536576 ? 132 : (n) > 0 ? ((n) + 4095) / 4096 : 1) : 1) thread_limit(1024) dist_schedule(static) schedule(static, 4)
// GPU: #pragma omp target teams distribute is_device_ptr(x, y) firstprivate(n) shared(x, y) if(target: (on) && !(n < 8)) num_teams(((on) && !(n < 8)) ? (n < 65536 ? n : 65536) : 1)
// GPU: #pragma omp target teams distribute parallel for is_device_ptr(x, y) map(ompx_hold, tofrom: t) reduction(+: t) firstprivate(n) shared(x, y) if(target: next_on()) num_teams((n) > 536576 ? 132 : (n) > 0 ? ((n) + 4095) / 4096 : 1) thread_limit(1024) dist_schedule(static) schedule(static, 4)
