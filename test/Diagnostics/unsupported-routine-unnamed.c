// RUN: %accc -fsyntax-only -Xclang -verify %s
// Regression: the unnamed form of 'routine' (applied to the next function) is
// reported too: clang
// records this form as an attribute on the function, not as an
// OpenACCRoutineDecl.

// expected-error@+1 {{OpenACC 'routine' construct is not supported yet}}
#pragma acc routine seq
int h(int x) { return x + 1; }
