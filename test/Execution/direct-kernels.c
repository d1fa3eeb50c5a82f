// RUN: %accc -O2 -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %if gpu-compile %{ %accc -O2 -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if gpu %{ env ACC_DEVICE_TYPE=host %t.gpu | FileCheck %s %}
// RUN: %if gpu-compile %{ %accc -O2 -acc=gpu -fno-openacc-direct-kernels %s -o %t.gpu-omp %}
// RUN: %if gpu %{ %t.gpu-omp | FileCheck %s %}

// Loops and collapsed nests that run as ompx_bare kernels on a GPU, one
// thread per iteration (lib/Transform/DirectKernels.cpp): every iteration
// runs once with the loop variables it has in the loop as written, in
// blocks of every shape the counts give (an inner loop shorter than a
// warp, a single row, three levels), with `continue`, private scalars and
// arrays, a firstprivate value, an async queue, an if
// condition, empty and negative ranges, 64-bit and unsigned variables,
// counting down, steps above one, a short constant loop, loops of their
// own (counted, breaking, while) and a seq routine
// in the body, blocks of a constant num_workers x vector_length. Where the
// construct runs on the host (if false,
// ACC_DEVICE_TYPE=host, no GPU) the OpenMP kernel runs instead: the same
// output.

#include <stdio.h>
#include <stdlib.h>

#pragma acc routine seq
static long mix(long a, long b) { return a * 31 + b; }

static int check(const char *what, const long *got, const long *want,
                 long n) {
  for (long k = 0; k < n; ++k)
    if (got[k] != want[k]) {
      printf("%s: element %ld is %ld, expected %ld\n", what, k, got[k],
             want[k]);
      return 1;
    }
  printf("%s: ok\n", what);
  return 0;
}

// A 2-D nest of n x m from lo: each element once.
static int nest2(const char *what, int lo, int n, int m, int on) {
  long cells = (long)(n > lo ? n - lo : 0) * (m > lo ? m - lo : 0);
  long *a = calloc(cells + 1, sizeof *a), *w = calloc(cells + 1, sizeof *w);
  int rows = m > lo ? m - lo : 0;
  long t;
  #pragma acc parallel loop collapse(2) copy(a[0:cells + 1]) private(t) if(on)
  for (int i = lo; i < n; ++i)
    for (int j = lo; j < m; ++j) {
      t = mix(i, j);
      if ((i + j) % 7 == 3)
        continue;
      a[(long)(i - lo) * rows + (j - lo)] += t;
    }
  for (int i = lo; i < n; ++i)
    for (int j = lo; j < m; ++j)
      if ((i + j) % 7 != 3)
        w[(long)(i - lo) * rows + (j - lo)] += mix(i, j);
  int bad = check(what, a, w, cells + 1);
  free(a);
  free(w);
  return bad;
}

static int nest3(int n0, int n1, int n2) {
  long cells = (long)n0 * n1 * n2;
  long *a = calloc(cells, sizeof *a), *w = calloc(cells, sizeof *w);
  double scale = 3;
  long p[3];
  #pragma acc parallel loop gang worker vector collapse(3) copy(a[0:cells]) firstprivate(scale) private(p)
  for (int i = n0 - 1; i >= 0; --i)       // counting down
    for (unsigned j = 0; j < (unsigned)n1; ++j)
      for (short k = 0; k < n2; k += 1) {
        for (int q = 0; q < 3; ++q)     // a short constant loop
          p[q] = q == 0 ? i : q == 1 ? (long)j : k;
        a[((long)p[0] * n1 + p[1]) * n2 + p[2]] = mix(mix(p[0], p[1]), p[2]) + (long)scale;
      }
  for (int i = 0; i < n0; ++i)
    for (int j = 0; j < n1; ++j)
      for (int k = 0; k < n2; ++k)
        w[((long)i * n1 + j) * n2 + k] = mix(mix(i, j), k) + 3;
  int bad = check("3-D nest", a, w, cells);
  free(a);
  free(w);
  return bad;
}

