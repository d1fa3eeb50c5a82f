// hydro.c - the many-kernel pattern of 2-D hydrodynamics mini-apps: a
// first-order Godunov step (Rusanov fluxes, directional splitting, ideal gas)
// on an n x n grid (default 960 x 960 cells, 2 ghost cells per side) written
// as 23 small `parallel loop gang worker vector [collapse(2)] present(...)
// if(on)` constructs per step, each synchronous, with the time step from a
// max reduction every step: boundary conditions (4 one-dimensional kernels),
// conservative -> primitive variables, equation of state, time step, x
// fluxes, x update (one kernel per conserved variable), boundaries again,
// primitives, equation of state, y fluxes, y update.
//
// Build: accc -O3 -acc=gpu -DVARIANT=accc hydro.c -o hydro.accc -lm
// Run:   ./hydro.accc [n (default 960)] [runs]
// Build with -DASYNC for the same on one async queue.
// Reports microseconds per step (lower is better) for `steps` steps (20)
// from the same initial state. Checked against the same code run on the host
// (the constructs' if clause false) to a relative 1e-9.
#include "../common/bench.h"

#define GAMMA 1.4
// -DASYNC: every construct on queue 1, the host waiting only for the time
// step (the form of these codes tuned for launch latency).
#ifdef ASYNC
#define QUEUE async(1)
#else
#define QUEUE
#endif
#define STEPS 20

typedef struct {
  int nx, nt;  // interior cells per side; cells per side with ghosts
  long cells;  // nt * nt
  double *r, *mu, *mv, *e;      // conserved: density, momenta, energy
  double *pr, *pu, *pv, *pp, *c; // primitive: density, velocity, pressure; sound
  double *f0, *f1, *f2, *f3;    // fluxes at faces
} Grid;

#define ID(i, j) ((long)(j) * nt + (i))

static void boundaries(Grid *g, int on) {
  const int nt = g->nt, nx = g->nx;
  double *r = g->r, *mu = g->mu, *mv = g->mv, *e = g->e;
  const long cells = g->cells;
  // left and right: mirror the two inner columns, normal momentum negated
  #pragma acc parallel loop gang worker vector present(r[0:cells], mu[0:cells], mv[0:cells], e[0:cells]) if(on) QUEUE
  for (int j = 0; j < nt; ++j)
    for (int k = 0; k < 2; ++k) {
      r[ID(k, j)] = r[ID(3 - k, j)];
      mu[ID(k, j)] = -mu[ID(3 - k, j)];
      mv[ID(k, j)] = mv[ID(3 - k, j)];
      e[ID(k, j)] = e[ID(3 - k, j)];
    }
  #pragma acc parallel loop gang worker vector present(r[0:cells], mu[0:cells], mv[0:cells], e[0:cells]) if(on) QUEUE
  for (int j = 0; j < nt; ++j)
    for (int k = 0; k < 2; ++k) {
      r[ID(nx + 2 + k, j)] = r[ID(nx + 1 - k, j)];
      mu[ID(nx + 2 + k, j)] = -mu[ID(nx + 1 - k, j)];
      mv[ID(nx + 2 + k, j)] = mv[ID(nx + 1 - k, j)];
      e[ID(nx + 2 + k, j)] = e[ID(nx + 1 - k, j)];
    }
  // bottom and top
  #pragma acc parallel loop gang worker vector present(r[0:cells], mu[0:cells], mv[0:cells], e[0:cells]) if(on) QUEUE
  for (int i = 0; i < nt; ++i)
    for (int k = 0; k < 2; ++k) {
      r[ID(i, k)] = r[ID(i, 3 - k)];
      mu[ID(i, k)] = mu[ID(i, 3 - k)];
      mv[ID(i, k)] = -mv[ID(i, 3 - k)];
      e[ID(i, k)] = e[ID(i, 3 - k)];
    }
  #pragma acc parallel loop gang worker vector present(r[0:cells], mu[0:cells], mv[0:cells], e[0:cells]) if(on) QUEUE
  for (int i = 0; i < nt; ++i)
    for (int k = 0; k < 2; ++k) {
      r[ID(i, nx + 2 + k)] = r[ID(i, nx + 1 - k)];
      mu[ID(i, nx + 2 + k)] = mu[ID(i, nx + 1 - k)];
      mv[ID(i, nx + 2 + k)] = -mv[ID(i, nx + 1 - k)];
      e[ID(i, nx + 2 + k)] = e[ID(i, nx + 1 - k)];
    }
}

