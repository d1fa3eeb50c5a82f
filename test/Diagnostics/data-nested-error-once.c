// RUN: %accc -fsyntax-only -Xclang -verify %s
// Regression: a 'parallel' nested in a 'data' construct is checked once, so
// each of its errors is reported once (the collector walks only the
// associated statement of the 'data' construct).

void f(int n, float *x) {
  int a = 0;
  #pragma acc data copy(x[0:n])
  {
    // expected-note@+2 {{previous appearance of 'a' is here}}
    // expected-error@+1 {{variable 'a' cannot appear in both a 'copy' clause and a 'present' clause on the 'parallel' directive}}
    #pragma acc parallel copy(a) present(a)
    a++;
  }
}
