// REQUIRES: gpu-compile
// A GPU compile's ptxas is accc-ptxas, which rewrites the loops' two-jump
// latches before CUDA's ptxas reads them (lib/Ptx/LoopBranches.cpp);
// -fno-openacc-ptx-loops leaves clang's own ptxas.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %accc -acc=gpu -O2 -v -c %s -o %t/a.o 2>&1 | FileCheck %s
// CHECK: clang{{.*}} --ptxas-path={{[^ ]*}}libexec/accc-ptxas
// RUN: %accc -acc=gpu -O2 -v -fno-openacc-ptx-loops -c %s -o %t/b.o 2>&1 | FileCheck %s --check-prefix=OFF
// OFF-NOT: --ptxas-path
// The ptxas accc-ptxas runs ($ACCC_PTXAS, a stand-in that logs its
// arguments and runs CUDA's) gets the rewritten file: the k loop's latch
// was of the form.
// RUN: printf '#!/bin/sh\necho "$*" >> %t/log\nexec /usr/local/cuda/bin/ptxas "$@"\n' > %t/ptxas
// RUN: chmod +x %t/ptxas
// RUN: env ACCC_PTXAS=%t/ptxas %accc -acc=gpu -O2 -c %s -o %t/c.o
// RUN: FileCheck %s --check-prefix=LOG < %t/log
// LOG: -accc-{{[a-zA-Z0-9]+}}.s
// RUN: test -s %t/c.o
void matmul(int n, const double *restrict a, const double *restrict b,
            double *restrict c) {
#pragma acc parallel loop collapse(2) copyin(a[0:n*n], b[0:n*n]) copyout(c[0:n*n])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      double sum = 0;
      for (int k = 0; k < n; ++k)
        sum += a[i * n + k] * b[k * n + j];
      c[i * n + j] = sum;
    }
}
