// RUN: %accc -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics

// Seed 000, "Basic Data Attributes": exp private does not conflict with the
// pre private of a loop control variable; a non-combined parallel with
// copy(i) around a loop is fine too (pre private is on the loop).
void f(int n) {
  int i;
  #pragma acc parallel loop private(i)
  for (i = 0; i < n; ++i)
    ;
  #pragma acc parallel copy(i)
  #pragma acc loop
  for (i = 0; i < n; ++i)
    ;
}
