// RUN: %accc -fsyntax-only -Xclang -verify %s
// RUN: not %accc -fsyntax-only %s 2>&1 | FileCheck %s

// Clang's parser reports malformed OpenACC pragmas; accc exits with 1.
void f(int n, float *x) {
  // CHECK: clang-malformed-pragma.c:[[@LINE+3]]:35: error: expected ')'
  // expected-error@+2 {{expected ')'}}
  // expected-note@+1 {{to match this '('}}
  #pragma acc parallel copy(x[0:n]
  ;
}
