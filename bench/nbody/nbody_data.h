// nbody_data.h - bodies and host check of bench/nbody, shared by nbody.c and
// nbody.cu. Positions uniform in [-1, 1)^3, masses in [0.5, 1.5) / n,
// velocities in [-0.5, 0.5)^3; softening EPS2, time step DT.
#ifndef BENCH_NBODY_DATA_H
#define BENCH_NBODY_DATA_H

#define NBODY_EPS2 1e-4
#define NBODY_DT 1e-3

static double nbody_rand(unsigned k) { // in [0, 1)
  k ^= k >> 16;
  k *= 0x7feb352dU;
  k ^= k >> 15;
  k *= 0x846ca68bU;
  k ^= k >> 16;
  return k / 4294967296.0;
}

static void nbody_init(int n, double *x, double *y, double *z, double *m,
                       double *vx, double *vy, double *vz) {
  for (int i = 0; i < n; ++i) {
    x[i] = 2 * nbody_rand(7 * i) - 1;
    y[i] = 2 * nbody_rand(7 * i + 1) - 1;
    z[i] = 2 * nbody_rand(7 * i + 2) - 1;
    m[i] = (0.5 + nbody_rand(7 * i + 3)) / n;
    vx[i] = nbody_rand(7 * i + 4) - 0.5;
    vy[i] = nbody_rand(7 * i + 5) - 0.5;
    vz[i] = nbody_rand(7 * i + 6) - 0.5;
  }
}

// Recompute the new velocity of 512 sampled bodies (and the first and last)
// on the host, in the same order; the device may contract a*b+c into fused
// multiply-adds, so allow a relative error of 1e-9 of the sum of the
// magnitudes of the terms.
static int nbody_check(int n, const double *x, const double *y,
                       const double *z, const double *m, const double *vx,
                       const double *vy, const double *vz, const double *nvx,
                       const double *nvy, const double *nvz) {
  int bad = 0;
  for (int s = 0; s < 514; ++s) {
    int i = s == 512 ? 0 : s == 513 ? n - 1 : (int)(nbody_rand(99991 * s + 5) * n);
    double ax = 0, ay = 0, az = 0, mag = 0;
    for (int j = 0; j < n; ++j) {
      double dx = x[j] - x[i], dy = y[j] - y[i], dz = z[j] - z[i];
      double r2 = dx * dx + dy * dy + dz * dz + NBODY_EPS2;
      double inv = 1.0 / sqrt(r2);
      double f = m[j] * inv * inv * inv;
      ax += f * dx;
      ay += f * dy;
      az += f * dz;
      mag += f * (fabs(dx) + fabs(dy) + fabs(dz));
    }
    const double want[3] = {vx[i] + NBODY_DT * ax, vy[i] + NBODY_DT * ay,
                            vz[i] + NBODY_DT * az};
    const double got[3] = {nvx[i], nvy[i], nvz[i]};
    const double scale = 1 + NBODY_DT * mag;
    for (int d = 0; d < 3; ++d)
      if (!bench_close(got[d], want[d], 1e-9, scale) && bad++ < 5)
        bench_mismatch("nbody", 3L * i + d, got[d], want[d]);
  }
  return bad == 0;
}

#endif // BENCH_NBODY_DATA_H
