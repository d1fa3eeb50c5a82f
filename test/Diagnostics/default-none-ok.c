// RUN: %accc -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics

// default(none) with every variable listed (and locals declared inside) is
// fine.
void f(int n, float *x) {
  #pragma acc parallel loop default(none) firstprivate(n) copy(x[0:n])
  for (int i = 0; i < n; ++i) {
    int t = i;
    x[i] = t;
  }
}
