// RUN: %accc -fsyntax-only -Xclang -verify %s

// Seed 000, "Basic Data Attributes": an exp DA for a variable of incomplete
// type is an error.
struct S;
extern struct S inc;
extern int arr[];
void f(void) {
  // expected-error@+1 {{variable 'inc' of incomplete type 'struct S' cannot appear in a 'copy' clause}}
  #pragma acc parallel copy(inc)
  ;
  // expected-error@+1 {{variable 'arr' of incomplete type 'int[]' cannot appear in a 'copyin' clause}}
  #pragma acc parallel copyin(arr)
  ;
}
