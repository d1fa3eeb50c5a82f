// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %accc -acc=gpu -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -

// `reduction(-:x)`: OpenACC 3.3 sec. 2.5.15 has no `-` operator (clang
// rejects it); GCC and OpenMP before 5.2 accept it, with partial results
// that start at 0 and are added. accc reads it as `+`, column for column,
// with a -Waccc-minus-reduction warning (lib/Driver/LegacySpelling.cpp rule
// 3): any spacing, a continuation line, a combined construct, a loop; the
// text of comments and strings is left alone.

const char *Text = "#pragma acc loop reduction(-:s)";
/* #pragma acc loop reduction(-:s)
   #pragma acc loop reduction(-:s) */
// CHECK: const char *Text = "#pragma acc loop reduction(-:s)";
// CHECK-NEXT: /* #pragma acc loop reduction(-:s)
// CHECK-NEXT:    #pragma acc loop reduction(-:s) */

// CHECK-LABEL: double f(double *a, int n) {
double f(double *a, int n) {
  double s = 0, t = 0;
  // WARN: reduction-minus.c:[[@LINE+1]]:39: warning: 'reduction(-:...)' read as 'reduction(+:...)': partial results start at 0 and are added, as OpenMP's '-' reduction (OpenACC 3.3 has no '-' reduction operator) [-Waccc-minus-reduction]
  #pragma acc parallel loop reduction(-:s) /* reduction(-:t) */ copyin(a[0:n])
  for (int i = 0; i < n; ++i)
    s -= a[i];
  // CHECK: #pragma omp parallel for reduction(+: s)
  // WARN: reduction-minus.c:[[@LINE+2]]:20: warning: 'reduction(-:...)'
  #pragma acc parallel loop copyin(a[0:n]) reduction(+:t) \
      reduction (  -  :  s)
  for (int i = 0; i < n; ++i) {
    s -= a[i];
    t += a[i];
  }
  // CHECK: #pragma omp parallel for reduction(+: t, s)
  #pragma acc parallel copyin(a[0:n])
  {
    // WARN: reduction-minus.c:[[@LINE+1]]:37: warning: 'reduction(-:...)'
    #pragma acc loop gang reduction(-:s)
    for (int i = 0; i < n; ++i)
      s -= a[i];
  }
  // CHECK: reduction(+: s)
  return s + t;
}
// WARN-NOT: warning:
