// A global constant (constexpr, const integral) that a compute construct
// uses is its value: no firstprivate copy is listed (lib/Transform/
// ComputeToOMP.cpp). clang 22 crashes on such a firstprivate of a `target
// ... nowait` (found in miniWeather's async loops).
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu -O2 -c %s -o %t.o %}
// RUN: %accc -acc=multicore -O2 -c %s -o %t.mc.o

constexpr int NV = 4;
const int NX = 100;
constexpr double PI = 3.14159;
const double G = 9.8; // not a constant expression: a copy, as before

void f(double *a, int n) {
#pragma acc parallel loop default(present) async
  for (int i = 0; i < n; i++)
    a[i] = NV * NX * PI * G * i;
}
// CHECK: #pragma omp target teams distribute parallel for firstprivate(G, n) {{.*}}nowait depend(inout: *__accc_queue(__accc_async))
