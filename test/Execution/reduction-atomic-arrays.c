// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh && %run-offload-host %t.oh | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host -x c++ %s -o %t.ohxx && %run-offload-host %t.ohxx | FileCheck %s %}
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Array reductions OpenMP cannot do on the GPU (Analysis/AtomicReductions.cpp):
// a subarray whose length is read at run time (a histogram of nb bins), the
// rows of an array of arrays, a variable-length array, a subarray of a
// global array and of a deviceptr pointer. The GPU translation updates the
// shared data atomically; host and multicore keep OpenMP's reductions. The
// results are exact (integers, maxima, minima, sums of small integers in
// doubles), so every target prints the same.

#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define N 100000
#ifdef __cplusplus
#define restrict __restrict
#endif

int global_hist[16];

static int key(int i) { return (i * 7919) % 1000; }
#pragma acc routine(key) seq

void histogram(int n, int nb, const int *restrict k, int *restrict h) {
#pragma acc parallel loop reduction(+ : h[0:nb]) copyin(k[0:n])
  for (int i = 0; i < n; i++)
    h[k[i] % nb] += 1;
}

// A gang loop reduces; its vector loop has no clause (Reductions.cpp rule
// 5 implies one); max by fmax, min by a guarded update, a product and the
// bitwise operators.
void levels(int n, int nb, const int *restrict k, long *restrict h,
            double *restrict mx, float *restrict mn, double *restrict prod,
            unsigned *restrict bits_or, unsigned *restrict bits_and,
            unsigned *restrict bits_xor) {
#pragma acc parallel copyin(k[0:n]) copy(h[0:nb], mx[0:nb], mn[0:nb], prod[0:nb], bits_or[0:nb], bits_and[0:nb], bits_xor[0:nb])
  {
#pragma acc loop gang reduction(+ : h[0:nb]) reduction(max : mx[0:nb]) reduction(min : mn[0:nb]) reduction(* : prod[0:nb]) reduction(| : bits_or[0:nb]) reduction(& : bits_and[0:nb]) reduction(^ : bits_xor[0:nb])
    for (int i = 0; i < n; i++) {
#pragma acc loop vector
      for (int j = 0; j < 4; j++) {
        int b = (k[i] + j) % nb;
        h[b]++;
        mx[b] = fmax(mx[b], k[i] * 0.5 + j);
        if (k[i] - j < mn[b])
          mn[b] = k[i] - j;
        if (i < 8 && j == 0)
          prod[b] *= 2.0;
        bits_or[b] |= 1u << (k[i] % 32);
        bits_and[b] &= ~(1u << (i % 2 ? 3 : 5));
        bits_xor[b] ^= 1u << (i % 31);
      }
    }
  }
}

// Every operator on one loop, a direct kernel on the GPU, where each
// block keeps its copies in its shared memory (AtomicReductions.cpp rule
// 4): the copies of +, ^ and * start at the identity, those of max, min, &
// and | at the data's values.
void single(int n, int nb, const int *restrict k, long *restrict s,
            double *restrict mx, float *restrict mn, double *restrict prod,
            unsigned *restrict bo, unsigned *restrict ba,
            unsigned *restrict bx) {
#pragma acc parallel loop copyin(k[0:n]) copy(s[0:nb], mx[0:nb], mn[0:nb], prod[0:nb], bo[0:nb], ba[0:nb], bx[0:nb]) reduction(+ : s[0:nb]) reduction(max : mx[0:nb]) reduction(min : mn[0:nb]) reduction(* : prod[0:nb]) reduction(| : bo[0:nb]) reduction(& : ba[0:nb]) reduction(^ : bx[0:nb])
  for (int i = 0; i < n; i++) {
    int b = k[i] % nb;
    s[b] += k[i];
    mx[b] = fmax(mx[b], k[i] * 0.25);
    if (k[i] < mn[b])
      mn[b] = k[i];
    if (i < 10)
      prod[b] *= 2.0;
    bo[b] |= 1u << (k[i] % 32);
    ba[b] &= ~(1u << (i % 7));
    bx[b] ^= 1u << (i % 29);
  }
}

// The rows m[1:2] of an array of arrays, with `-` read as `+` and an
// OpenACC atomic update (left as it is).
void rows(int n, int m[4][3]) {
#pragma acc parallel loop reduction(+ : m[1:2][0:3]) copy(m[0:4][0:3])
  for (int i = 0; i < n; i++) {
    m[1 + i % 2][i % 3] += 2;
#pragma acc atomic update
    m[1][0] -= 1;
  }
}

