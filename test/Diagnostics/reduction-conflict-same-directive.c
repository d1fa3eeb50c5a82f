// RUN: %accc -fsyntax-only -Xclang -verify %s

// Seed 000, "Reductions": different reduction operators for one variable on
// one directive are an error.
void f(int n) {
  int r = 0;
  // expected-note@+2 {{'reduction(+:r)' is here}}
  // expected-error@+1 {{variable 'r' has conflicting reduction operators '+' and '*' on the 'parallel loop' directive}}
  #pragma acc parallel loop reduction(+:r) reduction(*:r)
  for (int i = 0; i < n; ++i)
    r += i;
}
