// RUN: %accc++ -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc++ -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc++ -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %accc++ -acc=gpu -fopenacc-print=omp %s | FileCheck %s --check-prefix=OMP

// A const scalar in a kernels construct (Analysis/DataAttributes.cpp rule
// 3h): nothing changes it, so it is not copied back. The copy back of a
// const global (ymiki-repo/nbody's `constexpr unsigned NTHREADS` in a
// loop's vector() clause) wrote into read-only memory: a crash at the end
// of the region.

#include <cstdio>

constexpr unsigned NTHREADS = 128U;
static const int scale = 3;

int main() {
  static float a[1000], b[1000];
  const float offset = 0.5f;
#pragma acc kernels copyout(a)
#pragma acc loop independent vector(NTHREADS)
  for (int i = 0; i < 1000; i++)
    a[i] = scale * i;
  // OMP: #pragma omp target teams map(ompx_hold, from: a) shared(a) num_teams(1) thread_limit(NTHREADS)
#pragma acc kernels copyout(b)
  for (int i = 0; i < 1000; i++)
    b[i] = a[i] + offset;
  // OMP: #pragma omp target teams map(ompx_hold, from: b) map(ompx_hold, to: a) shared(b, a) firstprivate(offset) num_teams(1)
  int wrong = 0;
  for (int i = 0; i < 1000; i++)
    wrong += a[i] != 3.0f * i || b[i] != 3.0f * i + 0.5f;
  // CHECK: const scalars: wrong 0
  std::printf("const scalars: wrong %d\n", wrong);
  return 0;
}
