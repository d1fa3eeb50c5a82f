// RUN: %accc++ -acc=gpu -fopenacc-print=omp %s | grep -v '^ *//' | FileCheck %s

// DataAttributes.cpp rule 3h in C++: a reference bound to the variable or a
// lambda's capture of it keeps the copy the specification gives a scalar
// in a kernels construct; a variable only read stays firstprivate.

void bump(int &r);

void f(int n, double *a, int k, int m, int c) {
  int &r = m;
  auto add = [&c](double v) { return v + c; };
  bump(k);
#pragma acc kernels loop independent present(a[:n])
  for (int i = 0; i < n; ++i)
    a[i] = add(a[i]) + k + m + c + n;
  r = 2;
}
// CHECK-LABEL: void f(
// CHECK: #pragma omp target teams distribute parallel for {{.*}}map(ompx_hold, tofrom: add, k, m, c) firstprivate(n)