// A variable-length array.
long vla(int n, int nb) {
  long v[nb];
  for (int b = 0; b < nb; b++)
    v[b] = 0;
#pragma acc parallel loop reduction(+ : v)
  for (int i = 0; i < n; i++)
    v[i % nb] += i % 3;
  long s = 0;
  for (int b = 0; b < nb; b++)
    s += v[b] * (b + 1);
  return s;
}

// A subarray of a global array.
void global(int n) {
#pragma acc parallel loop reduction(+ : global_hist[4:8])
  for (int i = 0; i < n; i++)
    global_hist[4 + i % 8] += 1;
}

// A subarray of a deviceptr pointer, with max as a conditional.
void devptr(int n, int nb, int *d) {
#pragma acc parallel loop deviceptr(d) reduction(max : d[0:nb])
  for (int i = 0; i < n; i++) {
    int kv = key(i);
    d[i % nb] = d[i % nb] > kv ? d[i % nb] : kv;
  }
}

int main(void) {
  int nb = 7;
  int *k = (int *)malloc(N * sizeof(int));
  for (int i = 0; i < N; i++)
    k[i] = key(i);

  int h[7] = {0};
  histogram(N, nb, k, h);
  long total = 0;
  for (int b = 0; b < nb; b++)
    total += h[b];
  // CHECK: histogram: 100000 14300 14200
  printf("histogram: %ld %d %d\n", total, h[0], h[6]);

  long hl[7];
  double mx[7], prod[7];
  float mn[7];
  unsigned bo[7], ba[7], bx[7];
  for (int b = 0; b < nb; b++) {
    hl[b] = 0;
    mx[b] = -1;
    mn[b] = 1e9f;
    prod[b] = 1;
    bo[b] = 0;
    ba[b] = ~0u;
    bx[b] = 0;
  }
  levels(N, nb, k, hl, mx, mn, prod, bo, ba, bx);
  double p = 1;
  unsigned o = 0, a = ~0u, x = 0;
  for (int b = 0; b < nb; b++) {
    p *= prod[b];
    o |= bo[b];
    a &= ba[b];
    x ^= bx[b];
  }
  // CHECK: levels: 57100 57100 | 502 501.5 | 0 0 | 256 | ffffffff ffffffd7 0
  printf("levels: %ld %ld | %g %g | %g %g | %g | %x %x %x\n", hl[0], hl[6],
         mx[0], mx[6], mn[0], mn[6], p, o, a, x);

  for (int b = 0; b < nb; b++) {
    hl[b] = 5;
    mx[b] = 100;
    mn[b] = 50;
    prod[b] = 3;
    bo[b] = 0;
    ba[b] = ~0u;
    bx[b] = 1;
  }
  single(N, nb, k, hl, mx, mn, prod, bo, ba, bx);
  p = 1;
  o = 0, a = ~0u, x = 0;
  long sum = 0;
  for (int b = 0; b < nb; b++) {
    sum += hl[b];
    p *= prod[b];
    o |= bo[b];
    a &= ba[b];
    x ^= bx[b];
  }
  // CHECK: single: 49950035 7150005 | 248.5 248.25 | 0 6 | 2.23949e+06 | ffffffff ffffff80 fe
  printf("single: %ld %ld | %g %g | %g %g | %g | %x %x %x\n", sum, hl[3],
         mx[0], mx[6], mn[0], mn[6], p, o, a, x);

  int m[4][3] = {{0}};
  rows(600, m);
  // CHECK: rows: 0 -400 200 200 0
  printf("rows: %d %d %d %d %d\n", m[0][0], m[1][0], m[1][1], m[2][2],
         m[3][0]);

  // CHECK: vla: 39992
  printf("vla: %ld\n", vla(N / 10, nb));

  global(800);
  // CHECK: global: 0 100 100 0
  printf("global: %d %d %d %d\n", global_hist[3], global_hist[4],
         global_hist[11], global_hist[12]);

  int *d = (int *)acc_malloc(nb * sizeof(int));
  int zero[7] = {0};
  acc_memcpy_to_device(d, zero, sizeof zero);
  devptr(N, nb, d);
  int got[7];
  acc_memcpy_from_device(got, d, sizeof got);
  acc_free(d);
  // CHECK: deviceptr: 999 999
  printf("deviceptr: %d %d\n", got[0], got[6]);
  free(k);
  return 0;
}
