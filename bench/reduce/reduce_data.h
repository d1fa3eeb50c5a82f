// reduce_data.h - inputs and host references of bench/reduce, shared by
// reduce.c (OpenACC) and reduce.cu (CUDA) so both reduce the same data.
// Every input is chosen so that the result is exact in any order of
// evaluation (sums of multiples of 1/8, products of powers of two), so the
// device results are compared with == against the host's.
#ifndef BENCH_REDUCE_DATA_H
#define BENCH_REDUCE_DATA_H

#include <limits.h>
#include <math.h>

// The kernels, in output order. The first four reduce doubles, the rest ints.
enum {
  R_DOUBLE_SUM, R_DOUBLE_PROD, R_DOUBLE_MAX, R_DOUBLE_MIN,
  R_INT_SUM, R_INT_PROD, R_INT_MAX, R_INT_MIN,
  R_INT_BITAND, R_INT_BITOR, R_INT_BITXOR, R_INT_AND, R_INT_OR,
  R_KERNELS
};
static const char *const reduce_names[R_KERNELS] = {
    "double_sum", "double_prod", "double_max", "double_min",
    "int_sum",    "int_prod",    "int_max",    "int_min",
    "int_bitand", "int_bitor",   "int_bitxor", "int_and",    "int_or"};

// A 32-bit mix of i (pseudo-random, reproducible).
static inline unsigned reduce_hash(unsigned x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}

// A position in [0, n) picked by k.
static inline int reduce_pos(int n, unsigned k) {
  return (int)(reduce_hash(k * 2654435761U + 12345U) % (unsigned)n);
}

// Fill x[0:n] for double kernel k and return the host reference.
static double reduce_fill_double(int k, int n, double *x) {
  double r = 0;
  switch (k) {
  case R_DOUBLE_SUM: // multiples of 1/8 in [-1, 1]: exact partial sums
    for (int i = 0; i < n; ++i)
      x[i] = ((int)(reduce_hash(i) % 17) - 8) * 0.125;
    r = 0;
    for (int i = 0; i < n; ++i)
      r += x[i];
    break;
  case R_DOUBLE_PROD: // 1.0 but for 64 2.0s and 64 0.5s (and one more 2.0)
    for (int i = 0; i < n; ++i)
      x[i] = 1.0;
    for (unsigned j = 0; j < 129; ++j)
      x[reduce_pos(n, j)] = j == 128 ? 2.0 : j % 2 ? 0.5 : 2.0;
    r = 1;
    for (int i = 0; i < n; ++i)
      r *= x[i];
    break;
  case R_DOUBLE_MAX:
  case R_DOUBLE_MIN: // uniform in [-1, 1)
    for (int i = 0; i < n; ++i)
      x[i] = reduce_hash(i + 7) * (2.0 / 4294967296.0) - 1.0;
    r = k == R_DOUBLE_MAX ? -INFINITY : INFINITY;
    for (int i = 0; i < n; ++i)
      r = k == R_DOUBLE_MAX ? fmax(r, x[i]) : fmin(r, x[i]);
    break;
  }
  return r;
}

// Fill x[0:n] for int kernel k and return the host reference.
static int reduce_fill_int(int k, int n, int *x) {
  int r = 0;
  switch (k) {
  case R_INT_SUM: // in [-8, 8]: |sum| < 2^31 for n < 2^28
    for (int i = 0; i < n; ++i)
      x[i] = (int)(reduce_hash(i) % 17) - 8;
    r = 0;
    for (int i = 0; i < n; ++i)
      r += x[i];
    break;
  case R_INT_PROD: // 1 but for about 101 -1s
    for (int i = 0; i < n; ++i)
      x[i] = 1;
    for (unsigned j = 0; j < 101; ++j)
      x[reduce_pos(n, j)] = -1;
    r = 1;
    for (int i = 0; i < n; ++i)
      r *= x[i];
    break;
  case R_INT_MAX:
  case R_INT_MIN:
  case R_INT_BITXOR: // all 32 bits pseudo-random
    for (int i = 0; i < n; ++i)
      x[i] = (int)reduce_hash(i + 3);
    r = k == R_INT_MAX ? INT_MIN : k == R_INT_MIN ? INT_MAX : 0;
    for (int i = 0; i < n; ++i)
      r = k == R_INT_MAX ? (x[i] > r ? x[i] : r)
        : k == R_INT_MIN ? (x[i] < r ? x[i] : r) : r ^ x[i];
    break;
  case R_INT_BITAND: // all bits set but for 24 elements that clear one
    for (int i = 0; i < n; ++i)
      x[i] = ~0;
    for (unsigned j = 0; j < 24; ++j)
      x[reduce_pos(n, j + 1000)] = ~(1 << (j * 5 % 31));
    r = ~0;
    for (int i = 0; i < n; ++i)
      r &= x[i];
    break;
  case R_INT_BITOR: // zero but for 24 elements that set one bit
    for (int i = 0; i < n; ++i)
      x[i] = 0;
    for (unsigned j = 0; j < 24; ++j)
      x[reduce_pos(n, j + 2000)] = 1 << (j * 7 % 31);
    r = 0;
    for (int i = 0; i < n; ++i)
      r |= x[i];
    break;
  case R_INT_AND: // non-zero but for one element: the result is 0
    for (int i = 0; i < n; ++i)
      x[i] = 1 + (int)(reduce_hash(i) % 5);
    x[reduce_pos(n, 3000)] = 0;
    r = 1;
    for (int i = 0; i < n; ++i)
      r = r && x[i];
    break;
  case R_INT_OR: // zero but for one element: the result is 1
    for (int i = 0; i < n; ++i)
      x[i] = 0;
    x[reduce_pos(n, 4000)] = 3;
    r = 0;
    for (int i = 0; i < n; ++i)
      r = r || x[i];
    break;
  }
  return r;
}

#endif // BENCH_REDUCE_DATA_H
