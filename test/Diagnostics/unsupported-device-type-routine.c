// RUN: %accc -fsyntax-only -Xclang -verify %s

// device_type on compute and loop constructs selects clauses
// (test/Translate/device-type.c); on a routine it is not supported yet.

// expected-error@+1 {{OpenACC 'device_type' clause on the 'routine' directive is not supported yet}}
#pragma acc routine device_type(host) seq
float g(float x) { return x; }
