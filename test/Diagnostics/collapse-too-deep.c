// RUN: %accc -fsyntax-only -Xclang -verify %s

// ClauseChecks rule 14: collapse over more than 16 loops is rejected on the
// user's line; clang's OpenMP compile of it would take time that doubles
// with each loop (collapse(50) never ends). 16 loops compile (2 s).
#define L(i) for (int i = 0; i < 2; ++i)

void deep(double *a) {
  // expected-error@+1 {{'collapse(17)' over more than 16 loops is not supported: clang's OpenMP code generation takes time that doubles with each collapsed loop}}
  #pragma acc parallel loop collapse(17)
  L(i1) L(i2) L(i3) L(i4) L(i5) L(i6) L(i7) L(i8) L(i9) L(i10) L(i11) L(i12)
  L(i13) L(i14) L(i15) L(i16) L(i17)
    a[0] += 1;
}

void ok(double *a) {
  #pragma acc parallel loop collapse(3)
  L(i1) L(i2) L(i3)
    a[i1 + 2 * i2 + 4 * i3] = 1;
}
