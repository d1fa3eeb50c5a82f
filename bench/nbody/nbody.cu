// nbody.cu - the n-body step of nbody.c in straightforward CUDA: one thread
// per body (blocks of 256), a sequential loop over all bodies read from
// global memory (no shared-memory tiling).
// Build: nvcc -O3 -arch=sm_90 -DVARIANT=cuda nbody.cu -o nbody.cuda
// Run:   ./nbody.cuda [n (default 65536)] [runs]
#include "../common/bench.h"
#include "nbody_data.h"
#include <cuda_runtime.h>

#define BLOCK 256

__global__ void nbody(int n, const double *x, const double *y, const double *z,
                      const double *m, const double *vx, const double *vy,
                      const double *vz, double *nvx, double *nvy, double *nvz,
                      double eps2, double dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  double xi = x[i], yi = y[i], zi = z[i];
  double ax = 0, ay = 0, az = 0;
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

int main(int argc, char **argv) {
  long nl = bench_args(argc, argv, 65536);
  if (nl > (1L << 24)) {
    fprintf(stderr, "nbody: n must be at most 2^24\n");
    return 2;
  }
  const int n = (int)nl;
  const size_t bytes = n * sizeof(double);
  double *h[10], *d[10]; // x y z m vx vy vz nvx nvy nvz
  for (int k = 0; k < 10; ++k) {
    h[k] = (double *)bench_alloc(bytes);
    BENCH_CK(cudaMalloc(&d[k], bytes));
  }
  nbody_init(n, h[0], h[1], h[2], h[3], h[4], h[5], h[6]);
  char info[128];
  snprintf(info, sizeof info, "n=%d bodies runs=%d", n, bench_reps());
  bench_info("nbody", info);
  for (int k = 0; k < 7; ++k)
    BENCH_CK(cudaMemcpy(d[k], h[k], bytes, cudaMemcpyHostToDevice));
  bench_where("nbody");

  double best = BENCH_INF;
  for (int r = 0; r <= bench_reps(); ++r) {
    double t0 = bench_now();
    nbody<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(n, d[0], d[1], d[2], d[3], d[4],
                                              d[5], d[6], d[7], d[8], d[9],
                                              NBODY_EPS2, NBODY_DT);
    BENCH_CK(cudaDeviceSynchronize());
    bench_keep(&best, r, t0);
    BENCH_CK(cudaGetLastError());
  }

  for (int k = 7; k < 10; ++k)
    BENCH_CK(cudaMemcpy(h[k], d[k], bytes, cudaMemcpyDeviceToHost));
  int ok = nbody_check(n, h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], h[8],
                       h[9]);
  bench_result("nbody", "nbody", 20.0 * n * n / best / 1e9, "GFLOP/s", ok);

  for (int k = 0; k < 10; ++k) {
    cudaFree(d[k]);
    free(h[k]);
  }
  return bench_exit();
}
