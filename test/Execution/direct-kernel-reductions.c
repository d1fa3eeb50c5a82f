// RUN: %accc -O2 -acc=host %s -o %t.host -lm && %t.host | FileCheck %s
// RUN: %accc -O2 -acc=multicore %s -o %t.mc -lm && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -O2 -acc=gpu %s -o %t.gpu -lm %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if gpu %{ env ACC_DEVICE_TYPE=host %t.gpu | FileCheck %s %}
// RUN: %if gpu-compile %{ %accc -O2 -acc=gpu -fno-openacc-direct-kernels %s -o %t.gpu-omp -lm %}
// RUN: %if gpu %{ %t.gpu-omp | FileCheck %s %}
// RUN: %if gpu-compile %{ %accc -O2 -acc=gpu -x c++ %s -o %t.gpu-cxx -lm %}
// RUN: %if gpu %{ %t.gpu-cxx | FileCheck %s %}

// Direct kernels that reduce (lib/Transform/DirectKernels.cpp rule 8,
// GangReductions.cpp rule 6): a grid of a few blocks per SM stepping
// through the outermost loop, each block's threads combined by warp
// shuffles and block-shared memory, one atomic per block. Shapes whose
// blocks end in a partial warp (inner loops of 1, 3, 31, 33 iterations),
// rows enough that each thread takes several (the grid is capped), 1-D, 2-D
// and 3-D nests, every operator and accumulator type (char for && and ||,
// short, unsigned long long, float, double), several reductions in one
// loop, a start value that is not the identity, `continue`, a private
// temporary, repeated launches (the last block resets the accumulators),
// a variable present in a data region (its device copy gets the result),
// and a naked-loop kernels region. Without a GPU the GPU build runs the
// OpenMP kernel on the host; with -fno-openacc-direct-kernels the OpenMP
// kernel on the GPU: the same results.
// CHECK: PASSED

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static int failures = 0;
#define CHECK(what, r, c, got, want)                                           \
  do {                                                                         \
    if ((got) != (want)) {                                                     \
      printf("FAIL %s (%d x %d): got %.17g, want %.17g\n", what, r, c,         \
             (double)(got), (double)(want));                                   \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

// Values whose sums are exact in double and float.
static double value(int i, int j) { return (double)((i * 7 + j * 3) % 64) - 20; }

static void nest2(const double *a, int rows, int cols) {
  double sum = 2.0, mx = -1e300, mn = 1e300;
  float fs = 3.0f, fmx = -1e30f;
  long long cnt = 5;
  unsigned long long bits = 0, x = 0;
  int ands = ~0, odd = 0;
  char all = 1, any = 0;
  short seen = 0;
#pragma acc parallel loop collapse(2) copyin(a[0:rows * cols])                 \
    reduction(+:sum, cnt, fs) reduction(max:mx, fmx) reduction(min:mn)        \
    reduction(|:bits) reduction(^:x) reduction(&:ands) reduction(&&:all)       \
    reduction(||:any, seen) reduction(+:odd)
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j) {
      double v = a[i * cols + j], t;
      if (v == -19) { // skipped cells: `continue` ends the iteration
        ++odd;
        continue;
      }
      t = v * 2;
      sum += t;
      cnt += 1;
      fs += (float)v;
      mx = fmax(mx, v + i);
      fmx = fmaxf(fmx, (float)(v - j));
      mn = fmin(mn, v - i);
      bits |= 1ull << (((int)v + 20) % 64);
      x ^= (unsigned long long)(i * 131 + j);
      ands &= ~(1 << ((i + j) % 31));
      all = all && (v < 100);
      any = any || (v == 43 && i == rows - 1);
      seen = seen || (j == cols - 1);
    }
  double wsum = 2.0, wmx = -1e300, wmn = 1e300;
  float wfs = 3.0f, wfmx = -1e30f;
  long long wcnt = 5;
  unsigned long long wbits = 0, wx = 0;
  int wands = ~0, wodd = 0;
  char wall = 1, wany = 0;
  short wseen = 0;
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j) {
      double v = a[i * cols + j];
      if (v == -19) {
        ++wodd;
        continue;
      }
      wsum += v * 2;
      wcnt += 1;
      wfs += (float)v;
      wmx = fmax(wmx, v + i);
      wfmx = fmaxf(wfmx, (float)(v - j));
      wmn = fmin(wmn, v - i);
      wbits |= 1ull << (((int)v + 20) % 64);
      wx ^= (unsigned long long)(i * 131 + j);
      wands &= ~(1 << ((i + j) % 31));
      wall = wall && (v < 100);
      wany = wany || (v == 43 && i == rows - 1);
      wseen = wseen || (j == cols - 1);
    }
  CHECK("sum", rows, cols, sum, wsum);
  CHECK("count", rows, cols, cnt, wcnt);
  CHECK("float sum", rows, cols, fs, wfs);
  CHECK("max", rows, cols, mx, wmx);
  CHECK("float max", rows, cols, fmx, wfmx);
  CHECK("min", rows, cols, mn, wmn);
  CHECK("bits", rows, cols, bits, wbits);
  CHECK("xor", rows, cols, x, wx);
  CHECK("and", rows, cols, ands, wands);
  CHECK("&&", rows, cols, all, wall);
  CHECK("||", rows, cols, any, wany);
  CHECK("|| short", rows, cols, seen, wseen);
  CHECK("skipped", rows, cols, odd, wodd);
}

