// RUN: %accc -fsyntax-only -Xclang -verify %s

// Leaving the data lifetime of a declare (the rest of its block) by return,
// goto, break or continue ends the lifetime before the jump
// (test/Translate/declare-jumps.c); only a computed goto, whose target is
// not known, is not supported yet.
void by_computed_goto(int n, float *x) {
  void *target = &&out;
  {
  // expected-note@+1 {{the 'declare' directive is here}}
  #pragma acc declare copy(x[0:n])
  if (n < 0)
    goto *target; // expected-error {{'computed goto' leaving the data lifetime of an OpenACC 'declare' directive is not supported yet}}
  x[0] = 1;
  }
out:;
}
