// RUN: %accc -fsyntax-only -Xclang -verify %s

// OpenACC 3.3 sec. 2.5.15 reduces a _Complex variable with `+` and `*`
// only; the other operators are an error at the item, for a complex member
// of a struct too (Analysis/CompositeReductions.cpp rule 2). clang 22's
// Sema rejects every complex item ("type is not a scalar value"); accc
// reads the clause again (Driver/ReductionItems.cpp) and checks it itself.

typedef struct { int n; _Complex double z; } Acc;

void f(int n) {
  _Complex float z = 0;
  Acc a = {0, 0};
  // expected-error@+1 {{'reduction' operator 'max' does not apply to 'z' of type '_Complex float'}}
#pragma acc parallel loop reduction(max:z)
  for (int i = 0; i < n; ++i)
    ;
  // expected-error@+1 {{'reduction' operator 'min' does not apply to 'z' of type '_Complex float'}}
#pragma acc parallel loop reduction(min:z)
  for (int i = 0; i < n; ++i)
    ;
  // expected-error@+1 {{'reduction' operator '&' does not apply to 'z' of type '_Complex float'}}
#pragma acc parallel loop reduction(&:z)
  for (int i = 0; i < n; ++i)
    ;
  // expected-error@+1 {{'reduction' operator '^' does not apply to 'z' of type '_Complex float'}}
#pragma acc parallel loop reduction(^:z)
  for (int i = 0; i < n; ++i)
    ;
  // expected-error@+1 {{'reduction' operator '&&' does not apply to 'z' of type '_Complex float'}}
#pragma acc parallel loop reduction(&&:z)
  for (int i = 0; i < n; ++i)
    ;
  // expected-note@9 {{'a.z' is declared here}}
  // expected-error@+1 {{'reduction' operator '||' does not apply to 'a.z' of type '_Complex double'}}
#pragma acc parallel loop reduction(||:a)
  for (int i = 0; i < n; ++i)
    ;
  // `+` and `*` are fine.
#pragma acc parallel loop reduction(+:z, a) reduction(*:n)
  for (int i = 0; i < n; ++i)
    ;
}
