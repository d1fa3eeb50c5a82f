// RUN: %accc -fsyntax-only -Xclang -verify %s

// C++: the seed's data-attribute rules on references and class members.
struct V { int x; float d[8]; };

void f(int n, int &r, V &v) {
  // expected-note@+2 {{previous appearance of 'r' is here}}
  // expected-warning@+1 {{'r' appears more than once in 'copy' clauses on the 'parallel' directive: read once}}
  #pragma acc parallel copy(r, r)
  r++;
  // expected-note@+2 {{previous appearance of 'v' is here}}
  // expected-error@+1 {{variable 'v' cannot appear in both a 'copy' clause and a 'firstprivate' clause on the 'parallel' directive}}
  #pragma acc parallel copy(v) firstprivate(v)
  v.x++;
}
