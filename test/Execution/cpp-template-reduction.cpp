// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// C++: reductions in function templates (dependent types) instantiated for
// int, long, unsigned, float and double, on 'parallel loop' and on a loop in
// 'parallel'; data in std::vector passed through .data().

#include <cstdio>
#include <vector>

template <typename T> T sum(const T *x, int n) {
  T s = T(0);
#pragma acc parallel loop copyin(x[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += x[i];
  return s;
}

template <typename T> T maxv(const T *x, int n, T init) {
  T m = init;
#pragma acc parallel copyin(x[0:n])
  {
#pragma acc loop gang reduction(max:m)
    for (int i = 0; i < n; ++i)
      m = x[i] > m ? x[i] : m;
  }
  return m;
}

template <typename T> T minv(const T *x, int n, T init) {
  T m = init;
#pragma acc parallel loop copyin(x[0:n]) reduction(min:m)
  for (int i = 0; i < n; ++i)
    m = x[i] < m ? x[i] : m;
  return m;
}

template <typename T> T prod(int n, T factor, int every) {
  T p = T(1);
#pragma acc parallel loop reduction(*:p)
  for (int i = 0; i < n; ++i)
    p *= (i % every == 0) ? factor : T(1);
  return p;
}

template <typename T> T bits(int n) {
  T a = ~T(0), o = T(0), x = T(0);
#pragma acc parallel loop reduction(&:a) reduction(|:o) reduction(^:x)
  for (int i = 0; i < n; ++i) {
    a &= ~(T(1) << (i % 5));
    o |= T(1) << (i % 6);
    x ^= T(i);
  }
  return (a & T(0xff)) + o + x; // 0xe0 + 0x3f + xor(0..n-1)
}

template <typename T> void run(const char *name) {
  const int n = 100000;
  std::vector<T> v(n);
  for (int i = 0; i < n; ++i)
    v[i] = T(i % 1000);
  double s = (double)sum(v.data(), n);
  double mx = (double)maxv(v.data(), n, T(0));
  double mn = (double)minv(v.data(), n, T(5));
  double p = (double)prod(n, T(2), 10000);
  std::printf("%s sum %.1f max %.1f min %.1f prod %.1f\n", name, s, mx, mn, p);
}

int main() {
  // CHECK: int sum 49950000.0 max 999.0 min 0.0 prod 1024.0
  run<int>("int");
  // CHECK-NEXT: long sum 49950000.0 max 999.0 min 0.0 prod 1024.0
  run<long>("long");
  // CHECK-NEXT: unsigned sum 49950000.0 max 999.0 min 0.0 prod 1024.0
  run<unsigned>("unsigned");
  // float: 49950000 is above 2^24, so float sums 0.5s instead (exact in
  // every order).
  {
    std::vector<float> v(100000, 0.5f);
    float s = sum(v.data(), 100000);
    // CHECK-NEXT: float sum PASS
    std::printf("float sum %s\n", s == 50000.0f ? "PASS" : "FAIL");
    float p = prod(100000, 2.0f, 10000);
    float m = maxv(v.data(), 100000, -1.0f);
    // CHECK-NEXT: float prod 1024 max 0.5
    std::printf("float prod %g max %g\n", p, m);
  }
  // CHECK-NEXT: double sum 49950000.0 max 999.0 min 0.0 prod 1024.0
  run<double>("double");
  // xor of 0..99999 is 0
  // CHECK-NEXT: bits 287 287 287
  std::printf("bits %d %ld %u\n", bits<int>(100000), bits<long>(100000),
              bits<unsigned>(100000));
  return 0;
}
