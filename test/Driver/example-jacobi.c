// The Jacobi example (examples/jacobi.c): a data region around the
// iterations, a collapsed max-reduction, pointer swaps of present grids and a
// partial update, checked against the host.
// RUN: %accc -acc=host -O2 %S/../../examples/jacobi.c -o %t.host -lm && %t.host 128 | FileCheck %s
// RUN: %accc -acc=multicore -O2 %S/../../examples/jacobi.c -o %t.mc -lm && %t.mc 128 | FileCheck %s
// CHECK: iteration  50: residual
// CHECK: jacobi 128x128, 200 iterations, ran on the host: OK