static void primitives(Grid *g, int on) {
  const int nt = g->nt;
  const long cells = g->cells;
  double *r = g->r, *mu = g->mu, *mv = g->mv, *e = g->e;
  double *pr = g->pr, *pu = g->pu, *pv = g->pv, *pp = g->pp, *c = g->c;
  #pragma acc parallel loop gang worker vector collapse(2) present(r[0:cells], mu[0:cells], mv[0:cells], e[0:cells], pr[0:cells], pu[0:cells], pv[0:cells], pp[0:cells]) if(on) QUEUE
  for (int j = 0; j < nt; ++j)
    for (int i = 0; i < nt; ++i) {
      double rho = r[ID(i, j)], u = mu[ID(i, j)] / rho, v = mv[ID(i, j)] / rho;
      pr[ID(i, j)] = rho;
      pu[ID(i, j)] = u;
      pv[ID(i, j)] = v;
      pp[ID(i, j)] = (GAMMA - 1) * (e[ID(i, j)] - 0.5 * rho * (u * u + v * v));
    }
  #pragma acc parallel loop gang worker vector collapse(2) present(pr[0:cells], pp[0:cells], c[0:cells]) if(on) QUEUE
  for (int j = 0; j < nt; ++j)
    for (int i = 0; i < nt; ++i)
      c[ID(i, j)] = sqrt(GAMMA * pp[ID(i, j)] / pr[ID(i, j)]);
}

static double timestep(Grid *g, int on) {
  const int nt = g->nt, nx = g->nx;
  const long cells = g->cells;
  double *pu = g->pu, *pv = g->pv, *c = g->c;
  double smax = 0;
  #pragma acc parallel loop gang worker vector collapse(2) present(pu[0:cells], pv[0:cells], c[0:cells]) reduction(max:smax) if(on) QUEUE
  for (int j = 2; j < nx + 2; ++j)
    for (int i = 2; i < nx + 2; ++i) {
      double s = fmax(fabs(pu[ID(i, j)]), fabs(pv[ID(i, j)])) + c[ID(i, j)];
      smax = fmax(smax, s);
    }
#ifdef ASYNC
  #pragma acc wait(1)
#endif
  return 0.4 / (nx * smax); // CFL 0.4, dx = 1 / nx
}

// Rusanov fluxes through the faces normal to direction (dx, dy): face (i, j)
// lies between cell (i - dx, j - dy) and cell (i, j). mn is the normal
// momentum, mt the tangential one.
static void fluxes(Grid *g, int dx, int dy, int on) {
  const int nt = g->nt, nx = g->nx;
  const long cells = g->cells;
  double *r = g->r, *mu = g->mu, *mv = g->mv, *e = g->e;
  double *pr = g->pr, *pu = g->pu, *pv = g->pv, *pp = g->pp, *c = g->c;
  double *f0 = g->f0, *f1 = g->f1, *f2 = g->f2, *f3 = g->f3;
  #pragma acc parallel loop gang worker vector collapse(2) present(r[0:cells], mu[0:cells], mv[0:cells], e[0:cells], pr[0:cells], pu[0:cells], pv[0:cells], pp[0:cells], c[0:cells], f0[0:cells], f1[0:cells], f2[0:cells], f3[0:cells]) if(on) QUEUE
  for (int j = 2; j < nx + 2 + dy; ++j)
    for (int i = 2; i < nx + 2 + dx; ++i) {
      long L = ID(i - dx, j - dy), R = ID(i, j);
      double unL = dx ? pu[L] : pv[L], unR = dx ? pu[R] : pv[R];
      double mnL = dx ? mu[L] : mv[L], mnR = dx ? mu[R] : mv[R];
      double mtL = dx ? mv[L] : mu[L], mtR = dx ? mv[R] : mu[R];
      double s = fmax(fabs(unL) + c[L], fabs(unR) + c[R]);
      f0[R] = 0.5 * (mnL + mnR) - 0.5 * s * (r[R] - r[L]);
      f1[R] = 0.5 * (mnL * unL + pp[L] + mnR * unR + pp[R]) - 0.5 * s * (mnR - mnL);
      f2[R] = 0.5 * (mtL * unL + mtR * unR) - 0.5 * s * (mtR - mtL);
      f3[R] = 0.5 * ((e[L] + pp[L]) * unL + (e[R] + pp[R]) * unR) -
              0.5 * s * (e[R] - e[L]);
      (void)pr;
    }
}

