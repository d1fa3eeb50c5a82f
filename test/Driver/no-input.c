// RUN: not %accc 2>&1 | FileCheck %s
// RUN: not %accc -acc=host -c 2>&1 | FileCheck %s

// CHECK: accc: error: no input files
