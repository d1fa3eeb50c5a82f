// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=PRT-O
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c++ -
// RUN: %accc -acc=gpu -acc-mapping=base -fopenacc-print=omp %s | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c++ -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s | %clang-omp -fsyntax-only -Werror -x c++ -
// RUN: %accc -acc=host -fopenacc-print=omp %s | %clang-omp -fsyntax-only -Werror -x c++ -

// C++: a template (data attributes of dependent type from its
// instantiations; the reduction's chunk, rule R, from the instantiation's
// type), a member function and a lambda.
template <typename T> T dot(int n, const T *x, const T *y) {
  T s = 0;
  #pragma acc parallel loop copyin(x[0:n], y[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += x[i] * y[i];
  return s;
}
// PRT-O-LABEL: template <typename T> T dot(int n, const T *x, const T *y) {
// PRT-O-NEXT: T s = 0;
// PRT-O-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, to: x[0:n], y[0:n]) map(ompx_hold, tofrom: s) reduction(+: s) firstprivate(n) shared(x, y) num_teams({{.+}}) thread_limit(1024) dist_schedule(static) schedule(static, 4)
// PRT-O-NEXT: for (int i = 0; i < n; ++i)

struct Grid {
  int n;
  float d[64];
  // A member referenced through 'this': OpenMP's implicit rules map it.
  void clear() {
    #pragma acc parallel loop
    for (int i = 0; i < 64; ++i)
      d[i] = 0;
  }
};
// PRT-O-LABEL: void clear() {
// PRT-O-NEXT: #pragma omp target teams distribute parallel for thread_limit(512) dist_schedule(static, 1024)
// PRT-O-NEXT: for (int i = 0; i < 64; ++i)

float use(int n, float *x, float &r) {
  Grid g;
  g.clear();
  auto scale = [=](float *v) {
    #pragma acc parallel loop copy(v[0:n])
    for (int i = 0; i < n; ++i)
      v[i] *= 2;
  };
  scale(x);
  #pragma acc parallel loop copy(r)
  for (int i = 0; i < 1; ++i)
    r = 1;
  return dot(n, x, x) + r;
}
// PRT-O-LABEL: float use(int n, float *x, float &r) {
// PRT-O: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: v[0:n]) firstprivate(n) shared(v) thread_limit(512) dist_schedule(static, (n) >= 4194304 ? 8192 : (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// PRT-O: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: r) shared(r) thread_limit(512) dist_schedule(static, 1024)
