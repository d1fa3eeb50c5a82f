// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --check-prefix=OMP

// routine bind (OpenACC 3.3 sec. 2.15.1): device code calls the bound
// function, by name or by symbol, also from inside another device function;
// host code calls the function itself (lib/Transform/RoutineToOMP.cpp
// rule 5). On multicore and host the compute regions call the function
// itself (docs/Mapping.md, "Routine").

#include <openacc.h>
#include <stdio.h>

#pragma acc routine seq
float onDevice(float x) { return x + 100; }

#pragma acc routine seq bind(onDevice)
float byName(float x) { return x + 1; }
// OMP: {{^}}#pragma omp declare variant(onDevice) match(device={kind(nohost)})
// OMP-NEXT: {{^}}float byName(float x) { return x + 1; }

// bind("onDevice") of a function of this file with that symbol is
// bind(onDevice) (Frontend/RoutineBind.cpp rule 5).
#pragma acc routine seq bind("onDevice")
float bySymbol(float x) { return x + 2; }
// OMP: {{^}}#pragma omp declare variant(onDevice) match(device={kind(nohost)})
// OMP-NEXT: {{^}}float bySymbol(float x) { return x + 2; }

// A static function bound by symbol: its variant is static too (OpenMP asks
// for the same storage class; the GPU build failed), a declaration of the
// symbol.
#pragma acc routine seq bind("onDevice")
static float staticBySymbol(float x) { return x + 3; }
// OMP: {{^}}static float (__accc_bind_staticBySymbol)(float) __asm__("onDevice");
// OMP-NEXT: {{^}}#pragma omp declare variant(__accc_bind_staticBySymbol) match(device={kind(nohost)})
// OMP-NEXT: {{^}}static float staticBySymbol(float x) { return x + 3; }

// The same by name (a fuzzing find of seed 16: the variant `onDevice`, not
// static, failed the GPU build): a static declaration of the symbol.
#pragma acc routine seq bind(onDevice)
static float staticByName(float x) { return x + 4; }
// OMP: {{^}}static float (__accc_bind_staticByName)(float) __asm__("onDevice");
// OMP-NEXT: {{^}}#pragma omp declare variant(__accc_bind_staticByName) match(device={kind(nohost)})

// A bind to the function itself changes nothing (a warning; OpenMP rejects
// a function as its own variant: a fuzzing find of seed 16).
#pragma acc routine seq bind(itself)
float itself(float x) { return x + 7; }
// OMP-NOT: {{^}}#pragma omp declare variant(itself)

// bind to a function defined after the directive in the same scope: its
// declaration goes before the variant (the V&V suite's routine_bind.c).
#pragma acc routine seq bind(laterOnDevice)
float later(float x) { return x + 5; }
// OMP: {{^}}float (laterOnDevice)(float);
// OMP-NEXT: {{^}}#pragma omp declare variant(laterOnDevice) match(device={kind(nohost)})
// OMP-NEXT: {{^}}float later(float x) { return x + 5; }
float laterOnDevice(float x) { return x + 300; }

#pragma acc routine seq
float twice(float x) { return byName(x) * 2; }

int main(void) {
  float a[4] = {0, 1, 2, 3}, b[4] = {0, 1, 2, 3}, c[4] = {0, 1, 2, 3};
  float l[4] = {0, 1, 2, 3}, d[4] = {0, 1, 2, 3};
  int onGpu = 0;
#pragma acc parallel loop copy(a, b, c, d, l, onGpu)
  for (int i = 0; i < 4; ++i) {
    l[i] = later(l[i]);
    a[i] = twice(a[i]);
    b[i] = bySymbol(b[i]);
    c[i] = staticBySymbol(c[i]);
    d[i] = staticByName(itself(d[i]));
    if (i == 0)
      onGpu = acc_on_device(acc_device_not_host);
  }
  // On the GPU the bound function runs (200 206 100 103 100 103); on
  // multicore and host the function itself (2 8 2 5 3 6).
  int bad = onGpu ? a[0] != 200 || a[3] != 206 || b[0] != 100 ||
                        b[3] != 103 || c[0] != 100 || c[3] != 103
                  : a[0] != 2 || a[3] != 8 || b[0] != 2 || b[3] != 5 ||
                        c[0] != 3 || c[3] != 6;
  // CHECK: byname: ok
  printf("byname: %s\n", d[3] == (onGpu ? 110 : 14) ? "ok" : "bad");
  // CHECK: later: ok
  printf("later: %s\n", l[0] == (onGpu ? 300 : 5) && l[3] == (onGpu ? 303 : 8)
                            ? "ok"
                            : "bad");
  // CHECK: device: ok
  printf("device: %s\n", bad ? "bad" : "ok");
  // Host code calls the function itself.
  // CHECK: host: 1 2
  printf("host: %g %g\n", byName(0), bySymbol(0));
  return 0;
}
