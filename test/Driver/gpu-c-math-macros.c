// RUN: %clang-omp --offload-arch=sm_90 -nogpulib --cuda-path=%t-no-cuda -fsyntax-only -isystem %runtime-include/accc-gpu-c %s
// RUN: not %clang-omp --offload-arch=sm_90 -nogpulib --cuda-path=%t-no-cuda -fsyntax-only %s 2>&1 | FileCheck --check-prefix=CLANG %s
// RUN: %accc -acc=host -c %s -o %t.o
// RUN: %if gpu-compile %{ %accc -acc=gpu -c %s -o %t.gpu.o %}

// A C program that defines function-like min/max/abs macros before
// <math.h> (Rodinia's leukocyte, through meschach's matrix.h) compiles for
// the GPU: clang's offload wrapper of <math.h> declares CUDA's device
// functions min, max, abs, ..., which the macros broke (the CLANG lines:
// clang alone). accc puts its own <math.h> first for C compiled for the
// GPU, which sets the macros aside while the real one is read
// (runtime/include/accc-gpu-c/math.h).
// CLANG: __clang_cuda_math.h:{{[0-9]+}}:{{[0-9]+}}: error:

#define max(a, b) ((a) > (b) ? (a) : (b))
#define min(a, b) ((a) > (b) ? (b) : (a))
#define abs(x) ((x) < 0 ? -(x) : (x))
#include <math.h>

int clamp_all(float *x, int n) {
  int worst = 0;
  #pragma acc parallel loop copy(x[0:n]) reduction(max:worst)
  for (int i = 0; i < n; i++) {
    x[i] = min(max(sqrtf(x[i]), 1.0f), 4.0f);
    worst = max(worst, abs(i - n / 2));
  }
  return worst;
}
