// RUN: %accc++ -fsyntax-only -Xclang -verify %s

// OpenACC reduces a struct member by member (OpenACC 3.3 sec. 2.5.15); accc
// initializes each private copy with braces (Transform/DeclaredReductions.cpp),
// so a C++ class must be an aggregate without base classes. clang's Sema
// rejects a class that is not an aggregate itself. In a template, the type
// of a reduction that depends on a template parameter may be a struct in an
// instantiation (accc defines its combiner at namespace scope, beside the
// type: CompositeReductions.cpp rule 7), but not a class local to a
// function, one without a name, or one declared after the template in a
// header (Analysis/ClauseChecks.cpp rule 23).

struct Base { int a; };
struct Derived : Base { int b; };
struct Empty {};
struct { int a; } unnamed;

template <typename T> T total(int n) {
  T s{};
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; ++i)
    ;
  return s;
}

template <typename T> T localTotal(int n) {
  T s{};
  // expected-error@+1 {{'reduction' of 's', whose type depends on a template parameter, is not supported yet where an instantiation reduces 'Local', a class local to a function: accc defines the combiner of each instantiation's type at namespace scope, beside the type}}
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; ++i)
    ;
  return s;
}

template <typename T> T unnamedTotal(int n) {
  T s{};
  // expected-error-re@+1 {{'reduction' of 's', whose type depends on a template parameter, is not supported yet where an instantiation reduces '(unnamed struct at {{.*}})', a class without a name}}
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; ++i)
    ;
  return s;
}

template <typename T> T lateTotal(int n) {
  T s{};
  // expected-error@+1 {{'reduction' of 's', whose type depends on a template parameter, is not supported yet where an instantiation reduces 'Late', declared after the template in a header}}
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; ++i)
    ;
  return s;
}

#include "Inputs/reduction-late-type.h"

template <typename T> T baseTotal(int n) {
  T s{};
  // expected-error@+1 {{'reduction' of 's' of type 'Derived' is not supported yet: a class with base classes}}
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
  struct Local { int a; };
  localTotal<Local>(n);
  unnamedTotal<decltype(unnamed)>(n);
  lateTotal<Late>(n);
  baseTotal<Derived>(n);
}
