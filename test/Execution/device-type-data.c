// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// device_type on data and update (OpenACC 3.3 sec. 2.6.5, 2.14.4): the
// async and wait clauses after it apply to the device types it names
// (lib/Analysis/DataDirectives.cpp rule 7a). The results are those of the
// program without the clauses, on every target.

#include <openacc.h>
#include <stdio.h>

#define N 1000

int main(void) {
  float x[N];
  for (int i = 0; i < N; ++i)
    x[i] = i;
#pragma acc enter data copyin(x)
#pragma acc parallel loop present(x) async(1)
  for (int i = 0; i < N; ++i)
    x[i] *= 2;
  // Waits for queue 1 on nvidia and on the host.
#pragma acc data present(x) device_type(nvidia) wait(1) device_type(host, multicore) wait(1)
  {
#pragma acc parallel loop present(x)
    for (int i = 0; i < N; ++i)
      x[i] += 1;
  }
#pragma acc update self(x) device_type(nvidia) async(2) device_type(radeon) wait(3)
#pragma acc wait(2)
  int bad = 0;
  for (int i = 0; i < N; ++i)
    bad += x[i] != 2 * i + 1;
  // CHECK: data: ok
  printf("data: %s\n", bad ? "bad" : "ok");
#pragma acc exit data delete(x)
  return 0;
}
