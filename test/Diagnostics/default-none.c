// RUN: %accc -fsyntax-only -Xclang -verify %s

// OpenACC 3.3 sec. 2.5.15: under default(none) every variable referenced in
// the construct needs a data clause.
void f(int n, float *x) {
  int a = 0, b = 0;
  // expected-note@+1 {{'default(none)' is here}}
  #pragma acc parallel default(none) copy(a)
  {
    // expected-error@+1 {{variable 'b' is referenced in the 'parallel' construct but appears in no data clause, as 'default(none)' requires}}
    a += b;
  }
  // expected-note@+1 {{'default(none)' is here}}
  #pragma acc parallel loop default(none) firstprivate(n)
  for (int i = 0; i < n; ++i)
    // expected-error@+1 {{variable 'x' is referenced in the 'parallel loop' construct but appears in no data clause, as 'default(none)' requires}}
    x[i] = 0;
}
