// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=multicore -fsyntax-only -Xclang -verify %s

// A loop's private subarray is copied in the body of the innermost loop
// that its collapse clause associates (Transform/PrivateSubarrays.cpp rule
// 4): code between the loops (collapse(force:), OpenACC 3.3 sec. 2.9.1)
// would see the original, so using the variable there is not supported.
void f(int n, double *t, double *out) {
  #pragma acc parallel loop collapse(2) private(t[0:2])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      out[i * n + j] = t[0] = i + j;
  // expected-error@+1 {{private subarray 't[0:2]' is used between the loops that the 'collapse' clause associates; accc makes its copies in the body of the innermost one, which that code does not see (not supported yet)}}
  #pragma acc parallel loop collapse(force:2) private(t[0:2])
  for (int i = 0; i < n; ++i) {
    t[1] = i;
    for (int j = 0; j < n; ++j)
      out[i * n + j] = t[0] = t[1] + j;
  }
}
