// RUN: %accc -fsyntax-only -Xclang -verify %s

// Seed 000, "Basic Data Attributes": exp private of a const variable is an
// error (the private copies would stay uninitialized).
void f(int n) {
  const int c = 1;
  // expected-error@+1 {{const variable 'c' cannot appear in a 'private' clause}}
  #pragma acc parallel private(c)
  ;
  #pragma acc parallel
  // expected-error@+1 {{const variable 'c' cannot appear in a 'private' clause}}
  #pragma acc loop private(c)
  for (int i = 0; i < n; ++i)
    ;
}
