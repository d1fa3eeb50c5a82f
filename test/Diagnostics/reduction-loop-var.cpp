// RUN: %accc -fsyntax-only -Xclang -verify %s

// C++: a loop control variable assigned in the init cannot be reduced; in a
// template the check happens on the pattern.
template <typename T> void g(T n) {
  T i;
  // expected-error@+1 {{loop control variable 'i' cannot appear in a 'reduction' clause}}
  #pragma acc parallel loop reduction(+:i)
  for (i = 0; i < n; ++i)
    ;
}

void f(int n) {
  int j;
  // expected-error@+1 {{loop control variable 'j' cannot appear in a 'reduction' clause}}
  #pragma acc parallel loop reduction(*:j)
  for (j = 0; j < n; ++j)
    ;
  g(n);
}
