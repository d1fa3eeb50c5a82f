// RUN: %accc -fsyntax-only -Xclang -verify %s

// accc translates only 'parallel' and 'parallel loop' compute constructs.
void f(int n, float *x) {
  // expected-error@+1 {{OpenACC 'kernels' construct is not supported yet}}
  #pragma acc kernels
  x[0] = 1;
  // expected-error@+1 {{OpenACC 'kernels loop' construct is not supported yet}}
  #pragma acc kernels loop
  for (int i = 0; i < n; ++i)
    x[i] = 0;
}
