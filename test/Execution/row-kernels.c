// RUN: %accc -O2 -acc=host %s -o %t.host -lm && %t.host | FileCheck %s
// RUN: %accc -O2 -acc=multicore %s -o %t.mc -lm && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -O2 -acc=gpu %s -o %t.gpu -lm %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if gpu %{ env ACC_DEVICE_TYPE=host %t.gpu | FileCheck %s %}
// RUN: %if gpu-compile %{ %accc -O0 -acc=gpu %s -o %t.gpu0 -lm %}
// RUN: %if gpu %{ %t.gpu0 | FileCheck %s %}
// RUN: %if gpu-compile %{ %accc -O2 -acc=gpu -fno-openacc-direct-kernels %s -o %t.gpu-omp -lm %}
// RUN: %if gpu %{ %t.gpu-omp | FileCheck %s %}
// RUN: %if gpu-compile %{ %accc -O2 -acc=gpu -x c++ %s -o %t.gpu-cxx -lm %}
// RUN: %if gpu %{ %t.gpu-cxx | FileCheck %s %}

// Row kernels (lib/Transform/RowKernels.cpp): a gang loop whose body
// reduces one vector loop into its own variables runs on the GPU as a
// block per gang iteration. Dense rows, sparse (CSR) rows of every length
// including empty ones, max, several reductions of different types, a
// start value that is not the identity, a variable private to the
// construct assigned before the loop, a private temporary of the vector
// loop, a loop counting down by 2, a sequential loop after it, rows enough
// that the blocks step through them (more than 65535), and blocks whose
// last warp is partial (vector_length(48)); the unfused and the implied
// forms, and `kernels loop independent gang`. Without a GPU the GPU build
// runs the OpenMP kernel on the host; with -fno-openacc-direct-kernels the
// OpenMP kernel on the GPU: the same results. Vector loops without a
// reduction too (rule 3'), and sums over the whole nest (rule 1').
// CHECK: PASSED

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define ALLOC(T, n) ((T *)malloc(sizeof(T) * (n)))

static int failures;

static void expect(const char *what, int i, double got, double want) {
  if (got != want && failures++ < 10)
    printf("%s[%d]: %.17g, want %.17g\n", what, i, got, want);
}

// Dense rows: the matrix-vector product (exact: multiples of 1/8).
static void dense(int n, int m) {
  double *A = ALLOC(double, n * m), *x = ALLOC(double, m),
         *y = ALLOC(double, n);
  for (int p = 0; p < n * m; ++p)
    A[p] = (p * 7 % 17) / 8.0;
  for (int j = 0; j < m; ++j)
    x[j] = (j % 5) - 2;
#pragma acc parallel loop gang copyin(A[0:n * m], x[0:m]) copyout(y[0:n])
  for (int i = 0; i < n; ++i) {
    double sum = 0;
#pragma acc loop vector reduction(+ : sum)
    for (int j = 0; j < m; ++j)
      sum += A[i * m + j] * x[j];
    y[i] = sum;
  }
  for (int i = 0; i < n; ++i) {
    double want = 0;
    for (int j = 0; j < m; ++j)
      want += A[i * m + j] * x[j];
    expect("dense", i, y[i], want);
  }
  free(A);
  free(x);
  free(y);
}

// Sparse rows: row i has i % 7 entries (row 0, 7, 14, ... none), a start
// value of 1, the row's max and its count of negative entries too.
static void sparse(int n) {
  int *rp = ALLOC(int, (n + 1));
  rp[0] = 0;
  for (int i = 0; i < n; ++i)
    rp[i + 1] = rp[i] + i % 7;
  int nnz = rp[n];
  double *val = ALLOC(double, (nnz + 1)), *x = ALLOC(double, n),
         *y = ALLOC(double, n);
  int *col = ALLOC(int, (nnz + 1));
  float *mx = ALLOC(float, n);
  long *neg = ALLOC(long, n);
  for (int k = 0; k < nnz; ++k) {
    val[k] = ((k * 13) % 11 - 5) / 4.0;
    col[k] = (k * 31) % n;
  }
  for (int j = 0; j < n; ++j)
    x[j] = (j % 3) + 0.5;
#pragma acc parallel loop gang copyin(rp[0:n + 1], val[0:nnz + 1], col[0:nnz + 1], x[0:n]) copyout(y[0:n], mx[0:n], neg[0:n])
  for (int i = 0; i < n; ++i) {
    const int b = rp[i], e = rp[i + 1];
    double s = 1.0;
    float m = -100.0f;
    long c = 0;
#pragma acc loop vector reduction(+ : s, c) reduction(max : m)
    for (int k = b; k < e; ++k) {
      s += val[k] * x[col[k]];
      m = fmaxf(m, (float)val[k]);
      if (val[k] < 0)
        ++c;
    }
    y[i] = s;
    mx[i] = m;
    neg[i] = c;
  }
  for (int i = 0; i < n; ++i) {
    double s = 1.0;
    float m = -100.0f;
    long c = 0;
    for (int k = rp[i]; k < rp[i + 1]; ++k) {
      s += val[k] * x[col[k]];
      m = fmaxf(m, (float)val[k]);
      c += val[k] < 0;
    }
    expect("sparse", i, y[i], s);
    expect("sparse max", i, mx[i], m);
    expect("sparse count", i, neg[i], c);
  }
  free(rp);
  free(val);
  free(col);
  free(x);
  free(y);
  free(mx);
  free(neg);
}

