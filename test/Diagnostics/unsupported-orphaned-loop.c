// RUN: %accc -fsyntax-only -Xclang -verify %s

// A loop directive outside any compute construct of its function runs
// sequentially in the calling thread (seq, worker, vector); a gang loop
// shares its iterations among the gangs that call the function
// (test/Translate/routine-gang-loop.c), but not with a reduction, which
// every gang would need combined, nor with auto.
void f(int n, float *x) {
  float s = 0;
  // expected-error@+1 {{orphaned OpenACC 'loop' construct (not inside a compute construct in the same function) with 'gang' and 'reduction' is not supported yet: the gangs that call the function share the loop's iterations, and accc neither combines a reduction across them nor decides 'auto' for them}}
  #pragma acc loop gang reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += x[i];
  // expected-error@+1 {{with 'gang' and 'auto' is not supported yet}}
  #pragma acc loop auto gang
  for (int i = 0; i < n; ++i)
    x[i] = 0;
  #pragma acc loop worker vector
  for (int i = 0; i < n; ++i)
    x[i] = s;
}
