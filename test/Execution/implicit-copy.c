// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// Arrays and structs referenced in a compute construct and in no clause are
// implicitly 'copy' (OpenACC 3.3 sec. 2.6.2): values go in, writes come back.

#include <stdio.h>

#define N 20000

struct point {
  int x, y;
  double w;
};

static int g[N]; // a global array

int main(void) {
  int a[N];
  double b[100][100];
  struct point pt = {1, 2, 0.5};
  for (int i = 0; i < N; ++i)
    a[i] = i;
  for (int i = 0; i < 100; ++i)
    for (int j = 0; j < 100; ++j)
      b[i][j] = i - j;

#pragma acc parallel loop
  for (int i = 0; i < N; ++i) {
    a[i] = a[i] * 2 + 1;
    g[i] = a[i] + 1;
  }
  int bad = 0;
  for (int i = 0; i < N; ++i)
    bad += a[i] != 2 * i + 1 || g[i] != 2 * i + 2;
  // CHECK: 1-D bad 0
  printf("1-D bad %d\n", bad);

#pragma acc parallel loop collapse(2)
  for (int i = 0; i < 100; ++i)
    for (int j = 0; j < 100; ++j)
      b[i][j] = b[i][j] * 2.0 + 0.5;
  bad = 0;
  for (int i = 0; i < 100; ++i)
    for (int j = 0; j < 100; ++j)
      bad += b[i][j] != (i - j) * 2.0 + 0.5;
  // CHECK-NEXT: 2-D bad 0
  printf("2-D bad %d\n", bad);

  // A struct: the whole object is copied in and out.
#pragma acc parallel num_gangs(1)
  {
    pt.x = pt.x + pt.y * 10;
    pt.w *= 4.0;
  }
  // CHECK-NEXT: struct 21 2 2
  printf("struct %d %d %g\n", pt.x, pt.y, pt.w);

  // An array written in a gang loop inside 'parallel'.
#pragma acc parallel
  {
#pragma acc loop gang
    for (int i = 0; i < N; ++i)
      a[i] = -i;
  }
  bad = 0;
  for (int i = 0; i < N; ++i)
    bad += a[i] != -i;
  // CHECK-NEXT: in parallel bad 0
  printf("in parallel bad %d\n", bad);
  return 0;
}