// A construct's private variable assigned before the loop, a private
// temporary of the vector loop, a loop counting down by 2, a sequential
// loop after it; vector_length(48): the block's last warp is partial.
static void shapes(int n, int m) {
  double *A = ALLOC(double, n * m), *out = ALLOC(double, n * 3);
  unsigned *bits = ALLOC(unsigned, n);
  for (int p = 0; p < n * m; ++p)
    A[p] = p % 9;
  double s;
  double t;
#pragma acc parallel loop gang vector_length(48) private(s) copyin(A[0:n * m]) copyout(out[0:n * 3], bits[0:n])
  for (int i = 0; i < n; ++i) {
    s = 2.0;
    unsigned u = 0;
#pragma acc loop vector reduction(+ : s) reduction(| : u) private(t)
    for (int j = m - 1; j >= 0; j -= 2) {
      t = A[i * m + j] * 0.5;
      s += t;
      u |= 1u << (j % 32);
    }
    for (int k = 0; k < 3; ++k)
      out[i * 3 + k] = s * k;
    bits[i] = u;
  }
  for (int i = 0; i < n; ++i) {
    double want = 2.0;
    unsigned u = 0;
    for (int j = m - 1; j >= 0; j -= 2) {
      want += A[i * m + j] * 0.5;
      u |= 1u << (j % 32);
    }
    for (int k = 0; k < 3; ++k)
      expect("shapes", i * 3 + k, out[i * 3 + k], want * k);
    expect("shapes bits", i, bits[i], u);
  }
  free(A);
  free(out);
  free(bits);
}

// The same loops written as `parallel { loop gang ... }` and as `parallel
// loop` without level clauses (gang and vector implied), with a
// `continue`.
static void forms(int n, int m) {
  double *A = ALLOC(double, n * m), *y = ALLOC(double, n), *z = ALLOC(double, n),
         *k = ALLOC(double, n);
  for (int p = 0; p < n * m; ++p)
    A[p] = (p % 13) * 0.25;
#pragma acc parallel copyin(A[0:n * m]) copyout(y[0:n])
  {
#pragma acc loop gang
    for (int i = 0; i < n; ++i) {
      double s = 0;
#pragma acc loop vector reduction(+ : s)
      for (int j = 0; j < m; ++j)
        s += A[i * m + j];
      y[i] = s;
    }
  }
#pragma acc parallel loop copyin(A[0:n * m]) copyout(z[0:n])
  for (int i = 0; i < n; ++i) {
    double s = 0;
#pragma acc loop reduction(+ : s)
    for (int j = 0; j < m; ++j) {
      if (j % 7 == 3)
        continue;
      s += A[i * m + j];
    }
    z[i] = s;
  }
#pragma acc kernels loop independent gang copyin(A[0:n * m]) copyout(k[0:n])
  for (int i = 0; i < n; ++i) {
    double s = 0;
#pragma acc loop vector reduction(+ : s)
    for (int j = 0; j < m; ++j)
      s += A[i * m + j];
    k[i] = s;
  }
  for (int i = 0; i < n; ++i) {
    double want = 0, skip = 0;
    for (int j = 0; j < m; ++j) {
      want += A[i * m + j];
      skip += j % 7 == 3 ? 0 : A[i * m + j];
    }
    expect("unfused", i, y[i], want);
    expect("implied", i, z[i], skip);
    expect("kernels loop", i, k[i], want);
  }
  free(A);
  free(y);
  free(z);
  free(k);
}

