// RUN: %accc -fsyntax-only -Xclang -verify %s
// RUN: not %accc -fsyntax-only %s 2>&1 | FileCheck %s

// A parse whose errors include others than clang's rejections of reduction
// items accc translates (a _Complex variable here) reports those others
// only: the rejected items are no error of the user's, and the parse is
// done again with them once the others are fixed
// (Driver/ReductionItems.cpp).

void f(int n) {
  _Complex double z = 0;
#pragma acc parallel loop reduction(+:z)
  for (int i = 0; i < n; ++i)
    z += undeclared; // expected-error {{use of undeclared identifier 'undeclared'}}
}
// CHECK: error: use of undeclared identifier 'undeclared'
// CHECK-NOT: _Complex
// CHECK: 1 error generated.
