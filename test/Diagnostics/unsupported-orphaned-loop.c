// RUN: %accc -fsyntax-only -Xclang -verify %s

// A loop directive outside any compute construct of its function runs
// sequentially in the calling thread (seq, worker, vector); a gang loop
// would have to share its iterations among gangs that all call it.
void f(int n, float *x) {
  // expected-error@+1 {{orphaned OpenACC 'loop' construct (not inside a compute construct in the same function) with 'gang' is not supported yet: accc runs orphaned loops sequentially in the calling thread, which only seq, worker and vector loops allow}}
  #pragma acc loop gang
  for (int i = 0; i < n; ++i)
    x[i] = 0;
  #pragma acc loop worker vector
  for (int i = 0; i < n; ++i)
    x[i] = 1;
}
