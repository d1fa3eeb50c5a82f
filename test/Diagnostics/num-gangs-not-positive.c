// RUN: %accc -fsyntax-only -Xclang -verify %s

// Seed 000, "Integer Expression Arguments": a constant argument to num_gangs
// must be positive.
void f(int n) {
  // expected-error@+1 {{argument to 'num_gangs' clause must be a positive integer, but it is 0}}
  #pragma acc parallel num_gangs(0)
  ;
  // expected-error@+1 {{argument to 'num_gangs' clause must be a positive integer, but it is -4}}
  #pragma acc parallel loop num_gangs(-4)
  for (int i = 0; i < n; ++i)
    ;
}
