// RUN: %accc -acc=gpu -fsyntax-only -Wno-accc-lost-assignment -Xclang -verify %s
// RUN: %accc -acc=multicore -fsyntax-only -Wno-accc-lost-assignment -Xclang -verify %s

// Members in private and firstprivate (Transform/MemberPrivates.cpp;
// ClauseChecks rule 24, Analysis/PrivateItemChecks.cpp): accc renames the
// member's uses in the region to a local copy, for a member reached from a
// variable through '.' and '->'.
struct In { int x; };
struct S { int x; const int k; int v[4]; int *p; int **q; struct In a[2]; };
#define X(s) s.x

void f(int n, struct S s, struct S *ps, int **pp) {
  #pragma acc parallel private(s.x, ps->v) firstprivate(s.p[0:n], s.k)
  ;
  // expected-error@+1 {{member 's.a[1].x' in a 'private' clause is not supported yet: accc privatizes a member reached from a variable or 'this' through '.' and '->' only (a subarray of it as any subarray), with elements of a trivially copyable type in an array it copies}}
  #pragma acc parallel private(s.a[1].x)
  ;
  // expected-error@+1 {{member 'ps->q[1][0:n]' in a 'firstprivate' clause is not supported yet}}
  #pragma acc parallel firstprivate(ps->q[1][0:n])
  ;
  // expected-error@+1 {{const variable 's.k' cannot appear in a 'private' clause}}
  #pragma acc parallel loop private(s.k)
  for (int i = 0; i < n; ++i)
    ;
  // One member twice, or in a data clause and private (ClauseChecks rules
  // 1, 3 and 4 for members).
  // expected-error@+2 {{variable 's.x' appears more than once in 'private' clauses on the 'parallel' directive}}
  // expected-note@+1 {{previous appearance of 's.x' is here}}
  #pragma acc parallel private(s.x, s.x)
  ;
  // expected-error@+2 {{variable 'ps->v' cannot appear in both a 'copy' clause and a 'private' clause on the 'parallel loop' directive}}
  // expected-note@+1 {{previous appearance of 'ps->v' is here}}
  #pragma acc parallel loop copy(ps->v) private(ps->v[0:2])
  for (int i = 0; i < n; ++i)
    ;
  // Uses accc cannot rename: in a macro expansion, in a clause inside.
  #pragma acc parallel firstprivate(s.x)
  {
    // expected-error@+1 {{the use of private member 's.x' comes from a macro expansion: accc renames each use of the member in the source to its private copy (not supported yet)}}
    n = X(s);
  }
  #pragma acc parallel private(s.x)
  {
    // expected-error@+1 {{private member 's.x' of the 'parallel' construct also appears in a clause of a construct inside it (not supported yet)}}
    #pragma acc loop gang(static: s.x)
    for (int i = 0; i < n; ++i)
      ;
  }
}
