// RUN: %accc -fsyntax-only -Xclang -verify %s

// The sizes a loop's gang, worker and vector clauses give must be positive
// (ClauseChecks.cpp rule 11): `kernels loop gang(-2)` printed
// `num_teams(-2)`, an OpenMP the user never wrote. gang(static: *) and
// positive sizes are fine (test/Translate/loop-sizes.c).
void f(int n, float *a) {
  // expected-error@+1 {{argument to 'gang' clause must be a positive integer, but it is -2}}
  #pragma acc kernels loop gang(-2) copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  // expected-error@+1 {{argument to 'gang' clause must be a positive integer, but it is 0}}
  #pragma acc kernels loop gang(num: 0) copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  // expected-error@+1 {{argument to 'gang' clause must be a positive integer, but it is -1}}
  #pragma acc parallel loop gang(static: -1) copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  // expected-error@+1 {{argument to 'worker' clause must be a positive integer, but it is 0}}
  #pragma acc kernels loop gang worker(0) copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  // expected-error@+1 {{argument to 'vector' clause must be a positive integer, but it is -32}}
  #pragma acc kernels loop gang vector(-32) copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  #pragma acc parallel loop gang(static: *) worker vector copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  #pragma acc kernels loop gang(4) worker(2) vector(32) copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] += 1;
}