// One kernel per conserved variable, as the mini-apps write it.
static void update(Grid *g, int dx, int dy, double dtdx, int on) {
  const int nt = g->nt, nx = g->nx;
  const long cells = g->cells;
  double *r = g->r, *mn = dx ? g->mu : g->mv, *mt = dx ? g->mv : g->mu, *e = g->e;
  double *f0 = g->f0, *f1 = g->f1, *f2 = g->f2, *f3 = g->f3;
  const long off = ID(dx, dy);
  #pragma acc parallel loop gang worker vector collapse(2) present(r[0:cells], f0[0:cells]) if(on) QUEUE
  for (int j = 2; j < nx + 2; ++j)
    for (int i = 2; i < nx + 2; ++i)
      r[ID(i, j)] -= dtdx * (f0[ID(i, j) + off] - f0[ID(i, j)]);
  #pragma acc parallel loop gang worker vector collapse(2) present(mn[0:cells], f1[0:cells]) if(on) QUEUE
  for (int j = 2; j < nx + 2; ++j)
    for (int i = 2; i < nx + 2; ++i)
      mn[ID(i, j)] -= dtdx * (f1[ID(i, j) + off] - f1[ID(i, j)]);
  #pragma acc parallel loop gang worker vector collapse(2) present(mt[0:cells], f2[0:cells]) if(on) QUEUE
  for (int j = 2; j < nx + 2; ++j)
    for (int i = 2; i < nx + 2; ++i)
      mt[ID(i, j)] -= dtdx * (f2[ID(i, j) + off] - f2[ID(i, j)]);
  #pragma acc parallel loop gang worker vector collapse(2) present(e[0:cells], f3[0:cells]) if(on) QUEUE
  for (int j = 2; j < nx + 2; ++j)
    for (int i = 2; i < nx + 2; ++i)
      e[ID(i, j)] -= dtdx * (f3[ID(i, j) + off] - f3[ID(i, j)]);
}

// One step; returns the time step taken.
static double step(Grid *g, int on) {
  boundaries(g, on);
  primitives(g, on);
  double dt = timestep(g, on);
  double dtdx = dt * g->nx;
  fluxes(g, 1, 0, on);
  update(g, 1, 0, dtdx, on);
  boundaries(g, on);
  primitives(g, on);
  fluxes(g, 0, 1, on);
  update(g, 0, 1, dtdx, on);
  return dt;
}

// A blast: a dense, hot disc in a light gas at rest.
static void initial(Grid *g) {
  const int nt = g->nt, nx = g->nx;
  for (int j = 0; j < nt; ++j)
    for (int i = 0; i < nt; ++i) {
      double x = (i - 1.5) / nx - 0.5, y = (j - 1.5) / nx - 0.5;
      int in = x * x + y * y < 0.01;
      double rho = in ? 1.0 : 0.125, p = in ? 1.0 : 0.1;
      g->r[ID(i, j)] = rho;
      g->mu[ID(i, j)] = g->mv[ID(i, j)] = 0;
      g->e[ID(i, j)] = p / (GAMMA - 1);
    }
}

