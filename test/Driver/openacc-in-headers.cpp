// RUN: %accc -acc=host %s %S/Inputs/headers/device-vector-float.cpp -o %t && %t | FileCheck %s
// RUN: %accc -acc=multicore %s %S/Inputs/headers/device-vector-float.cpp -o %t.mc && %t.mc | FileCheck %s

// C++ OpenACC in a header: a class template instantiated in two sources
// with different types, a routine template, a static member and a macro
// that expands to _Pragma.
#include "Inputs/headers/device_vector.hpp"
#include <cstdio>

double num::Config::scale = 2;

int main() {
  num::DeviceVector<double> a(100), b(100);
  a.triad(b, 2.0);
  // sum of 3i for i < 100, scaled by 2; the float version: 1.5i, by 2
  // CHECK: double=29700 float=14850
  std::printf("double=%g float=%g\n", a.sum(), num::float_total(100));
  return 0;
}
