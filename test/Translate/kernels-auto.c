// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=multicore -acc-collapse=plain -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -x c -

// kernels regions of naked loops (OpenACC 3.3 sec. 2.5.2, 2.9.7;
// docs/Mapping.md "Kernels"): the dependence analysis
// (Analysis/Dependence.cpp) makes each loop it proves independent an
// implicit loop (collapsing tightly nested ones, with the reductions it
// finds), the region is split into kernels (Transform/KernelsToOMP.cpp), and
// -Minfo=accel gives the reason for every loop left sequential.

double fmax(double, double);
double fabs(double);

#define N 64
double A[N][N], B[N][N];

// NVIDIA's laplace2d step: two nests, a max reduction.
double jacobi(void) {
  double err = 0.0;
  #pragma acc kernels
  {
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++) {
        B[j][i] = 0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
        err = fmax(err, fabs(B[j][i] - A[j][i]));
      }
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++)
        A[j][i] = B[j][i];
  }
  return err;
}
// GPU-LABEL: double jacobi(void) {
// GPU-NEXT:   double err = 0.0;
// GPU-NEXT: #pragma omp target data map(ompx_hold, tofrom: B, A)
// GPU-NEXT:   {
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: B, A, err) shared(B, A) reduction(max: err) collapse(2) num_teams({{.+}}) thread_limit(1024) dist_schedule(static) schedule(static, 4)
// GPU-NEXT:     for (int j = 1; j < N - 1; j++)
// GPU:      #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: B, A) shared(B, A) collapse(2) thread_limit(512) dist_schedule(static, 1024)
// GPU-NEXT:     for (int j = 1; j < N - 1; j++)
// MC-LABEL: double jacobi(void) {
// MC-NEXT:   double err = 0.0;
// MC-NEXT:   {
// MC-NEXT: #pragma omp parallel for shared(B, A) reduction(max: err) collapse(2)
// MC-NEXT:     for (int j = 1; j < N - 1; j++)
// MC:      #pragma omp parallel for shared(B, A) collapse(2)
// MC-NEXT:     for (int j = 1; j < N - 1; j++)

