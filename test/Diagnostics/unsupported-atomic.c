// RUN: %accc -fsyntax-only -Xclang -verify %s

void f(int n) {
  int a = 0;
  #pragma acc parallel loop
  for (int i = 0; i < n; ++i) {
    // expected-error@+1 {{OpenACC 'atomic' construct is not supported yet}}
    #pragma acc atomic update
    a++;
  }
}
