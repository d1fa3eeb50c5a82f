// REQUIRES: gpu-compile
// At -O0, a kernel with eight OpenMP teams reductions beside kernels of 1024-thread
// teams: ptxas compiles each function of the file, but the device runtime
// calls the reduction functions through pointers, so nvlink finds at link
// time that every 1024-thread kernel (at most 64 registers) may call the
// eight-variable reduction function (84 registers). accc compiles the file
// again with at most 256 threads per team and links again; objects
// compiled apart get a note on what to do (docs/Mapping.md, "Launch
// geometry").
// RUN: %accc -acc=gpu -fno-openacc-gang-reductions %s -o %t 2>&1 | FileCheck %s --check-prefix=RETRY
// RUN: test -x %t
// RUN: %accc -acc=gpu -fno-openacc-gang-reductions -c %s -o %t.o
// RUN: not %accc -acc=gpu %t.o -o %t.apart 2>&1 | FileCheck %s --check-prefix=APART
// RUN: %accc -acc=gpu -fno-openacc-gang-reductions -acc-geometry=safe -c %s -o %t.safe.o
// RUN: %accc -acc=gpu %t.safe.o -o %t.safe 2>&1 | FileCheck %s --check-prefix=SAFE --allow-empty
// RETRY: accc: note: {{.*}}gpu-register-link-fallback.c: nvlink cannot fit a kernel into the registers its team size leaves; compiling again with at most 256 threads per team
// RETRY-NOT: error
// APART: nvlink error {{.*}} with max regcount of 64 calls function
// APART: accc: note: where the kernel and the function it may call come from objects compiled apart, compile them with -acc-geometry=safe, or with -Xcuda-ptxas --maxrregcount=N for the N above
// SAFE-NOT: {{.}}

#include <stdio.h>

enum { N = 100000 };
static double a[N];
static int ia[N];

int main(int argc, char **argv) {
  int n = argc > 1 ? N / 2 : N;
  for (int i = 0; i < N; ++i) {
    a[i] = (i % 17) * 0.5;
    ia[i] = 1 + i % 13;
  }
  double sum = 0;
#pragma acc parallel loop reduction(+:sum) copyin(a)
  for (int i = 0; i < n; ++i)
    sum += a[i];
  double mx = -1e300, mn = 1e300;
  long long cnt = 0, bits = 0;
  unsigned long long x = 5;
  int all = 1, any = 0;
  float fs = 0;
#pragma acc parallel loop reduction(max:mx) reduction(min:mn) reduction(+:cnt) reduction(|:bits) reduction(^:x) reduction(&&:all) reduction(||:any) reduction(+:fs) copyin(a, ia)
  for (int i = 0; i < n; ++i) {
    mx = a[i] > mx ? a[i] : mx;
    mn = a[i] + i < mn ? a[i] + i : mn;
    cnt += a[i] > 6;
    bits |= 1ll << (i % 40);
    x ^= (unsigned long long)ia[i] << (i % 20);
    all = all && ia[i] > 0;
    any = any || ia[i] == 11;
    fs += (float)(i % 4);
  }
  printf("%g %g %g %lld %lld %llu %d %d %g\n", sum, mx, mn, cnt, bits, x, all,
         any, fs);
  return 0;
}
