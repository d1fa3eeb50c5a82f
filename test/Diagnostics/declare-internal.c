// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=multicore -fsyntax-only %s

// On the GPU a declared static variable becomes external under a unique
// symbol name; it must have a definition of its own for that.
static int m1, m2; // expected-error {{OpenACC 'declare' of 'm1', which has internal linkage, is not supported yet unless 'm1' is the only variable of its own 'static' definition at file scope}}
#pragma acc declare create(m1)
