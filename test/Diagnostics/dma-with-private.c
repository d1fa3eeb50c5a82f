// RUN: %accc -fsyntax-only -Xclang -verify %s

// Seed 000, "Basic Data Attributes": an exp DMA cannot be combined with an
// unmappable exp DSA (firstprivate, private).
void f(int n) {
  int a = 0;
  // expected-note@+2 {{previous appearance of 'a' is here}}
  // expected-error@+1 {{variable 'a' cannot appear in both a 'copy' clause and a 'firstprivate' clause on the 'parallel' directive}}
  #pragma acc parallel copy(a) firstprivate(a)
  a++;
  // expected-note@+2 {{previous appearance of 'a' is here}}
  // expected-error@+1 {{variable 'a' cannot appear in both a 'copyin' clause and a 'private' clause on the 'parallel' directive}}
  #pragma acc parallel copyin(a) private(a)
  a++;
}
