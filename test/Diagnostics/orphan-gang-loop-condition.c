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

// Its initialization and increment too (a fuzzing find, from the V&V
// suite's atomic_capture_expr_bitxor_x.c with a gang loop inserted).
void gather(int *a, const int *b, int n) {
  int i, j;
  for (int x = 0; x < n / 10 + 1; ++x) {
#pragma acc loop gang
    // expected-error@+1 {{the initialization of an orphaned 'loop' with 'gang' must assign or declare one control variable: its iterations are shared by the calling gangs}}
    for (i = 0, j = x; j < n; i++, j += n / 10 + 1)
      a[i] = b[j];
#pragma acc loop gang
    // expected-error@+1 {{the increment of an orphaned 'loop' with 'gang' must step its control variable 'j' alone ('j++', 'j += step', 'j = j + step', ...): its iterations are shared by the calling gangs}}
    for (j = x; j < n; i++, j += n / 10 + 1)
      a[j] = b[j];
#pragma acc loop gang
    for (j = x; j < n; j = 2 + j)
      a[j] = b[j];
#pragma acc loop gang
    for (int k = n; k > 0; --k)
      a[k - 1] = b[k - 1];
  }
}
