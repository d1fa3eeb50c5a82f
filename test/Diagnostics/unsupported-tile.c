// RUN: %accc -fsyntax-only -Xclang -verify %s

void f(int n, float *x) {
  // expected-error@+1 {{OpenACC 'tile' clause on the 'parallel loop' directive is not supported yet}}
  #pragma acc parallel loop tile(4)
  for (int i = 0; i < n; ++i)
    x[i] = 0;
  #pragma acc parallel
  // expected-error@+1 {{OpenACC 'tile' clause on the 'loop' directive is not supported yet}}
  #pragma acc loop tile(2, 2)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      x[i] = j;
}
