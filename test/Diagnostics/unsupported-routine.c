// RUN: %accc -fsyntax-only -Xclang -verify %s

// The named form of 'routine'.
int k(int);
// expected-error@+1 {{OpenACC 'routine' construct is not supported yet}}
#pragma acc routine(k) seq
