// RUN: %accc -fsyntax-only -Xclang -verify %s
// RUN: not %accc -fsyntax-only %s 2>&1 | FileCheck %s

// Clang's parser reports unknown clauses; accc exits with 1.
void f(int n) {
  // CHECK: clang-unknown-clause.c:[[@LINE+2]]:24: error: invalid OpenACC clause 'bogus'
  // expected-error@+1 {{invalid OpenACC clause 'bogus'}}
  #pragma acc parallel bogus(n)
  ;
}
