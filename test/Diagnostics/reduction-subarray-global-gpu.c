// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s

// ClauseChecks rule 15: clang 22 crashes (a stack dump in its NVPTX code
// generation) on an OpenMP reduction over a section of a global array, so
// -acc=gpu rejects the OpenACC that would need one, on the user's line.
// Found by the fuzzing harness (scripts/fuzz/, docs/Testing.md "Fuzzing").
// The host and multicore compile it (reduction-subarray-global-gpu-ok.c).

float h[100];
int counts[64];

void combined(int n) {
  // expected-error@+1 {{'reduction' of the subarray 'h[0:10]' of the global array 'h' is not supported yet for the GPU: clang 22 crashes compiling its OpenMP; reduce the whole array, or a subarray of a local array or of a pointer}}
#pragma acc parallel loop reduction(+:h[0:10])
  for (int i = 0; i < n; ++i)
    h[i % 10] += 1;
}

void on_compute_construct(int n) {
  // expected-error@+1 {{'reduction' of the subarray 'counts[8:8]' of the global array 'counts'}}
#pragma acc parallel reduction(+:counts[8:8])
  {
    counts[8] += n;
  }
}

void on_loop(int n) {
#pragma acc parallel
  {
    // expected-error@+1 {{'reduction' of the subarray 'h[:4]' of the global array 'h'}}
#pragma acc loop reduction(+:h[:4])
    for (int i = 0; i < n; ++i)
      h[i % 4] += 1;
  }
}
