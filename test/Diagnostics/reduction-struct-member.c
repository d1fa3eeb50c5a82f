// RUN: %accc -fsyntax-only -Xclang -verify %s

// A reduction of a struct applies the operator to each member (OpenACC 3.3
// sec. 2.5.15), at any depth; a member that is not arithmetic, a struct or
// an array of constant size of them is an error at the item, with a note at
// the member (Analysis/CompositeReductions.cpp rule 2). clang 22's Sema
// reports the members of a struct of scalars itself, and rejects the
// nested ones outright; accc reads those clauses again and checks them
// (Driver/ReductionItems.cpp). More than 1024 scalars are not supported
// yet (rule 4).

struct WithPtr { int a; struct { double *p; } in; };
struct WithUnion { int a; struct { union { int i; float f; } u; } in; };
struct WithConst { int a; struct { const int c; } in; };
struct Flex { int n; double v[]; };
struct Big { int k; struct { double a[600]; double b[600]; } in; };

void f(int n, struct Flex *fx) {
  struct WithPtr wp;
  struct WithUnion wu;
  struct WithConst wc = {0};
  struct Big big;
  // expected-note@12 {{'wp.in.p' is declared here}}
  // expected-error@+1 {{'reduction' of 'wp' applies the operator to each member, and 'wp.in.p' has type 'double *', which is not an arithmetic type, a struct or an array of them}}
#pragma acc parallel loop reduction(+:wp)
  for (int i = 0; i < n; ++i)
    ;
  // expected-note@13 {{'wu.in.u' is declared here}}
  // expected-error@+1 {{'reduction' of 'wu' applies the operator to each member, and 'wu.in.u' has type 'union (unnamed at}}
#pragma acc parallel loop reduction(+:wu)
  for (int i = 0; i < n; ++i)
    ;
  // expected-note@14 {{'wc.in.c' is declared here}}
  // expected-error@+1 {{'reduction' of 'wc' applies the operator to each member, and 'wc.in.c' has type 'const int', which is const}}
#pragma acc parallel loop reduction(*:wc)
  for (int i = 0; i < n; ++i)
    ;
  // expected-note@15 {{'fx[0:1].v' is declared here}}
  // expected-error@+1 {{'reduction' of 'fx[0:1]' applies the operator to each member, and 'fx[0:1].v' has type 'double[]', an array without a constant size}}
#pragma acc parallel loop reduction(+:fx[0:1])
  for (int i = 0; i < n; ++i)
    ;
  // expected-error@+1 {{'reduction' of 'big' of type 'struct Big' is not supported yet: a type of more than 1024 scalars, which accc combines one by one}}
#pragma acc parallel loop reduction(max:big)
  for (int i = 0; i < n; ++i)
    ;
}
