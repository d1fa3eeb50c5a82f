// RUN: not %accc -acc=gpu -fsyntax-only %s 2>&1 | FileCheck %s
// An orphaned gang loop shares its iterations among the calling gangs: its
// body may not leave it (OpenACC 3.3 sec. 1.6, a structured block has one
// exit; clang checks this for the loops of compute constructs only).
// Fuzzing find: the translation's `omp distribute` / `omp for` rejected it.

#pragma acc routine gang
void scan(int n, int *a) {
  #pragma acc loop gang
  for (int i = 0; i < n; ++i) {
    if (a[i] < 0)
      continue; // stays in the loop: fine
    if (a[i] == 0)
      // CHECK: orphan-gang-loop-exit.c:[[@LINE+1]]:7: error: 'break' leaves the region of an OpenACC 'loop' construct
      break;
    a[i] = 1;
  }
}
// CHECK: 1 error generated.
