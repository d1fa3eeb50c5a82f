// RUN: %accc -fsyntax-only -Xclang -verify %s

// C++: what accc does not support yet is reported in a lambda and in a
// member function too.
struct A {
  float d[8];
  void m() {
    #pragma acc parallel
    {
      float t[8];
      // expected-error@+1 {{OpenACC 'declare' directive inside a compute construct is not supported yet}}
      #pragma acc declare create(t)
      t[0] = d[0];
    }
  }
};

void f(int n, float *x) {
  auto l = [=]() {
    #pragma acc kernels
    {
      float t[8];
      // expected-error@+1 {{OpenACC 'declare' directive inside a compute construct is not supported yet}}
      #pragma acc declare create(t)
      t[0] = x[0] + n;
    }
  };
  l();
}
