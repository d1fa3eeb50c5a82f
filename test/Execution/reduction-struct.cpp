// RUN: %accc++ -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc++ -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc++ -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Struct reductions in C++: a type in a namespace used from two namespaces,
// and a class reducing its own type in a member function
// (test/Translate/reduction-struct.cpp).
#include <cstdio>

namespace phys {
struct Vec { double x, y, z; };
double norm1(int n) {
  Vec v{0, 0, 0};
#pragma acc parallel loop reduction(+:v)
  for (int i = 0; i < n; ++i) {
    v.x += 1;
    v.y += 2;
    v.z += i;
  }
  return v.x + v.y + v.z;
}
} // namespace phys

namespace other {
double scale(int n) {
  phys::Vec v{1, 1, 1};
#pragma acc parallel loop reduction(*:v)
  for (int i = 0; i < n; ++i)
    if (i % 4 == 0)
      v.x *= 2;
  return v.x;
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

int main() {
  Counter k{};
  // CHECK: 4950 1024 148.5
  std::printf("%g %g %g\n", phys::norm1(100) - 300, other::scale(40),
              k.run(100));
  return 0;
}
