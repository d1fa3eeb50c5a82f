// Each warning is reported once, at the user's line: the OpenACC parse
// leaves clang's own warnings to the host compile of the translation, and
// the device compile does not repeat them (lib/Driver/DeferredWarnings.cpp).
// OpenACC's own warnings come from the OpenACC parse.
// RUN: %accc -acc=host -Wall -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %accc -acc=multicore -Wall -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu -Wall -c %s -o %t.o 2>&1 | FileCheck %s %}
// RUN: not %accc -acc=host -Wall -Werror -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ERR

int g(int x) {
  int y;
  if (x)
    y = 1;
  return y;
}

void f(float *a, int n) {
  int unused;
#pragma acc parallel loop pcopy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = i;
}
// CHECK-DAG: warnings-once.c:12:7: warning: variable 'y' is used uninitialized whenever 'if' condition is false
// CHECK-DAG: warnings-once.c:18:7: warning: unused variable 'unused'
// CHECK-DAG: warnings-once.c:19:27: warning: OpenACC clause name 'pcopy' is a deprecated clause name
// CHECK-NOT: warning: variable 'y'
// CHECK-NOT: warning: unused variable
// CHECK-NOT: deprecated clause name
// ERR: warnings-once.c:{{12:7|18:7|19:27}}: error:
