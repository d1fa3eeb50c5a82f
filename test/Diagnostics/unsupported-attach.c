// RUN: %accc -fsyntax-only -Xclang -verify %s

void f(int n, float *x) {
  // expected-error@+1 {{OpenACC 'attach' clause on the 'parallel' directive is not supported yet}}
  #pragma acc parallel attach(x)
  x[0] = 1;
}
