// hydro.cu - the CUDA twin of hydro.c: the same 23 kernels per step (same
// arithmetic, one thread per cell or boundary row, 32x8 blocks for the 2-D
// kernels), launched back to back on one stream as a CUDA programmer writes
// them; the time step's max reduction (block maxima, atomicMax on the bits
// of the positive double) is copied to the host every step, which is the
// one synchronization per step. The result is checked against the same
// cell functions run on the host.
// Build: nvcc -O3 -arch=sm_90 -DVARIANT=cuda hydro.cu -o hydro.cuda
// Run:   ./hydro.cuda [n (default 960)] [runs]
#include "../common/bench.h"
#include <cuda_runtime.h>

#define GAMMA 1.4
#define STEPS 20
#define HD __host__ __device__ inline

struct Grid {
  int nx, nt;
  long cells;
  double *r, *mu, *mv, *e, *pr, *pu, *pv, *pp, *c, *f0, *f1, *f2, *f3;
};
#define ID(i, j) ((long)(j) * g.nt + (i))

HD void bc_x(Grid g, int j, int right) {
  for (int k = 0; k < 2; ++k) {
    long d = right ? ID(g.nx + 2 + k, j) : ID(k, j);
    long s = right ? ID(g.nx + 1 - k, j) : ID(3 - k, j);
    g.r[d] = g.r[s]; g.mu[d] = -g.mu[s]; g.mv[d] = g.mv[s]; g.e[d] = g.e[s];
  }
}
HD void bc_y(Grid g, int i, int top) {
  for (int k = 0; k < 2; ++k) {
    long d = top ? ID(i, g.nx + 2 + k) : ID(i, k);
    long s = top ? ID(i, g.nx + 1 - k) : ID(i, 3 - k);
    g.r[d] = g.r[s]; g.mu[d] = g.mu[s]; g.mv[d] = -g.mv[s]; g.e[d] = g.e[s];
  }
}
HD void prim(Grid g, int i, int j) {
  double rho = g.r[ID(i, j)], u = g.mu[ID(i, j)] / rho, v = g.mv[ID(i, j)] / rho;
  g.pr[ID(i, j)] = rho; g.pu[ID(i, j)] = u; g.pv[ID(i, j)] = v;
  g.pp[ID(i, j)] = (GAMMA - 1) * (g.e[ID(i, j)] - 0.5 * rho * (u * u + v * v));
}
HD void eos(Grid g, int i, int j) {
  g.c[ID(i, j)] = sqrt(GAMMA * g.pp[ID(i, j)] / g.pr[ID(i, j)]);
}
HD double speed(Grid g, int i, int j) {
  return fmax(fabs(g.pu[ID(i, j)]), fabs(g.pv[ID(i, j)])) + g.c[ID(i, j)];
}
HD void flux(Grid g, int i, int j, int dx, int dy) {
  long L = ID(i - dx, j - dy), R = ID(i, j);
  double unL = dx ? g.pu[L] : g.pv[L], unR = dx ? g.pu[R] : g.pv[R];
  double mnL = dx ? g.mu[L] : g.mv[L], mnR = dx ? g.mu[R] : g.mv[R];
  double mtL = dx ? g.mv[L] : g.mu[L], mtR = dx ? g.mv[R] : g.mu[R];
  double s = fmax(fabs(unL) + g.c[L], fabs(unR) + g.c[R]);
  g.f0[R] = 0.5 * (mnL + mnR) - 0.5 * s * (g.r[R] - g.r[L]);
  g.f1[R] = 0.5 * (mnL * unL + g.pp[L] + mnR * unR + g.pp[R]) - 0.5 * s * (mnR - mnL);
  g.f2[R] = 0.5 * (mtL * unL + mtR * unR) - 0.5 * s * (mtR - mtL);
  g.f3[R] = 0.5 * ((g.e[L] + g.pp[L]) * unL + (g.e[R] + g.pp[R]) * unR) -
            0.5 * s * (g.e[R] - g.e[L]);
}
HD void upd(double *u, const double *f, long p, long off, double dtdx) {
  u[p] -= dtdx * (f[p + off] - f[p]);
}

