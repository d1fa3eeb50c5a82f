// RUN: %accc -fsyntax-only -Xclang -verify %s
// RUN: %accc -fsyntax-only -Xclang -verify=op -DOPERATOR %s

// Members in reduction clauses (Analysis/MemberReductions.cpp rule 3): a
// use that a macro spells and items that are not a
// chain of fields from a variable or `this` (a member of an array element;
// a member of an object whose type depends on a template parameter) are
// errors at the user's text, and so are a pointer or const member (the
// checks clang makes of a variable's type). Later checks of the reduction
// name the member, not its local (ClauseChecks).

struct S {
  double x;
  double *p;
  const int c;
  _Complex float z;
};
struct T {
  S arr[4];
};
#define SX s.x

#ifndef OPERATOR
template <typename U> U dependent(int n) {
  struct {
    U v;
  } r = {0};
  // expected-error@+1 {{reduction item not supported: accc reduces variables, their elements and subarrays, and members reached through '.', '->' and subscripts by constants or integer variables from a variable or 'this' whose type does not depend on a template parameter; reduce a local variable instead}}
  #pragma acc parallel loop reduction(+:r.v)
  for (int i = 0; i < n; i++)
    r.v += 1;
  return r.v;
}

double f(int n, T *t) {
  S s = {0, nullptr, 1};
  // An owner with async: the host waits before the store (Execution/member-reduction-async.c).
  #pragma acc parallel loop reduction(+:s.x) async(1)
  for (int i = 0; i < n; i++)
    s.x += 1;
  #pragma acc parallel loop reduction(+:s.x)
  for (int i = 0; i < n; i++)
    // expected-error@+1 {{this use of a reduced member comes from a macro expansion: accc renames each use of the member in the construct to a local variable that stands for it}}
    SX += 1;
  // expected-error@+1 {{reduction item not supported}}
  #pragma acc parallel loop reduction(+:t->arr[n * 2].x)
  for (int i = 0; i < n; i++)
    t->arr[n * 2].x += 1;
  int k = 1;
  #pragma acc parallel loop reduction(+:t->arr[k].x)
  for (int i = 0; i < n; i++) {
    t->arr[k].x += 1;
    // expected-error@+1 {{'k', a subscript of the reduced member 't->arr[k].x', is assigned in the construct: accc reduces the member through a local variable that stands for the element it names when the construct starts}}
    k = i % 2;
  }
  // expected-error@+1 {{invalid type 'double *' of member 's.p' in a 'reduction' clause: not a scalar value, an array of scalars or a composite of scalars}}
  #pragma acc parallel loop reduction(+:s.p)
  for (int i = 0; i < n; i++)
    s.p += 1;
  // expected-error@+1 {{const variable 's.c' cannot appear in a 'reduction' clause}}
  #pragma acc parallel loop reduction(+:s.c)
  for (int i = 0; i < n; i++)
    ;
  return s.x + dependent<double>(n);
}
#else
void g(int n) {
  S s = {0, nullptr, 1};
  // op-error@+1 {{'reduction' operator 'max' does not apply to 's.z' of type '_Complex float'}}
  #pragma acc parallel loop reduction(max:s.z)
  for (int i = 0; i < n; i++)
    ;
  // A scalar member's operator, as clang checks a variable's (a fuzzing
  // find: the OpenMP reduction failed to compile).
  // op-error@+1 {{'reduction' operator '&' does not apply to 's.x' of type 'double'}}
  #pragma acc parallel loop reduction(&:s.x)
  for (int i = 0; i < n; i++)
    ;
  // Of a subarray of a pointer member: the scalars it points to.
  // op-error@+1 {{'reduction' operator '^' does not apply to 's.p' of type 'double'}}
  #pragma acc parallel loop reduction(^:s.p[0:4])
  for (int i = 0; i < n; i++)
    ;
  #pragma acc parallel loop reduction(max:s.p[0:4]) reduction(&&:s.x)
  for (int i = 0; i < n; i++)
    ;
}
#endif
