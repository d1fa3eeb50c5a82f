// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=multicore -fsyntax-only %s
// The zero modifier (lib/Transform/ZeroModifier.cpp) on the one form accc
// does not zero yet: a file-scope `declare create(zero: ...)` of a variable
// with an initializer, whose OpenMP device copy (declare target) starts
// with the initializer's values (DeclareToOMP.cpp rule 7c). An error on the
// GPU rather than wrong values; on multicore and host nothing is allocated,
// so there is nothing to zero. Without an initializer the device copy
// starts at zero, as static storage does.

double tableA[4] = {1, 2, 3, 4};
double tableB[4];
// expected-error@+1 {{the 'zero' modifier on 'tableA' (a file-scope variable with an initializer: OpenMP's device copy starts with its values) is not supported yet}}
#pragma acc declare create(zero: tableA)
#pragma acc declare create(zero: tableB)
