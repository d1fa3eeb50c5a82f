// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --check-prefix=OMP

// present(p) and no_create(p) of a pointer p name the data p points to
// (lib/Transform/DataToOMP.cpp rule 10): a routine that receives a pointer
// into data its caller mapped (the start or an element inside) finds it
// present and uses its device copy. Teaching codes (csc-training's jacobi,
// the OpenACC book's game of life) are written this way.

#include <stdio.h>
#include <stdlib.h>

static void fill(float *arr, int n, float v) {
#pragma acc parallel loop present(arr)
  for (int i = 0; i < n; ++i)
    arr[i] = v + i;
}
// OMP: #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: arr[:0])

static void addIfPresent(float *arr, int n) {
#pragma acc parallel loop no_create(arr)
  for (int i = 0; i < n; ++i)
    arr[i] += 1;
}
// OMP: #pragma omp target teams distribute parallel for map(ompx_hold, alloc: arr[:0])

// The pointers named on an enclosing data construct (MPTRAC's
// `PARTICLE_LOOP(..., "acc data present(ctl, atm)")` around its kernels):
// the compute construct refers to the data they point to too
// (Analysis/DataAttributes.cpp rule g'). It got a copy of the pointer
// variables, so the kernel read host addresses (an illegal memory access
// on the H100).
typedef struct {
  int n;
  float a[100];
} Particles;

static void scaleParticles(const Particles *in, Particles *out) {
#pragma acc data present(in, out)
#pragma acc parallel loop
  for (int i = 0; i < in->n; ++i)
    out->a[i] = 2 * in->a[i];
}
// OMP: #pragma omp target data map(ompx_hold, present, alloc: in[:0], out[:0])
// OMP-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: in[:0], out[:0]) shared(in, out)

int main(void) {
  Particles *in = malloc(sizeof *in), *out = malloc(sizeof *out);
  in->n = out->n = 100;
  for (int i = 0; i < 100; ++i) {
    in->a[i] = i;
    out->a[i] = -1;
  }
#pragma acc enter data copyin(in[:1]) create(out[:1])
  scaleParticles(in, out);
#pragma acc exit data copyout(out[:1]) delete(in[:1])
  int wrongParticles = 0;
  for (int i = 0; i < 100; ++i)
    wrongParticles += out->a[i] != 2 * i;
  // CHECK: particles: wrong 0
  printf("particles: wrong %d\n", wrongParticles);

  int n = 1000, bad = 0;
  float *a = malloc(n * sizeof *a);
#pragma acc data copyout(a[0:n])
  {
    fill(a, 10, 0);
    fill(a + 10, n - 10, 100); // an element inside the mapped block
    addIfPresent(a, n);
  }
  for (int i = 0; i < n; ++i)
    bad += a[i] != (i < 10 ? i + 1 : 100 + (i - 10) + 1);
  // CHECK: present pointer: bad 0
  printf("present pointer: bad %d\n", bad);
  free(a);
  return 0;
}
