// loops_acc.c - the multicore benchmark's kernels in OpenACC.
// Build: build/bin/accc -O3 -acc=multicore bench/multicore/loops_acc.c
// (bench/multicore/run.sh does it). loops_omp.c has the same loops written by
// hand in OpenMP; common.h is the shared harness. The data clauses make the
// kernels valid on a GPU too; on multicore they disappear (shared memory).
#define VARIANT "accc"
#include "common.h"

KERNEL void k_copy(long n, double *restrict c, const double *restrict a) {
#pragma acc parallel loop copyin(a[0:n]) copyout(c[0:n])
  for (long i = 0; i < n; ++i)
    c[i] = a[i];
}

KERNEL void k_scale(long n, double *restrict b, const double *restrict c,
                    double s) {
#pragma acc parallel loop copyin(c[0:n]) copyout(b[0:n])
  for (long i = 0; i < n; ++i)
    b[i] = s * c[i];
}

KERNEL void k_add(long n, double *restrict c, const double *restrict a,
                  const double *restrict b) {
#pragma acc parallel loop copyin(a[0:n], b[0:n]) copyout(c[0:n])
  for (long i = 0; i < n; ++i)
    c[i] = a[i] + b[i];
}

KERNEL void k_triad(long n, double *restrict a, const double *restrict b,
                    const double *restrict c, double s) {
#pragma acc parallel loop copyin(b[0:n], c[0:n]) copyout(a[0:n])
  for (long i = 0; i < n; ++i)
    a[i] = b[i] + s * c[i];
}

KERNEL double k_dot(long n, const double *restrict a,
                    const double *restrict b) {
  double sum = 0.0;
#pragma acc parallel loop copyin(a[0:n], b[0:n]) reduction(+:sum)
  for (long i = 0; i < n; ++i)
    sum += a[i] * b[i];
  return sum;
}

KERNEL void k_nstream(long n, double *restrict a, const double *restrict b,
                      const double *restrict c, double s) {
#pragma acc parallel loop copyin(b[0:n], c[0:n]) copy(a[0:n])
  for (long i = 0; i < n; ++i)
    a[i] += b[i] + s * c[i];
}

// gang rows, vector columns
KERNEL void k_stencil(int nx, int ny, double *restrict out,
                      const double *restrict in) {
#pragma acc parallel loop gang copyin(in[0:nx * ny]) copy(out[0:nx * ny])
  for (int i = 1; i < nx - 1; ++i) {
#pragma acc loop vector
    for (int j = 1; j < ny - 1; ++j)
      out[(long)i * ny + j] =
          0.25 * (in[(long)(i - 1) * ny + j] + in[(long)(i + 1) * ny + j] +
                  in[(long)i * ny + j - 1] + in[(long)i * ny + j + 1]);
  }
}

// gang rows, a vector reduction along each row
KERNEL void k_matvec(int n, double *restrict y, const double *restrict A,
                     const double *restrict x) {
#pragma acc parallel loop gang copyin(A[0:(long)n * n], x[0:n]) copyout(y[0:n])
  for (int i = 0; i < n; ++i) {
    double s = 0.0;
#pragma acc loop vector reduction(+:s)
    for (int j = 0; j < n; ++j)
      s += A[(long)i * n + j] * x[j];
    y[i] = s;
  }
}

KERNEL double k_max(long n, const double *restrict a) {
  double m = -INFINITY;
#pragma acc parallel loop copyin(a[0:n]) reduction(max:m)
  for (long i = 0; i < n; ++i)
    m = a[i] > m ? a[i] : m;
  return m;
}

// collapse(2) over the result, a sequential dot product in each element
KERNEL void k_matmul(int n, double *restrict C, const double *restrict A,
                     const double *restrict B) {
#pragma acc parallel loop collapse(2) copyin(A[0:n * n], B[0:n * n]) \
    copyout(C[0:n * n])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      double s = 0.0;
#pragma acc loop seq
      for (int k = 0; k < n; ++k)
        s += A[(long)i * n + k] * B[(long)k * n + j];
      C[(long)i * n + j] = s;
    }
}

// gang bodies, a vector reduction over the interactions of each body
KERNEL void k_nbody(int n, double dt, const double *restrict px,
                    const double *restrict py, const double *restrict pz,
                    const double *restrict m, const double *restrict vx,
                    const double *restrict vy, const double *restrict vz,
                    double *restrict ox, double *restrict oy,
                    double *restrict oz) {
  const double eps2 = 1e-3;
#pragma acc parallel loop gang copyin(px[0:n], py[0:n], pz[0:n], m[0:n], \
    vx[0:n], vy[0:n], vz[0:n]) copyout(ox[0:n], oy[0:n], oz[0:n])
  for (int i = 0; i < n; ++i) {
    double ax = 0.0, ay = 0.0, az = 0.0;
    const double xi = px[i], yi = py[i], zi = pz[i];
#pragma acc loop vector reduction(+:ax, ay, az)
    for (int j = 0; j < n; ++j) {
      double dx = px[j] - xi, dy = py[j] - yi, dz = pz[j] - zi;
      double d2 = dx * dx + dy * dy + dz * dz + eps2;
      double inv = 1.0 / BENCH_SQRT(d2);
      double f = m[j] * inv * inv * inv;
      ax += f * dx;
      ay += f * dy;
      az += f * dz;
    }
    ox[i] = vx[i] + dt * ax;
    oy[i] = vy[i] + dt * ay;
    oz[i] = vz[i] + dt * az;
  }
}

int main(int argc, char **argv) { return bench_main(argc, argv); }
