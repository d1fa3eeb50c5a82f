// RUN: %accc -fsyntax-only -Xclang -verify %s

// A return that leaves a declare's data lifetime keeps its value in a local
// of the return type (test/Translate/declare-return-cpp.cpp): a class that
// can be neither copied nor moved cannot be returned from one.
struct Pinned {
  int v;
  Pinned(int v) : v(v) {}
  Pinned(const Pinned &) = delete;
};

Pinned make(int *x, int n) {
  // expected-note@+1 {{the 'declare' directive is here}}
  #pragma acc declare copy(x[0:n])
  return Pinned(x[0]); // expected-error {{'return' leaving the data lifetime of an OpenACC 'declare' directive in a function returning 'Pinned' is not supported yet}}
}
