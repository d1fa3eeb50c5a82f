// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh && %run-offload-host %t.oh | FileCheck %s %}
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefix=GPU
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Array reductions of a runtime length in a function template, on a
// kernels loop (Analysis/AtomicReductions.cpp): in the template the
// updates have dependent types, and std::max is a call the template
// cannot resolve yet (ReductionUpdates.cpp reads both); one translation
// serves the double and the float instantiations.

#include <algorithm>
#include <cstdio>

template <typename T>
void hist(int n, int nb, const int *k, T *h, T *mx) {
#pragma acc kernels copyin(k[0:n]) copy(h[0:nb], mx[0:nb])
  {
#pragma acc loop independent reduction(+ : h[0:nb]) reduction(max : mx[0:nb])
    for (int i = 0; i < n; i++) {
      h[k[i] % nb] += T(1);
      mx[k[i] % nb] = std::max(mx[k[i] % nb], T(k[i]));
    }
  }
}
// GPU: _Pragma("omp atomic update") h[k[i] % nb] += T(1);
// GPU: _Pragma("omp atomic compare") mx[k[i] % nb] = mx[k[i] % nb] < ((T)(T(k[i]))) ? ((T)(T(k[i]))) : mx[k[i] % nb];

int main() {
  const int n = 10000, nb = 5;
  static int k[n];
  for (int i = 0; i < n; i++)
    k[i] = (i * 37) % 101;
  double h[5] = {0}, m[5] = {-1, -1, -1, -1, -1};
  float hf[5] = {0}, mf[5] = {-1, -1, -1, -1, -1};
  hist(n, nb, k, h, m);
  hist(n, nb, k, hf, mf);
  // CHECK: 2080 1980 100 99 | 2080 99
  std::printf("%g %g %g %g | %g %g\n", h[0], h[4], m[0], m[4], hf[0], mf[4]);
}
