// RUN: %accc -fsyntax-only -Xclang -verify %s

void f(int n, float *x) {
  // expected-error@+1 {{OpenACC 'data' construct is not supported yet}}
  #pragma acc data copy(x[0:n])
  {
    #pragma acc parallel loop
    for (int i = 0; i < n; ++i)
      x[i] = 0;
  }
  // expected-error@+1 {{OpenACC 'host_data' construct is not supported yet}}
  #pragma acc host_data use_device(x)
  ;
}
