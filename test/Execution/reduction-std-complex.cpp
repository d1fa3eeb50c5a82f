// RUN: %accc++ -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc++ -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc++ -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Reductions of C++'s std::complex (Analysis/CompositeReductions.cpp rule
// 6): `+` and `*` of float and double values, a start value, elements of an
// array and of a subarray, a member of a struct, in a namespace's function,
// in a function template (`std::complex<R>`) and on `parallel`, `kernels`
// and `serial`; results against the
// sequential loops, which sum and multiply in another order (hence the
// tolerances).
#include <complex>
#include <cmath>
#include <cstdio>

using cd = std::complex<double>;
using cf = std::complex<float>;

static bool near(cd got, cd want, double tol) {
  return std::abs(got - want) <= tol * (1 + std::abs(want));
}

namespace wave {
struct Acc {
  int n;
  cd sum;
};

Acc sample(const cd *x, int n) {
  Acc a{0, cd(0, 0)};
#pragma acc parallel loop reduction(+:a) copyin(x[0:n])
  for (int i = 0; i < n; ++i) {
    a.n += 1;
    a.sum += x[i];
  }
  return a;
}
} // namespace wave

// In a template: `std::complex<R>` for each R, one declared reduction.
template <class R> std::complex<R> moments(const cd *x, int n, std::complex<R> &prod) {
  std::complex<R> s(0, 0);
  std::complex<R> p(1, 0);
#pragma acc parallel loop reduction(+:s) reduction(*:p) copyin(x[0:n])
  for (int i = 0; i < n; ++i) {
    s += std::complex<R>((R)x[i].real(), (R)x[i].imag());
    p *= std::complex<R>((R)std::cos(0.001), (R)std::sin(0.001));
  }
  prod = p;
  return s;
}

int main() {
  const int n = 4096;
  cd *x = new cd[n];
  for (int i = 0; i < n; ++i)
    x[i] = cd(std::cos(0.001 * i), std::sin(0.002 * i));

  // +, double, with a start value.
  cd sum(2.5, -1.0), want = sum;
#pragma acc parallel loop reduction(+:sum) copyin(x[0:n])
  for (int i = 0; i < n; ++i)
    sum += x[i];
  for (int i = 0; i < n; ++i)
    want += x[i];
  printf("sum double: %s\n", near(sum, want, 1e-12) ? "ok" : "wrong");
  // CHECK: sum double: ok

  // *, double: a product of unit rotations keeps its modulus 1.
  cd prod(1, 0), wprod(1, 0);
#pragma acc parallel loop reduction(*:prod)
  for (int i = 0; i < 1000; ++i)
    prod *= cd(std::cos(0.001), std::sin(0.001));
  for (int i = 0; i < 1000; ++i)
    wprod *= cd(std::cos(0.001), std::sin(0.001));
  printf("product double: %s\n", near(prod, wprod, 1e-12) ? "ok" : "wrong");
  // CHECK: product double: ok

  // + and *, float, on kernels and serial.
  cf fsum(0, 0), fprod(1, 0);
  cd fwant(0, 0);
#pragma acc kernels loop reduction(+:fsum) copyin(x[0:n])
  for (int i = 0; i < n; ++i)
    fsum += cf((float)x[i].real(), (float)x[i].imag());
  for (int i = 0; i < n; ++i)
    fwant += x[i];
#pragma acc serial loop reduction(*:fprod)
  for (int i = 0; i < 8; ++i)
    fprod *= cf(0.0f, 1.0f); // i^8 = 1
  printf("float: %s %s\n",
         near(cd(fsum.real(), fsum.imag()), fwant, 1e-4) ? "ok" : "wrong",
         fprod == cf(1, 0) ? "ok" : "wrong");
  // CHECK: float: ok ok

  // An array of complex values, element by element.
  cd bins[4] = {};
  cd wbins[4] = {};
#pragma acc parallel loop reduction(+:bins) copyin(x[0:n])
  for (int i = 0; i < n; ++i)
    bins[i % 4] += x[i];
  for (int i = 0; i < n; ++i)
    wbins[i % 4] += x[i];
  bool ok = true;
  for (int b = 0; b < 4; ++b)
    ok = ok && near(bins[b], wbins[b], 1e-12);
  printf("array: %s\n", ok ? "ok" : "wrong");
  // CHECK: array: ok

  // A subarray of a pointer's complex values.
  cd *h = new cd[3]();
#pragma acc parallel loop reduction(+:h[0:3]) copyin(x[0:n])
  for (int i = 0; i < n; ++i)
    h[i % 3] += x[i];
  ok = true;
  for (int b = 0; b < 3; ++b) {
    cd w(0, 0);
    for (int i = b; i < n; i += 3)
      w += x[i];
    ok = ok && near(h[b], w, 1e-12);
  }
  printf("subarray: %s\n", ok ? "ok" : "wrong");
  // CHECK: subarray: ok

  // A struct with a complex member, in a namespace's function.
  wave::Acc a = wave::sample(x, n);
  printf("struct: %d %s\n", a.n, near(a.sum, want - cd(2.5, -1.0), 1e-12) ? "ok" : "wrong");
  // CHECK: struct: 4096 ok
  // The template, for double and float.
  cd tp;
  std::complex<float> tpf;
  cd ts = moments(x, n, tp);
  std::complex<float> tsf = moments(x, n, tpf);
  cd rot = std::polar(1.0, 0.001 * n);
  printf("template: %s %s %s %s\n", near(ts, want - cd(2.5, -1.0), 1e-12) ? "ok" : "wrong",
         near(tp, rot, 1e-9) ? "ok" : "wrong",
         near(cd(tsf.real(), tsf.imag()), want - cd(2.5, -1.0), 1e-4) ? "ok" : "wrong",
         near(cd(tpf.real(), tpf.imag()), rot, 1e-3) ? "ok" : "wrong");
  // CHECK: template: ok ok ok ok
  delete[] h;
  delete[] x;
  return 0;
}
