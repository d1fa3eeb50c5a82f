// RUN: not %accc++ -acc=host -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: %accc++ -acc=host -fsyntax-only -DFIXED %s

// clang 22 rejects a `routine` directive just before `extern "C" decl;`
// (valid OpenACC: sec. 2.15.1 places it before a function's declaration);
// accc explains how to write it so that clang accepts it. (Found building
// published OpenACC/CUDA interoperability samples.)

#ifndef FIXED
// CHECK: routine-before-extern-c.cpp:[[#@LINE+2]]:13: error: expected function or lambda declaration for 'routine' construct
// CHECK: routine-before-extern-c.cpp:[[#@LINE+1]]:13: note: clang 22 reads a 'routine' directive before a linkage specification ('extern "C"') as one without a function; write the directive inside 'extern "C" { ... }' before the declaration, or after it in its named form, '#pragma acc routine(NAME) ...'
#pragma acc routine seq
extern "C" float twice(float);
#else
extern "C" {
#pragma acc routine seq
float twice(float);
}
extern "C" float thrice(float);
#pragma acc routine(thrice) seq
#endif

float use(float x) {
  float r = 0;
  #pragma acc parallel copy(r)
  r = twice(x);
  return r;
}
