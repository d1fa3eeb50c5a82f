// RUN: %accc++ -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GPU
// RUN: %accc++ -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c++ -
// RUN: %accc++ -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,MC
// RUN: %accc++ -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -x c++ -

// Struct reductions in C++ (Transform/DeclaredReductions.cpp): the declared
// reduction goes at the scope of the function that needs it, with the
// type's qualified name, once per scope; a class's own type inside its
// member function is not complete before the class ends, so its
// declaration goes before the construct, as `__typeof__` of the variable.

namespace phys {
struct Vec { double x, y, z; };
// CHECK: {{^}}#pragma omp declare reduction(__accc_red_add_phys_Vec : phys::Vec : omp_out.x += omp_in.x, omp_out.y += omp_in.y, omp_out.z += omp_in.z) initializer(omp_priv = {0, 0, 0})
// CHECK-NEXT: {{^}}double norm1(int n) {
double norm1(int n) {
  Vec v{0, 0, 0};
#pragma acc parallel loop reduction(+:v)
  for (int i = 0; i < n; ++i) {
    v.x += 1;
    v.z += i;
  }
  // GPU: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: v) reduction(__accc_red_add_phys_Vec: v) firstprivate(n)
  // MC: #pragma omp parallel for reduction(__accc_red_add_phys_Vec: v) firstprivate(n)
  return v.x + v.y + v.z;
}
} // namespace phys

namespace other {
// Another namespace: a declaration of its own, the type named from there.
// CHECK: {{^}}#pragma omp declare reduction(__accc_red_add_phys_Vec_2 : phys::Vec : {{.*}}) initializer(omp_priv = {0, 0, 0})
// CHECK-NEXT: {{^}}double twice(int n) {
double twice(int n) {
  phys::Vec v{};
#pragma acc parallel loop reduction(+:v)
  for (int i = 0; i < n; ++i)
    v.y += 2;
  // CHECK: reduction(__accc_red_add_phys_Vec_2: v)
  return v.y;
}
} // namespace other

struct Counter {
  int hits;
  double best;
  double run(int n) {
    Counter c{0, 0};
#pragma acc parallel loop reduction(max:c)
    for (int i = 0; i < n; ++i) {
      c.hits = i > c.hits ? i : c.hits;
      c.best = i * 0.5 > c.best ? i * 0.5 : c.best;
    }
    return c.hits + c.best;
  }
};
// CHECK: {{^ *}}Counter c{0, 0};
// CHECK-NEXT: {
// CHECK-NEXT: {{^ *}}#pragma omp declare reduction(__accc_red_max_Counter : __typeof__(c) : omp_out.hits = omp_in.hits > omp_out.hits ? omp_in.hits : omp_out.hits, omp_out.best = omp_in.best > omp_out.best ? omp_in.best : omp_out.best) initializer(omp_priv = {(int)((unsigned int)1 << 31), -__DBL_MAX__})
// CHECK-NEXT: {{^ *}}#pragma omp {{.*}}reduction(__accc_red_max_Counter: c)
