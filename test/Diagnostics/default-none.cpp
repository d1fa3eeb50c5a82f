// RUN: %accc -fsyntax-only -Xclang -verify %s

// C++: default(none) with a reference parameter.
void f(int n, int &r) {
  // expected-note@+1 {{'default(none)' is here}}
  #pragma acc parallel loop default(none) firstprivate(n)
  for (int i = 0; i < n; ++i)
    // expected-error@+1 {{variable 'r' is referenced in the 'parallel loop' construct but appears in no data clause, as 'default(none)' requires}}
    r += i;
}
