// RUN: %accc -fsyntax-only -Xclang -verify %s
// Forms OpenMP cannot map get a precise error instead of silently wrong code
// (seed 000, "Potentially Unmappable Features"): a subarray that steps
// through pointers after its first dimension names one block per row.
// Subarrays of arrays and of a pointer to arrays are one block.

#define M 8
void f(int n, int m, float *a, float **pp, float (*pa)[M], float arr[4][M]) {
  // expected-error@+1 {{subarray 'pp[0:n][0:m]' steps through pointers after a range and names separate blocks, which is not supported yet: map each block (for example 'p[i][0:m]' in a loop)}}
  #pragma acc enter data copyin(pp[0:n][0:m])
  // expected-error@+1 {{subarray 'pp[0:n][0:m]' steps through pointers}}
  #pragma acc update self(pp[0:n][0:m])
  #pragma acc enter data copyin(pa[0:n][0:M], arr[0:4][0:M], pp[0:n])
  #pragma acc enter data copyin(pp[1][0:m])
}

// The same rules hold for a declare in a function.
void g(int n, int m, float **pp) {
  // expected-error@+1 {{subarray 'pp[0:n][0:m]' steps through pointers}}
  #pragma acc declare copyin(pp[0:n][0:m])
  pp[0][0] = 1;
}
