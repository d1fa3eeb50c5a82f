// RUN: %accc -fsyntax-only -Xclang -verify %s

// Seed 000, "Basic Data Attributes": a variable may appear in at most one exp
// DMA on a directive.
void f(int n, float *x) {
  int a = 0;
  // expected-note@+2 {{previous appearance of 'a' is here}}
  // expected-error@+1 {{variable 'a' cannot appear in both a 'copy' clause and a 'copyin' clause on the 'parallel' directive}}
  #pragma acc parallel copy(a) copyin(a)
  a++;
  // expected-note@+2 {{previous appearance of 'x' is here}}
  // expected-error@+1 {{variable 'x' cannot appear in both a 'copyout' clause and a 'create' clause on the 'parallel loop' directive}}
  #pragma acc parallel loop copyout(x[0:n]) create(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = 0;
}
