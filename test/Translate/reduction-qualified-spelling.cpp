// RUN: %accc++ -acc=gpu -fopenacc-print=omp %s | FileCheck %s
// RUN: %accc++ -acc=gpu -fopenacc-print=omp %s | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -x c++ -

// One variable spelled two ways in one combined directive: the reduction
// the loop's clause implies on the compute construct names the namespace
// array qualified (`phys::sums`), the loop's own clause as the user wrote
// it (`sums`, through a using-directive). The fused OpenMP directive lists
// it once (OMPItem::sameAs: a whole variable is the same whatever its
// spelling); it listed both, and the OpenMP compile failed with "variable
// can appear only once in OpenMP 'reduction' clause" (a fuzzing find).

namespace phys {
double sums[4];
}

void accumulate(const double *x, int n) {
  using namespace phys;
#pragma acc parallel loop reduction(+ : sums) copyin(x[0:n])
  for (int i = 0; i < n; ++i)
    sums[i % 4] += x[i];
}
// CHECK: #pragma omp target teams distribute parallel for {{.*}}reduction(+: phys::sums){{ }}
