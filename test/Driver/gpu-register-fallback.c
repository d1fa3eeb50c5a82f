// REQUIRES: gpu-compile
// Two reduction kernels of OpenMP's teams reductions (1024-thread teams,
// launch geometry G3; -fno-openacc-gang-reductions) and a gang
// loop around a vector loop (a parallel-region wrapper that needs more than
// 64 registers) in one file: ptxas refuses the 1024-thread kernels ("max
// regcount of 64 calls function ... with regcount of 83"), and accc compiles
// the file again with at most 256 threads per team (docs/Mapping.md, "Launch
// geometry"). With -acc-geometry=safe it compiles at once, and so it does
// with the compiled code's own gang reductions (256-thread teams).
// RUN: %accc -O2 -acc=gpu -fno-openacc-gang-reductions -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=RETRY --allow-empty
// RUN: test -s %t.o
// RUN: %accc -O2 -acc=gpu -fno-openacc-gang-reductions -acc-geometry=safe -c %s -o %t.safe.o 2>&1 | FileCheck %s --check-prefix=SAFE --allow-empty
// RUN: test -s %t.safe.o
// RUN: %accc -O2 -acc=gpu -c %s -o %t.form.o 2>&1 | FileCheck %s --check-prefix=SAFE --allow-empty
// RUN: test -s %t.form.o
// RETRY: accc: note: {{.*}}gpu-register-fallback.c: ptxas cannot fit a kernel into the registers its team size leaves; compiling again with at most 256 threads per team
// RETRY-NOT: error
// SAFE-NOT: {{.}}

double stats1(int n, const double *a) {
  double sum = 0.0, sq = 0.0, hi = -1.0e300, lo = 1.0e300;
#pragma acc parallel loop copyin(a[0:n]) reduction(+:sum, sq) reduction(max:hi) reduction(min:lo)
  for (int i = 0; i < n; ++i) {
    double v = a[i];
    sum += v; sq += v * v; hi = v > hi ? v : hi; lo = v < lo ? v : lo;
  }
  return sum + sq + hi - lo;
}

double stats2(int n, const double *a) {
  double sum = 0.0, sq = 0.0, hi = -1.0e300, lo = 1.0e300;
#pragma acc parallel loop copyin(a[0:n]) reduction(+:sum, sq) reduction(max:hi) reduction(min:lo)
  for (int i = 0; i < n; ++i) {
    double v = a[i];
    sum += v; sq += v * v; hi = v > hi ? v : hi; lo = v < lo ? v : lo;
  }
  return sum + sq + hi - lo;
}

void matmul(int k, double *restrict a, double *restrict b) {
#pragma acc parallel loop gang copyin(a[0:k * k]) copy(b[0:k * k])
  for (int i = 0; i < k; ++i) {
#pragma acc loop vector
    for (int j = 0; j < k; ++j) {
      double s = 0.0;
      for (int l = 0; l < k; ++l)
        s += a[i * k + l] * a[l * k + j];
      b[i * k + j] = 1.5 * s;
    }
  }
}
