// RUN: %accc -fsyntax-only -Xclang -verify %s

// C++: const and constexpr variables in private and reduction.
void f(int n) {
  const int c = 1;
  constexpr int k = 2;
  // expected-error@+1 {{const variable 'c' cannot appear in a 'private' clause}}
  #pragma acc parallel private(c)
  ;
  // expected-error@+1 {{const variable 'k' cannot appear in a 'reduction' clause}}
  #pragma acc parallel loop reduction(+:k)
  for (int i = 0; i < n; ++i)
    ;
  #pragma acc parallel copyin(c) firstprivate(k)
  ;
}
