// RUN: %accc -fsyntax-only -Xclang -verify %s

void f(int n, float *x) {
  // expected-error@+1 {{OpenACC 'update' construct is not supported yet}}
  #pragma acc update self(x[0:n])
  // expected-error@+1 {{OpenACC 'update' construct is not supported yet}}
  #pragma acc update device(x[0:n])
}
