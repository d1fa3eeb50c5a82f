// RUN: %accc++ -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc++ -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc++ -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// GNU _Complex reductions in C++, in a namespace and in a struct with a
// complex member (test/Execution/reduction-complex.c for C).
#include <cstdio>

namespace sig {
struct Acc {
  int n;
  _Complex double sum;
};
Acc accumulate(int count) {
  Acc a{0, 0};
  _Complex float prod = 1;
#pragma acc parallel loop reduction(+:a) reduction(*:prod)
  for (int i = 0; i < count; ++i) {
    a.n += 1;
    a.sum += 1.0 + 2.0i;
    if (i < 4) // prod *= i, from the parts: the NVPTX device runtime has no
               // __mulsc3, which a complex product in device code calls
      prod = -__imag__ prod + __real__ prod * 1.0if; // i^4 = 1
  }
  a.sum += __real__ prod;
  return a;
}
} // namespace sig

int main() {
  sig::Acc a = sig::accumulate(100);
  // CHECK: 100 101 200
  std::printf("%d %g %g\n", a.n, __real__ a.sum, __imag__ a.sum);
  return 0;
}
