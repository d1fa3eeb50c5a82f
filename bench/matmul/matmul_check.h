// matmul_check.h - data and host check of bench/matmul, shared by matmul.c
// and matmul.cu. A and B hold small integers, so every product and sum is
// exact in double whatever the order: C is checked exactly, in full by
// Freivalds' test (C v == A (B v) for two integer vectors v, O(n^2)) and
// element by element on 1024 sampled (i, j) and the four corners.
#ifndef BENCH_MATMUL_CHECK_H
#define BENCH_MATMUL_CHECK_H

static unsigned matmul_hash(unsigned x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}
static double matmul_a(long p) { return (int)(matmul_hash((unsigned)p) % 7) - 3; }
static double matmul_b(long p) { return (int)(matmul_hash((unsigned)p ^ 0x55555555U) % 5) - 2; }

static int matmul_check(int n, const double *A, const double *B,
                        const double *C) {
  int bad = 0;
  double *v = (double *)bench_alloc(n * sizeof(double));
  double *bv = (double *)bench_alloc(n * sizeof(double));
  for (int t = 0; t < 2; ++t) {
    for (int j = 0; j < n; ++j)
      v[j] = (int)(matmul_hash(j * 2 + t) % 5) - 2;
    for (int k = 0; k < n; ++k) {
      double s = 0;
      for (int j = 0; j < n; ++j)
        s += B[(long)k * n + j] * v[j];
      bv[k] = s;
    }
    for (int i = 0; i < n; ++i) {
      double cv = 0, abv = 0;
      for (int j = 0; j < n; ++j)
        cv += C[(long)i * n + j] * v[j];
      for (int k = 0; k < n; ++k)
        abv += A[(long)i * n + k] * bv[k];
      if (cv != abv && bad++ < 5)
        fprintf(stderr, "matmul: (C v)[%d] = %.17g, (A (B v))[%d] = %.17g\n", i,
                cv, i, abv);
    }
  }
  for (int s = 0; s < 1028; ++s) {
    int i = s < 1024 ? (int)(matmul_hash(3 * s + 1) % n) : (s & 1) * (n - 1);
    int j = s < 1024 ? (int)(matmul_hash(3 * s + 2) % n) : (s >> 1 & 1) * (n - 1);
    double want = 0;
    for (int k = 0; k < n; ++k)
      want += A[(long)i * n + k] * B[(long)k * n + j];
    if (C[(long)i * n + j] != want && bad++ < 5)
      bench_mismatch("matmul", (long)i * n + j, C[(long)i * n + j], want);
  }
  free(v);
  free(bv);
  return bad == 0;
}

#endif // BENCH_MATMUL_CHECK_H
