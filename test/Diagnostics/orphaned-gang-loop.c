// RUN: %accc -fsyntax-only -Xclang -verify %s

// A loop directive outside any compute construct of its function runs
// sequentially in the calling thread (seq, worker, vector); a gang loop
// shares its iterations among the gangs that call the function
// (test/Translate/routine-gang-loop.c). With a reduction it is an error:
// OpenACC 3.3 sec. 2.9.11, "The reduction clause may not be specified on
// an orphaned loop construct with the gang clause" (OpenMP has no
// reduction on an orphaned 'distribute' either). With auto: gang where the
// iterations are proven independent, else sequential in each calling gang
// (lib/Analysis/DataDirectives.cpp rule 10; test/Translate/orphan-gang-auto.c).
void f(int n, float *x) {
  float s = 0;
  // expected-error@+1 {{'reduction' clause on an orphaned OpenACC 'loop' construct (not inside a compute construct in the same function) with 'gang' is not allowed: the gangs that call the function share the loop's iterations, and OpenACC forbids a reduction across them there}}
  #pragma acc loop gang reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += x[i];
  #pragma acc loop auto gang
  for (int i = 0; i < n; ++i)
    x[i] = 0;
  // A reduction on a worker or vector loop: computed by the calling thread.
  #pragma acc loop worker vector reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += x[i];
}
