// RUN: %accc -fsyntax-only -Xclang -verify %s

// C++: unsupported constructs in a lambda and in a member function.
struct A {
  float d[8];
  void m() {
    // expected-error@+1 {{OpenACC 'kernels loop' construct is not supported yet}}
    #pragma acc kernels loop
    for (int i = 0; i < 8; ++i)
      d[i] = 1;
  }
};

void f(int n, float *x) {
  auto l = [=]() {
    // expected-error@+1 {{OpenACC 'kernels' construct is not supported yet}}
    #pragma acc kernels
    x[0] = n;
  };
  l();
}
