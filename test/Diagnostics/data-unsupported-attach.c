// RUN: %accc -fsyntax-only -Xclang -verify %s

struct S { float *p; };

void f(int n, struct S *s, float *x) {
  // expected-error@+1 {{OpenACC 'attach' clause on the 'enter data' directive is not supported yet}}
  #pragma acc enter data attach(x)
  // expected-error@+1 {{OpenACC 'detach' clause on the 'exit data' directive is not supported yet}}
  #pragma acc exit data detach(x)
}
