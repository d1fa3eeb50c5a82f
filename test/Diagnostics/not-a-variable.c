// RUN: %accc -fsyntax-only -Xclang -verify %s

// A struct member in a data clause is not supported yet.
struct S { float d[8]; int n; };
void f(struct S s) {
  // expected-error@+1 {{'s.n' in a 'firstprivate' clause is not supported yet: use a variable name or a subarray}}
  #pragma acc parallel firstprivate(s.n)
  s.d[0] = s.n;
}
