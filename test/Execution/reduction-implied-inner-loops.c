// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>&1 | grep -v '^ *//' \
// RUN:   | FileCheck %s --check-prefix=OMP

// A reduction on a gang loop whose worker and vector loops carry no
// reduction clause (OpenACC 3.3 sec. 2.9.11 wants one on each loop): the
// inner loops that only update the variable with the operator get an
// implied reduction (lib/Analysis/Reductions.cpp rule 5), or their threads
// race on the gang's copy. NPB-ACC's MG (norm2u3: a sum and a `max` macro)
// and LU (l2norm: five sums) failed verification on the GPU without it.

#include <stdio.h>
#include <stdlib.h>

#define max(a, b) (((a) > (b)) ? (a) : (b))
#define N 64

int main(void) {
  double *r = malloc(sizeof(double) * N * N * N);
  for (int i = 0; i < N * N * N; i++)
    r[i] = (i % 7) - 3.0 + (i % 1000 == 999 ? 100.0 + i / 1000 : 0.0);
  double s = 0.0, top = 0.0, low = 1e30, big = -1e30;
  int i3, i2, i1;
#pragma acc data copyin(r[0:N * N * N])
  {
#pragma acc parallel loop gang reduction(+:s) reduction(max:top) \
    num_gangs(N) num_workers(8) vector_length(128)
    for (i3 = 0; i3 < N; i3++) {
#pragma acc loop worker
      for (i2 = 0; i2 < N; i2++) {
#pragma acc loop vector
        for (i1 = 0; i1 < N; i1++) {
          double a = r[(i3 * N + i2) * N + i1];
          s = s + a * a;
          top = max(top, a);
        }
      }
    }
    // OMP: #pragma omp target teams distribute {{.*}}reduction(+: s) reduction(max: top)
    // OMP: #pragma omp parallel for {{.*}}reduction(+: s) reduction(max: top)

#pragma acc parallel loop gang reduction(min:low) reduction(max:big)
    for (int k = 0; k < N; k++) {
#pragma acc loop vector
      for (int j = 0; j < N * N; j++) {
        double a = r[k * N * N + j];
        if (a < low)
          low = a;
        if (big < a) {
          big = a;
        }
      }
    }
    // OMP: #pragma omp parallel for {{.*}}reduction(min: low) reduction(max: big)
  }
  double es = 0.0, etop = 0.0, elow = 1e30, ebig = -1e30;
  for (int i = 0; i < N * N * N; i++) {
    es += r[i] * r[i];
    etop = max(etop, r[i]);
    elow = r[i] < elow ? r[i] : elow;
    ebig = max(ebig, r[i]);
  }
  // CHECK: sum: ok
  printf("sum: %s\n", s == es ? "ok" : "bad");
  // CHECK: max: ok
  printf("max: %s\n", top == etop ? "ok" : "bad");
  // CHECK: min: ok
  printf("min: %s\n", low == elow ? "ok" : "bad");
  // CHECK: guarded max: ok
  printf("guarded max: %s\n", big == ebig ? "ok" : "bad");
  free(r);
  return 0;
}
