// RUN: %accc -fsyntax-only -Xclang -verify %s

// Seed 000, "Basic Data Attributes": subarrays cannot appear in private or
// firstprivate (OpenMP has no array sections there).
void f(int n, float *x) {
  float a[10];
  // expected-error@+1 {{subarray 'x[0:3]' cannot appear in a 'private' clause}}
  #pragma acc parallel private(x[0:3])
  ;
  // expected-error@+1 {{subarray 'a[2:4]' cannot appear in a 'firstprivate' clause}}
  #pragma acc parallel firstprivate(a[2:4])
  ;
  #pragma acc parallel
  // expected-error@+1 {{subarray 'a[0:n]' cannot appear in a 'private' clause}}
  #pragma acc loop private(a[0:n])
  for (int i = 0; i < n; ++i)
    ;
}
