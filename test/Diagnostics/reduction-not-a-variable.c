// RUN: not %accc -fsyntax-only %s 2>&1 | FileCheck %s

// A reduction item that is no variable (a function, an enumerator) keeps
// clang's error, with the user's text: only a member (a chain of fields
// from a name, which C spells with `.` or `->`) is read again as accc's
// (Driver/ReductionItems.cpp rule 1, Analysis/MemberReductions.cpp).

int func(void);
enum { K = 3 };
void f(int n) {
  // CHECK: reduction-not-a-variable.c:[[#@LINE+2]]:39: error: OpenACC variable is not a valid variable name
  // CHECK-NEXT: {{^ *}}[[#@LINE+1]] | #pragma acc parallel loop reduction(+:func)
#pragma acc parallel loop reduction(+:func)
  for (int i = 0; i < n; i++)
    ;
  // CHECK: reduction-not-a-variable.c:[[#@LINE+1]]:39: error: OpenACC variable is not a valid variable name
#pragma acc parallel loop reduction(+:K)
  for (int i = 0; i < n; i++)
    ;
}
// CHECK-NOT: private
