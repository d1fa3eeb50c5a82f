// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=multicore -fsyntax-only %s

// Analysis/AtomicReductions.cpp rule 1: where OpenMP cannot reduce an array
// on the GPU, accc makes every update of its elements in the region atomic;
// a use that cannot be one is an error at that use, with the reduction in
// a note. Multicore and the host keep OpenMP's reductions, which take all
// of these.

#include <math.h>

int use(const int *);
#define BUMP(x) x += 1

void uses(int n, int nb, const int *k, int *hist, double *mx, int *flag) {
#pragma acc parallel loop copyin(k[0:n]) reduction(+ : hist[0:nb]) // expected-note {{'reduction(+:hist[0:nb])' is here}}
  for (int i = 0; i < n; ++i) {
    hist[k[i] % nb] += 1;
    int seen = hist[0]; // expected-error {{'hist' is used here other than as an update with '+': on the GPU accc reduces 'hist[0:nb]' with atomic updates of the shared data, as OpenMP cannot reduce a subarray whose length is not a constant there}}
    (void)seen;
  }
#pragma acc parallel loop reduction(+ : hist[0:nb]) // expected-note {{'reduction(+:hist[0:nb])' is here}}
  for (int i = 0; i < n; ++i)
    (void)use(hist); // expected-error {{'hist' is used here other than as an update with '+'}}
#pragma acc parallel loop reduction(+ : hist[0:nb]) // expected-note {{is here}}
  for (int i = 0; i < n; ++i)
    BUMP(hist[i % nb]); // expected-error {{'hist' is updated in a macro expansion here}}
#pragma acc parallel reduction(+ : hist[0:nb]) // expected-note {{is here}}
  {
    // expected-error@+1 {{'hist' is updated inside an expression here, not in a statement of its own}}
    for (int j = 0; j < 4; hist[j]++)
      ++j;
  }
#pragma acc parallel loop reduction(max : mx[0:nb]) // expected-note {{is here}}
  for (int i = 0; i < n; ++i)
    mx[use(k), i % nb] = fmax(mx[use(k), i % nb], 1.0); // expected-error {{'mx' is updated here through subscripts with side effects, which a maximum or minimum reads twice}}
  // expected-error@+1 {{'flag' is reduced with '&&', which OpenMP has no atomic update for}}
#pragma acc parallel loop reduction(&& : flag[0:nb]) // expected-note {{is here}}
  for (int i = 0; i < n; ++i)
    flag[i % nb] = flag[i % nb] && k[i];
}

void contiguous(int n) {
  int m[4][3];
  // expected-error@+1 {{'reduction' of the subarray 'm[0:2][1:1]', which is not contiguous, is not supported for the GPU}}
#pragma acc parallel loop reduction(+ : m[0:2][1:1])
  for (int i = 0; i < n; ++i)
    m[0][1] += 1;
}
