// RUN: %accc -acc=gpu -acc-mapping=base -fsyntax-only -Xclang -verify %s

// Seed 000, "Integer Expression Arguments": under the base mapping a
// non-constant vector_length is not used, with a warning.
void f(int n) {
  // expected-warning@+1 {{non-constant 'vector_length' argument is ignored by the base mapping}}
  #pragma acc parallel vector_length(n)
  #pragma acc loop vector
  for (int i = 0; i < n; ++i)
    ;
}
