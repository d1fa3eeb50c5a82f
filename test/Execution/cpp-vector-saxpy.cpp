// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// C++: std::vector data through .data() pointers with copyin/copy/copyout
// subarrays, a saxpy and a reduction, and a vector of structs.

#include <cstdio>
#include <vector>

struct Particle {
  double x, v;
};

int main() {
  const int n = 100000;
  std::vector<float> x(n), y(n, 1.0f);
  for (int i = 0; i < n; ++i)
    x[i] = float(i % 100);
  float a = 2.0f;
  float *px = x.data(), *py = y.data();
#pragma acc parallel loop copyin(px[0:n]) copy(py[0:n])
  for (int i = 0; i < n; ++i)
    py[i] = a * px[i] + py[i];
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += y[i] != 2.0f * (i % 100) + 1.0f;
  // CHECK: saxpy bad 0
  std::printf("saxpy bad %d\n", bad);

  std::vector<Particle> ps(n);
  for (int i = 0; i < n; ++i)
    ps[i] = Particle{double(i), 0.5};
  Particle *pp = ps.data();
  double dt = 2.0;
#pragma acc parallel loop copy(pp[0:n])
  for (int i = 0; i < n; ++i)
    pp[i].x += pp[i].v * dt;
  double e = 0.0;
#pragma acc parallel loop copyin(pp[0:n]) reduction(+:e)
  for (int i = 0; i < n; ++i)
    e += pp[i].x - double(i);
  // CHECK-NEXT: particles 100000 last 100000
  std::printf("particles %.0f last %.0f\n", e, ps[n - 1].x);

  std::vector<int> out(n);
  int *po = out.data();
#pragma acc parallel loop copyout(po[0:n])
  for (int i = 0; i < n; ++i)
    po[i] = n - i;
  long s = 0;
  for (int v : out)
    s += v;
  // CHECK-NEXT: copyout sum 5000050000
  std::printf("copyout sum %ld\n", s);
  return 0;
}
