// RUN: %accc -fsyntax-only -Xclang -verify %s
// Subarrays that step through pointers after a range (`pp[0:n][0:m]`, the
// seed's "Potentially Unmappable Features") are mapped row by row in the
// data clauses that have entry and exit actions (lib/Transform/
// PointerChain.cpp); every other form gets a precise error instead of
// silently wrong code. Subarrays of arrays and of a pointer to arrays are
// one block.

#define M 8
void f(int n, int m, float *a, float **pp, float (*pa)[M], float arr[4][M],
       float ***ppp) {
  #pragma acc enter data copyin(pp[0:n][0:m], ppp[0:n][0:m][0:2])
  #pragma acc update self(pp[0:n][0:m]) device(pp[1:2][0:m])
  #pragma acc enter data copyin(pa[0:n][0:M], arr[0:4][0:M], pp[0:n])
  #pragma acc enter data copyin(pp[1][0:m])
  #pragma acc exit data delete(pp[0:n][0:m]) copyout(ppp[0:n][0:m][0:2])
  // no_create has no row-by-row form.
  // expected-error@+1 {{subarray 'pp[0:n][0:m]' steps through pointers after a range and names separate blocks; accc maps such a subarray row by row only in copy, copyin, copyout, create, present, delete and update clauses outside 'declare', when every dimension is a range}}
  #pragma acc parallel loop no_create(pp[0:n][0:m])
  for (int i = 0; i < n; ++i)
    pp[i][0] = 0;
  #pragma acc parallel loop copy(pp[0:n][0:m]) present(ppp[0:n][0:m][0:2])
  for (int i = 0; i < n; ++i)
    pp[i][0] = ppp[i][0][0];
}

// Members too.
struct S { float **pp; };
void h(struct S s, int n) {
  #pragma acc enter data copyin(s.pp[0:n][0:n])
  // expected-error@+1 {{subarray 's.pp[0:n][0:n]' steps through pointers after a range}}
  #pragma acc parallel loop no_create(s.pp[0:n][0:n])
  for (int i = 0; i < n; ++i)
    s.pp[i][0] = 0;
}

// Not in a declare.
void g(int n, int m, float **pp) {
  // expected-error@+1 {{subarray 'pp[0:n][0:m]' steps through pointers}}
  #pragma acc declare copyin(pp[0:n][0:m])
  pp[0][0] = 1;
}
