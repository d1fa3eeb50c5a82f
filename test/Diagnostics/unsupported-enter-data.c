// RUN: %accc -fsyntax-only -Xclang -verify %s

void f(int n, float *x) {
  // expected-error@+1 {{OpenACC 'enter data' construct is not supported yet}}
  #pragma acc enter data copyin(x[0:n])
  // expected-error@+1 {{OpenACC 'exit data' construct is not supported yet}}
  #pragma acc exit data copyout(x[0:n])
}
