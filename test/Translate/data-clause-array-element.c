// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>&1 | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -

// An array element in a data clause or a reduction of a construct is the
// one-element subarray (OpenACC 3.3's var-list holds array elements,
// Glossary "Var"; Flang reads them so): `a[i]` -> `a[i:1]`, `m[1][k]` ->
// `m[1:1][k:1]`, spelled out in the OpenMP (Analysis/ElementItems.cpp).
// The translation is the one of the subarrays written with ':'.

struct S { int v[4]; };

// CHECK-LABEL: void f(int n, double *a) {
void f(int n, double *a) {
  int errors[10] = {0};
  int m[3][4] = {{0}};
  struct S s = {{0}};
  for (int x = 0; x < 10; ++x) {
    // CHECK: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: errors[x:1]) reduction(+: errors[x:1])
    #pragma acc parallel loop copyin(a[0:n]) reduction(+:errors[x])
    for (int y = 0; y < n; ++y)
      errors[x] += a[y] == 1;
  }
  int k = 2;
  // CHECK: #pragma omp target teams map(ompx_hold, tofrom: m[1:1][k:1], s.v[3:1], s)
  #pragma acc parallel copy(m[1][k], s.v[3])
  { m[1][k] = 7; s.v[3] = 9; }
  // CHECK: #pragma omp target enter data map(to: a[5:1])
  #pragma acc enter data copyin(a[5])
  // CHECK: #pragma omp target teams map(ompx_hold, present, alloc: a[5:1])
  #pragma acc parallel present(a[ 5 ])
  a[5] = 42;
  // CHECK: #pragma omp target update from(present: a[5:1])
  #pragma acc update self(a[5])
  // CHECK: #pragma omp target exit data map(release: a[5:1])
  #pragma acc exit data delete(a[5])
}
