// RUN: %clang-omp --offload-arch=sm_90 -nogpulib --cuda-path=%t-no-cuda -fsyntax-only -isystem %runtime-include/accc-gpu-c %s
// RUN: not %clang-omp --offload-arch=sm_90 -nogpulib --cuda-path=%t-no-cuda -fsyntax-only %s 2>&1 | FileCheck --check-prefix=CLANG %s
// RUN: %accc -acc=host -c %s -o %t.o
// RUN: %if gpu-compile %{ %accc -acc=gpu -c %s -o %t.gpu.o %}

// A C program's own functions named like CUDA's device math functions that
// C does not have (a vector `norm`, an `int max(int, int)`) compile for the
// GPU: clang's offload wrapper of <math.h> declares CUDA's of other types
// (the CLANG lines: "conflicting types", clang alone). accc's <math.h>
// declares those CUDA functions under reserved names
// (runtime/include/accc-gpu-c/math.h). Found building published code
// (a `norm` of a vector).
// CLANG: error: conflicting types for 'norm'

#include <math.h>
#include <stdlib.h>

static int max(int a, int b) { return a > b ? a : b; }

double norm(const double *v, int n) {
  double s = 0, m = 0;
  #pragma acc parallel loop reduction(+:s) reduction(max:m) copyin(v[0:n])
  for (int i = 0; i < n; i++) {
    s += v[i] * v[i];
    m = fmax(m, fabs(v[i])) + abs(-1) * 0;
  }
  return sqrt(s) + m * 0 + max(0, 0);
}
