// RUN: %accc -fsyntax-only -Xclang -verify %s
// OpenACC 3.3 sec. 2.6.2 / 2.5.15: default(none) on a 'data' construct
// applies to the compute constructs inside it that have no default clause;
// variables in the data construct's clauses are visible there.

void f(int n, float *x, float s) {
  // expected-note@+1 {{'default(none)' is here}}
  #pragma acc data copy(x[0:n]) default(none)
  {
    // expected-error@+3 {{variable 's' is referenced in the 'parallel loop' construct but appears in no data clause, as 'default(none)' requires}}
    #pragma acc parallel loop present(x[0:n]) firstprivate(n)
    for (int i = 0; i < n; ++i)
      x[i] = s;
  }
}
