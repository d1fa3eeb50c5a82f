// RUN: %accc -fsyntax-only -Xclang -verify %s

// ClauseChecks rule 8: accc makes each gang's copy of a private or
// firstprivate subarray (Transform/PrivateSubarrays.cpp) on parallel and
// serial, for a one-dimensional subarray with a length of a pointer
// variable; the other forms are not supported yet. (The seed made every
// subarray there an error: OpenMP has no array sections in private.)
void f(int n, float *x, float **pp) {
  float a[10];
  #pragma acc parallel private(x[0:3])
  ;
  #pragma acc serial firstprivate(x[1:n])
  ;
  // expected-error@+1 {{subarray 'a[2:4]' in a 'firstprivate' clause is not supported yet here: accc makes each gang's copy of a one-dimensional subarray with a length, of a pointer to a trivially copyable type, on 'parallel' and 'serial' constructs}}
  #pragma acc parallel firstprivate(a[2:4])
  ;
  #pragma acc parallel
  // expected-error@+1 {{subarray 'a[0:n]' in a 'private' clause is not supported yet here}}
  #pragma acc loop private(a[0:n])
  for (int i = 0; i < n; ++i)
    ;
  // expected-error@+1 {{subarray 'x[0:n]' in a 'private' clause is not supported yet here}}
  #pragma acc parallel loop private(x[0:n])
  for (int i = 0; i < n; ++i)
    ;
  // expected-error@+1 {{subarray 'pp[0:2][0:n]' in a 'private' clause is not supported yet here}}
  #pragma acc parallel private(pp[0:2][0:n])
  ;
}