__global__ void k_bc_x(Grid g, int right) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < g.nt) bc_x(g, j, right);
}
__global__ void k_bc_y(Grid g, int top) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < g.nt) bc_y(g, i, top);
}
__global__ void k_prim(Grid g) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < g.nt && j < g.nt) prim(g, i, j);
}
__global__ void k_eos(Grid g) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < g.nt && j < g.nt) eos(g, i, j);
}
__global__ void k_speed(Grid g, unsigned long long *smax) {
  __shared__ double m[256];
  int i = 2 + blockIdx.x * blockDim.x + threadIdx.x, j = 2 + blockIdx.y * blockDim.y + threadIdx.y;
  int t = threadIdx.y * blockDim.x + threadIdx.x;
  m[t] = (i < g.nx + 2 && j < g.nx + 2) ? speed(g, i, j) : 0;
  __syncthreads();
  for (int w = 128; w > 0; w >>= 1) {
    if (t < w) m[t] = fmax(m[t], m[t + w]);
    __syncthreads();
  }
  if (t == 0) atomicMax(smax, (unsigned long long)__double_as_longlong(m[0]));
}
__global__ void k_flux(Grid g, int dx, int dy) {
  int i = 2 + blockIdx.x * blockDim.x + threadIdx.x, j = 2 + blockIdx.y * blockDim.y + threadIdx.y;
  if (i < g.nx + 2 + dx && j < g.nx + 2 + dy) flux(g, i, j, dx, dy);
}
__global__ void k_upd(Grid g, double *u, const double *f, long off, double dtdx) {
  int i = 2 + blockIdx.x * blockDim.x + threadIdx.x, j = 2 + blockIdx.y * blockDim.y + threadIdx.y;
  if (i < g.nx + 2 && j < g.nx + 2) upd(u, f, ID(i, j), off, dtdx);
}

static void bc_prim_gpu(Grid g) {
  dim3 b(32, 8), all((g.nt + 31) / 32, (g.nt + 7) / 8);
  int g1 = (g.nt + 255) / 256;
  k_bc_x<<<g1, 256>>>(g, 0); k_bc_x<<<g1, 256>>>(g, 1);
  k_bc_y<<<g1, 256>>>(g, 0); k_bc_y<<<g1, 256>>>(g, 1);
  k_prim<<<all, b>>>(g); k_eos<<<all, b>>>(g);
}

static double step_gpu(Grid g, unsigned long long *dsmax) {
  dim3 b(32, 8), in((g.nx + 1 + 31) / 32, (g.nx + 1 + 7) / 8);
  bc_prim_gpu(g);
  BENCH_CK(cudaMemsetAsync(dsmax, 0, sizeof *dsmax));
  k_speed<<<in, b>>>(g, dsmax);
  unsigned long long bits;
  BENCH_CK(cudaMemcpy(&bits, dsmax, sizeof bits, cudaMemcpyDeviceToHost));
  double smax;
  memcpy(&smax, &bits, sizeof smax);
  double dt = 0.4 / (g.nx * smax), dtdx = dt * g.nx;
  k_flux<<<in, b>>>(g, 1, 0);
  k_upd<<<in, b>>>(g, g.r, g.f0, 1, dtdx); k_upd<<<in, b>>>(g, g.mu, g.f1, 1, dtdx);
  k_upd<<<in, b>>>(g, g.mv, g.f2, 1, dtdx); k_upd<<<in, b>>>(g, g.e, g.f3, 1, dtdx);
  bc_prim_gpu(g);
  k_flux<<<in, b>>>(g, 0, 1);
  k_upd<<<in, b>>>(g, g.r, g.f0, g.nt, dtdx); k_upd<<<in, b>>>(g, g.mv, g.f1, g.nt, dtdx);
  k_upd<<<in, b>>>(g, g.mu, g.f2, g.nt, dtdx); k_upd<<<in, b>>>(g, g.e, g.f3, g.nt, dtdx);
  return dt;
}

static double step_host(Grid g) {
  for (int j = 0; j < g.nt; ++j) { bc_x(g, j, 0); }
  for (int j = 0; j < g.nt; ++j) { bc_x(g, j, 1); }
  for (int i = 0; i < g.nt; ++i) { bc_y(g, i, 0); }
  for (int i = 0; i < g.nt; ++i) { bc_y(g, i, 1); }
  for (int j = 0; j < g.nt; ++j) for (int i = 0; i < g.nt; ++i) prim(g, i, j);
  for (int j = 0; j < g.nt; ++j) for (int i = 0; i < g.nt; ++i) eos(g, i, j);
  double smax = 0;
  for (int j = 2; j < g.nx + 2; ++j) for (int i = 2; i < g.nx + 2; ++i) smax = fmax(smax, speed(g, i, j));
  double dt = 0.4 / (g.nx * smax), dtdx = dt * g.nx;
  for (int j = 2; j < g.nx + 2; ++j) for (int i = 2; i < g.nx + 3; ++i) flux(g, i, j, 1, 0);
  double *u[] = {g.r, g.mu, g.mv, g.e}, *f[] = {g.f0, g.f1, g.f2, g.f3};
  for (int a = 0; a < 4; ++a) for (int j = 2; j < g.nx + 2; ++j) for (int i = 2; i < g.nx + 2; ++i) upd(u[a], f[a], ID(i, j), 1, dtdx);
  for (int j = 0; j < g.nt; ++j) { bc_x(g, j, 0); }
  for (int j = 0; j < g.nt; ++j) { bc_x(g, j, 1); }
  for (int i = 0; i < g.nt; ++i) { bc_y(g, i, 0); }
  for (int i = 0; i < g.nt; ++i) { bc_y(g, i, 1); }
  for (int j = 0; j < g.nt; ++j) for (int i = 0; i < g.nt; ++i) prim(g, i, j);
  for (int j = 0; j < g.nt; ++j) for (int i = 0; i < g.nt; ++i) eos(g, i, j);
  for (int j = 2; j < g.nx + 3; ++j) for (int i = 2; i < g.nx + 2; ++i) flux(g, i, j, 0, 1);
  double *uy[] = {g.r, g.mv, g.mu, g.e};
  for (int a = 0; a < 4; ++a) for (int j = 2; j < g.nx + 2; ++j) for (int i = 2; i < g.nx + 2; ++i) upd(uy[a], f[a], ID(i, j), g.nt, dtdx);
  return dt;
}