int main(void) {
  int bad = 0;
  bad += nest2("2-D 300 x 500", 0, 300, 500, 1);
  bad += nest2("2-D inner 3", 0, 1000, 3, 1);
  bad += nest2("2-D one row", 0, 1, 5000, 1);
  bad += nest2("2-D from 5", 5, 77, 41, 1);
  bad += nest2("2-D empty", 4, 4, 100, 1);
  bad += nest2("2-D negative", 10, 3, 100, 1);
  bad += nest2("2-D if false", 0, 60, 70, 0);
  bad += nest3(7, 9, 300);
  bad += nest3(40, 2, 2);

  // A single loop: 64-bit variable, step 3, on an async queue.
  long n = 100000;
  long *b = calloc(n, sizeof *b), *w = calloc(n, sizeof *w);
  #pragma acc data copy(b[0:n])
  {
    #pragma acc parallel loop present(b[0:n]) async(1)
    for (long i = 2; i < n; i += 3)
      b[i] = mix(i, 7);
    #pragma acc parallel loop present(b[0:n]) async(1)
    for (long i = 2; i < n; i += 3)
      b[i] += 1;
    #pragma acc wait(1)
  }
  for (long i = 2; i < n; i += 3)
    w[i] = mix(i, 7) + 1;
  bad += check("1-D step 3 async", b, w, n);

  // A long single loop: 4 iterations per thread (rule 11), with a last
  // block only partly full and a continue.
  long n4 = (1L << 22) + 777;
  long *b4 = calloc(n4, sizeof *b4), *w4 = calloc(n4, sizeof *w4);
  #pragma acc parallel loop copy(b4[0:n4])
  for (int i = 0; i < n4; ++i) {
    if (i % 5 == 1)
      continue;
    b4[i] = mix(i, 3);
  }
  for (long i = 0; i < n4; ++i)
    w4[i] = i % 5 == 1 ? 0 : mix(i, 3);
  bad += check("1-D 2^22 + 777", b4, w4, n4);
  free(b4);
  free(w4);

  // Constant bounds (no 32-bit index version: only the direct kernel).
  static long c[64][48], wc[64][48];
  #pragma acc parallel loop collapse(2) copy(c)
  for (int i = 0; i < 64; ++i)
    for (int j = 0; j < 48; ++j)
      c[i][j] = mix(i, j);
  for (int i = 0; i < 64; ++i)
    for (int j = 0; j < 48; ++j)
      wc[i][j] = mix(i, j);
  bad += check("2-D constant bounds", &c[0][0], &wc[0][0], 64 * 48);
  // Blocks of the construct's constant num_workers x vector_length.
  static long d[37][300], wd[37][300];
  #pragma acc parallel loop gang worker vector collapse(2) num_workers(2) vector_length(32) copy(d)
  for (int i = 0; i < 37; ++i)
    for (int j = 0; j < 300; ++j)
      d[i][j] = mix(j, i);
  for (int i = 0; i < 37; ++i)
    for (int j = 0; j < 300; ++j)
      wd[i][j] = mix(j, i);
  bad += check("2-D 2 workers x 32", &d[0][0], &wd[0][0], 37 * 300);
  long *e = calloc(n, sizeof *e);
  #pragma acc parallel loop vector_length(96) copyout(e[0:n])
  for (long i = 0; i < n; ++i)
    e[i] = mix(i, 3);
  for (long i = 0; i < n; ++i)
    w[i] = mix(i, 3);
  bad += check("1-D vector_length(96)", e, w, n);
  free(e);
  // Bodies that hold loops of their own (their latches rewritten for
  // ptxas's unrolling, lib/Ptx): counted loops of every remainder of the
  // unrolling, a loop counting down that breaks, a while loop.
  int rows = 45, cols = 67;
  long *p = calloc(rows * cols, sizeof *p);
  #pragma acc parallel loop collapse(2) copyout(p[0:rows*cols])
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j) {
      long s = 0;
      for (int k = 0; k < (i + j) % 19; ++k)
        s += mix(k, i - j);
      for (int k = j; k > 0; k -= 3) {
        if (s % 5 == k % 5)
          break;
        s += k;
      }
      unsigned u = i * 131u + j;
      while (u > 1) {
        u = (u & 1) ? 3 * u + 1 : u / 2;
        ++s;
      }
      p[i * cols + j] = s;
    }
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j) {
      long s = 0;
      for (int k = 0; k < (i + j) % 19; ++k)
        s += mix(k, i - j);
      for (int k = j; k > 0; k -= 3) {
        if (s % 5 == k % 5)
          break;
        s += k;
      }
      unsigned u = i * 131u + j;
      while (u > 1) {
        u = (u & 1) ? 3 * u + 1 : u / 2;
        ++s;
      }
      w[i * cols + j] = s;
    }
  bad += check("2-D bodies with loops", p, w, rows * cols);
  free(p);
  printf("%s\n", bad ? "FAILED" : "PASSED");
  free(b);
  free(w);
  return bad != 0;
}

// CHECK: 2-D 300 x 500: ok
// CHECK: 2-D inner 3: ok
// CHECK: 2-D one row: ok
// CHECK: 2-D from 5: ok
// CHECK: 2-D empty: ok
// CHECK: 2-D negative: ok
// CHECK: 2-D if false: ok
// CHECK: 3-D nest: ok
// CHECK: 3-D nest: ok
// CHECK: 1-D step 3 async: ok
// CHECK: 2-D constant bounds: ok
// CHECK: 2-D 2 workers x 32: ok
// CHECK: 1-D vector_length(96): ok
// CHECK: 2-D bodies with loops: ok
// CHECK: PASSED
