// RUN: %accc -fsyntax-only -Wno-accc-lost-assignment -Xclang -verify %s

// Seed 000, "Basic Data Attributes": a variable may appear only once per exp
// DA on a directive. Deviation: the same item twice in data clauses of one
// kind is read once, with a warning (published codes written for PGI have
// it; test/Execution/data-clause-repeated.c).
void f(int n, float *x) {
  int a = 0, b = 0;
  // expected-note@+2 {{previous appearance of 'a' is here}}
  // expected-warning@+1 {{'a' appears more than once in 'copy' clauses on the 'parallel' directive: read once}}
  #pragma acc parallel copy(a, a)
  a++;
  // expected-note@+2 {{previous appearance of 'b' is here}}
  // expected-error@+1 {{variable 'b' appears more than once in 'firstprivate' clauses on the 'parallel' directive}}
  #pragma acc parallel firstprivate(b) firstprivate(b)
  a += b;
  // expected-note@+2 {{previous appearance of 'x' is here}}
  // expected-warning@+1 {{'x' appears more than once in 'copyin' clauses on the 'parallel loop' directive: read once}}
  #pragma acc parallel loop copyin(x[0:n]) copyin(x[0:n])
  for (int i = 0; i < n; ++i)
    a += x[i];
  // expected-note@+2 {{previous appearance of 'x' is here}}
  // expected-error@+1 {{variable 'x' appears more than once in 'copyin' clauses on the 'parallel loop' directive}}
  #pragma acc parallel loop copyin(x[0:n]) copyin(x[1:n])
  for (int i = 0; i < n; ++i)
    a += x[i];
}
