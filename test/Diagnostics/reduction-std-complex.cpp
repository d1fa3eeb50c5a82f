// RUN: %accc++ -fsyntax-only -Xclang -verify %s
// RUN: %accc++ -fsyntax-only -Xclang -verify=other -DOTHER %s

// C++'s std::complex of a floating type is a complex value in a reduction
// (Analysis/CompositeReductions.cpp rule 6): `+` and `*` only, as for C's
// _Complex, also as a struct's member and in a template (`std::complex<R>`,
// checked in each instantiation). std::complex of an integer type and
// other classes that are not aggregates keep clang's error (a source with
// such errors reports them alone: Driver/ReductionItems.cpp).

#include <complex>

struct Bin {
  int n;
  std::complex<double> z; // expected-note {{'b.z' is declared here}}
};
class Opaque {
  double v;

public:
  Opaque() : v(0) {}
};

// In a template, `std::complex<R>` is reduced in every instantiation; its
// operators are checked for each.
template <class R> void g(int n) {
  std::complex<R> z;
  // expected-error@+1 {{'reduction' operator 'min' does not apply to 'z' of type 'std::complex<double>'}}
#pragma acc parallel loop reduction(min:z)
  for (int i = 0; i < n; ++i)
    ;
#pragma acc parallel loop reduction(*:z)
  for (int i = 0; i < n; ++i)
    ;
}

void f(int n) {
  std::complex<double> z;
  std::complex<float> zf;
  Bin b{};
#ifndef OTHER
  // expected-error@+1 {{'reduction' operator 'max' does not apply to 'z' of type 'std::complex<double>'}}
#pragma acc parallel loop reduction(max:z)
  for (int i = 0; i < n; ++i)
    ;
  // expected-error@+1 {{'reduction' operator '|' does not apply to 'zf' of type 'std::complex<float>'}}
#pragma acc parallel loop reduction(|:zf)
  for (int i = 0; i < n; ++i)
    ;
  // expected-error@+1 {{'reduction' operator '&&' does not apply to 'b.z' of type 'std::complex<double>'}}
#pragma acc parallel loop reduction(&&:b)
  for (int i = 0; i < n; ++i)
    ;
#pragma acc parallel loop reduction(+:z) reduction(*:zf)
  for (int i = 0; i < n; ++i)
    ;
  g<double>(n);
#else
  std::complex<int> zi;
  Opaque o;
  // other-error@+2 {{invalid type 'complex<int>' used in OpenACC 'reduction' variable reference; type is not an aggregate}}
  // other-note@+1 {{OpenACC 'reduction' variable reference must be a scalar variable}}
#pragma acc parallel loop reduction(+:zi)
  for (int i = 0; i < n; ++i)
    ;
  // other-error@+2 {{invalid type 'Opaque' used in OpenACC 'reduction' variable reference; type is not an aggregate}}
  // other-note@+1 {{OpenACC 'reduction' variable reference must be a scalar variable}}
#pragma acc parallel loop reduction(+:o)
  for (int i = 0; i < n; ++i)
    ;
#endif
}
