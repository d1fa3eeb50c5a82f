// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=host -fsyntax-only -Xclang -verify -DGLOBAL %s
// RUN: %accc -acc=multicore -fsyntax-only -Xclang -verify -DGLOBAL %s
// RUN: %if gpu-compile %{ %accc -acc=gpu -c %s -o %t.o %}
// expected-no-diagnostics

// What ClauseChecks rule 15 leaves to OpenMP's reductions on the GPU (a
// global array's subarray gets atomic updates there instead:
// test/Translate/reduction-atomic-arrays.c): the whole global array, a
// local array's, a static local's and a pointer's subarray compile for the
// GPU; the host and multicore compile a global array's subarray too.

float whole[100];
float *gp;

void f(int n, float *p) {
  float local[16];
  static float slocal[16];
  for (int i = 0; i < 16; ++i)
    local[i] = 0;
#pragma acc parallel loop reduction(+:whole)
  for (int i = 0; i < n; ++i)
    whole[i % 10] += 1;
#pragma acc parallel loop reduction(+:local[0:8])
  for (int i = 0; i < n; ++i)
    local[i % 8] += 1;
#pragma acc parallel loop reduction(+:slocal[0:8])
  for (int i = 0; i < n; ++i)
    slocal[i % 8] += 1;
#pragma acc parallel loop reduction(+:p[0:8])
  for (int i = 0; i < n; ++i)
    p[i % 8] += 1;
#pragma acc parallel loop reduction(+:gp[0:8])
  for (int i = 0; i < n; ++i)
    gp[i % 8] += 1;
#ifdef GLOBAL
#pragma acc parallel loop reduction(+:whole[0:10])
  for (int i = 0; i < n; ++i)
    whole[i % 10] += 1;
#endif
  p[8] = local[0] + slocal[0];
}