static void nest3(int d0, int d1, int d2) {
  long s = 0;
  int mx = -5;
#pragma acc parallel loop collapse(3) reduction(+:s) reduction(max:mx)
  for (int i = 0; i < d0; ++i)
    for (int j = 0; j < d1; ++j)
      for (int k = 0; k < d2; ++k) {
        s += (long)i * 10000 + j * 100 + k;
        mx = mx > i + j - k ? mx : i + j - k;
      }
  long ws = 0;
  int wmx = -5;
  for (int i = 0; i < d0; ++i)
    for (int j = 0; j < d1; ++j)
      for (int k = 0; k < d2; ++k) {
        ws += (long)i * 10000 + j * 100 + k;
        wmx = wmx > i + j - k ? wmx : i + j - k;
      }
  CHECK("3-d sum", d0, d1 * d2, s, ws);
  CHECK("3-d max", d0, d1 * d2, mx, wmx);
}

static void loop1(const double *a, int n) {
  double dot = -1.0, p = 1.0;
  int imin = 1 << 30;
  unsigned u = 0;
#pragma acc parallel loop copyin(a[0:n]) reduction(+:dot) reduction(min:imin) \
    reduction(+:u) reduction(*:p)
  for (int i = 0; i < n; ++i) {
    dot += a[i] * a[i];
    imin = imin < (int)a[i] - i ? imin : (int)a[i] - i;
    u += (unsigned)i * 2654435761u;
    if (i % 100000 == 0)
      p *= 2;
  }
  double wdot = -1.0, wp = 1.0;
  int wmin = 1 << 30;
  unsigned wu = 0;
  for (int i = 0; i < n; ++i) {
    wdot += a[i] * a[i];
    wmin = wmin < (int)a[i] - i ? wmin : (int)a[i] - i;
    wu += (unsigned)i * 2654435761u;
    if (i % 100000 == 0)
      wp *= 2;
  }
  CHECK("1-d dot", n, 1, dot, wdot);
  CHECK("1-d min", n, 1, imin, wmin);
  CHECK("1-d unsigned", n, 1, u, wu);
  CHECK("1-d product", n, 1, p, wp);
}

int main(void) {
  static const int shapes[][2] = {{1, 1},    {1, 3},    {5, 3},    {7, 31},
                                  {9, 33},   {3, 100},  {100, 1},  {64, 64},
                                  {1000, 7}, {4096, 3}, {513, 513}, {37, 4099},
                                  {20000, 40}};
  double *a = (double *)malloc(sizeof(double) * 20000 * 40 + sizeof(double) * 513 * 513);
  for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; ++s) {
    int rows = shapes[s][0], cols = shapes[s][1];
    for (int i = 0; i < rows; ++i)
      for (int j = 0; j < cols; ++j)
        a[i * cols + j] = value(i, j);
    for (int rep = 0; rep < 2; ++rep) // the accumulators start again
      nest2(a, rows, cols);
  }
  nest3(1, 1, 1);
  nest3(3, 5, 7);
  nest3(70, 9, 33);
  nest3(2000, 2, 2);
  int sizes[] = {1, 31, 32, 33, 255, 257, 100003, 1 << 21};
  double *b = (double *)malloc(sizeof(double) * (1 << 21));
  for (int i = 0; i < 1 << 21; ++i)
    b[i] = value(i, i / 64);
  for (int k = 0; k < 8; ++k)
    loop1(b, sizes[k]);

  // The variable present: the last block applies the total to the device
  // copy; the host's copy changes at the update.
  double s2 = 1.0;
#pragma acc data copy(s2) copyin(b[0:4096])
  {
#pragma acc parallel loop collapse(2) reduction(+:s2)
    for (int i = 0; i < 64; ++i)
      for (int j = 0; j < 64; ++j)
        s2 += b[i * 64 + j];
#pragma acc update self(s2)
  }
  double w2 = 1.0;
  for (int i = 0; i < 4096; ++i)
    w2 += b[i];
  CHECK("present", 64, 64, s2, w2);

  // A naked-loop kernels region: the dependence analysis finds the max.
  int n = 300, m = 200;
  double err = 0.0, werr = 0.0;
#pragma acc kernels copyin(b[0:n * m])
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < m - 1; ++j)
      err = fmax(err, fabs(b[i * m + j] - b[i * m + j - 1]));
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < m - 1; ++j)
      werr = fmax(werr, fabs(b[i * m + j] - b[i * m + j - 1]));
  CHECK("kernels max", n, m, err, werr);

  free(a);
  free(b);
  if (failures == 0)
    printf("PASSED\n");
  return failures != 0;
}
