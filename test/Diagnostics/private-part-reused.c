// RUN: %accc -acc=host -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s

// Analysis/DataAttributes.cpp rule 6 (not supported yet): a data clause or
// reduction, on a directive inside a construct, of a variable that the
// construct privatizes as a subarray or element. In the region the name
// holds a pointer into the copy (Transform/PrivateSubarrays.cpp); the
// inner clause would map or reduce the pointer (a fuzzing find, from the
// V&V suite's parallel_loop_reduction_and_loop.c, failed in the OpenMP
// compile).

void f(int n, const char *a, char *out) {
  char flags[5];
#pragma acc parallel loop gang private(flags[1:4]) copyin(a[0:5*n]) copyout(out[0:5])
  for (int x = 0; x < 5; ++x) {
    // expected-error@+1 {{'reduction' of 'flags', which the enclosing 'parallel loop' makes 'private' as a part of it, is not supported yet: in the region 'flags' names a pointer into that copy}}
#pragma acc loop worker reduction(&&:flags)
    for (int y = 0; y < n; ++y)
      flags[1] = flags[1] && a[y];
    // Uses of the private part itself are fine.
#pragma acc loop worker
    for (int y = 1; y < 5; ++y)
      flags[y] = a[y];
    out[x] = flags[1];
  }
}
