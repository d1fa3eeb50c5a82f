// RUN: %accc -fsyntax-only -Xclang -verify %s

// Seed 000, "Basic Data Attributes": a subarray with no ':' and one integer is
// an error (start or length?).
void f(int n, float *x) {
  float a[10];
  // expected-error@+1 {{subarray 'x[3]' has no ':'; write '[start:length]' (OpenACC does not say whether '[n]' is a start or a length)}}
  #pragma acc parallel copy(x[3])
  ;
  // expected-error@+1 {{subarray 'a[n]' has no ':'; write '[start:length]' (OpenACC does not say whether '[n]' is a start or a length)}}
  #pragma acc parallel loop copyin(a[n])
  for (int i = 0; i < n; ++i)
    ;
}
