// RUN: %accc -fsyntax-only -Xclang -verify %s
// XFAIL: *
// BUG: a 'parallel' nested in an unsupported 'data' construct is checked
// twice, so each of its errors is reported twice (ConstructCollector keeps
// traversing inside the 'data' construct and reaches the 'parallel' twice).

void f(int n, float *x) {
  int a = 0;
  // expected-error@+1 {{OpenACC 'data' construct is not supported yet}}
  #pragma acc data copy(x[0:n])
  {
    // expected-error@+1 {{variable 'a' appears more than once in 'copy' clauses on the 'parallel' directive}}
    #pragma acc parallel copy(a, a)
    a++;
  }
}
