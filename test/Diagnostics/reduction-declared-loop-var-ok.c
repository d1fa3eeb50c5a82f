// RUN: %accc -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics

// Seed 000, "Loop Control Variables": when the loop control variable is
// declared in the 'for' init, the name in the clause refers to a different
// (outer) variable, so the reduction is accepted.
void f(int n) {
  int i = 0;
  #pragma acc parallel loop reduction(+:i)
  for (int i = 0; i < n; ++i)
    ;
  #pragma acc parallel
  #pragma acc loop gang reduction(+:i)
  for (int i = 0; i < n; ++i)
    ;
}
