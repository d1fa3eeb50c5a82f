// RUN: %accc -fsyntax-only -Xclang -verify %s

// Seed 000, "Basic Data Attributes": an imp DA for a variable of incomplete
// type is an error (a non-scalar is imp copy).
struct S;
extern struct S inc;
void use(struct S *);
void f(void) {
  #pragma acc parallel
  {
    // expected-error@+1 {{variable 'inc' of incomplete type 'struct S' is referenced in the 'parallel' construct and would be implicitly 'copy'}}
    use(&inc);
  }
}
