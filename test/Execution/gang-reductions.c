// RUN: %accc -acc=host %s -o %t.host -lm && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc -lm && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu -lm %}
// RUN: %if gpu-compile %{ %t.gpu | FileCheck %s %}
// RUN: %if gpu-compile %{ %accc -acc=gpu -fno-openacc-gang-reductions %s -o %t.omp -lm %}
// RUN: %if gpu-compile %{ %t.omp | FileCheck %s %}

// Gang reductions through libacc's memory (lib/Transform/GangReductions.cpp):
// combined and `parallel { loop }` constructs, every operator an atomic
// applies, integer and floating types, loops of 0,
// 1 and many iterations repeated (the last team leaves the accumulators as
// it found them), an if condition that is false every other time (host
// memory), a variable present in an enclosing data region (the device copy
// gets the result), a collapsed nest, a kernels region split into kernels
// (the target data's copy of the variable gets the result). Without a GPU
// the GPU build runs on the host, as the if(false) path does; the GPU
// build with OpenMP's reductions gives the same results.
// CHECK: PASSED

#include <math.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

static int failures = 0;
#define CHECK(what, got, want)                                                 \
  do {                                                                         \
    if ((got) != (want)) {                                                     \
      printf("FAIL %s: got %.17g, want %.17g\n", what, (double)(got),          \
             (double)(want));                                                  \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

static double dot(const double *a, const double *b, int n) {
  double sum = 0.5;
#pragma acc parallel loop reduction(+:sum) copyin(a[0:n], b[0:n])
  for (int i = 0; i < n; ++i)
    sum += a[i] * b[i];
  return sum;
}

int main(void) {
  int sizes[] = {0, 1, 7, 1000, 100003, 1 << 20};
  for (int k = 0; k < 6; ++k) {
    int n = sizes[k];
    double *a = malloc(sizeof(double) * (n + 1)), *b = malloc(sizeof(double) * (n + 1));
    int *ia = malloc(sizeof(int) * (n + 1));
    double want = 0.5, wmax = -1e300, wmin = 1e300;
    long long wcnt = 3, wbits = 0;
    unsigned long long wx = 5;
    int wall = 1, wany = 0;
    float wfs = 0;
    for (int i = 0; i < n; ++i) {
      a[i] = i % 13;
      b[i] = (i % 5) - 2;
      ia[i] = (i * 7) % 11 + 1;
      want += a[i] * b[i];
      wmax = a[i] - i * 1e-6 > wmax ? a[i] - i * 1e-6 : wmax;
      wmin = b[i] + i < wmin ? b[i] + i : wmin;
      wcnt += a[i] > 6;
      wbits |= 1ll << (i % 40);
      wx ^= (unsigned long long)ia[i] << (i % 20);
      wall = wall && ia[i] > 0;
      wany = wany || ia[i] == 11;
      wfs += (float)(i % 4);
    }
    for (int rep = 0; rep < 3; ++rep) {
      CHECK("dot", dot(a, b, n), want);
      // A parallel construct around its loop alone (unfused).
      double ud = 0.5, umx = -1e300;
#pragma acc parallel copyin(a[0:n], b[0:n]) reduction(+:ud) reduction(max:umx)
      {
#pragma acc loop gang vector reduction(+:ud) reduction(max:umx)
        for (int i = 0; i < n; ++i) {
          ud += a[i] * b[i];
          umx = a[i] - i * 1e-6 > umx ? a[i] - i * 1e-6 : umx;
        }
      }
      CHECK("unfused dot", ud, want);
      CHECK("unfused max", umx, wmax);
      double mx = -1e300, mn = 1e300;
      long long cnt = 3, bits = 0;
      unsigned long long x = 5;
      int all = 1, any = 0;
      float fs = 0;
#pragma acc parallel loop reduction(max:mx) reduction(min:mn) reduction(+:cnt) reduction(|:bits) reduction(^:x) reduction(&&:all) reduction(||:any) reduction(+:fs) copyin(a[0:n], b[0:n], ia[0:n])
      for (int i = 0; i < n; ++i) {
        mx = a[i] - i * 1e-6 > mx ? a[i] - i * 1e-6 : mx;
        mn = b[i] + i < mn ? b[i] + i : mn;
        cnt += a[i] > 6;
        bits |= 1ll << (i % 40);
        x ^= (unsigned long long)ia[i] << (i % 20);
        all = all && ia[i] > 0;
        any = any || ia[i] == 11;
        fs += (float)(i % 4);
      }
      CHECK("max", mx, wmax);
      CHECK("min", mn, wmin);
      CHECK("count", cnt, wcnt);
      CHECK("bits", bits, wbits);
      CHECK("xor", x, wx);
      CHECK("and", all, wall);
      CHECK("or", any, wany);
      CHECK("float sum", fs, wfs);
      /* A product of ints, under an if that is false every other time. */
      long p = 1;
      int m = n < 40 ? n : 40;
#pragma acc parallel loop reduction(*:p) if(rep % 2) copyin(ia[0:m])
      for (int i = 0; i < m; ++i)
        p *= ia[i] % 2 + 1;
      long wp = 1;
      for (int i = 0; i < m; ++i)
        wp *= ia[i] % 2 + 1;
      CHECK("product", p, wp);
      /* Present in an enclosing data region: the device copy gets the
         result, the host copy only at the region's end. */
      double s2 = 1.0;
#pragma acc data copy(s2) copyin(a[0:n])
      {
#pragma acc parallel loop reduction(+:s2)
        for (int i = 0; i < n; ++i)
          s2 += a[i];
        if (acc_get_device_type() != acc_device_host)
          CHECK("present, host copy unchanged", s2, 1.0);
#pragma acc update self(s2)
      }
      double w2 = 1.0;
      for (int i = 0; i < n; ++i)
        w2 += a[i];
      CHECK("present", s2, w2);
      /* A collapsed nest: the loop's second version in each team. */
      double cm = -1.0;
      long cells = 0;
      int rows = n < 1000 ? n : 1000, cols = n / (rows ? rows : 1);
#pragma acc parallel loop collapse(2) reduction(max:cm) reduction(+:cells) copyin(a[0:n])
      for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j) {
          cm = a[i * cols + j] + j > cm ? a[i * cols + j] + j : cm;
          cells += 1;
        }
      double wcm = -1.0;
      for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j)
          wcm = a[i * cols + j] + j > wcm ? a[i * cols + j] + j : wcm;
      CHECK("collapsed max", cm, wcm);
      CHECK("collapsed count", cells, (long)rows * cols);
      /* A kernels region of two loop nests (two kernels in a target data
         region): the first reduces into the data region's copy of err,
         which a statement of the region set before. */
      double err = -5.0;
      int side = rows;
#pragma acc kernels copyin(a[0:n]) copy(b[0:n])
      {
        err = 0.25;
        for (int i = 0; i < side; ++i)
          for (int j = 0; j < cols; ++j) {
            err = fmax(err, fabs(a[i * cols + j] - b[i * cols + j]));
          }
        for (int i = 0; i < side * cols; ++i)
          b[i] += 1.0;
      }
      double werr = 0.25;
      for (int i = 0; i < side * cols; ++i) {
        werr = fmax(werr, fabs(a[i] - (b[i] - 1.0)));
        b[i] -= 1.0;
      }
      CHECK("kernels max", err, werr);
    }
    free(a);
    free(b);
    free(ia);
  }
  printf("%s\n", failures ? "FAILED" : "PASSED");
  return failures != 0;
}
