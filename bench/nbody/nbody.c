// nbody.c - one all-pairs n-body step (default n = 65536 bodies, doubles,
// structure of arrays): for each body the acceleration from all bodies
// (softened gravity) and its new velocity, as `parallel loop` over the
// bodies with a `loop seq` inner loop. Data resident on the device.
//
// Build: accc -O3 -acc=gpu -DVARIANT=accc nbody.c -o nbody.accc -lm
// Run:   ./nbody.accc [n (default 65536)] [runs]
// GFLOP/s counts the usual 20 flops per interaction: 20 * n^2.
#include "../common/bench.h"
#include "nbody_data.h"

int main(int argc, char **argv) {
  long nl = bench_args(argc, argv, 65536);
  if (nl > (1L << 24)) {
    fprintf(stderr, "nbody: n must be at most 2^24\n");
    return 2;
  }
  const int n = (int)nl;
  double *x = bench_alloc(n * sizeof(double)), *y = bench_alloc(n * sizeof(double));
  double *z = bench_alloc(n * sizeof(double)), *m = bench_alloc(n * sizeof(double));
  double *vx = bench_alloc(n * sizeof(double)), *vy = bench_alloc(n * sizeof(double));
  double *vz = bench_alloc(n * sizeof(double));
  double *nvx = bench_alloc(n * sizeof(double)), *nvy = bench_alloc(n * sizeof(double));
  double *nvz = bench_alloc(n * sizeof(double));
  nbody_init(n, x, y, z, m, vx, vy, vz);
  const double eps2 = NBODY_EPS2, dt = NBODY_DT;
  char info[128];
  snprintf(info, sizeof info, "n=%d bodies runs=%d", n, bench_reps());
  bench_info("nbody", info);
  #pragma acc enter data copyin(x[0:n], y[0:n], z[0:n], m[0:n], vx[0:n], vy[0:n], vz[0:n]) \
                         create(nvx[0:n], nvy[0:n], nvz[0:n])
  bench_where("nbody");

  double best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    #pragma acc parallel loop present(x[0:n], y[0:n], z[0:n], m[0:n], vx[0:n], \
                                      vy[0:n], vz[0:n], nvx[0:n], nvy[0:n], nvz[0:n])
    for (int i = 0; i < n; ++i) {
      double xi = x[i], yi = y[i], zi = z[i];
      double ax = 0, ay = 0, az = 0;
      #pragma acc loop seq
      for (int j = 0; j < n; ++j) {
        double dx = x[j] - xi, dy = y[j] - yi, dz = z[j] - zi;
        double r2 = dx * dx + dy * dy + dz * dz + eps2;
        double inv = 1.0 / sqrt(r2);
        double f = m[j] * inv * inv * inv;
        ax += f * dx;
        ay += f * dy;
        az += f * dz;
      }
      nvx[i] = vx[i] + dt * ax;
      nvy[i] = vy[i] + dt * ay;
      nvz[i] = vz[i] + dt * az;
    }
    bench_keep(&best, r, t0);
  }

  #pragma acc update self(nvx[0:n], nvy[0:n], nvz[0:n])
  int ok = nbody_check(n, x, y, z, m, vx, vy, vz, nvx, nvy, nvz);
  bench_result("nbody", "nbody", 20.0 * n * n / best / 1e9, "GFLOP/s", ok);

  #pragma acc exit data delete(x[0:n], y[0:n], z[0:n], m[0:n], vx[0:n], vy[0:n], \
                               vz[0:n], nvx[0:n], nvy[0:n], nvz[0:n])
  free(x); free(y); free(z); free(m);
  free(vx); free(vy); free(vz);
  free(nvx); free(nvy); free(nvz);
  return bench_exit();
}
