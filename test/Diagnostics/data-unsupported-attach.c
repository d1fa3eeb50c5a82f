// RUN: %accc -fsyntax-only -Xclang -verify %s
// attach on enter data and detach on exit data are translated (libacc's
// acc_attach / acc_detach); attach on a data or compute construct needs a
// detach at the region's end, not translated yet.

struct S { float *p; };

void f(int n, struct S *s, float *x) {
  #pragma acc enter data attach(s->p)
  #pragma acc exit data detach(s->p)
  // expected-error@+1 {{OpenACC 'attach' clause on the 'data' directive is not supported yet}}
  #pragma acc data attach(x)
  ;
}
