// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=multicore -fsyntax-only %s
// The zero modifier (lib/Transform/ZeroModifier.cpp) on forms accc does not
// zero yet: an error on the GPU rather than uninitialized memory. On
// multicore and host nothing is allocated, so there is nothing to zero.

struct S { double x[4]; };
void f(int n, int m, double (*a)[8], struct S s) {
  // expected-error@+1 {{the 'zero' modifier on 'a[0:n][0:8]' is not supported yet}}
  #pragma acc data create(zero: a[0:n][0:8])
  ;
  // expected-error@+1 {{the 'zero' modifier on a directive with 'async' is not supported yet}}
  #pragma acc enter data create(zero: a[0:n]) async(1)
  // expected-error@+1 {{the 'zero' modifier on 's.x' is not supported yet}}
  #pragma acc parallel copyout(zero: s.x)
  s.x[0] = 1;
}
