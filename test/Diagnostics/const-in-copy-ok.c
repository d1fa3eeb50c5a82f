// RUN: %accc -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics

// Seed 000, "Basic Data Attributes": const is fine in copy, copyout, copyin
// and firstprivate, and for imp copy and imp firstprivate.
void f(int n) {
  const int c = 1;
  const int arr[4] = {1, 2, 3, 4};
  int s = 0;
  #pragma acc parallel copy(c) reduction(+:s)
  s += c;
  #pragma acc parallel copyin(c) reduction(+:s)
  s += c;
  #pragma acc parallel copyout(c) reduction(+:s)
  s += c;
  #pragma acc parallel firstprivate(c) reduction(+:s)
  s += c;
  #pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < 4; ++i)
    s += arr[i] + c;
}
