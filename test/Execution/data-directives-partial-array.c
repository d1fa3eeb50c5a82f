// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// A data construct maps part of a static array (OpenACC 3.3 sec. 2.6.2,
// visible data clauses): compute constructs inside it use that part, which
// is present, instead of implicitly copying the whole array.

#include <stdio.h>

int main(void) {
  static float arr[100], m[4][8];
  for (int i = 0; i < 100; ++i)
    arr[i] = i;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 8; ++j)
      m[i][j] = -1;
#pragma acc data copyin(arr[10:20]) copy(m[1:2][:])
  {
#pragma acc parallel loop
    for (int j = 0; j < 8; ++j) {
      m[1][j] = arr[10 + j] * 2;
      m[2][j] = arr[20 + j];
    }
  }
  int bad = 0;
  for (int j = 0; j < 8; ++j)
    bad += m[1][j] != 2 * (10 + j) || m[2][j] != 20 + j || m[0][j] != -1 ||
           m[3][j] != -1;
  // CHECK: partial array: bad 0
  printf("partial array: bad %d\n", bad);
  return 0;
}
