// RUN: %accc++ -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc++ -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc++ -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Reductions in templates of a variable whose type depends on a template
// parameter and is a struct in an instantiation (Transform/
// DeclaredReductions.cpp rule 6): OpenACC reduces it member by member
// (OpenACC 3.3 sec. 2.5.15) whatever operators the struct has, in every
// instantiation of the one translation; the same templates also reduce
// double and int. Function templates and a class template's member, the
// struct declared before and after the template, in a namespace, a class
// template's specialization, a typedef of an unnamed struct, a struct in an
// `extern "C"` block, `+`, `*`, `max`, `min`, `&`, a whole array's
// elements, a subarray, on `parallel loop`, `kernels loop` and `serial
// loop`; results against sequential loops (integers exact, the doubles'
// sums of small integers exact too).
#include <cstdio>

template <class T> T sum(const T *a, int n) {
  T s{};
  #pragma acc parallel loop reduction(+:s) copyin(a[0:n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

inline void maxInto(double &m, double x) { m = x > m ? x : m; }

template <class T> T biggest(const T *a, int n, T start) {
  T m = start;
  #pragma acc kernels loop reduction(max:m) copyin(a[0:n])
  for (int i = 0; i < n; ++i)
    maxInto(m, a[i]);
  return m;
}

// The struct's own operators are the template's, not the reduction's.
struct Vec {
  double x, y;
  int n;
};
Vec &operator+=(Vec &a, const Vec &b) {
  a.x += b.x;
  a.y += b.y;
  a.n += b.n;
  return a;
}
void maxInto(Vec &m, const Vec &v) {
  maxInto(m.x, v.x);
  maxInto(m.y, v.y);
  m.n = v.n > m.n ? v.n : m.n;
}

namespace geo {
struct Box {
  int lo[2], hi[2];
};
Box &operator+=(Box &a, const Box &b) {
  for (int d = 0; d < 2; ++d) {
    a.lo[d] += b.lo[d];
    a.hi[d] += b.hi[d];
  }
  return a;
}
} // namespace geo

template <class R> struct Pair {
  R first, second;
};
template <class R> Pair<R> &operator+=(Pair<R> &a, const Pair<R> &b) {
  a.first += b.first;
  a.second += b.second;
  return a;
}

typedef struct {
  long count;
  double total;
} Tally;
Tally &operator+=(Tally &a, const Tally &b) {
  a.count += b.count;
  a.total += b.total;
  return a;
}

extern "C" {
struct CFlags {
  unsigned bits;
  int more;
};
}

// A class template's member function; products and bit masks.
template <class T> struct Folder {
  T product(const T *a, int n) {
    T p = one();
    #pragma acc parallel loop reduction(*:p) copyin(a[0:n])
    for (int i = 0; i < n; ++i)
      multiply(p, a[i]);
    return p;
  }
  T mask(const T *a, int n, T start) {
    T m = start;
    #pragma acc serial loop reduction(&:m) copyin(a[0:n])
    for (int i = 0; i < n; ++i)
      andInto(m, a[i]);
    return m;
  }
  static T one();
  static void multiply(T &p, const T &x);
  static void andInto(T &m, const T &x);
};
template <> double Folder<double>::one() { return 1; }
template <> void Folder<double>::multiply(double &p, const double &x) { p *= x; }
struct Scale {
  double f;
  int k;
};
template <> Scale Folder<Scale>::one() { return {1, 1}; }
template <> void Folder<Scale>::multiply(Scale &p, const Scale &x) {
  p.f *= x.f;
  p.k *= x.k;
}
template <> void Folder<CFlags>::andInto(CFlags &m, const CFlags &x) {
  m.bits &= x.bits;
  m.more &= x.more;
}
template <> void Folder<unsigned>::andInto(unsigned &m, const unsigned &x) {
  m &= x;
}

// Each element of an array, and a subarray through a pointer.
template <class T, int N> void sumRows(const T (*rows)[N], int n, T (&out)[N]) {
  for (int k = 0; k < N; ++k)
    out[k] = T{};
  #pragma acc parallel loop reduction(+:out) copyin(rows[0:n])
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < N; ++k)
      out[k] += rows[i][k];
}

// (A subarray's length is a constant for the GPU: ClauseChecks.cpp rule 19.)
template <class T> void sumInto(T *acc, const T *a, int n) {
  #pragma acc parallel loop reduction(+:acc[0:4]) copyin(a[0:n * 4])
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < 4; ++k)
      acc[k] += a[i * 4 + k];
}

