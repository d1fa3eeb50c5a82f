// RUN: %accc -acc=multicore -O2 -DSMALL %S/../../bench/multicore/loops_acc.c -o %t.mc && %t.mc | FileCheck %s --implicit-check-not=WRONG
// RUN: %accc -acc=host -O2 -DSMALL %S/../../bench/multicore/loops_acc.c -o %t.host && %t.host | FileCheck %s --implicit-check-not=WRONG

// The multicore benchmark's kernels (bench/multicore/loops_acc.c: STREAM-like
// loops, dot and max reductions, a 2-D stencil, matvec, matmul and an n-body
// step, in OpenACC) at tiny sizes (-DSMALL), each checked against a serial
// reference by the benchmark's harness (bench/multicore/common.h). The
// timings in the RESULT lines are not looked at.
//
// The RUN lines build bench/multicore/loops_acc.c itself: accc translates
// OpenACC only in the file it compiles (err_acc_unsupported_in_header), so
// this file cannot #include it. test/gpu/run-gpu-tests.sh builds every file
// here as a program (host and GPU, output compared), hence the empty main
// below: the GPU runner builds and runs it, and it prints nothing on either.

// CHECK: # multicore bench, variant accc
// CHECK-NEXT: RESULT multicore copy accc {{[0-9.]+}} GB/s ok
// CHECK-NEXT: RESULT multicore scale accc {{[0-9.]+}} GB/s ok
// CHECK-NEXT: RESULT multicore add accc {{[0-9.]+}} GB/s ok
// CHECK-NEXT: RESULT multicore triad accc {{[0-9.]+}} GB/s ok
// CHECK-NEXT: RESULT multicore dot accc {{[0-9.]+}} GB/s ok
// CHECK-NEXT: RESULT multicore nstream accc {{[0-9.]+}} GB/s ok
// CHECK-NEXT: RESULT multicore max accc {{[0-9.]+}} GB/s ok
// CHECK-NEXT: RESULT multicore stencil accc {{[0-9.]+}} GB/s ok
// CHECK-NEXT: RESULT multicore matvec accc {{[0-9.]+}} GB/s ok
// CHECK-NEXT: RESULT multicore matmul accc {{[0-9.]+}} GFLOP/s ok
// CHECK-NEXT: RESULT multicore nbody accc {{[0-9.]+}} GFLOP/s ok

int main(void) { return 0; }
