// loops_omp.c - the multicore benchmark's kernels written by hand in OpenMP
// (the reference for loops_acc.c). Build:
//   clang-22 -O3 -fopenmp bench/multicore/loops_omp.c
// (bench/multicore/run.sh does it). Each loop has the OpenMP a programmer
// would write for the same parallelism: `parallel for` on the outer loop,
// `reduction`/`collapse` where natural, and `simd` where the OpenACC version
// has a `vector` loop inside a `gang` loop.
#define VARIANT "omp"
#include "common.h"

KERNEL void k_copy(long n, double *restrict c, const double *restrict a) {
#pragma omp parallel for
  for (long i = 0; i < n; ++i)
    c[i] = a[i];
}

KERNEL void k_scale(long n, double *restrict b, const double *restrict c,
                    double s) {
#pragma omp parallel for
  for (long i = 0; i < n; ++i)
    b[i] = s * c[i];
}

KERNEL void k_add(long n, double *restrict c, const double *restrict a,
                  const double *restrict b) {
#pragma omp parallel for
  for (long i = 0; i < n; ++i)
    c[i] = a[i] + b[i];
}

KERNEL void k_triad(long n, double *restrict a, const double *restrict b,
                    const double *restrict c, double s) {
#pragma omp parallel for
  for (long i = 0; i < n; ++i)
    a[i] = b[i] + s * c[i];
}

KERNEL double k_dot(long n, const double *restrict a,
                    const double *restrict b) {
  double sum = 0.0;
#pragma omp parallel for reduction(+:sum)
  for (long i = 0; i < n; ++i)
    sum += a[i] * b[i];
  return sum;
}

KERNEL void k_nstream(long n, double *restrict a, const double *restrict b,
                      const double *restrict c, double s) {
#pragma omp parallel for
  for (long i = 0; i < n; ++i)
    a[i] += b[i] + s * c[i];
}

KERNEL void k_stencil(int nx, int ny, double *restrict out,
                      const double *restrict in) {
#pragma omp parallel for
  for (int i = 1; i < nx - 1; ++i) {
#pragma omp simd
    for (int j = 1; j < ny - 1; ++j)
      out[(long)i * ny + j] =
          0.25 * (in[(long)(i - 1) * ny + j] + in[(long)(i + 1) * ny + j] +
                  in[(long)i * ny + j - 1] + in[(long)i * ny + j + 1]);
  }
}

KERNEL void k_matvec(int n, double *restrict y, const double *restrict A,
                     const double *restrict x) {
#pragma omp parallel for
  for (int i = 0; i < n; ++i) {
    double s = 0.0;
#pragma omp simd reduction(+:s)
    for (int j = 0; j < n; ++j)
      s += A[(long)i * n + j] * x[j];
    y[i] = s;
  }
}

KERNEL double k_max(long n, const double *restrict a) {
  double m = -INFINITY;
#pragma omp parallel for reduction(max:m)
  for (long i = 0; i < n; ++i)
    m = a[i] > m ? a[i] : m;
  return m;
}

KERNEL void k_matmul(int n, double *restrict C, const double *restrict A,
                     const double *restrict B) {
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      double s = 0.0;
      for (int k = 0; k < n; ++k)
        s += A[(long)i * n + k] * B[(long)k * n + j];
      C[(long)i * n + j] = s;
    }
}

KERNEL void k_nbody(int n, double dt, const double *restrict px,
                    const double *restrict py, const double *restrict pz,
                    const double *restrict m, const double *restrict vx,
                    const double *restrict vy, const double *restrict vz,
                    double *restrict ox, double *restrict oy,
                    double *restrict oz) {
  const double eps2 = 1e-3;
#pragma omp parallel for
  for (int i = 0; i < n; ++i) {
    double ax = 0.0, ay = 0.0, az = 0.0;
    const double xi = px[i], yi = py[i], zi = pz[i];
#pragma omp simd reduction(+:ax, ay, az)
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
