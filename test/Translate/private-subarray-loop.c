// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>&1 | FileCheck %s --check-prefix=GPU
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>&1 | FileCheck %s --check-prefix=MC
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: %accc -acc=gpu -fopenacc-ast-dump -fsyntax-only %s 2>/dev/null | FileCheck %s --check-prefix=DUMP

// private subarrays and elements on loops and combined constructs, and
// firstprivate ones on combined constructs (Transform/PrivateSubarrays.cpp
// rules 2 and 4). A partitioned loop makes the copy in the body of its
// innermost associated loop, so each iteration has its own: a local array
// for a small constant length, else on the heap, with the body inside
// `do { } while (0);` so that a `continue` reaches the free. A sequential
// loop makes one copy around itself. The loop's directive is unchanged (a
// combined construct stays one directive); a combined construct's
// firstprivate subarray is each gang's copy, made inside the compute
// directive, which is then not fused with the loop's.

// GPU-LABEL: void heap(int n, int m, double *t, double *out) {
// MC-LABEL: void heap(int n, int m, double *t, double *out) {
void heap(int n, int m, double *t, double *out) {
  // GPU: #pragma omp target teams distribute parallel for firstprivate(n, m) shared(out) thread_limit(256)
  // GPU-NEXT: for (int i = 0; i < n; ++i) {
  // GPU-NEXT: double *__accc_private_t = (double *)__builtin_malloc(sizeof(double) * (m));
  // GPU-NEXT: double *t = __accc_private_t - (1);
  // GPU-NEXT: do {
  // GPU-NEXT: {
  // GPU: continue;
  // GPU: }
  // GPU-NEXT: } while (0);
  // GPU-NEXT: __builtin_free(__accc_private_t);
  // GPU-NEXT: }
  // MC: #pragma omp parallel for firstprivate(n, m) shared(out)
  // MC-NEXT: for (int i = 0; i < n; ++i) {
  // MC-NEXT: double *__accc_private_t = (double *)__builtin_malloc(sizeof(double) * (m));
  #pragma acc parallel loop private(t[1:m])
  for (int i = 0; i < n; ++i) {
    for (int j = 1; j <= m; ++j)
      t[j] = i * j;
    if (i == 0)
      continue;
    out[i] = t[m];
  }
}

// Constant lengths: local arrays; an array's element and a row of a
// two-dimensional array (the variable becomes a pointer to its rows); a
// gang loop's copy is shared by the vector loop inside it.
// GPU-LABEL: void arrays(int n, double *out) {
void arrays(int n, double *out) {
  double a[10], m[4][8];
  #pragma acc parallel
  {
    // GPU: #pragma omp distribute
    // GPU-NEXT: for (int i = 0; i < n; ++i) {
    // GPU-NEXT: double __accc_private_a[1];
    // GPU-NEXT: double *a = __accc_private_a - (3);
    // GPU-NEXT: double __accc_private_m[8];
    // GPU-NEXT: double (*m)[8] = (double (*)[8])(__accc_private_m - (16));
    // GPU-NEXT: {
    // GPU-NEXT: a[3] = i;
    // GPU: #pragma omp parallel for
    #pragma acc loop gang private(a[3], m[2][0:8])
    for (int i = 0; i < n; ++i) {
      a[3] = i;
      #pragma acc loop vector
      for (int j = 0; j < 8; ++j)
        m[2][j] = a[3] + j;
      out[i] = m[2][7];
    }
  }
}

// A sequential loop: one copy around it; collapse: in the inner body.
// GPU-LABEL: void seq_collapse(int n, double *t, double *out) {
// MC-LABEL: void seq_collapse(int n, double *t, double *out) {
void seq_collapse(int n, double *t, double *out) {
  // GPU: #pragma omp target teams {{.*}}num_teams(1) thread_limit(1)
  // GPU-NEXT: {
  // GPU-NEXT: double *__accc_private_t = (double *)__builtin_malloc(sizeof(double) * (n));
  // GPU-NEXT: double *t = __accc_private_t - (0);
  // GPU-NEXT: for (int i = 0; i < n; ++i)
  // GPU-NEXT: t[i] = i;
  // GPU-NEXT: __builtin_free(__accc_private_t);
  // GPU-NEXT: }
  #pragma acc serial loop seq private(t[0:n])
  for (int i = 0; i < n; ++i)
    t[i] = i;
  // MC: #pragma omp parallel for collapse(2)
  // MC-NEXT: for (int i = 0; i < n; ++i)
  // MC-NEXT: for (int j = 0; j < n; ++j) {
  // MC-NEXT: double __accc_private_t[2];
  // MC-NEXT: double *t = __accc_private_t - (0);
  // MC-NEXT: {
  #pragma acc parallel loop collapse(2) private(t[0:2])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      t[0] = i;
      t[1] = j;
      out[i * n + j] = t[0] + t[1];
    }
}

// firstprivate on a combined construct: each gang's copy, made inside the
// compute directive before the loop's directive.
// GPU-LABEL: void gang_copy(int n, const double *c, double *out) {
// MC-LABEL: void gang_copy(int n, const double *c, double *out) {
void gang_copy(int n, const double *c, double *out) {
  // GPU: #pragma omp target teams map(ompx_hold, tofrom: out[0:n]) firstprivate(n) shared(out) map(to: c[0:3])
  // GPU-NEXT: {
  // GPU-NEXT: double *__accc_private_c = (double *)__builtin_malloc(sizeof(double) * (3));
  // GPU-NEXT: __builtin_memcpy(__accc_private_c, &c[0], sizeof(double) * (3));
  // GPU-NEXT: const double *c = __accc_private_c - (0);
  // GPU-NEXT: #pragma omp distribute
  // GPU-NEXT: for (int i = 0; i < n; ++i)
  // GPU-NEXT: out[i] = c[0] + c[1] * i + c[2] * i * i;
  // GPU-NEXT: __builtin_free(__accc_private_c);
  // GPU-NEXT: }
  // MC: #pragma omp parallel firstprivate(n) shared(out)
  // MC-NEXT: {
  // MC-NEXT: double *__accc_private_c = (double *)__builtin_malloc(sizeof(double) * (3));
  // MC-NEXT: __builtin_memcpy(__accc_private_c, &c[0], sizeof(double) * (3));
  // MC-NEXT: const double *c = __accc_private_c - (0);
  // MC-NEXT: #pragma omp for
  #pragma acc parallel loop copy(out[0:n]) firstprivate(c[0:3])
  for (int i = 0; i < n; ++i)
    out[i] = c[0] + c[1] * i + c[2] * i * i;
}

// INFO: remark: private(t[1:m]): a copy per iteration, on the heap
// INFO: remark: private(a[3]): a copy per iteration, a local array of 1 elements
// INFO: remark: private(m[2][0:8]): a copy per iteration, a local array of 8 elements
// INFO: remark: private(t[0:n]): one copy for the sequential loop
// INFO: remark: firstprivate(c[0:3]): each gang's copy is allocated at the start of the region and copied from the original

// DUMP: <OMPNode> (each iteration, continue guard)
// DUMP-NEXT: Prologue
// DUMP-NEXT: Decl 'double *__accc_private_t = (double *)__builtin_malloc(sizeof(double) * (m));'
// DUMP-NEXT: LocalCopy 'double *t = __accc_private_t - (1);'
// DUMP-NEXT: Epilogue
// DUMP-NEXT: Statement '__builtin_free(__accc_private_t);'
// DUMP: <OMPNode> (each iteration)
// DUMP-NEXT: Prologue
// DUMP-NEXT: Decl 'double __accc_private_a[1];'
