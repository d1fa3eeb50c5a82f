// RUN: %accc -fsyntax-only -Xclang -verify %s

void f(int n, float *x) {
  // expected-error@+1 {{OpenACC 'device_type' clause on the 'parallel loop' directive is not supported yet}}
  #pragma acc parallel loop device_type(nvidia)
  for (int i = 0; i < n; ++i)
    x[i] = 0;
  // expected-error@+1 {{OpenACC 'device_type' clause on the 'parallel' directive is not supported yet}}
  #pragma acc parallel device_type(*) num_gangs(2)
  ;
}
