// RUN: %accc -fsyntax-only -Xclang -verify %s

// Seed 000, "Loop Control Variables": exp reduction is not permitted on a loop
// control variable that is assigned in the 'for' init, on any acc loop (seq
// too) and on a combined directive.
void f(int n) {
  int i, j;
  // expected-error@+1 {{loop control variable 'i' cannot appear in a 'reduction' clause}}
  #pragma acc parallel loop reduction(+:i)
  for (i = 0; i < n; ++i)
    ;
  #pragma acc parallel
  {
    // expected-error@+1 {{loop control variable 'j' cannot appear in a 'reduction' clause}}
    #pragma acc loop seq reduction(+:j)
    for (j = 0; j < n; ++j)
      ;
    // expected-error@+1 {{loop control variable 'j' cannot appear in a 'reduction' clause}}
    #pragma acc loop vector reduction(max:j)
    for (j = 0; j < n; ++j)
      ;
  }
}
