// REQUIRES: gpu-compile
// A gang loop whose gangs the user sizes at 1024 threads (num_workers(8)
// vector_length(128)), with reductions and a worker loop around a vector
// loop (NPB-ACC MG's norm2u3): the kernel gets at most 64 registers per
// thread and calls a parallel-region wrapper that needs more, which ptxas
// refuses ("max regcount of 64 calls function ... with regcount of 86").
// accc's 256-thread retry cannot help (the team size is the user's), so it
// compiles the file once more with every function held to the kernel's 64
// registers (-Xcuda-ptxas --maxrregcount=64; ptxas spills the rest)
// instead of failing.
// RUN: %accc -O2 -acc=gpu -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test -s %t.o
// CHECK: accc: note: {{.*}}gpu-register-limit-user-threads.c: ptxas cannot fit a function that a kernel calls into the kernel's 64 registers per thread; compiling again with at most 64 registers in every function of this file (-Xcuda-ptxas --maxrregcount=64)
// CHECK-NOT: error

#include <math.h>

void norm2u3(const double *u, int n, double *rnm2, double *rnmu) {
  double s = 0.0, temp = 0.0;
#pragma acc parallel loop gang reduction(+:s) reduction(max:temp) num_gangs(n) num_workers(8) vector_length(128) copyin(u[0:n*n*n])
  for (int k = 0; k < n; k++) {
#pragma acc loop worker
    for (int j = 0; j < n; j++) {
#pragma acc loop vector
      for (int i = 0; i < n; i++) {
        double v = u[(k * n + j) * n + i];
        s = s + pow(v, 2.0);
        temp = fmax(temp, fabs(v));
      }
    }
  }
  *rnm2 = s;
  *rnmu = temp;
}
