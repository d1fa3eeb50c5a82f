// RUN: %accc -fsyntax-only -Xclang -verify %s

// C++: what accc does not support yet is reported in a lambda and in a
// member function too.
struct A {
  float d[8];
  void m() {
    // expected-error@+1 {{OpenACC 'collapse' clause on the 'parallel loop' directive is not supported yet}}
    #pragma acc parallel loop collapse(force: 1)
    for (int i = 0; i < 8; ++i)
      d[i] = 1;
  }
};

void f(int n, float *x) {
  auto l = [=]() {
    // expected-error@+1 {{OpenACC 'collapse' clause on the 'kernels loop' directive is not supported yet}}
    #pragma acc kernels loop collapse(force: 1)
    for (int i = 0; i < 8; ++i)
      x[i] = n;
  };
  l();
}
