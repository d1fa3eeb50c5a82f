// RUN: %accc -fsyntax-only -Xclang -verify %s
// RUN: not %accc -fsyntax-only %s 2>&1 | FileCheck %s

// Seed 000, "Integer Expression Arguments": a non-integer argument is an
// error; clang's Sema reports it.
void f(float *x) {
  // CHECK: clang-non-integer-arg.c:[[@LINE+2]]:24: error: OpenACC clause 'num_gangs' requires expression of integer type ('float *' invalid)
  // expected-error@+1 {{OpenACC clause 'num_gangs' requires expression of integer type ('float *' invalid)}}
  #pragma acc parallel num_gangs(x)
  ;
}
