// Options that take the next argument as their value pass both to clang
// unchanged, even when the value looks like one of accc's own options.
// RUN: %accc -acc=host -v -Xarch_host -O1 -Xcuda-ptxas -v -c %s -o %t.o 2>&1 | FileCheck %s
// CHECK: clang{{.*}} -Xarch_host -O1 -Xcuda-ptxas -v {{.*}}-c
// RUN: test -s %t.o
// LLVM's options go to the compile, and to the link only where it
// optimizes too (-flto); clang would warn that they are unused.
// RUN: %accc -acc=host -v -mllvm -inline-threshold=300 %s -o %t 2>&1 | FileCheck %s --check-prefix=MLLVM
// MLLVM: -cc1 {{.*}} -mllvm -inline-threshold=300
// MLLVM-NOT: -mllvm
// MLLVM: -lacc
// MLLVM-NOT: warning
// RUN: %accc -acc=host -v -flto -mllvm -inline-threshold=300 %s -o %t 2>&1 | FileCheck %s --check-prefix=LTO
// LTO: -cc1 {{.*}} -mllvm -inline-threshold=300
// LTO: clang{{.*}} -flto -mllvm -inline-threshold=300 {{.*}}-lacc
int main(void) { return 0; }
