// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Regression: in a function template, a scalar of dependent type referenced
// in a compute construct is implicitly firstprivate (OpenACC 3.3 sec. 2.6.2)
// on every target. accc decides scalar vs non-scalar from the template's
// instantiations, so host and multicore ('omp parallel', whose implicit rule
// is shared) get an explicit firstprivate: writes inside do not escape.

#include <cstdio>

template <typename T> T written_inside(T x) {
#pragma acc parallel num_gangs(1)
  { x = T(0); }
  return x;
}

template <typename T> T written_in_loop(T x, int n) {
  int out[1] = {0};
#pragma acc parallel loop num_gangs(1) copy(out)
  for (int i = 0; i < n; ++i) {
    x = T(i);
    out[0] = 1;
  }
  return x + T(out[0] - 1);
}

int main() {
  // CHECK: int 5 double 2.5 loop 7
  std::printf("int %d double %.1f loop %ld\n", written_inside(5),
              written_inside(2.5), written_in_loop(7L, 100));
  return 0;
}
