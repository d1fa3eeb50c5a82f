// RUN: %accc -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics

// What clang accepts in a declare accc translates: deviceptr at file scope,
// every data clause of `data` and device_resident in a function, nested
// blocks, static variables, returns.
int *dp;
extern int ext[8];
static int st[8];
#pragma acc declare deviceptr(dp) create(ext) copyin(st)

int f(int n, int *x, int *p) {
  int t[4];
  #pragma acc declare copy(x[0:n]) present(p[0:n]) device_resident(t)
  {
    static int s;
    #pragma acc declare copyin(s)
    if (n)
      return s;
  }
  return 0;
}
