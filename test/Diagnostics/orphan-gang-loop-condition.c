// RUN: %accc -acc=host -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s

// DataDirectives.cpp rule 12: an orphaned gang loop's iterations are shared
// by the calling gangs (an OpenMP worksharing loop), so its condition must
// compare the control variable. clang 22 checks the loops of compute
// constructs ("must have a terminating condition") but not this one when
// it is nested in a host loop: the OpenMP compile then failed (a fuzzing
// find, from the V&V suite's atomic_structured_assign_expr_bitand_x.c).

void copy_tens(int *a, const int *b, int n) {
  int it;
  for (int x = 0; x < n; x = x + 10) {
#pragma acc loop gang
    // expected-error@+1 {{the condition of an orphaned 'loop' with 'gang' must compare its control variable 'it' with '<', '<=', '>', '>=' or '!=': its iterations are shared by the calling gangs}}
    for (it = x; it < n && it < x + 10; it += 1)
      a[it] = b[it];
  }
  // The same loop without gang runs sequentially in the calling thread.
  for (int x = 0; x < n; x = x + 10) {
#pragma acc loop seq
    for (it = x; it < n && it < x + 10; it += 1)
      a[it] = b[it];
  }
  // A canonical condition, either way round.
  for (int x = 0; x < n; x = x + 10) {
#pragma acc loop gang
    for (it = x; x + 10 > it; it += 1)
      a[it] = b[it];
  }
}
