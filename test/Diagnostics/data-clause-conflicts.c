// RUN: %accc -fsyntax-only -Xclang -verify %s
// The seed's error rules hold on the data directives too: a variable once per
// data clause kind and in at most one data clause of a directive (two of
// copy, copyin, copyout and create on one item are read as one clause).

void f(int n, float *x, float *y) {
  // expected-note@+2 {{previous appearance of 'x' is here}}
  // expected-warning@+1 {{'x' appears in both a 'copyin' clause and a 'copy' clause on the 'data' directive: read as one 'copy' clause}}
  #pragma acc data copyin(x[0:n]) copy(x[0:n])
  ;
  // expected-note@+2 {{previous appearance of 'y' is here}}
  // expected-error@+1 {{variable 'y' appears more than once in 'create' clauses on the 'enter data' directive}}
  #pragma acc enter data create(y[0:n], y[1:n])
  // expected-note@+2 {{previous appearance of 'x' is here}}
  // expected-error@+1 {{variable 'x' cannot appear in both a 'copyout' clause and a 'delete' clause on the 'exit data' directive}}
  #pragma acc exit data copyout(x[0:n]) delete(x[0:n])
}
