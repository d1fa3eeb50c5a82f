// RUN: %accc -acc=host %s -o %t.host -lm && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc -lm && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu -lm %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Reductions of _Complex numbers (OpenACC 3.3 sec. 2.5.15: `+` and `*`),
// which clang 22's Sema rejects and accc translates through a second parse
// and a declared OpenMP reduction (test/Translate/reduction-complex.c):
// float and double (long double: test/Driver/reduction-no-libatomic.c), on
// a combined construct, a gang loop with a subarray, a vector loop, a loop
// whose reduction the compute construct's implies, and a kernels loop whose
// reduction the dependence analysis finds. The values are exact in binary
// floating point.
#include <complex.h>
#include <stdio.h>

int main(void) {
  enum { N = 1024 };
  int n = N;
  static double a[N];
  for (int i = 0; i < N; ++i)
    a[i] = i % 8;
  _Complex double z = 1.0 + 1.0 * I;
  _Complex float p = 1.0f;
#pragma acc parallel loop reduction(+:z) reduction(*:p) copyin(a[0:n])
  for (int i = 0; i < n; ++i) {
    z += a[i] - 2.0 * a[i] * I;
    if (i % 128 == 0) // p *= 1 + i, from the parts: the NVPTX device
                      // runtime has no __mulsc3, which `*` calls
      p = (crealf(p) - cimagf(p)) + (crealf(p) + cimagf(p)) * I; // 16
  }
  // CHECK: combined 3585 -7167 16 0
  printf("combined %g %g %g %g\n", creal(z), cimag(z), crealf(p),
         cimagf(p) + 0.0f); // -0 (multicore) as 0

  _Complex double h[4] = {0, 0, 0, 1.0 * I};
#pragma acc parallel num_gangs(8) copy(h[0:4]) copyin(a[0:n])
  {
#pragma acc loop gang reduction(+:h[0:4])
    for (int i = 0; i < n; ++i)
      h[i % 4] += a[i] * I;
  }
  // CHECK: gang 512 768 1024 1281
  printf("gang %g %g %g %g\n", cimag(h[0]), cimag(h[1]), cimag(h[2]),
         cimag(h[3]));

  _Complex double v = 0;
#pragma acc parallel num_gangs(1) vector_length(64) copyin(a[0:n]) copy(v)
  {
#pragma acc loop vector reduction(+:v)
    for (int i = 0; i < n; ++i)
      v += 1.0 + a[i] * I;
  }
  // CHECK: vector 1024 3584
  printf("vector %g %g\n", creal(v), cimag(v));

  _Complex double w = 0, k = 0;
#pragma acc parallel reduction(+:w) copyin(a[0:n])
  {
#pragma acc loop
    for (int i = 0; i < n; ++i)
      w += 2.0 * I;
  }
#pragma acc kernels copyin(a[0:n])
  for (int i = 0; i < n; ++i)
    k += a[i] + 1.0 * I;
  // CHECK: implied 2048 3584 1024
  printf("implied %g %g %g\n", cimag(w), creal(k), cimag(k));
  return 0;
}
