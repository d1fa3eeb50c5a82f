// RUN: %accc -fsyntax-only -Xclang -verify %s

// gang(dim:...) is not supported yet (gang(num:...) on a loop in 'parallel'
// is rejected by clang's Sema; gang(static:...) is translated).
void f(int n, float *x) {
  #pragma acc parallel
  // expected-error@+1 {{'gang(dim:...)' argument is not supported yet}}
  #pragma acc loop gang(dim:1)
  for (int i = 0; i < n; ++i)
    x[i] = 0;
}
