// RUN: %accc -fsyntax-only -Xclang -verify %s

// Seed 000, "Basic Data Attributes": the DMA goes to the effective parallel
// and private to the effective loop, and it is still an error.
void f(int n) {
  int a = 0;
  // expected-note@+2 {{previous appearance of 'a' is here}}
  // expected-error@+1 {{variable 'a' cannot appear in both a 'copy' clause and a 'private' clause on the 'parallel loop' directive}}
  #pragma acc parallel loop copy(a) private(a)
  for (int i = 0; i < n; ++i)
    a = i;
  // expected-note@+2 {{previous appearance of 'a' is here}}
  // expected-error@+1 {{variable 'a' cannot appear in both a 'copyout' clause and a 'firstprivate' clause on the 'parallel loop' directive}}
  #pragma acc parallel loop copyout(a) firstprivate(a)
  for (int i = 0; i < n; ++i)
    a = i;
}
