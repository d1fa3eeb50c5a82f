// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// bind on member functions (OpenACC 3.3 sec. 2.15.1; lib/Transform/
// RoutineToOMP.cpp rules 6 and 7): device code calls the bound function in
// place of the member function, on the same object for a non-static one;
// host code calls the member function itself. Static members bound to
// static members (the variant: a declaration of the mangled symbol before
// the class), to a function that is not a member, and to an extern "C"
// symbol; the named form inside the class.

#include <openacc.h>
#include <stdio.h>

extern "C" {
#pragma acc routine seq
float cDevice(float x) { return x + 700; }
}

#pragma acc routine seq
float freeDevice(float x) { return x + 500; }

namespace phys {
struct Table {
  float k = 1;
#pragma acc routine seq
  static float fastStatic(float x) { return x + 300; }
#pragma acc routine seq bind(fastStatic)
  static float slowStatic(float x) { return x + 3; }
#pragma acc routine seq bind(freeDevice)
  static float slowFree(float x) { return x + 5; }
#pragma acc routine seq bind("cDevice")
  static float slowSymbol(float x) { return x + 7; }
#pragma acc routine seq
  float fastMember(float x) const { return x + 100 * k; }
#pragma acc routine seq bind(fastMember)
  float slowMember(float x) const { return x + k; }
  static float named(float x);
#pragma acc routine(named) seq bind(fastStatic)
  // Calls the other members: their variants apply in device code too.
#pragma acc routine seq
  float both(float x) const { return slowMember(x) + slowStatic(x); }
};
float Table::named(float x) { return x + 9; }
} // namespace phys

int main(void) {
  phys::Table t;
  t.k = 2;
  float r[6];
  int onGpu = 0;
#pragma acc parallel loop copyout(r) copyin(t) copy(onGpu)
  for (int i = 0; i < 1; ++i) {
    r[0] = phys::Table::slowStatic(1);
    r[1] = phys::Table::slowFree(1);
    r[2] = phys::Table::slowSymbol(1);
    r[3] = t.slowMember(1);
    r[4] = phys::Table::named(1);
    r[5] = t.both(1);
    onGpu = acc_on_device(acc_device_not_host);
  }
  // GPU: 301 501 701 201 301 502; multicore and host: 4 6 8 3 10 7.
  float want[6] = {4, 6, 8, 3, 10, 7}, gpu[6] = {301, 501, 701, 201, 301, 502};
  int bad = 0;
  for (int i = 0; i < 6; ++i)
    bad += r[i] != (onGpu ? gpu[i] : want[i]);
  // CHECK: members: 0 bad
  printf("members: %d bad\n", bad);
  // Host code calls the member functions themselves.
  // CHECK: host: 4 3
  printf("host: %g %g\n", phys::Table::slowStatic(1), t.slowMember(1));
  return 0;
}
