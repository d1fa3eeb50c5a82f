// RUN: %accc++ -fsyntax-only -Xclang -verify %s

// OpenACC reduces a struct member by member (OpenACC 3.3 sec. 2.5.15); accc
// initializes each private copy with braces (Transform/DeclaredReductions.cpp),
// so a C++ class must be an aggregate without base classes. clang's Sema
// rejects a class that is not an aggregate itself. In a template, the type
// of a reduction that depends on a template parameter must not be a struct
// in an instantiation: the translation is the template's, once
// (Analysis/ClauseChecks.cpp rule 23).

struct Base { int a; };
struct Derived : Base { int b; };
struct Empty {};

template <typename T> T total(int n) {
  T s{};
  // expected-error@+1 {{'reduction' of 's', whose type depends on a template parameter, is not supported yet where an instantiation reduces a struct or complex type ('Base'): accc translates the template once, and OpenMP needs a reduction declared for that type}}
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; ++i)
    ;
  return s;
}

void f(int n) {
  Derived d;
  Empty e;
  // expected-error@+1 {{'reduction' of 'd' of type 'Derived' is not supported yet: a class with base classes}}
#pragma acc parallel loop reduction(+:d)
  for (int i = 0; i < n; ++i)
    ;
  // expected-error@+1 {{'reduction' of 'e' of type 'Empty' is not supported yet: a type without members}}
#pragma acc parallel loop reduction(*:e)
  for (int i = 0; i < n; ++i)
    ;
  total<double>(n);
  total<Base>(n);
}
