// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// bind on the named form (OpenACC 3.3 sec. 2.15.1; lib/Transform/
// RoutineToOMP.cpp rule 7), as the V&V suite's routine_bind_prototype_*
// write it: the functions defined first, the named directives after them,
// the bound functions last. The variant goes before each function's first
// declaration; device code calls the bound function, host code the
// function itself.

#include <openacc.h>
#include <stdio.h>

float named(float x) { return x + 4; }
float namedBySymbol(float x) { return x + 6; }
static float namedStatic(float x);

#pragma acc routine(named) seq bind(laterOnDevice)
#pragma acc routine(namedBySymbol) seq bind("symbolOnDevice")
#pragma acc routine(namedStatic) seq bind(staticOnDevice)

float laterOnDevice(float x) { return x + 100; }
// In C the function's symbol is its name: bind("symbolOnDevice") names it
// (Frontend/RoutineBind.cpp rule 5), so its device code is compiled here.
float symbolOnDevice(float x) { return x + 300; }
static float staticOnDevice(float x) { return x + 500; }
static float namedStatic(float x) { return x + 8; }

int main(void) {
  float d[2] = {0, 1}, e[2] = {0, 1}, f[2] = {0, 1};
  int onGpu = 0;
#pragma acc parallel loop copy(d, e, f, onGpu)
  for (int i = 0; i < 2; ++i) {
    d[i] = named(d[i]);
    e[i] = namedBySymbol(e[i]);
    f[i] = namedStatic(f[i]);
    if (i == 0)
      onGpu = acc_on_device(acc_device_not_host);
  }
  // GPU: 100 101, 300 301, 500 501; multicore and host: 4 5, 6 7, 8 9.
  int bad = d[0] != (onGpu ? 100 : 4) || d[1] != (onGpu ? 101 : 5) ||
            e[0] != (onGpu ? 300 : 6) || e[1] != (onGpu ? 301 : 7) ||
            f[0] != (onGpu ? 500 : 8) || f[1] != (onGpu ? 501 : 9);
  // CHECK: named: ok
  printf("named: %s\n", bad ? "bad" : "ok");
  // CHECK: host: 4 6 8
  printf("host: %g %g %g\n", named(0), namedBySymbol(0), namedStatic(0));
  return 0;
}
