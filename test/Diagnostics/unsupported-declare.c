// RUN: %accc -fsyntax-only -Xclang -verify %s

int g;
// expected-error@+1 {{OpenACC 'declare' construct is not supported yet}}
#pragma acc declare create(g)

void f(void) {
  int l[4];
  // expected-error@+1 {{OpenACC 'declare' construct is not supported yet}}
  #pragma acc declare copy(l)
}
