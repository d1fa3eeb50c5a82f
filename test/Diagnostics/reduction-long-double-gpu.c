// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=multicore -fsyntax-only %s

// clang 22 does not compile `long double` for NVPTX ("requires 128 bit
// size 'long double' type support"; a `_Complex long double` reduction
// crashed its backend): a reduction that combines one is an error for the
// GPU (Analysis/ClauseChecks.cpp rule 23), not on the host or multicore.

typedef struct { int n; long double s; } Acc;

void f(int n) {
  long double s = 0;
  _Complex long double z = 0;
  Acc a = {0, 0};
  // expected-error@+1 {{'reduction' of 's' ('long double') is not supported for the GPU: it reduces a 'long double', which clang 22 does not compile for NVPTX}}
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; ++i)
    ;
  // expected-error@+1 {{'reduction' of 'z' ('_Complex long double') is not supported for the GPU}}
#pragma acc parallel loop reduction(*:z)
  for (int i = 0; i < n; ++i)
    ;
  // expected-error@+1 {{'reduction' of 'a' ('Acc') is not supported for the GPU}}
#pragma acc parallel loop reduction(max:a)
  for (int i = 0; i < n; ++i)
    ;
}
