// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=multicore -fsyntax-only %s

// On the GPU a declared static variable becomes external under a unique
// symbol name, and so does every variable of its definition
// (test/Translate/declare-static-group.c). None of them may be declared
// again: that declaration would still say `static`.
static int m1, m2;
#pragma acc declare create(m1)

static int r1, r2; // expected-error {{OpenACC 'declare' of 'r1', which has internal linkage, is not supported yet unless its 'static' definition at file scope of the main file is its only declaration, and that of every variable it defines}}
static int r2;
#pragma acc declare create(r1)

static int f1, f2(void); // expected-error {{OpenACC 'declare' of 'f1', which has internal linkage, is not supported yet}}
#pragma acc declare create(f1)
static int f2(void) { return 0; }
