// RUN: %accc -acc=gpu -fopenacc-print=omp %s | grep -v '^ *//' | FileCheck %s
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

// A scalar a kernels construct references without a data clause is copy
// (OpenACC 3.3 sec. 2.6.2), but a local variable or parameter the region
// only reads, which nothing else can make present (no address taken, no
// clause names it), is firstprivate: the same values without a copy in and
// out and the wait for the copy back (DataAttributes.cpp rule 3h).

int g;

// The loop variable of a host loop around the construct and a parameter:
// assigned outside, only read inside.
void halo(int x, int y, int depth, double *buffer, double alpha) {
  for (int jj = 0; jj < depth; ++jj) {
#pragma acc kernels loop independent present(buffer[:x*y])
    for (int kk = 0; kk < x; ++kk)
      buffer[kk + (y - 1 - jj) * x] = alpha * buffer[kk + jj * x];
  }
}
// CHECK-LABEL: void halo(
// CHECK: #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: buffer[:x*y]) firstprivate(x, y, jj, alpha) shared(buffer)
// INFO: kernels-read-only-scalars.c:16:{{[0-9]+}}: remark: implicit data attributes: firstprivate(x) firstprivate(y) firstprivate(jj) firstprivate(alpha)

// Copied as the specification says: written in the region (s), its address
// taken (u, through q), named by a clause elsewhere (v), static (w), global
// (g). Only t is firstprivate.
void others(int n, double *a) {
  double s = 0;
  int t = 3, u = 4, v = 5;
  int *q = &u;
  static int w = 6;
#pragma acc enter data copyin(v)
#pragma acc kernels present(a[:n])
  {
    s = a[0];
    a[1] = t + *q + v + w + g + u;
  }
  a[2] = s;
#pragma acc exit data delete(v)
}
// CHECK-LABEL: void others(
// CHECK: #pragma omp target teams map(ompx_hold, present, alloc: a[:n]) map(ompx_hold, tofrom: s, v, w, g, u) shared(s, a, v, w, g, u) firstprivate(t) num_teams(1)