static void initial(Grid g) {
  for (int j = 0; j < g.nt; ++j)
    for (int i = 0; i < g.nt; ++i) {
      double x = (i - 1.5) / g.nx - 0.5, y = (j - 1.5) / g.nx - 0.5;
      int in = x * x + y * y < 0.01;
      g.r[ID(i, j)] = in ? 1.0 : 0.125;
      g.mu[ID(i, j)] = g.mv[ID(i, j)] = 0;
      g.e[ID(i, j)] = (in ? 1.0 : 0.1) / (GAMMA - 1);
    }
}

static Grid alloc_grid(int nx, int device) {
  Grid g;
  g.nx = nx; g.nt = nx + 4; g.cells = (long)g.nt * g.nt;
  double **a[] = {&g.r, &g.mu, &g.mv, &g.e, &g.pr, &g.pu, &g.pv, &g.pp, &g.c, &g.f0, &g.f1, &g.f2, &g.f3};
  for (int k = 0; k < 13; ++k) {
    if (device) { BENCH_CK(cudaMalloc(a[k], g.cells * sizeof(double))); BENCH_CK(cudaMemset(*a[k], 0, g.cells * sizeof(double))); }
    else *a[k] = (double *)calloc(g.cells, sizeof(double));
  }
  return g;
}

int main(int argc, char **argv) {
  long nl = bench_args(argc, argv, 960);
  if (nl < 8 || nl > 16384) { fprintf(stderr, "hydro: n must be in [8, 16384]\n"); return 2; }
  Grid h = alloc_grid((int)nl, 0), d = alloc_grid((int)nl, 1);
  char info[160];
  snprintf(info, sizeof info, "n=%d (%dx%d cells), %d steps of 23 kernels, runs=%d", h.nx, h.nx, h.nx, STEPS, bench_reps());
  bench_info("hydro", info);
  bench_where("hydro");
  unsigned long long *dsmax;
  BENCH_CK(cudaMalloc(&dsmax, sizeof *dsmax));
  double best = BENCH_INF, time = 0;
  const size_t bytes = h.cells * sizeof(double);
  for (int run = 0; run <= bench_reps(); ++run) {
    initial(h);
    BENCH_CK(cudaMemcpy(d.r, h.r, bytes, cudaMemcpyHostToDevice)); BENCH_CK(cudaMemcpy(d.mu, h.mu, bytes, cudaMemcpyHostToDevice));
    BENCH_CK(cudaMemcpy(d.mv, h.mv, bytes, cudaMemcpyHostToDevice)); BENCH_CK(cudaMemcpy(d.e, h.e, bytes, cudaMemcpyHostToDevice));
    double t0 = bench_now();
    time = 0;
    for (int s = 0; s < STEPS; ++s) time += step_gpu(d, dsmax);
    BENCH_CK(cudaDeviceSynchronize());
    bench_keep(&best, run, t0);
    BENCH_CK(cudaGetLastError());
  }
  Grid got = alloc_grid((int)nl, 0);
  BENCH_CK(cudaMemcpy(got.r, d.r, bytes, cudaMemcpyDeviceToHost)); BENCH_CK(cudaMemcpy(got.mu, d.mu, bytes, cudaMemcpyDeviceToHost));
  BENCH_CK(cudaMemcpy(got.mv, d.mv, bytes, cudaMemcpyDeviceToHost)); BENCH_CK(cudaMemcpy(got.e, d.e, bytes, cudaMemcpyDeviceToHost));
  initial(h);
  double htime = 0;
  for (int s = 0; s < STEPS; ++s) htime += step_host(h);
  int bad = !(time > 0 && bench_close(time, htime, 1e-9, 1e-30));
  const double *gv[] = {got.r, got.mu, got.mv, got.e}, *wv[] = {h.r, h.mu, h.mv, h.e};
  for (int a = 0; a < 4; ++a)
    for (int j = 2; j < h.nx + 2; ++j)
      for (int i = 2; i < h.nx + 2; ++i) {
        long p = (long)j * h.nt + i;
        double scale = fabs(wv[a][p]) > 1 ? fabs(wv[a][p]) : 1;
        if (fabs(gv[a][p] - wv[a][p]) > 1e-9 * scale && bad++ < 5) bench_mismatch("hydro", p, gv[a][p], wv[a][p]);
      }
  bench_result("hydro", "step", best / STEPS * 1e6, "us", bad == 0);
  return bench_exit();
}
