// RUN: %accc -fsyntax-only -Xclang -verify %s

// An array element in a data clause or a reduction of a construct is the
// one-element subarray (Analysis/ElementItems.cpp; OpenACC 3.3's var-list
// holds array elements, Glossary "Var"): no error
// (test/Translate/data-clause-array-element.c has the translation).
// ClauseChecks rule 7: elsewhere accc does not support them yet.
void f(int n, float *x, float **pp) {
  float a[10], m[4][10];
  #pragma acc parallel copy(x[3]) copyin(a[n]) reduction(+:m[1][2])
  ;
  #pragma acc update self(x[3])
  // expected-error@+1 {{array element 'x[3]' in a 'private' clause is not supported yet: accc reads an element as the one-element subarray '[i:1]' in the data and reduction clauses of constructs}}
  #pragma acc parallel private(x[3])
  ;
  // expected-error@+1 {{array element 'a[n]' in a 'firstprivate' clause is not supported yet}}
  #pragma acc parallel loop firstprivate(a[n])
  for (int i = 0; i < n; ++i)
    ;
  // attach and detach name the pointer stored in the element.
  #pragma acc enter data attach(pp[1])
  #pragma acc exit data detach(pp[n])
}
