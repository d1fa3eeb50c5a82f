// RUN: %accc -acc=gpu -fsyntax-only -Wno-openacc-cache-var-inside-loop -Xclang -verify %s
// RUN: %accc -acc=host -fsyntax-only -Wno-openacc-cache-var-inside-loop -Xclang -verify %s

// OpenACC 3.3 sec. 2.10: "The cache directive may appear at the top of
// (inside of) a loop." A cache directive elsewhere is an error, inside a
// compute construct or outside one (lib/Analysis/ClauseChecks.cpp rule
// 23); at the top of a loop's body it is dropped (test/Translate/cache.c).
void f(int n, float *a) {
  // expected-error@+1 {{OpenACC 'cache' directive must be at the top of a loop's body, before its other statements}}
  #pragma acc cache(a[0:n])
  for (int i = 0; i < n; ++i) {
    a[i] += 1;
    // expected-error@+1 {{OpenACC 'cache' directive must be at the top of a loop's body}}
    #pragma acc cache(a[i:1])
  }
  #pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; ++i) {
    if (i > 0) {
      // expected-error@+1 {{OpenACC 'cache' directive must be at the top of a loop's body}}
      #pragma acc cache(a[i-1:2])
      a[i] += a[i - 1];
    }
  }
  // Several at the top: accepted.
  for (int i = 0; i < n; ++i) {
    #pragma acc cache(a[i:1])
    #pragma acc cache(a[0:1])
    a[i] += a[0];
  }
}
