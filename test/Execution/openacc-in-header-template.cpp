// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// A C++ class template in a header whose member functions hold the compute
// constructs (one from a macro), its constructor and destructor the
// unstructured data lifetime, instantiated for two types in one file.
#include "../Driver/Inputs/headers/device_vector.hpp"
#include <cstdio>

double num::Config::scale = 2;

int main() {
  num::DeviceVector<double> a(1000), b(1000);
  a.triad(b, 2.0);
  num::DeviceVector<float> c(1000), d(1000);
  c.triad(d, 0.5f);
  // CHECK: double=2997000 float=1498500
  std::printf("double=%.0f float=%.0f\n", a.sum(), double(c.sum()));
  return 0;
}
