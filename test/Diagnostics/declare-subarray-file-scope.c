// RUN: %accc -fsyntax-only -Xclang -verify %s

// OpenMP's declare target names whole variables: a subarray in a file-scope
// declare is not supported yet.
int a[100];
// expected-error@+1 {{subarray 'a[0:50]' in a 'declare' directive at file scope is not supported yet: OpenMP 'declare target' names whole variables}}
#pragma acc declare copyin(a[0:50])
