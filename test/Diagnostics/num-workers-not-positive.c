// RUN: %accc -fsyntax-only -Xclang -verify %s

// Seed 000, "Integer Expression Arguments": a constant argument to
// num_workers must be positive.
#define NW (2 - 3)
void f(int n) {
  // expected-error@+1 {{argument to 'num_workers' clause must be a positive integer, but it is -1}}
  #pragma acc parallel num_workers(NW)
  ;
  // expected-error@+1 {{argument to 'num_workers' clause must be a positive integer, but it is 0}}
  #pragma acc parallel loop num_workers(0)
  for (int i = 0; i < n; ++i)
    ;
}
