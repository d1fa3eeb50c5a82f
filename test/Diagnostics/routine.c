// RUN: %accc -fsyntax-only -Xclang -verify %s

// routine (OpenACC 3.3 sec. 2.15.1): the clauses accc cannot translate yet
// are reported (bind on the named form); the level clauses and nohost are accepted.
int k(int);
// expected-error@+1 {{OpenACC 'bind' clause on the 'routine' directive is not supported yet}}
#pragma acc routine(k) seq bind("k_dev")

#pragma acc routine worker nohost
int h(int x) { return x + 1; }
