// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// C++ names outside the function: namespace variables (named with and
// without their namespace in the clause), static data members, a variable of
// a nested namespace and of an anonymous namespace. Every name the
// translation writes (shared, firstprivate, map) must resolve to the same
// declaration (test/Translate/cxx-qualified-names.cpp shows the OpenMP).

#include <cstdio>

namespace phys {
double table[4] = {1, 2, 3, 4};
int scale = 2;
namespace detail {
double offset = 0.5;
}
} // namespace phys

namespace {
int bias = 1;
}

struct Cfg {
  static double coef;
};
double Cfg::coef = 3.0;

int main() {
  double out[4];
#pragma acc parallel loop copyin(phys::table) copyout(out)
  for (int i = 0; i < 4; ++i)
    out[i] = phys::table[i] * Cfg::coef * phys::scale + phys::detail::offset +
             bias;
  using namespace phys;
  double sum = 0;
#pragma acc parallel loop reduction(+ : sum) copyin(table)
  for (int i = 0; i < 4; ++i)
    sum += table[i] * scale;
  // CHECK: out = 7.5 13.5 19.5 25.5, sum = 20
  std::printf("out = %g %g %g %g, sum = %g\n", out[0], out[1], out[2], out[3],
              sum);
  return 0;
}
