// Options that take the next argument as their value pass both to clang
// unchanged, even when the value looks like one of accc's own options.
// RUN: %accc -acc=host -v -Xarch_host -O1 -Xcuda-ptxas -v -c %s -o %t.o 2>&1 | FileCheck %s
// CHECK: clang{{.*}} -Xarch_host -O1 -Xcuda-ptxas -v {{.*}}-c
// RUN: test -s %t.o
int main(void) { return 0; }
