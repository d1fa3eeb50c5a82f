// RUN: %accc -fsyntax-only -Xclang -verify %s

// Seed 000, "Reductions": a gang-shared loop reduction becomes an imp
// reduction on the parallel; a sibling loop reducing the same variable with
// another operator conflicts with it.
void f(int n) {
  int r = 0;
  #pragma acc parallel
  {
    // expected-note@+1 {{implicit 'reduction(+:r)' on the 'parallel' directive comes from the gang-shared loop reduction here}}
    #pragma acc loop gang reduction(+:r)
    for (int i = 0; i < n; ++i)
      r += i;
    // expected-error@+1 {{variable 'r' has conflicting reduction operators '+' and 'max' on the 'parallel' directive}}
    #pragma acc loop gang reduction(max:r)
    for (int i = 0; i < n; ++i)
      r = r > i ? r : i;
  }
}