template <class T> T smallest(const T *a, int n, T start) {
  T m = start;
  #pragma acc parallel loop reduction(min:m) copyin(a[0:n])
  for (int i = 0; i < n; ++i)
    if (a[i].key < m.key)
      m = a[i];
  return m;
}
struct Keyed {
  int key;
  double weight;
};

int main() {
  const int n = 1000;
  static Vec v[n];
  static double d[n];
  static geo::Box b[n];
  static Pair<float> pf[n];
  static Tally t[n];
  static Scale sc[20];
  static double f[20];
  static CFlags cf[n];
  static unsigned u[n];
  static Keyed ky[n];
  Vec vs{0, 0, 0};
  double ds = 0;
  geo::Box bs{{0, 0}, {0, 0}};
  Pair<float> ps{0, 0};
  Tally ts{0, 0};
  for (int i = 0; i < n; ++i) {
    v[i] = {1.0 * i, 2.0 * (i % 7), i % 3};
    d[i] = i % 11;
    b[i] = {{i % 5, -(i % 3)}, {i % 9, i % 4}};
    pf[i] = {float(i % 13), float(i % 17)};
    t[i] = {1, 0.5 * (i % 4)};
    cf[i] = {~(1u << (i % 32)) | (i < 900 ? 0xf0u : 0u), ~0};
    u[i] = ~(1u << (i % 31));
    ky[i] = {(i * 37) % 1001 - 400, 1.0 * i};
    vs += v[i];
    ds += d[i];
    bs += b[i];
    ps += pf[i];
    ts += t[i];
  }
  for (int i = 0; i < 20; ++i) {
    sc[i] = {i % 2 ? 2.0 : 0.5, i % 5 == 0 ? -1 : 1};
    f[i] = i % 2 ? 2.0 : 0.5;
  }

  Vec gv = sum(v, n);
  printf("vec %d\n", gv.x == vs.x && gv.y == vs.y && gv.n == vs.n);
  printf("double %d\n", sum(d, n) == ds);
  geo::Box gb = sum(b, n);
  printf("box %d\n", gb.lo[0] == bs.lo[0] && gb.lo[1] == bs.lo[1] &&
                         gb.hi[0] == bs.hi[0] && gb.hi[1] == bs.hi[1]);
  Pair<float> gp = sum(pf, n);
  printf("pair %d\n", gp.first == ps.first && gp.second == ps.second);
  Tally gt = sum(t, n);
  printf("tally %d\n", gt.count == ts.count && gt.total == ts.total);

  // max member by member: the largest x, y and n, each apart.
  Vec big = biggest(v, n, Vec{-1, -1, -1});
  printf("max vec %g %g %d\n", big.x, big.y, big.n);
  printf("max double %g\n", biggest(d, n, -1.0));

  Scale gs = Folder<Scale>().product(sc, 20);
  printf("product %g %d %g\n", gs.f, gs.k, Folder<double>().product(f, 20));
  CFlags gc = Folder<CFlags>().mask(cf, n, CFlags{~0u, 7});
  unsigned want = ~0u;
  for (int i = 0; i < n; ++i)
    want &= cf[i].bits;
  printf("mask %d %d %d\n", gc.bits == want, gc.more,
         Folder<unsigned>().mask(u, n, ~0u) == 0x80000000u);

  static Vec rows[n][3];
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < 3; ++k)
      rows[i][k] = {1.0 * k, 1.0 * (i % 2), 1};
  Vec out[3];
  sumRows(rows, n, out);
  printf("rows %g %g %d, %g %g %d\n", out[0].x, out[0].y, out[0].n, out[2].x,
         out[2].y, out[2].n);

  Tally acc[4] = {{1, 1}, {0, 0}, {0, 0}, {0, 0}};
  sumInto(acc, t, n / 4);
  printf("subarray %ld %g %ld %g\n", acc[0].count, acc[0].total, acc[3].count,
         acc[3].total);

  Keyed lo = smallest(ky, n, Keyed{1 << 30, 0});
  printf("min key %d\n", lo.key);
  return 0;
}

// CHECK: vec 1
// CHECK-NEXT: double 1
// CHECK-NEXT: box 1
// CHECK-NEXT: pair 1
// CHECK-NEXT: tally 1
// CHECK-NEXT: max vec 999 12 2
// CHECK-NEXT: max double 10
// CHECK-NEXT: product 1 1 1
// CHECK-NEXT: mask 1 7 1
// CHECK-NEXT: rows 0 500 1000, 2000 500 1000
// CHECK-NEXT: subarray 251 1 250 375
// CHECK-NEXT: min key -400
