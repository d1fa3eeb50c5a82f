// RUN: %accc -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics
// Valid data directives: update may move several parts of one array, and a
// variable in a data clause of an enclosing 'data' satisfies default(none).

void f(int n, float *x, float *y) {
  #pragma acc data copy(x[0:n]) copyin(n)
  {
    #pragma acc update self(x[0:2], x[n-2:2]) device(y[0:1]) if_present
    #pragma acc parallel loop default(none) present(x[0:n])
    for (int i = 0; i < n; ++i)
      x[i] = 0;
  }
  #pragma acc enter data copyin(x[0:n]) create(y[0:n]) async(1) wait
  #pragma acc exit data copyout(x[0:n]) delete(y[0:n]) finalize if(n > 0)
  #pragma acc host_data use_device(x) if_present
  x[0] = 0;
}
