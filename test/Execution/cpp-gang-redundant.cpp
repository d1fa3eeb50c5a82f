// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// C++: gang-redundant execution and num_gangs in a function template; seq
// loops with a dependence over a std::vector; collapse in a class.

#include <cstdio>
#include <vector>

template <typename T> T per_gang(int gangs, T unit) {
  T c = T(0);
#pragma acc parallel num_gangs(gangs) reduction(+:c)
  { c += unit; }
  return c;
}

template <typename T> void prefix(std::vector<T> &v) {
  T *p = v.data();
  int n = (int)v.size();
#pragma acc parallel num_gangs(1) copy(p[0:n])
  {
#pragma acc loop seq
    for (int i = 1; i < n; ++i)
      p[i] += p[i - 1];
  }
}

struct Image {
  int h, w;
  std::vector<int> px;
  Image(int h_, int w_) : h(h_), w(w_), px(h_ * w_) {}
  void gradient() {
    int *p = px.data();
    int hh = h, ww = w;
#pragma acc parallel loop collapse(2) copyout(p[0:hh*ww])
    for (int y = 0; y < hh; ++y)
      for (int x = 0; x < ww; ++x)
        p[y * ww + x] = y * 3 + x;
  }
};

int main() {
  // CHECK: gangs 4 6 2.5
  std::printf("gangs %d %ld %.1f\n", per_gang(4, 1), per_gang(3, 2L),
              per_gang(5, 0.5));
  std::vector<long> v(100000, 1);
  prefix(v);
  // CHECK-NEXT: prefix 1 100000
  std::printf("prefix %ld %ld\n", v[0], v[99999]);
  Image im(300, 400);
  im.gradient();
  long s = 0;
  for (int q : im.px)
    s += q;
  // sum of 3y + x = 3*400*44850 + 300*79800
  // CHECK-NEXT: image 77760000
  std::printf("image %ld\n", s);
  return 0;
}
