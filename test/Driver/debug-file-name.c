// RUN: %accc -acc=host -g -c %s -o %t.o
// RUN: llvm-dwarfdump --debug-info %t.o | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu -g -c %s -o %t.gpu.o %}
// RUN: %if gpu-compile %{ llvm-dwarfdump --debug-info %t.gpu.o | FileCheck %s %}

// The compile unit of the debug info (what debuggers and profilers show as
// the file) is the user's source, not the temporary translation accc
// compiles (lib/Driver/Driver.cpp passes -main-file-name); the line tables
// name it through the translation's #line markers.
// CHECK: DW_TAG_compile_unit
// CHECK: DW_AT_name ("{{.*}}Driver{{/|\\}}debug-file-name.c")
// CHECK-NOT: accc-

int twice(int n, int *a) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] *= 2;
  return n;
}
