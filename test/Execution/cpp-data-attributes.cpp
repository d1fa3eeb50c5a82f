// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// C++: data attributes inside templates, where the variables have dependent
// types: implicit firstprivate of a T scalar (read inside), explicit
// firstprivate/private (changes do not escape), implicit copy of a struct
// with a member array, and a reduction result returned through a reference.
// (Writes to an implicitly firstprivate T scalar: see
// cpp-template-implicit-firstprivate.cpp.)

#include <cstdio>
#include <vector>

template <typename T> struct Pair {
  T a[4];
};

template <typename T> void attributes(int n, T init) {
  std::vector<T> out(n);
  T *po = out.data();
  T scalar = init;
  T fp = init * T(2);
  T pv = T(-1);
#pragma acc parallel loop copyout(po[0:n]) firstprivate(fp) private(pv)
  for (int i = 0; i < n; ++i) {
    pv = T(i);
    po[i] = scalar + fp + pv;
  }
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += out[i] != init * T(3) + T(i);
  std::printf("bad %d scalar %d fp %d pv %d\n", bad, (int)scalar, (int)fp,
              (int)pv);

  Pair<T> p = {{T(1), T(2), T(3), T(4)}};
#pragma acc parallel num_gangs(1)
  {
    for (int k = 0; k < 4; ++k)
      p.a[k] *= T(10); // implicitly copied: comes back
  }
  std::printf("pair %d %d\n", (int)p.a[0], (int)p.a[3]);
}

template <typename T> void by_reference(T &r, int n) {
  T s = T(0);
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += T(1);
  r = s;
}

int main() {
  // CHECK: bad 0 scalar 5 fp 10 pv -1
  // CHECK-NEXT: pair 10 40
  attributes<int>(100000, 5);
  // CHECK-NEXT: bad 0 scalar 5 fp 10 pv -1
  // CHECK-NEXT: pair 10 40
  attributes<double>(100000, 5.0);
  // CHECK-NEXT: bad 0 scalar 5 fp 10 pv -1
  // CHECK-NEXT: pair 10 40
  attributes<long>(100000, 5L);
  long r = 0;
  by_reference(r, 12345);
  // CHECK-NEXT: ref 12345
  std::printf("ref %ld\n", r);
  return 0;
}
