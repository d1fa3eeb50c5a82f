// RUN: %accc -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s

// A declare inside a compute construct names the region's own variables
// (clang asks a declare to be in their scope). The region's automatic
// locals are in the memory of the device that runs it: a declare of them
// has nothing to do (a warning; the directive is discarded). A static or
// extern local would need a device copy for the whole program: not
// supported yet.
void f(float *x) {
  #pragma acc parallel
  {
    int l[4];
    // expected-warning@+1 {{'declare' inside a compute construct has no effect and is ignored: 'l' is a local variable of the region, so it is in the memory of the device that runs the region already}}
    #pragma acc declare create(l)
    x[0] = l[0];
  }
}

void g(float *x) {
  #pragma acc serial
  {
    static int s[4];
    // expected-error@+1 {{OpenACC 'declare' directive inside a compute construct for a variable of static storage is not supported yet}}
    #pragma acc declare create(s)
    x[0] = s[0];
  }
}
