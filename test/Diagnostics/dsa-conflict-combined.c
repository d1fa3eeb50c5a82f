// RUN: %accc -fsyntax-only -Xclang -verify %s

// Seed 000, "Basic Data Attributes": on a combined directive firstprivate
// goes to the effective parallel and private/reduction to the effective loop,
// but naming one variable in both "is surely a mistake": still an error.
void f(int n) {
  int a = 0;
  // expected-note@+2 {{previous appearance of 'a' is here}}
  // expected-error@+1 {{variable 'a' cannot appear in both a 'firstprivate' clause and a 'reduction' clause on the 'parallel loop' directive}}
  #pragma acc parallel loop firstprivate(a) reduction(+:a)
  for (int i = 0; i < n; ++i)
    a += i;
  // expected-note@+2 {{previous appearance of 'a' is here}}
  // expected-error@+1 {{variable 'a' cannot appear in both a 'firstprivate' clause and a 'private' clause on the 'parallel loop' directive}}
  #pragma acc parallel loop firstprivate(a) private(a)
  for (int i = 0; i < n; ++i)
    a = i;
}
