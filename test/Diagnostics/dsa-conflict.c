// RUN: %accc -fsyntax-only -Xclang -verify %s

// Seed 000, "Basic Data Attributes": a variable may appear in at most one
// exp|pre DSA on a directive.
void f(int n) {
  int a = 0;
  // expected-note@+2 {{previous appearance of 'a' is here}}
  // expected-error@+1 {{variable 'a' cannot appear in both a 'firstprivate' clause and a 'private' clause on the 'parallel' directive}}
  #pragma acc parallel firstprivate(a) private(a)
  a++;
  // expected-note@+2 {{previous appearance of 'a' is here}}
  // expected-error@+1 {{variable 'a' cannot appear in both a 'private' clause and a 'reduction' clause on the 'parallel' directive}}
  #pragma acc parallel private(a) reduction(+:a)
  a++;
}
