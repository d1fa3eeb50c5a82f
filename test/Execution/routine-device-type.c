// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// device_type on routine (OpenACC 3.3 sec. 2.15.1; lib/Transform/
// RoutineToOMP.cpp rule 8): the bind after device_type(nvidia) applies on
// the GPU only, the one after device_type(radeon) nowhere here; the level
// clauses per device type change nothing. An orphaned loop whose gang
// clause follows device_type(nvidia) shares its iterations among the
// calling gangs on the GPU and runs sequentially in each caller elsewhere.

#include <openacc.h>
#include <stdio.h>

#pragma acc routine seq
float onDevice(float x) { return x + 100; }

#pragma acc routine device_type(nvidia) worker bind(onDevice) device_type(host, multicore) seq
float f(float x) { return x + 1; }

#pragma acc routine device_type(radeon) vector bind(onlyForRadeon) device_type(*) seq
float g(float x) { return x + 2; }

float h(float x);
#pragma acc routine(h) device_type(nvidia) vector device_type(*) seq
float h(float x) { return x + 3; }

// Called by one gang (serial): its loop runs every iteration once, as a
// distribute on the GPU and a plain loop elsewhere.
#pragma acc routine device_type(nvidia) gang device_type(*) seq
void fill(float *row, int n, float v) {
#pragma acc loop device_type(nvidia) gang
  for (int i = 0; i < n; ++i)
    row[i] = v + i;
}

int main(void) {
  float a[8], m[4][16];
  int onGpu = 0;
#pragma acc parallel loop copyout(a) copy(onGpu)
  for (int i = 0; i < 8; ++i) {
    a[i] = f(i) + g(i) + h(i);
    if (i == 0)
      onGpu = acc_on_device(acc_device_not_host);
  }
  // GPU: (i + 100) + (i + 2) + (i + 3); elsewhere (i + 1) + (i + 2) + (i + 3).
  int bad = 0;
  for (int i = 0; i < 8; ++i)
    bad += a[i] != 3 * i + (onGpu ? 105 : 6);
  // CHECK: bind per device type: ok
  printf("bind per device type: %s\n", bad ? "bad" : "ok");

#pragma acc serial copyout(m)
  fill(&m[0][0], 64, 10);
  bad = 0;
  for (int r = 0; r < 4; ++r)
    for (int i = 0; i < 16; ++i)
      bad += m[r][i] != 10 + 16 * r + i;
  // CHECK: orphaned loop: ok
  printf("orphaned loop: %s\n", bad ? "bad" : "ok");
  return 0;
}
