// RUN: %accc -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=host -fsyntax-only -Xclang -verify %s

// ClauseChecks rule 32: an array element outside its array is an error in
// any data clause (the map would read or write past the array; clang's
// Sema already rejects such subarrays, `a[90:20]` of `double a[100]`). LLNL's LULESH OpenACC port writes
// `copyin(gamma[4][8])` for the whole `double gamma[4][8]`.
void f(int n) {
  double g[4][8], a[100], x[32];
  double *p = a;
  // expected-error@+1 {{'g[4][8]' reaches outside the array 'g' (4 elements in that dimension); to name the whole array, write 'g'}}
#pragma acc kernels copyin(g[4][8]) copyout(x)
  for (int i = 0; i < 32; i++)
    x[i] = g[i / 8][i % 8];
  // expected-error@+1 {{'a[100]' reaches outside the array 'a' (100 elements in that dimension)}}
#pragma acc update self(a[100])
  // In bounds, through a pointer, or bounds not known: no error.
#pragma acc parallel loop copy(a[90:10], g[3][7], p[0:200]) copyin(x[n:10])
  for (int i = 0; i < 10; i++)
    a[90 + i] = g[3][7];
}
