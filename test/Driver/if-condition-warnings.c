// RUN: %if gpu-compile %{ %accc -acc=gpu -c %s -o %t.o 2>&1 | FileCheck %s %}
// RUN: %accc -acc=host -c %s -o %t.host.o 2>&1 | FileCheck %s

// A warning about a compute construct's `if` condition (an array is always
// true) comes once, at the construct's line: the compiled translation
// repeats the condition for libacc (the present lookups, a gang
// reduction's setup, the run-ahead mark: __ACCC_ON in openacc.h keeps those
// quiet), and every line that opens the construct carries its line marker
// (lib/Print/SourcePrinter.cpp).

double f(double *a, int n) {
  int flags[4] = {1, 0, 0, 0};
  double s = 0;
#pragma acc parallel loop present(a[0:n]) if(flags)
  for (int i = 0; i < n; ++i)
    a[i] += 1;
#pragma acc parallel loop present(a[0:n]) reduction(+:s) if(flags)
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

// CHECK:     if-condition-warnings.c:14:{{[0-9]+}}: warning: address of array 'flags' will always evaluate to 'true'
// CHECK-NOT: if-condition-warnings.c:14:
// CHECK:     if-condition-warnings.c:17:{{[0-9]+}}: warning: address of array 'flags' will always evaluate to 'true'
// CHECK-NOT: warning:
