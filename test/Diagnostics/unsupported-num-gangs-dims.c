// RUN: %accc -fsyntax-only -Xclang -verify %s

void f(void) {
  // expected-error@+1 {{'num_gangs' with more than one argument is not supported yet}}
  #pragma acc parallel num_gangs(2, 3)
  ;
}
