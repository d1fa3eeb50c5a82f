// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu -c %s -o %t.o %}
// RUN: not %accc -acc=gpu -fsyntax-only -DCONFLICT %s 2>&1 | FileCheck %s --check-prefix=ERR

// Several `routine` directives before one function (RoutineToOMP.cpp rule
// 10; found by the fuzzer, which duplicated a directive): the function is
// declare target once, with one variant of its bind; a bind to another
// function is clang's error. (A directive without bind after one with bind
// crashes clang 22's Sema, comparing binds: accc's recovered-crash error;
// the other order is tested here.)

float fast(float x);
float faster(float x);

struct Table {
#pragma acc routine seq
  static float fastStatic(float x) { return x * 3; }
  // CHECK: {{^}}#pragma omp begin declare target
  // CHECK-NEXT: {{^ *}}static float fastStatic
  // CHECK: {{^}}#pragma omp begin declare target
  // CHECK-NEXT: {{^}}#pragma omp declare variant(__accc_bind_Table_slowStatic) match(device={kind(nohost)})
  // CHECK-NEXT: {{^}}static float slowStatic(float x) { return x * 2; }
  // CHECK-NEXT: {{^}}#pragma omp end declare target
#pragma acc routine seq bind(fastStatic)
#pragma acc routine seq bind(fastStatic)
static float slowStatic(float x) { return x * 2; }
};

// CHECK: {{^}}#pragma omp begin declare target
// CHECK-NEXT: {{^}}#pragma omp declare variant(fast) match(device={kind(nohost)})
// CHECK-NEXT: {{^}}float slow(float x) { return x + 1; }
// CHECK-NEXT: {{^}}#pragma omp end declare target
#pragma acc routine seq bind(fast)
#pragma acc routine seq
float slow(float x) { return x + 1; }

#ifdef CONFLICT
#pragma acc routine seq bind(fast)
// ERR: routine-repeated.cpp:[[@LINE-1]]:25: error: OpenACC 'bind' clause on a declaration must bind to the same name as previous 'bind' clauses
#pragma acc routine seq bind(faster)
float slower(float x) { return x + 2; }
#endif
