// RUN: %accc -fsyntax-only -Xclang -verify %s

// Leaving the data lifetime of a declare (the rest of its block) by goto,
// break or continue is not supported yet (OpenMP forbids leaving a target
// data region); jumps that stay inside it are fine.
void by_goto(int n, float *x) {
  {
  // expected-note@+1 {{the 'declare' directive is here}}
  #pragma acc declare copy(x[0:n])
  if (n < 0)
    goto out; // expected-error {{'goto' leaving the data lifetime of an OpenACC 'declare' directive is not supported yet}}
  for (int i = 0; i < n; ++i)
    if (x[i] < 0)
      break; // stays inside
  if (n == 0)
    goto inside; // stays inside
inside:
  x[0] = 1;
  }
out:;
}

void by_break(int n, float *x) {
  for (int j = 0; j < n; ++j) {
    // expected-note@+1 {{the 'declare' directive is here}}
    #pragma acc declare copy(x[0:n])
    if (x[j] > 0)
      break; // expected-error {{'break' leaving the data lifetime of an OpenACC 'declare' directive is not supported yet}}
  }
}
