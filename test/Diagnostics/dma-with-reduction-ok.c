// RUN: %accc -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics

// Seed 000, "Basic Data Attributes": reduction is the one mappable DSA, so a
// DMA with reduction is fine.
void f(int n) {
  int a = 0;
  #pragma acc parallel copy(a) reduction(+:a)
  a++;
  #pragma acc parallel loop copy(a) reduction(+:a)
  for (int i = 0; i < n; ++i)
    a += i;
}
