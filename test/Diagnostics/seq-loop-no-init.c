// RUN: %accc -fsyntax-only -Xclang -verify %s
// Regression: a 'loop seq' whose 'for' has no init (or declares two variables) is
// accepted, not rejected with "cannot find the loop control variable of the loop associated
// with the 'loop' directive". Clang's Sema accepts it (seq loops need not be
// in canonical form), and seed 000, "Sequential Loops" maps a sequential loop
// by discarding the directive, which needs no control variable.
// expected-no-diagnostics

void f(int n, float *x) {
  int i = 0;
  #pragma acc parallel copy(x[0:n])
  {
    #pragma acc loop seq
    for (; i < n; ++i)
      x[i] = 0;
    #pragma acc loop seq
    for (int a = 0, b = 0; a < n; ++a, ++b)
      x[a] = b;
  }
}
