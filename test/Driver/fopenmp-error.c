// RUN: not %accc -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %accc -acc=host -fopenmp -c %s -o %t.o 2>&1 | FileCheck %s
// CMake's FindOpenMP tries `-Xclang -fopenmp`: the same error.
// RUN: not %accc -acc=host -Xclang -fopenmp -c %s -o %t.o 2>&1 | FileCheck %s

// OpenACC and OpenMP in one source are not supported: -fopenmp is an error.
// CHECK: accc: error: '-fopenmp' cannot be used with OpenACC: accc translates OpenACC to OpenMP and does not accept OpenMP directives in the same source
int main(void) { return 0; }
