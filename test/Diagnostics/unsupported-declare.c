// RUN: %accc -fsyntax-only -Xclang -verify %s

// A declare inside a compute construct (a data lifetime that would start on
// the device) is not supported yet.
void f(float *x) {
  #pragma acc parallel
  {
    int l[4];
    // expected-error@+1 {{OpenACC 'declare' directive inside a compute construct is not supported yet}}
    #pragma acc declare create(l)
    x[0] = l[0];
  }
}
