// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=multicore -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=host -fsyntax-only -Xclang -verify %s

// routine (OpenACC 3.3 sec. 2.15.1): the level clauses, nohost, and bind on
// both forms are accepted on every target (bind on the named form:
// lib/Transform/RoutineToOMP.cpp rule 7, test/Translate/routine-bind-named.c;
// a lambda's bind: test/Diagnostics/routine-bind-lambda.cpp).
// expected-no-diagnostics
int k(int);
#pragma acc routine(k) seq bind("k_dev")
int m(int);
int m_dev(int);
#pragma acc routine(m) vector bind(m_dev)

#pragma acc routine worker nohost
int h(int x) { return x + 1; }
