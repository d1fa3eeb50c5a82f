// RUN: %accc -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s

// A constant size of the launch must fit OpenMP's `int` clauses
// (num_teams, thread_limit, num_threads), alone and as num_workers times
// vector_length (ClauseChecks.cpp rule 28): `vector(0x7fffffffffffffff)`
// made `thread_limit((2) * (0x7fffffffffffffff))`, which clang rejected,
// and `num_gangs(1LL << 40)` a launch of the truncated value (a fuzzing
// find). A gang(static:) chunk is no launch size.
void f(int n, float *a) {
  // expected-error@+1 {{argument to 'num_gangs' clause is 1099511627776, more than the 2147483647 an OpenMP launch accepts}}
  #pragma acc parallel num_gangs(1LL << 40) copy(a[0:n])
  #pragma acc loop gang
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  // expected-error@+1 {{argument to 'vector_length' clause is 9223372036854775807, more than the 2147483647 an OpenMP launch accepts}}
  #pragma acc parallel num_workers(2) vector_length(0x7fffffffffffffff) copy(a[0:n])
  #pragma acc loop gang worker vector
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  // expected-error@+1 {{'num_workers(65536)' times 'vector_length(65536)' is more than the 2147483647 threads an OpenMP launch accepts in a team}}
  #pragma acc parallel num_workers(65536) vector_length(65536) copy(a[0:n])
  #pragma acc loop gang worker vector
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  // expected-error@+1 {{'num_workers(4)' times 'vector_length(1073741824)' is more than the 2147483647 threads an OpenMP launch accepts in a team}}
  #pragma acc kernels loop gang worker(4) vector(1073741824) copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  // expected-error@+1 {{argument to 'gang' clause is 4294967296, more than the 2147483647 an OpenMP launch accepts}}
  #pragma acc kernels loop gang(num: 4294967296) copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  #pragma acc parallel loop gang(static: 4294967296) copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  // The vector lanes from a loop inside the construct, under a device_type
  // (a fuzzing find: thread_limit((2) * (2147483647))).
  #pragma acc parallel num_gangs(4) copy(a[0:n]) device_type(*) num_workers(2)
  // expected-error@+1 {{'num_workers(2)' times 'vector_length(2147483647)' is more than the 2147483647 threads}}
  #pragma acc loop gang device_type(nvidia) vector(2147483647)
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  #pragma acc kernels vector_length(1073741824) copy(a[0:n])
  // expected-error@+1 {{'num_workers(2)' times 'vector_length(1073741824)' is more than the 2147483647 threads}}
  #pragma acc loop gang worker(2)
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  #pragma acc kernels vector_length(1024) copy(a[0:n])
  #pragma acc loop gang worker(2)
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  #pragma acc parallel num_gangs(2147483647) num_workers(2) vector_length(1073741823) copy(a[0:n])
  #pragma acc loop gang worker vector
  for (int i = 0; i < n; ++i)
    a[i] += 1;
}
