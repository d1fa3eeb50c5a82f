// RUN: %accc -fsyntax-only -Xclang -verify %s

// OpenACC 2.7 sec. 2.9.11: nested constructs must use the same operator for a
// variable. Clang's Sema reports it; accc passes it on with exit status 1.
void f(int n) {
  int r = 0;
  #pragma acc parallel
  // expected-note@+1 {{previous 'reduction' clause is here}}
  #pragma acc loop gang reduction(+:r)
  for (int i = 0; i < n; ++i)
    // expected-error@+1 {{OpenACC 'reduction' variable must have the same operator in all nested constructs (* vs +)}}
    #pragma acc loop vector reduction(*:r)
    for (int j = 0; j < n; ++j)
      r *= j;
}