// Rule 3': no reduction. A 2-D update over the interior (TeaLeaf's
// cg_calc_p), and rows whose statement after the vector loop reads what
// the block's threads wrote (the barrier), with more rows than blocks.
static void updates(int x, int y) {
  double *p = (double *)malloc(sizeof(double) * x * y);
  double *r = (double *)malloc(sizeof(double) * x * y);
  double *first = (double *)malloc(sizeof(double) * y);
  for (int i = 0; i < x * y; ++i) {
    p[i] = i % 13;
    r[i] = i % 5;
  }
#pragma acc kernels loop independent copy(p[0:x * y]) copyin(r[0:x * y])
  for (int jj = 1; jj < y - 1; ++jj) {
#pragma acc loop independent
    for (int kk = 1; kk < x - 1; ++kk) {
      const int index = kk + jj * x;
      p[index] = 0.5 * p[index] + r[index];
    }
  }
  for (int i = 0; i < x * y; ++i) {
    int jj = i / x, kk = i % x;
    int inside = jj > 0 && jj < y - 1 && kk > 0 && kk < x - 1;
    expect("update", i, p[i], inside ? 0.5 * (i % 13) + i % 5 : i % 13);
  }
#pragma acc parallel loop gang copy(r[0:x * y]) copyout(first[0:y])
  for (int i = 0; i < y; ++i) {
#pragma acc loop vector
    for (int j = 0; j < x; ++j)
      r[i * x + x - 1 - j] = 2 * j + i;
    first[i] = r[i * x];
  }
  for (int i = 0; i < y; ++i)
    expect("suffix", i, first[i], 2 * (x - 1) + i);
  free(p);
  free(r);
  free(first);
}

// Rule 1': a sum over the nest that both loops reduce, found by the
// dependence analysis (TeaLeaf's cg_calc_ur) and written out (an explicit
// gang reduction over a vector reduction), with a start value, and max.
static void nest_sums(int x, int y) {
  double *u = (double *)malloc(sizeof(double) * x * y);
  double *r = (double *)malloc(sizeof(double) * x * y);
  double want = 0, want2 = 5;
  int top = -1, want_top = -1;
  for (int i = 0; i < x * y; ++i) {
    u[i] = i % 7;
    r[i] = (i % 11) * 0.5;
  }
  for (int jj = 1; jj < y - 1; ++jj)
    for (int kk = 1; kk < x - 1; ++kk) {
      double nr = r[kk + jj * x] - 0.25 * u[kk + jj * x];
      want += nr * nr;
      want2 += u[kk + jj * x];
      want_top = (kk * jj) % 1000 > want_top ? (kk * jj) % 1000 : want_top;
    }
  double sum = 0, sum2 = 5;
#pragma acc kernels loop independent copyin(u[0:x * y]) copy(r[0:x * y])
  for (int jj = 1; jj < y - 1; ++jj) {
#pragma acc loop independent
    for (int kk = 1; kk < x - 1; ++kk) {
      const int index = kk + jj * x;
      r[index] -= 0.25 * u[index];
      sum += r[index] * r[index];
    }
  }
#pragma acc parallel loop gang reduction(+ : sum2) reduction(max : top) copyin(u[0:x * y])
  for (int jj = 1; jj < y - 1; ++jj) {
#pragma acc loop vector reduction(+ : sum2) reduction(max : top)
    for (int kk = 1; kk < x - 1; ++kk) {
      sum2 += u[kk + jj * x];
      top = (kk * jj) % 1000 > top ? (kk * jj) % 1000 : top;
    }
  }
  expect("nest sum", x, sum, want);
  expect("nest sum2", x, sum2, want2);
  expect("nest max", x, top, want_top);
  free(u);
  free(r);
}

int main(void) {
  nest_sums(517, 300);
  nest_sums(3, 70003);
  nest_sums(1030, 2);
  updates(517, 300);
  updates(3, 70003);
  dense(300, 517);
  dense(1, 1);
  dense(33, 4096);
  sparse(1000);
  sparse(70001); // more gang iterations than blocks
  shapes(200, 101);
  shapes(3, 1);
  forms(257, 1000);
  if (failures == 0)
    printf("PASSED\n");
  return failures != 0;
}
