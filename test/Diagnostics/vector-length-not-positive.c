// RUN: %accc -fsyntax-only -Xclang -verify %s

// Seed 000, "Integer Expression Arguments": a constant argument to
// vector_length must be positive.
void f(int n) {
  // expected-error@+1 {{argument to 'vector_length' clause must be a positive integer, but it is 0}}
  #pragma acc parallel vector_length(0)
  ;
  // expected-error@+1 {{argument to 'vector_length' clause must be a positive integer, but it is -32}}
  #pragma acc parallel loop vector vector_length(-32)
  for (int i = 0; i < n; ++i)
    ;
}
