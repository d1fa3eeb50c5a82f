// RUN: %accc -fsyntax-only -Xclang -verify %s

// C++: what accc does not support yet, or ignores, is reported in a lambda
// and in a member function too.
struct A {
  float d[8];
  void m() {
    #pragma acc parallel
    {
      float t[8];
      // expected-warning@+1 {{'declare' inside a compute construct has no effect and is ignored: 't' is a local variable of the region}}
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
      // expected-warning@+1 {{'declare' inside a compute construct has no effect and is ignored: 't' is a local variable of the region}}
      #pragma acc declare create(t)
      t[0] = x[0] + n;
    }
  };
  l();
}
