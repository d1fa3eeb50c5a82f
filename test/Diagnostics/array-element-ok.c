// RUN: %accc -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics

// An array element (OpenACC 3.3's var-list holds array elements, Glossary
// "Var"; ClauseChecks rule 7): in a data, reduction, private or
// firstprivate clause the one-element subarray (Analysis/ElementItems.cpp;
// test/Translate/data-clause-array-element.c, private-element.c); in attach
// and detach the pointer stored in the element (attach-element.c). deviceptr
// takes none (deviceptr-not-variable.c); clang rejects them in use_device
// and declare.
void f(int n, float *x, float **pp) {
  float a[10], m[4][10];
  #pragma acc parallel copy(x[3]) copyin(a[n]) reduction(+:m[1][2])
  ;
  #pragma acc update self(x[3])
  #pragma acc parallel private(x[3], m[n][1])
  ;
  #pragma acc parallel loop firstprivate(a[n]) private(m[2][n])
  for (int i = 0; i < n; ++i)
    ;
  #pragma acc enter data attach(pp[1])
  #pragma acc exit data detach(pp[n])
}
