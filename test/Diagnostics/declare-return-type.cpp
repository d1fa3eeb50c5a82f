// RUN: %accc -fsyntax-only -Xclang -verify %s

// A return that leaves a declare's data lifetime keeps its value in a local
// of the return type: not supported yet for a reference (or class) type.
int &at(int *x, int n) {
  // expected-note@+1 {{the 'declare' directive is here}}
  #pragma acc declare copy(x[0:n])
  return x[0]; // expected-error {{'return' leaving the data lifetime of an OpenACC 'declare' directive in a function returning 'int &' is not supported yet}}
}
