// RUN: %accc -fsyntax-only -Xclang -verify %s

// Seed 000, "Basic Data Attributes": on a combined directive, a loop control
// variable just assigned in the 'for' init is pre private and cannot appear in
// an exp data clause other than private or reduction.
void f(int n) {
  int i;
  // expected-error@+1 {{loop control variable 'i' is predetermined private on the 'parallel loop' directive and cannot appear in a 'copy' clause}}
  #pragma acc parallel loop copy(i)
  for (i = 0; i < n; ++i)
    ;
  // expected-error@+1 {{loop control variable 'i' is predetermined private on the 'parallel loop' directive and cannot appear in a 'firstprivate' clause}}
  #pragma acc parallel loop firstprivate(i)
  for (i = 0; i < n; ++i)
    ;
}
