// RUN: %accc -fsyntax-only -Xclang -verify %s

// OpenACC 3.3 sec. 2.9.2: a gang loop may not contain another gang loop of
// the same compute construct (ClauseChecks.cpp rule 13). clang 22 checks
// the worker and vector nestings itself; this one reached the OpenMP
// compile ("region cannot be closely nested").
void f(int n, float *a) {
  // expected-note@+1 {{the enclosing 'gang' clause is here}}
  #pragma acc parallel loop gang copy(a[0:n * n])
  for (int i = 0; i < n; ++i)
    // expected-error@+1 {{loop with a 'gang' clause may not exist in the region of a 'gang' clause}}
    #pragma acc loop gang
    for (int j = 0; j < n; ++j)
      a[i * n + j] += 1;
  #pragma acc parallel copy(a[0:n * n])
  {
    // expected-note@+1 {{the enclosing 'gang' clause is here}}
    #pragma acc loop gang(static: 4)
    for (int i = 0; i < n; ++i)
      #pragma acc loop seq
      for (int j = 0; j < n; ++j)
        // expected-error@+1 {{loop with a 'gang' clause may not exist in the region of a 'gang' clause}}
        #pragma acc loop gang vector
        for (int k = 0; k < n; ++k)
          a[i * n + j] += k;
  }
  // Sibling gang loops and gang over worker and vector: fine.
  #pragma acc parallel copy(a[0:n * n])
  {
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      #pragma acc loop worker
      for (int j = 0; j < n; ++j)
        #pragma acc loop vector
        for (int k = 0; k < n; ++k)
          a[i * n + j] += k;
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      a[i] += 1;
  }
}
