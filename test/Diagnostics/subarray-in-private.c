// RUN: %accc -fsyntax-only -Xclang -verify %s

// ClauseChecks rule 8: accc makes the private copies of private and
// firstprivate subarrays (Transform/PrivateSubarrays.cpp) of a pointer or
// array variable whose dimensions after the first subscript arrays, with
// elements of a trivially copyable type, on compute, loop and combined
// constructs; the other forms are not supported yet. (The seed made every
// subarray there an error: OpenMP has no array sections in private.)
struct P { float *q; };
void f(int n, float *x, float **pp, float (*rows)[8], struct P s) {
  float a[10], m[4][8];
  float *ptrs[4];
  #pragma acc parallel private(x[0:3])
  ;
  #pragma acc serial firstprivate(x[1:n], a[2:4], m[1:2])
  ;
  #pragma acc parallel private(m[1][2:3])
  ;
  // Two parts of one variable: the variable's one copy (rule 1).
  // expected-error@+2 {{variable 'a' appears more than once in 'private' clauses on the 'parallel' directive}}
  // expected-note@+1 {{previous appearance of 'a' is here}}
  #pragma acc parallel private(a[0:2], a[5:2])
  ;
  #pragma acc parallel
  #pragma acc loop private(a[0:n], rows[1:n][0:8])
  for (int i = 0; i < n; ++i)
    ;
  #pragma acc parallel loop private(x[0:n]) firstprivate(ptrs[1:2])
  for (int i = 0; i < n; ++i)
    ;
  // expected-error@+1 {{subarray 'pp[0:2][0:n]' in a 'private' clause is not supported yet: accc makes private copies of subarrays of a pointer or array variable whose dimensions after the first subscript arrays, with elements of a trivially copyable type}}
  #pragma acc parallel private(pp[0:2][0:n])
  ;
  // expected-error@+1 {{subarray 'pp[1][0:n]' in a 'firstprivate' clause is not supported yet}}
  #pragma acc parallel loop firstprivate(pp[1][0:n])
  for (int i = 0; i < n; ++i)
    ;
}
