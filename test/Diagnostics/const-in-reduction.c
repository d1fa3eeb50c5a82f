// RUN: %accc -fsyntax-only -Xclang -verify %s

// Seed 000, "Basic Data Attributes": exp reduction of a const variable is an
// error (a reduction assigns to the original).
void f(int n) {
  const int c = 1;
  // expected-error@+1 {{const variable 'c' cannot appear in a 'reduction' clause}}
  #pragma acc parallel reduction(+:c)
  ;
  // expected-error@+1 {{const variable 'c' cannot appear in a 'reduction' clause}}
  #pragma acc parallel loop reduction(max:c)
  for (int i = 0; i < n; ++i)
    ;
}
