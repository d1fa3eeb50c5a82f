// RUN: %accc -fsyntax-only -Xclang -verify %s

// Seed 000, "Basic Data Attributes": a variable may appear in at most one exp
// DMA on a directive. Except (ClauseChecks.cpp rule 2): two of copy, copyin,
// copyout and create that name the same variable, subarray or element are
// read as one clause that does what both ask, with a warning (OpenACC 3.3
// does not forbid it; nvc and flang accept it).
void f(int n, int m, float *x, float *y) {
  int a = 0;
  // expected-note@+2 {{previous appearance of 'a' is here}}
  // expected-warning@+1 {{'a' appears in both a 'copy' clause and a 'copyin' clause on the 'parallel' directive: read as one 'copy' clause, which does what both ask}}
  #pragma acc parallel copy(a) copyin(a)
  a++;
  // expected-note@+2 {{previous appearance of 'x' is here}}
  // expected-warning@+1 {{'x' appears in both a 'copyout' clause and a 'create' clause on the 'parallel loop' directive: read as one 'copyout' clause}}
  #pragma acc parallel loop copyout(x[0:n]) create(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = 0;
  // Other data clauses, and two different parts of one variable, stay
  // errors.
  // expected-note@+2 {{previous appearance of 'a' is here}}
  // expected-error@+1 {{variable 'a' cannot appear in both a 'copy' clause and a 'present' clause on the 'parallel' directive}}
  #pragma acc parallel copy(a) present(a)
  a++;
  // expected-note@+2 {{previous appearance of 'x' is here}}
  // expected-error@+1 {{variable 'x' cannot appear in both a 'copyin' clause and a 'copyout' clause on the 'parallel' directive}}
  #pragma acc parallel copyin(x[0:n]) copyout(x[0:m])
  x[0] = 1;
  // expected-note@+2 {{previous appearance of 'y' is here}}
  // expected-error@+1 {{variable 'y' cannot appear in both a 'create' clause and a 'no_create' clause on the 'data' directive}}
  #pragma acc data create(y[0:n]) no_create(y[0:n])
  ;
}
