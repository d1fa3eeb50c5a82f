// RUN: %accc -fsyntax-only -Xclang -verify %s

// accc rewrites the source text, so it cannot translate a directive that a
// macro expands to.
#define PAR_LOOP _Pragma("acc parallel loop")
void f(int n, float *x) {
  // expected-error@+1 {{OpenACC directive inside a macro expansion is not supported yet}}
  PAR_LOOP
  for (int i = 0; i < n; ++i)
    x[i] = 0;
}
