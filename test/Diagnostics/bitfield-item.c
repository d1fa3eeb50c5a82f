// RUN: %accc -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s

// ClauseChecks rule 34: a bit-field has no address, so no data clause can
// map it (C11 6.5.3.2p1; clang rejected the translation's OpenMP map at its
// own text). Its object can be mapped; private and reduction copy values.
struct S { int a; int f : 4; struct { unsigned g : 2; } in; };

void f(struct S s, struct S *p) {
  // expected-error@+1 {{bit-field 's.f' cannot appear in a 'copy' clause: data is mapped by its address, which a bit-field has not; name the object that holds it ('s')}}
#pragma acc serial copy(s.f)
  s.f = 1;
  // expected-error@+1 {{bit-field 'p->in.g' cannot appear in a 'present' clause: data is mapped by its address, which a bit-field has not; name the object that holds it ('p->in')}}
#pragma acc parallel present(s.a, p->in.g)
  p->in.g = s.a;
  // expected-error@+1 {{bit-field 's.f' cannot appear in a 'copyin' clause}}
#pragma acc enter data copyin(s.f)
  // expected-error@+1 {{bit-field 's.f' cannot appear in a 'host' clause}}
#pragma acc update host(s.f)
#pragma acc serial copy(s)
  s.f = 2;
}
