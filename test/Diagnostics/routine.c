// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify=gpu %s
// RUN: %accc -acc=multicore -fsyntax-only -Xclang -verify=host %s
// RUN: %accc -acc=host -fsyntax-only -Xclang -verify=host %s

// routine (OpenACC 3.3 sec. 2.15.1): the clauses accc cannot translate yet
// for the GPU are reported there (bind on the named form,
// lib/Transform/RoutineToOMP.cpp rule 7); on multicore and host, where the
// directive vanishes and compute regions call the function itself, bind on
// the named form is accepted. The level clauses and nohost are accepted.
// host-no-diagnostics
int k(int);
// gpu-error@+1 {{'bind' on the named form of the 'routine' directive is not supported yet for the GPU: write the directive before the function's declaration}}
#pragma acc routine(k) seq bind("k_dev")
int m(int);
int m_dev(int);
// gpu-error@+1 {{'bind' on the named form}}
#pragma acc routine(m) vector bind(m_dev)

#pragma acc routine worker nohost
int h(int x) { return x + 1; }
