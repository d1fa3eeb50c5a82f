// RUN: %accc++ -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %if gpu-compile %{ %accc++ -acc=gpu %s -o %t.gpu 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Constants that routine functions read need no declare directive: clang
// folds the scalars and gives the device its own constant copy of a
// constexpr table or struct. The GPU build says nothing of them (it used
// to warn "declaration is not declared in any declare target region" for
// each, in OpenMP's words; miniBUDE's `static constexpr` limits).

#include <cstdio>
#include <limits>

static constexpr auto FloatMax = std::numeric_limits<float>::max();
static constexpr float Half = 0.5f;
static constexpr float Table[4] = {1, 2, 3, 4};
struct Point { double x, y; };
constexpr Point Corner = {1.5, 2.5};
const int Scale = 3;

#pragma acc routine seq
static float f(float x, int i) {
  return x < 0 ? -FloatMax : x * Half + Table[i & 3] * Scale + (float)Corner.y;
}

int main() {
  float a[4] = {-1, 1, 2, 3};
#pragma acc parallel loop copy(a)
  for (int i = 0; i < 4; i++)
    a[i] = f(a[i], i);
  std::printf("%g %g %g %g\n", a[0], a[1], a[2], a[3]);
}

// QUIET-NOT: warning
// CHECK: -3.40282e+38 9 12.5 16