int main(int argc, char **argv) {
  long nl = bench_args(argc, argv, 960);
  if (nl < 8 || nl > 16384) {
    fprintf(stderr, "hydro: n must be in [8, 16384]\n");
    return 2;
  }
  Grid g;
  g.nx = (int)nl;
  g.nt = g.nx + 4;
  g.cells = (long)g.nt * g.nt;
  double **arrays[] = {&g.r, &g.mu, &g.mv, &g.e, &g.pr, &g.pu, &g.pv,
                       &g.pp, &g.c, &g.f0, &g.f1, &g.f2, &g.f3};
  for (int a = 0; a < 13; ++a) {
    *arrays[a] = bench_alloc(g.cells * sizeof(double));
    for (long p = 0; p < g.cells; ++p)
      (*arrays[a])[p] = 0;
  }
  const long cells = g.cells;
  double *r = g.r, *mu = g.mu, *mv = g.mv, *e = g.e, *pr = g.pr, *pu = g.pu,
         *pv = g.pv, *pp = g.pp, *c = g.c, *f0 = g.f0, *f1 = g.f1,
         *f2 = g.f2, *f3 = g.f3;
  char info[160];
  snprintf(info, sizeof info,
           "n=%d (%dx%d cells), %d steps of 23 kernels, runs=%d", g.nx, g.nx,
           g.nx, STEPS, bench_reps());
  bench_info("hydro", info);
  initial(&g);
  #pragma acc enter data copyin(r[0:cells], mu[0:cells], mv[0:cells], e[0:cells], pr[0:cells], pu[0:cells], pv[0:cells], pp[0:cells], c[0:cells], f0[0:cells], f1[0:cells], f2[0:cells], f3[0:cells])
  bench_where("hydro");

  double best = BENCH_INF, time = 0;
  for (int run = 0; run <= bench_reps(); ++run) {
    initial(&g);
    #pragma acc update device(r[0:cells], mu[0:cells], mv[0:cells], e[0:cells])
    double t0 = bench_now();
    time = 0;
    for (int s = 0; s < STEPS; ++s)
      time += step(&g, 1);
    #pragma acc wait
    bench_keep(&best, run, t0);
  }
  #pragma acc update self(r[0:cells], mu[0:cells], mv[0:cells], e[0:cells])

  // The host's run of the same code (the if clauses false).
  Grid h = g;
  double **harrays[] = {&h.r, &h.mu, &h.mv, &h.e, &h.pr, &h.pu, &h.pv,
                        &h.pp, &h.c, &h.f0, &h.f1, &h.f2, &h.f3};
  for (int a = 0; a < 13; ++a) {
    *harrays[a] = bench_alloc(g.cells * sizeof(double));
    for (long p = 0; p < g.cells; ++p)
      (*harrays[a])[p] = 0;
  }
  double htime = 0;
  // Reflecting walls conserve the mass: the blast's must stay as it began.
  double mass = 0, mass0 = 0;
  for (int j = 2; j < g.nx + 2; ++j)
    for (int i = 2; i < g.nx + 2; ++i)
      mass += g.r[(long)j * g.nt + i];
  initial(&h);
  for (int j = 2; j < g.nx + 2; ++j)
    for (int i = 2; i < g.nx + 2; ++i)
      mass0 += h.r[(long)j * g.nt + i];
  for (int s = 0; s < STEPS; ++s)
    htime += step(&h, 0);
  int bad = !(time > 0 && bench_close(time, htime, 1e-9, 1e-30) &&
              bench_close(mass, mass0, 1e-12, 1e-30));
  const double *got[] = {g.r, g.mu, g.mv, g.e}, *want[] = {h.r, h.mu, h.mv, h.e};
  for (int a = 0; a < 4; ++a)
    for (int j = 2; j < g.nx + 2; ++j)
      for (int i = 2; i < g.nx + 2; ++i) {
        long p = (long)j * g.nt + i;
        double scale = fabs(want[a][p]) > 1 ? fabs(want[a][p]) : 1;
        if (fabs(got[a][p] - want[a][p]) > 1e-9 * scale && bad++ < 5)
          bench_mismatch("hydro", p, got[a][p], want[a][p]);
      }
  bench_result("hydro", "step", best / STEPS * 1e6, "us", bad == 0);
  #pragma acc exit data delete(r[0:cells], mu[0:cells], mv[0:cells], e[0:cells], pr[0:cells], pu[0:cells], pv[0:cells], pp[0:cells], c[0:cells], f0[0:cells], f1[0:cells], f2[0:cells], f3[0:cells])
  return bench_exit();
}
