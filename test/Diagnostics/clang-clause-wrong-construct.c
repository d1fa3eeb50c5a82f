// RUN: %accc -fsyntax-only -Xclang -verify %s
// RUN: not %accc -fsyntax-only %s 2>&1 | FileCheck %s

// Clang's Sema rejects clauses on a directive that does not take them; accc
// exits with 1.
void f(int n) {
  // CHECK: clang-clause-wrong-construct.c:[[@LINE+2]]:24: error: OpenACC 'collapse' clause is not valid on 'parallel' directive
  // expected-error@+1 {{OpenACC 'collapse' clause is not valid on 'parallel' directive}}
  #pragma acc parallel collapse(2)
  ;
  #pragma acc parallel
  // CHECK: clang-clause-wrong-construct.c:[[@LINE+2]]:20: error: OpenACC 'num_gangs' clause is not valid on 'loop' directive
  // expected-error@+1 {{OpenACC 'num_gangs' clause is not valid on 'loop' directive}}
  #pragma acc loop num_gangs(2)
  for (int i = 0; i < n; ++i)
    ;
}
