// RUN: %accc -fsyntax-only -Xclang -verify %s

// The statement forms of OpenACC 3.3 sec. 2.12 are clang's checks; accc
// translates what clang accepts (test/Translate/atomic.c).
void f(int n, int *p) {
  int a = 0, b = 0;
  #pragma acc parallel loop
  for (int i = 0; i < n; ++i) {
    #pragma acc atomic update
    a++;
    // expected-error@+1 {{statement associated with OpenACC 'atomic read' directive is invalid}}
    #pragma acc atomic read
    b = 2; // expected-note {{right operand to assignment expression must be an l-value}}
  }
}
