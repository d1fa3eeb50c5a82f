// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --check-prefix=GPU
// RUN: %accc -acc=multicore -fopenacc-print=omp %s | FileCheck %s --check-prefix=MC

// Implicit data attributes of namespace variables and static data members
// name them qualified, so that they resolve to the same declaration in the
// directive (test/Execution/cxx-qualified-names.cpp runs it); explicit items
// keep the user's spelling.

namespace phys {
double table[4];
int scale = 2;
namespace detail {
double offset;
}
} // namespace phys

namespace {
int bias;
}

struct Cfg {
  static double coef;
};

void f(double *out) {
#pragma acc parallel loop copyin(phys::table) copyout(out[0:4])
  for (int i = 0; i < 4; ++i)
    out[i] = phys::table[i] * Cfg::coef * phys::scale + phys::detail::offset +
             bias;
}
// GPU: {{^}}#pragma omp target teams distribute parallel for map(ompx_hold, to: phys::table) map(ompx_hold, from: out[0:4]) shared(out, phys::table) firstprivate(Cfg::coef, phys::scale, phys::detail::offset, bias)
// MC: {{^}}#pragma omp parallel for shared(out, phys::table) firstprivate(Cfg::coef, phys::scale, phys::detail::offset, bias)