// Statements between loops run once, in a kernel of one gang; a recurrence
// stays sequential, in the same kernel; a loop over pointers that may alias
// too.
void mixed(int n, double *restrict a, double *b, double *c, int *count) {
  #pragma acc kernels copy(a[0:n], b[0:n], c[0:n]) copyout(count[0:1])
  {
    count[0] = 0;
    for (int i = 1; i < n; i++)
      a[i] += a[i - 1];
    for (int i = 0; i < n; i++)
      b[i] = c[i];
    for (int i = 0; i < n; i++)
      if (a[i] > 0)
        count[0]++;
    for (int i = 0; i < n; i++)
      a[i] = 2 * b[i];
  }
}
// GPU-LABEL: void mixed(int n, double *restrict a, double *b, double *c, int *count) {
// GPU-NEXT: #pragma omp target data map(ompx_hold, tofrom: a[0:n], b[0:n], c[0:n]) map(ompx_hold, from: count[0:1])
// GPU-NEXT: {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: a[0:n], b[0:n], c[0:n]) map(ompx_hold, from: count[0:1]) shared(count, a, b, c) firstprivate(n) num_teams(1)
// GPU-NEXT: {
// GPU-NEXT: count[0] = 0;
// GPU-NEXT: for (int i = 1; i < n; i++)
// GPU-NEXT: a[i] += a[i - 1];
// GPU-NEXT: for (int i = 0; i < n; i++)
// GPU-NEXT: b[i] = c[i];
// GPU-NEXT: for (int i = 0; i < n; i++)
// GPU-NEXT: if (a[i] > 0)
// GPU-NEXT: count[0]++;
// GPU-NEXT: }
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: a[0:n], b[0:n]) firstprivate(n) shared(a, b) thread_limit(512) dist_schedule(static, (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// GPU-NEXT: for (int i = 0; i < n; i++)
// GPU-NEXT: a[i] = 2 * b[i];
// GPU-NEXT: }
// GPU-NEXT: }
// MC-LABEL: void mixed(int n, double *restrict a, double *b, double *c, int *count) {
// MC-NEXT:   {
// MC-NEXT:     count[0] = 0;
// MC:      #pragma omp parallel for firstprivate(n) shared(a, b)
// MC-NEXT:     for (int i = 0; i < n; i++)
// MC-NEXT:       a[i] = 2 * b[i];

// A control variable declared outside its naked loop keeps the value the
// last iteration leaves: lastprivate (a loop construct's would be private).
// A region that is one parallelized loop is one combined directive.
void c89(int n, double *restrict a) {
  int i;
  #pragma acc kernels copy(a[0:n])
  for (i = 0; i < n; i++)
    a[i] = 0;
}
// A control variable the code after the loop reads keeps the last value
// (lastprivate); for the GPU clang returns it only where the variable is
// already mapped, hence enter and exit data around the kernel.
int c89_last(int n, double *restrict a) {
  int i;
  #pragma acc kernels copy(a[0:n])
  for (i = 0; i < n; i++)
    a[i] = 0;
  return i;
}
// GPU-LABEL: void c89(int n, double *restrict a) {
// GPU-NEXT:   int i;
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: a[0:n]) firstprivate(n) shared(a) private(i) thread_limit(512) dist_schedule(static, (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// GPU-LABEL: int c89_last(int n, double *restrict a) {
// GPU-NEXT:   int i;
// GPU-NEXT:   {
// GPU-NEXT:   #pragma omp target enter data map(to: i)
// GPU-NEXT:   #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: a[0:n], i) firstprivate(n) shared(a) lastprivate(i) thread_limit(512) dist_schedule(static, (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// GPU-NEXT:   for (i = 0; i < n; i++)
// GPU-NEXT:     a[i] = 0;
// GPU-NEXT:   #pragma omp target exit data map(from: i)
// GPU-NEXT:   }
// MC-LABEL: void c89(int n, double *restrict a) {
// MC-NEXT:   int i;
// MC-NEXT: #pragma omp parallel for firstprivate(n) shared(a) private(i)
// MC-LABEL: int c89_last(int n, double *restrict a) {
// MC-NEXT:   int i;
// MC-NEXT: #pragma omp parallel for firstprivate(n) shared(a) lastprivate(i)

// A region with async stays one kernel of one gang, its loops partitioned
// inside it.
void queued(int n, double *restrict a) {
  #pragma acc kernels copy(a[0:n]) async(1)
  {
    a[0] = 1;
    for (int i = 1; i < n; i++)
      a[i] = 2;
  }
}

// INFO: kernels-auto.c:23:{{[0-9]+}}: remark: kernels -> #pragma omp target data map(ompx_hold, tofrom: B, A)
// INFO: kernels-auto.c:23:{{[0-9]+}}: remark: kernels: split into 2 kernels
// INFO: kernels-auto.c:25:5: remark: loop without a directive: the dependence analysis found its iterations independent (2 tightly nested loops, collapsed)
// INFO: kernels-auto.c:25:5: remark: reduction(max:err) found in the loop body
// INFO: kernels-auto.c:30:5: remark: loop without a directive: the dependence analysis found its iterations independent (2 tightly nested loops, collapsed)
// INFO: kernels-auto.c:56:{{[0-9]+}}: remark: kernels: split into 2 kernels
// INFO: kernels-auto.c:56:{{[0-9]+}}: remark: loop at 59:5 runs sequentially: loop-carried dependence between 'a[i]' and 'a[i - 1]'
// INFO: kernels-auto.c:56:{{[0-9]+}}: remark: loop at 61:5 runs sequentially: 'b[i]' and 'c[i]' may refer to the same memory (declare the pointers 'restrict')
// INFO: kernels-auto.c:56:{{[0-9]+}}: remark: loop at 63:5 runs sequentially: every iteration writes 'count[0]'
// INFO: kernels-auto.c:137:{{[0-9]+}}: remark: kernels: the region runs as one gang, so that its statements outside loops run once (not split: accc does not split a region with async or wait into kernels yet)
// INFO: kernels-auto.c:140:5: remark: loop without a directive: the dependence analysis found its iterations independent

// Rule 5d of Dependence.cpp: a local index the body never assigns stands for
// its initializer (TeaLeaf's `const int index = kk + jj*x;`).
void local_index(int x, int y, double *restrict r, const double *restrict u) {
#pragma acc kernels copy(r[0:x * y]) copyin(u[0:x * y])
  for (int jj = 1; jj < y - 1; ++jj)
    for (int kk = 1; kk < x - 1; ++kk) {
      const int index = kk + jj * x;
      r[index] = u[index - 1] + u[index + 1];
    }
}
// INFO: kernels-auto.c:[[#@LINE-7]]:{{[0-9]+}}: remark: loop without a directive: the dependence analysis found its iterations independent (2 tightly nested loops, collapsed)
