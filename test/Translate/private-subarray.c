// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>&1 | FileCheck %s --check-prefix=GPU
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>&1 | FileCheck %s --check-prefix=MC
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -

// private / firstprivate subarrays of a pointer on parallel and serial
// (Transform/PrivateSubarrays.cpp): no OpenMP clause for them; a compound
// statement inside the region allocates each gang's copy, copies the
// original into it for firstprivate, and redeclares the pointer so that
// the same indices reach the copy. On the GPU firstprivate maps the
// subarray `to` (the copy's source); the gang loop of such a construct
// does not become threads (LoopPartitioning.cpp rule 4), whose copies the
// team's threads would share.

// GPU-LABEL: void f(int n, const double *a, double *c, double *d) {
// MC-LABEL: void f(int n, const double *a, double *c, double *d) {
void f(int n, const double *a, double *c, double *d) {
  // GPU: {{^ *}}#pragma omp target teams map(ompx_hold, to: a[0:10*n]) map(ompx_hold, tofrom: d[0:10]) firstprivate(n) shared(a, d) num_teams(10)
  // GPU-NEXT: {
  // GPU-NEXT: double *__accc_private_c = (double *)__builtin_malloc(sizeof(double) * (n));
  // GPU-NEXT: double *c = __accc_private_c - (0);
  // GPU-NEXT: {
  // GPU-NEXT: #pragma omp distribute{{$}}
  // GPU: {{^ *}}__builtin_free(__accc_private_c);
  // GPU-NEXT: }
  // MC: {{^ *}}#pragma omp parallel firstprivate(n) shared(a, d) num_threads((10) < omp_get_max_threads() ? (10) : omp_get_max_threads())
  // MC-NEXT: {
  // MC-NEXT: double *__accc_private_c = (double *)__builtin_malloc(sizeof(double) * (n));
  // MC-NEXT: double *c = __accc_private_c - (0);
  #pragma acc parallel num_gangs(10) private(c[0:n]) copyin(a[0:10*n]) copy(d[0:10])
  {
    #pragma acc loop gang
    for (int x = 0; x < 10; ++x) {
      for (int y = 0; y < n; ++y)
        c[y] = a[x * n + y];
      for (int y = 0; y < n; ++y)
        d[x] += c[y];
    }
  }
  // GPU: {{^ *}}#pragma omp target teams {{.*}} num_teams(1) thread_limit(1) map(to: c[2:n])
  // GPU-NEXT: {
  // GPU-NEXT: double *__accc_private_c = (double *)__builtin_malloc(sizeof(double) * (n));
  // GPU-NEXT: __builtin_memcpy(__accc_private_c, &c[2], sizeof(double) * (n));
  // GPU-NEXT: double *c = __accc_private_c - (2);
  // MC: {{^ *}}#pragma omp parallel {{.*}}num_threads(1)
  // MC-NEXT: {
  // MC-NEXT: double *__accc_private_c = (double *)__builtin_malloc(sizeof(double) * (n));
  // MC-NEXT: __builtin_memcpy(__accc_private_c, &c[2], sizeof(double) * (n));
  // MC-NEXT: double *c = __accc_private_c - (2);
  #pragma acc serial firstprivate(c[2:n]) copy(d[0:1])
  for (int y = 2; y < n + 2; ++y)
    d[0] += c[y] *= 2;
  // GPU: {{^ *}}__builtin_free(__accc_private_c);
  // MC: {{^ *}}__builtin_free(__accc_private_c);
}

// The same for a private array (LoopPartitioning.cpp rule 4's exception):
// its gang loop stays `distribute`, where threads raced on the gang's copy.
// GPU-LABEL: void g(double *e) {
void g(double *e) {
  double t[4];
  // GPU: {{^ *}}#pragma omp target teams {{.*}}private(t)
  // GPU: {{^ *}}#pragma omp distribute{{$}}
  #pragma acc parallel num_gangs(10) private(t) copy(e[0:10])
  {
    #pragma acc loop gang
    for (int x = 0; x < 10; ++x) {
      t[0] = x;
      e[x] = t[0];
    }
  }
}
