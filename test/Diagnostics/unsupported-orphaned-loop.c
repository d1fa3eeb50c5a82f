// RUN: %accc -fsyntax-only -Xclang -verify %s

// A loop directive outside any compute construct of its function.
void f(int n, float *x) {
  // expected-error@+1 {{orphaned OpenACC 'loop' construct (not inside a compute construct in the same function) is not supported yet}}
  #pragma acc loop gang
  for (int i = 0; i < n; ++i)
    x[i] = 0;
}
