// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefix=GPU
// RUN: %accc -acc=gpu -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=multicore -fsyntax-only -Wno-accc-legacy-spelling %s 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty

// `routine` without gang, worker, vector or seq (OpenACC 3.3 sec. 2.15.1
// asks for one; nvc and GCC read it as seq) is read as `routine seq`, with
// a -Waccc-legacy-spelling warning, in its unnamed and named forms, also
// with other clauses, a continuation line or a comment
// (lib/Driver/LegacySpelling.cpp rule 2; test/Execution/declare-initialized.c
// calls one on the GPU).

// WARN: routine-without-level.c:[[@LINE+1]]:13: warning: 'routine' without a 'gang', 'worker', 'vector' or 'seq' clause read as 'routine seq', as nvc and GCC read it (OpenACC 3.3 asks for one) [-Waccc-legacy-spelling]
#pragma acc routine
double sq(double x) { return x * x; }
// GPU: {{^}}#pragma omp begin declare target
// GPU-NEXT: {{^}}double sq(double x) { return x * x; }
// GPU-NEXT: {{^}}#pragma omp end declare target

double cube(double x) { return x * x * x; }
// WARN: routine-without-level.c:[[@LINE+1]]:13: warning: 'routine' without
#pragma acc routine(cube) nohost // a comment after the directive
// GPU: {{^}}#pragma omp declare target(cube)

// WARN: routine-without-level.c:[[@LINE+1]]:13: warning: 'routine' without
#pragma acc routine \
    nohost
double half(double x) { return x / 2; }

// Level clauses anywhere on the directive: no warning.
#pragma acc routine nohost \
    vector
double twice(double x) { return 2 * x; }
#pragma acc routine seq
double third(double x) { return x / 3; }
// WARN-NOT: warning:
// QUIET-NOT: warning:

double use(int n, double *a) {
  double s = 0;
#pragma acc parallel loop reduction(+ : s) copyin(a[0:n])
  for (int i = 0; i < n; ++i)
    s += sq(a[i]) + cube(a[i]) + half(a[i]) + third(a[i]);
  return s;
}
