// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %accc -fopenacc-print=acc %s | FileCheck %s --check-prefix=ACC
// RUN: %accc -fopenacc-print=omp %s | FileCheck %s --check-prefix=OMP

// firstprivate of multi-dimensional arrays (OpenACC 3.3 sec. 2.5.14): each
// gang gets a copy initialized from the original, which never changes.
// clang 22's Sema crashes on such an item (CreateFirstPrivateInitRecipe);
// accc parses again with the directive's clause read as `private` and makes
// it firstprivate again (lib/Driver/LegacySpelling.cpp rule 6), so the
// translation, the printed source and the results are as for any other
// firstprivate variable.

#include <stdio.h>

#define N 256

int main(void) {
  double m[4][8];
  float cube[2][3][4];
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 8; ++j)
      m[i][j] = i * 10 + j;
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 3; ++j)
      for (int k = 0; k < 4; ++k)
        cube[i][j][k] = 100 * i + 10 * j + k;
  double s[N];
  int n = N;

  // ACC: #pragma acc parallel loop firstprivate(m) \
  // ACC-NEXT: copyout(s)
  // OMP: #pragma omp target teams {{.*}}firstprivate(m{{.*}})
#pragma acc parallel loop firstprivate(m) \
    copyout(s)
  for (int k = 0; k < n; ++k)
    s[k] = m[k % 4][k % 8] + k;

  // A gang's copy, written in the region, read by its vector loop.
  double t[4];
  float c[4];
  // ACC: #pragma acc parallel num_gangs(1) firstprivate(n, m, cube) copyout(t, c)
  // OMP: #pragma omp target teams {{.*}}firstprivate(n, m, cube)
#pragma acc parallel num_gangs(1) firstprivate(n, m, cube) copyout(t, c)
  {
    m[1][1] = -1;
    cube[1][2][3] = -5;
#pragma acc loop vector
    for (int i = 0; i < 4; ++i) {
      t[i] = m[i][i] + n;
      c[i] = cube[i % 2][2][3];
    }
  }

  int bad = 0;
  for (int k = 0; k < N; ++k)
    bad += s[k] != (k % 4) * 10 + k % 8 + k;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 8; ++j)
      bad += m[i][j] != i * 10 + j;
  bad += cube[1][2][3] != 123;
  // CHECK: bad=0 t=256 255 278 289 c=23 -5 23 -5
  printf("bad=%d t=%g %g %g %g c=%g %g %g %g\n", bad, t[0], t[1], t[2], t[3],
         c[0], c[1], c[2], c[3]);
  return 0;
}
