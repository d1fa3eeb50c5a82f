// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-profiling %s | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-profiling %s | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c++ -
// RUN: %accc -acc=multicore -fopenacc-print=omp -fopenacc-profiling %s | %clang-omp -fsyntax-only -Werror -x c++ -

// The profiling site of a C++ construct (lib/Transform/ProfilingHooks.cpp
// rule 5): the function is named qualified, a lambda's construct reports the
// function that holds the lambda, and a construct that is the statement of
// an `if` stays one statement (the hooks' compound statement).

#include <vector>

namespace phys {
template <typename T> struct Grid {
  std::vector<T> v;
  void step(int n) {
    T *p = v.data();
    if (n > 0)
#pragma acc parallel loop copy(p[0:n])
      for (int i = 0; i < n; ++i)
        p[i] += 1;
    auto twice = [&]() {
#pragma acc kernels copy(p[0:n])
      for (int i = 0; i < n; ++i)
        p[i] *= 2;
    };
    twice();
  }
};
} // namespace phys
// CHECK:      if (n > 0)
// CHECK-NEXT: {
// CHECK-NEXT: {{^}}__ACCC_PROF_BEGIN(0, 18, 20, 15, 27, "{{.*}}profiling-hooks.cpp", "phys::Grid::step", acc_async_sync)
// CHECK:      {{^}}__ACCC_PROF_BEGIN(1, 22, 24, 15, 27, "{{.*}}profiling-hooks.cpp", "phys::Grid::step", acc_async_sync)

int main() {
  phys::Grid<double> g;
  g.v.resize(10);
  g.step(10);
  phys::Grid<float> h;
  h.v.resize(3);
  h.step(3);
  return g.v[0] == 2 ? 0 : 1;
}
