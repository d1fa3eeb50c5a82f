// RUN: %accc -fsyntax-only -Xclang -verify %s

// gang(num:...) is only valid inside 'kernels': clang's Sema rejects it on a
// loop in 'parallel', and accc exits with the error.
void f(int n, float *x) {
  // expected-error@+1 {{'num' argument on 'gang' clause is not permitted on a 'parallel loop' construct}}
  #pragma acc parallel loop gang(num:4)
  for (int i = 0; i < n; ++i)
    x[i] = 0;
}
