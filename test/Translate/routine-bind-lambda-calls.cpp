// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s
// RUN: %accc -acc=host -fopenacc-print=omp %s | FileCheck %s --check-prefix=HOST

// A bind to a lambda is translated at the calls in device code
// (Transform/CallSiteBinds.cpp rule 1): in a lambda with a routine
// directive, in a lambda inside a routine function and in the function
// itself; a host function's calls stay (and on the host every call does).

auto fastl = [](double x) { return -x; };
#pragma acc routine(fastl) seq
#pragma acc routine seq bind(fastl)
double slow(double x) { return x; }

// CHECK: {{^}}auto wrap = [](double x) { return __ACCC_BIND(slow, fastl)(x) + 1; };
#pragma acc routine seq
auto wrap = [](double x) { return slow(x) + 1; };

// CHECK: {{^}}double outer(double x) { auto inner = [](double y) { return __ACCC_BIND(slow, fastl)(y); }; return inner(x) + __ACCC_BIND(slow, fastl)(x); }
#pragma acc routine seq
double outer(double x) { auto inner = [](double y) { return slow(y); }; return inner(x) + slow(x); }

// CHECK: {{^}}double host(double x) { return slow(x); }
double host(double x) { return slow(x); }
// HOST-NOT: {{^[^/]*}}__ACCC_BIND
